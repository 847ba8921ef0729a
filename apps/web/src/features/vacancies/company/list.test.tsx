import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { VACANCY_FORM_MESSAGES } from '@siloker/shared/schemas/vacancy-form-constants';
import { VACANCY_REPORT_MESSAGES } from '@siloker/shared/schemas/vacancy-reports-constants';
import { setAuthUser } from '../../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi } from '../../../testing/fake-api.tsx';
import { JobVacancyListByCompany } from '../job-vacancy-list-by-company.tsx';
import {
  COMPANY_ID,
  companyUser,
  companyVacanciesData,
  companyVacancy,
} from '../../../testing/fixtures/company-vacancies.ts';

const api = setupFakeApi();
const LIST = `/job-vacancies/company/${COMPANY_ID}`;

const draft = companyVacancy({ id: 41, title: 'Operator Alat Berat', title_slug: 'operator-alat-berat' });
const live = companyVacancy({
  id: 42,
  title: 'Teller Bank',
  title_slug: 'teller-bank',
  publication_status: 'PUBLISHED',
  is_active: true,
});
const rejected = companyVacancy({
  id: 43,
  title: 'Kolektor Kredit',
  title_slug: 'kolektor-kredit',
  status: 'REJECTED',
  status_note: 'Gaji di bawah UMK.',
});

beforeEach(() => {
  setAuthUser(companyUser);
  api.on('GET', LIST, (req) =>
    ok(
      req.query.tab === 'active'
        ? companyVacanciesData({ job_vacancies: [live], total: 1, total_active: 1, total_inactive: 2 })
        : companyVacanciesData({
            job_vacancies: [draft, rejected],
            total: 2,
            total_active: 1,
            total_inactive: 2,
          }),
    ),
  );
});

const open = (url = '/panel/data-lowongan-kerja') =>
  renderScreen(<JobVacancyListByCompany />, { path: '/panel/data-lowongan-kerja', url });
const rowOf = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;

