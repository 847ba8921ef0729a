import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyDetailDataSchema } from '@siloker/shared/schemas/companies';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { vacancySummary } from '../../testing/fixtures/vacancies.ts';
import { CompanyListDetail } from './company-list-detail.tsx';
import { companyDetail } from '../../testing/fixtures/companies.ts';

const api = setupFakeApi();

const SLUG = 'pt-bpr-tepian-sejahtera';
const open = () =>
  renderScreen(<CompanyListDetail />, { path: '/perusahaan/:name_slug', url: `/perusahaan/${SLUG}` });

describe('CompanyListDetail (/perusahaan/:name_slug)', () => {
  it('shows the profile and links each public vacancy', async () => {
    const company = companyDetail({
      job_vacancies: [
        vacancySummary({ id: 1, title: 'Teller', title_slug: 'teller-bpr' }),
        vacancySummary({ id: 2, title: 'Account Officer', title_slug: 'account-officer-bpr' }),
      ],
    });
    api.on('GET', `/companies/slug/${SLUG}`, () => ok(CompanyDetailDataSchema.parse({ company })));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'PT BPR Tepian Sejahtera' })).toBeTruthy();
    expect(document.title).toMatch(/^PT BPR Tepian Sejahtera \|/);
    const about = screen.getByText(/Bank perkreditan rakyat/);
    expect(about.textContent).toBe('Bank perkreditan rakyat.\nMelayani UMKM di Samarinda.');
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Bidang usaha')).toBe('Aktivitas Keuangan dan Asuransi');
    expect(fact('Status kantor')).toBe('Kantor Pusat');
    expect(fact('Alamat')).toBe(
      'Jl. Basuki Rahmat No. 30, Karang Mumus, Kec. Samarinda Kota, Kota Samarinda, Kalimantan Timur 75112',
    );
    const site = screen.getByRole('link', { name: 'bprtepian.test' });
    expect(site.getAttribute('href')).toBe('https://bprtepian.test/');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'sdm@bprtepian.test' }).getAttribute('href')).toBe(
      'mailto:sdm@bprtepian.test',
    );
    expect(screen.getByTestId('company-vacancy-count').textContent).toBe('2 lowongan dibuka');
    expect(screen.getByRole('link', { name: 'Teller' }).getAttribute('href')).toBe(
      '/lowongan-kerja/teller-bpr',
    );
    expect(screen.getByRole('link', { name: 'Account Officer' }).getAttribute('href')).toBe(
      '/lowongan-kerja/account-officer-bpr',
    );
  });

  it('shows an unsafe website as text, not as a link', async () => {
    const company = companyDetail({ website: 'javascript:alert(1)' });
    api.on('GET', `/companies/slug/${SLUG}`, () => ok(CompanyDetailDataSchema.parse({ company })));
    open();
    await screen.findByRole('heading', { level: 1, name: 'PT BPR Tepian Sejahtera' });
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(screen.getByText('Belum ada lowongan yang dibuka saat ini.')).toBeTruthy();
  });

  it('a 404 is "Perusahaan tidak ditemukan", not a failure', async () => {
    api.on('GET', `/companies/slug/${SLUG}`, () => fail(404, 'Perusahaan tidak ditemukan.'));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Perusahaan tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat perusahaan lainnya' }).getAttribute('href')).toBe(
      '/perusahaan',
    );
    expect(screen.queryByText('Gagal mengambil detail perusahaan.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a real failure says "Gagal mengambil detail perusahaan."', async () => {
    api.on('GET', `/companies/slug/${SLUG}`, () => ({ status: 503, body: 'Service Unavailable' }));
    open();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Gagal mengambil detail perusahaan.' },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
  }, 15_000);
});
