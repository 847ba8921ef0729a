import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfficeSummaryDataSchema } from '@siloker/shared/schemas/verification';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { Dashboard } from './dashboard.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { statisticsData } from '../../testing/fixtures/statistics.ts';

const api = setupFakeApi();

const summary = () =>
  ok(OfficeSummaryDataSchema.parse({ pending: { companies: 4, job_vacancies: 9, seekers: 12 } }));

const open = () => {
  setAuthUser(officeUser);
  renderScreen(<Dashboard />, { path: '/panel/halaman-utama' });
};

describe('Halaman Utama of the office: the verification queues and the portal’s figures (issue 11 item 9)', () => {
  it('shows the three pending counts from /office/summary, each linking to its queue in Verifikasi', async () => {
    api.on('GET', '/office/summary', summary);
    api.on('GET', '/office/statistics', () => ok(statisticsData()));
    open();

    const card = await screen.findByRole('region', { name: 'Menunggu Verifikasi' });
    const companies = await within(card).findByRole('link', { name: /4\s*Perusahaan menunggu verifikasi/ });
    expect(companies.getAttribute('href')).toBe('/panel/verifikasi');
    const vacancies = within(card).getByRole('link', { name: /9\s*Lowongan kerja menunggu verifikasi/ });
    expect(vacancies.getAttribute('href')).toBe('/panel/verifikasi?tab=lowongan');
    const seekers = within(card).getByRole('link', { name: /12\s*Pencari kerja menunggu verifikasi/ });
    expect(seekers.getAttribute('href')).toBe('/panel/verifikasi?tab=pencari-kerja');
  });

  it('shows the headline figures of the last 12 months, placements first, with their freshness and the way to Statistik', async () => {
    api.on('GET', '/office/summary', summary);
    api.on('GET', '/office/statistics', () => ok(statisticsData()));
    open();

    const card = await screen.findByRole('region', { name: 'Hasil Portal 12 Bulan Terakhir' });
    const figures = await within(card).findByRole('list', { name: 'Angka utama portal' });
    const items = within(figures).getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('1.234Diterima bekerja lewat portal');
    expect(items[0]!.className).toContain('stat-card-lead');
    expect(items.map((li) => li.textContent)).toContain('98.765Pencari kerja terdaftar');
    expect(
      within(card).getByText(
        '1 September 2026 – 23 November 2026 · Data per 23 November 2026 pukul 14.30 WITA',
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Lihat statistik lengkap' }).getAttribute('href')).toBe(
      '/panel/statistik',
    );
    // The dashboard asks for the default range: no dates.
    expect(api.queries('/office/statistics')).toEqual([{}]);
  });

  it('keeps the queues when the figures fail, and offers to load them again', async () => {
    api.on('GET', '/office/summary', summary);
    api.on('GET', '/office/statistics', () => fail(500, 'Server sedang bermasalah.'));
    open();

    const card = await screen.findByRole('region', { name: 'Hasil Portal 12 Bulan Terakhir' });
    expect((await within(card).findByRole('alert')).textContent).toContain('Angka statistik gagal dimuat.');
    api.on('GET', '/office/statistics', () => ok(statisticsData()));
    within(card).getByRole('button', { name: 'Coba lagi' }).click();
    expect(await within(card).findByRole('list', { name: 'Angka utama portal' })).toBeTruthy();
    const queues = screen.getByRole('region', { name: 'Menunggu Verifikasi' });
    expect(await within(queues).findByRole('link', { name: /4\s*Perusahaan/ })).toBeTruthy();
  });
});