describe('JobVacancyListByCompany (/panel/data-lowongan-kerja)', () => {
  it('opens on the Aktif tab with both counts, and switches to Tidak Aktif', async () => {
    open();
    const row = await rowOf('Teller Bank');
    expect(api.lastQuery(LIST)).toMatchObject({ tab: 'active', offset: '0', limit: '5' });
    expect(screen.getByRole('button', { name: 'Aktif (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(row).getByText('Verifikasi: Terverifikasi')).toBeTruthy();
    expect(within(row).getByText('Terbit')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('340')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Ubah' }).getAttribute('href')).toBe(
      '/panel/data-lowongan-kerja/formulir/teller-bank',
    );
    expect(within(row).getByRole('link', { name: 'Pelamar' }).getAttribute('href')).toBe(
      '/panel/data-lowongan-kerja/teller-bank/pencari-kerja',
    );
    expect(within(row).getByRole('button', { name: 'Tarik' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tambah Lowongan' }).getAttribute('href')).toBe(
      '/panel/data-lowongan-kerja/formulir',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Tidak Aktif (2)' }));
    const other = await rowOf('Kolektor Kredit');
    expect(api.lastQuery(LIST)).toMatchObject({ tab: 'inactive' });
    expect(within(other).getByText('Verifikasi: Ditolak')).toBeTruthy();
    expect(within(other).getByText('Gaji di bawah UMK.')).toBeTruthy();
    expect(
      within(await rowOf('Operator Alat Berat')).getByRole('button', { name: 'Terbitkan' }),
    ).toBeTruthy();
  });

  it("shows the server's reason when publishing is refused, and publishes when allowed", async () => {
    api.on('POST', '/job-vacancies/change-publication-status/41', () =>
      fail(409, VACANCY_FORM_MESSAGES.companyNotVerified),
    );
    open('/panel/data-lowongan-kerja?tab=inactive');
    const row = await rowOf('Operator Alat Berat');
    fireEvent.click(within(row).getByRole('button', { name: 'Terbitkan' }));
    // The server's message under a title naming the refusal, never the generic error dialog.
    const dialog = await screen.findByRole('alertdialog', { name: VACANCY_FORM_MESSAGES.actionRefusedTitle });
    expect(dialog.textContent).toContain(VACANCY_FORM_MESSAGES.companyNotVerified);
    expect(screen.queryByRole('alertdialog', { name: 'Terjadi Kesalahan' })).toBeNull();
    expect(api.calls('POST', '/job-vacancies/change-publication-status/41')[0]!.body).toMatchObject({
      status: 'PUBLISHED',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Tutup|Mengerti/i }));

    api.on('POST', '/job-vacancies/change-publication-status/41', () =>
      ok({ job_vacancy: { ...draft, publication_status: 'PUBLISHED' } }, VACANCY_FORM_MESSAGES.published),
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Terbitkan' }));
    expect(await screen.findByText(VACANCY_FORM_MESSAGES.published)).toBeTruthy();
    // The list is read again after the change.
    await waitFor(() => expect(api.queries(LIST).length).toBeGreaterThan(1));
  });

  it("asks 'Ya hapus' / 'Batal' before deleting, and deletes only when confirmed", async () => {
    api.on('DELETE', '/job-vacancies/43', () => ok({ id: 43 }, VACANCY_FORM_MESSAGES.deleted));
    open('/panel/data-lowongan-kerja?tab=inactive');
    const row = await rowOf('Kolektor Kredit');

    fireEvent.click(within(row).getByRole('button', { name: 'Hapus' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Kolektor Kredit');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' })));
    expect(api.calls('DELETE', '/job-vacancies/43')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Hapus' }));
    dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ya hapus' })));
    await waitFor(() => expect(api.calls('DELETE', '/job-vacancies/43')).toHaveLength(1));
    expect(await screen.findByText(VACANCY_FORM_MESSAGES.deleted)).toBeTruthy();
  });

  it('tells a company that is not verified yet that it can draft but not publish', async () => {
    api.on('GET', LIST, () =>
      ok(
        companyVacanciesData({
          job_vacancies: [],
          total: 0,
          total_active: 0,
          total_inactive: 0,
          company_detail: { ...companyVacanciesData().company_detail, status: 'PENDING' },
        }),
      ),
    );
    open();
    expect(await screen.findByText(VACANCY_FORM_MESSAGES.companyStateNote)).toBeTruthy();
    expect(screen.getByText('Perusahaan menunggu verifikasi Dinas')).toBeTruthy();
    expect(await screen.findByText(/Belum ada lowongan aktif/)).toBeTruthy();
  });

  it('marks a vacancy that reports hid from the public as under review, and no other (docs/decisions/103)', async () => {
    const hidden = { ...live, id: 44, title: 'Admin Gudang', title_slug: 'admin-gudang', under_review: true };
    api.on('GET', LIST, () =>
      ok(
        companyVacanciesData({ job_vacancies: [live, hidden], total: 2, total_active: 2, total_inactive: 0 }),
      ),
    );
    open();
    const row = await rowOf('Admin Gudang');
    expect(within(row).getByText(VACANCY_REPORT_MESSAGES.underReviewTag)).toBeTruthy();
    expect(within(await rowOf('Teller Bank')).queryByText(VACANCY_REPORT_MESSAGES.underReviewTag)).toBeNull();
  });

  it('does not offer Terbitkan while the server would refuse it: disabled, with the reason beside it', async () => {
    const waiting = companyVacancy({
      id: 44,
      title: 'Staf Gudang',
      title_slug: 'staf-gudang',
      status: 'PENDING',
      publish_refusal: VACANCY_FORM_MESSAGES.companyNotVerified,
    });
    api.on('GET', LIST, () =>
      ok(companyVacanciesData({ job_vacancies: [waiting], total: 1, total_active: 0, total_inactive: 1 })),
    );
    open('/panel/data-lowongan-kerja?tab=inactive');
    const row = await rowOf('Staf Gudang');
    const publish = within(row).getByRole('button', { name: 'Terbitkan' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    const reason = document.getElementById(publish.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain(VACANCY_FORM_MESSAGES.companyNotVerified);
    fireEvent.click(publish);
    expect(api.calls('POST', '/job-vacancies/change-publication-status/44')).toHaveLength(0);
  });

  it('lands on the vacancy just saved: its tab, marked, with what happens next', async () => {
    const router = open('/panel/data-lowongan-kerja');
    await rowOf('Teller Bank');
    await act(() =>
      router.navigate('/panel/data-lowongan-kerja?tab=inactive', {
        state: { savedVacancy: { id: 41, title: 'Operator Alat Berat', created: true, published: false } },
      }),
    );
    const row = await rowOf('Operator Alat Berat');
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(row.className).toContain('cv-row-saved');
    expect((await rowOf('Kolektor Kredit')).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText(VACANCY_FORM_MESSAGES.savedTitle('Operator Alat Berat'))).toBeTruthy();
    expect(screen.getByText(VACANCY_FORM_MESSAGES.savedNextDraft)).toBeTruthy();
  });
});
