import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WLLP_MESSAGES } from '@siloker/shared/schemas/wllp-constants';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { CompanyWllp } from './company-wllp.tsx';
import { OfficeWllp } from './office-wllp.tsx';

const api = setupFakeApi();
const EDUCATIONS = [
  { id: 4, name: 'SMA/SMK' },
  { id: 6, name: 'S1' },
];
const report = {
  job_vacancy_id: 31,
  title: 'Operator Gudang',
  title_slug: 'operator-gudang',
  worker_count: 4,
  due_at: '2026-03-01T02:00:00.000Z',
  filed_at: null,
  overdue: true,
  hired_portal: 0,
  hired_other: 0,
  hired_male: 0,
  hired_female: 0,
  educations: [],
};
const compliance = { vacancies_reported: 5, reports_done: 2, reports_due: 1, reports_overdue: 1 };

describe('CompanyWllp (/panel/wajib-lapor)', () => {
  beforeEach(() => {
    setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 9 }));
    api.on('GET', '/company/wllp', () => ok({ compliance, fill_reports: [report], total: 1 }));
    api.on('GET', '/master/educations', () => ok({ educations: EDUCATIONS }));
    api.on('GET', '/company/wllp/31', () =>
      ok({
        fill_report: {
          ...report,
          hired_portal: 3,
          hired_male: 2,
          hired_female: 1,
          educations: [{ education_id: 4, count: 3 }],
        },
        accepted: { total: 3, male: 2, female: 1, educations: [{ education_id: 4, count: 3 }] },
      }),
    );
  });

  it('shows the compliance and files a report pre-filled from the ACCEPTED applicants', async () => {
    api.on('POST', '/company/wllp/31', () =>
      ok(
        {
          fill_report: { ...report, filed_at: '2026-03-02T02:00:00.000Z', hired_portal: 3, hired_other: 1 },
          compliance,
        },
        WLLP_MESSAGES.filed,
      ),
    );
    renderScreen(<CompanyWllp />, { path: '/panel/wajib-lapor' });
    const cards = await screen.findByLabelText('Kepatuhan wajib lapor');
    expect(
      within(cards).getByText(WLLP_MESSAGES.compliance.vacancies_reported).nextSibling?.textContent,
    ).toBe('5');
    expect(api.lastQuery('/company/wllp')).toMatchObject({ tab: 'due', offset: '0' });
    const item = screen.getByRole('heading', { name: 'Operator Gudang' }).closest('li')!;
    expect(within(item).getByText(WLLP_MESSAGES.overdue)).toBeTruthy();
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: /Isi laporan/ })));

    const portal = (await screen.findByLabelText(/Diterima dari pelamar SiLoker/)) as HTMLInputElement;
    expect(portal.value).toBe('3');
    expect(screen.getByText(WLLP_MESSAGES.prefillNote(3))).toBeTruthy();
    // One more hired elsewhere: the sex and education splits no longer add up and are refused here first.
    fireEvent.change(screen.getByLabelText(/Diterima dari sumber lain/), { target: { value: '1' } });
    expect(screen.getByTestId('wllp-total').textContent).toBe('4');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: WLLP_MESSAGES.submit })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(WLLP_MESSAGES.sexMismatch);
    expect(alert.textContent).toContain(WLLP_MESSAGES.educationMismatch);
    expect(api.calls('POST', '/company/wllp/31')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Perempuan'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Jumlah 1'), { target: { value: '4' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: WLLP_MESSAGES.submit })));
    await waitFor(() => expect(api.calls('POST', '/company/wllp/31')).toHaveLength(1));
    expect(api.calls('POST', '/company/wllp/31')[0]!.body).toMatchObject({
      hired_portal: 3,
      hired_other: 1,
      hired_male: 2,
      hired_female: 2,
      educations: [{ education_id: 4, count: 4 }],
    });
    expect(await screen.findByText(WLLP_MESSAGES.filed)).toBeTruthy();
  });

  it("shows the server's field message when it refuses the portal's hires", async () => {
    api.on('POST', '/company/wllp/31', () =>
      fail(422, 'Data tidak valid', { hired_portal: [WLLP_MESSAGES.portalAboveAccepted(3)] }),
    );
    renderScreen(<CompanyWllp />, { path: '/panel/wajib-lapor' });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Isi laporan/ })));
    await screen.findByLabelText(/Diterima dari pelamar SiLoker/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: WLLP_MESSAGES.submit })));
    expect((await screen.findByRole('alert')).textContent).toContain(WLLP_MESSAGES.portalAboveAccepted(3));
  });
});

describe('OfficeWllp (/panel/laporan-wllp)', () => {
  const data = {
    from: '2026-03-01',
    to: '2026-03-31',
    office_name: 'Dinas Tenaga Kerja Kota Samarinda',
    title:
      'Laporan Wajib Lapor Lowongan Pekerjaan Dinas Tenaga Kerja Kota Samarinda, periode 1 Maret 2026 s.d. 31 Maret 2026',
    summary: {
      job_vacancies: 2,
      openings: 7,
      reports_due: 2,
      reports_filed: 1,
      hired: 3,
      hired_portal: 2,
      hired_other: 1,
    },
    by_business_field: [{ key: '2', label: 'Perdagangan', job_vacancies: 2, openings: 7, hired: 3 }],
    by_education: [{ key: '4', label: 'SMA/SMK', job_vacancies: 2, openings: 7, hired: 3 }],
    by_sex: [
      { key: 'male', label: 'Laki-laki', job_vacancies: 0, openings: 3, hired: 2 },
      { key: 'female', label: 'Perempuan', job_vacancies: 0, openings: 2, hired: 1 },
    ],
    by_district: [{ key: '64.72.01', label: 'Palaran', job_vacancies: 2, openings: 7, hired: 3 }],
    overdue_companies: [
      {
        company_detail_id: 5,
        name: 'PT Lalai',
        overdue_reports: 1,
        oldest_due_at: '2026-03-20T02:00:00.000Z',
      },
    ],
  };

  beforeEach(() => {
    setAuthUser(authUser({ role_name: 'admin', seeker_detail_id: null }));
    api.on('GET', '/office/wllp', () => ok(data));
  });

  it('shows every table of the period and links both downloads to it', async () => {
    renderScreen(<OfficeWllp />, {
      path: '/panel/laporan-wllp',
      url: '/panel/laporan-wllp?from=2026-03-01&to=2026-03-31',
    });
    expect(await screen.findByText(data.title)).toBeTruthy();
    expect(api.lastQuery('/office/wllp')).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    for (const name of [
      'Menurut bidang usaha',
      'Menurut pendidikan',
      'Menurut jenis kelamin',
      'Menurut kecamatan',
      'Perusahaan terlambat melapor',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('rowheader', { name: 'PT Lalai' })).toBeTruthy();
    const csv = screen.getByRole('link', { name: WLLP_MESSAGES.downloadCsv }).getAttribute('href')!;
    const xlsx = screen.getByRole('link', { name: WLLP_MESSAGES.downloadXlsx }).getAttribute('href')!;
    expect(csv).toContain('/api/v1/office/wllp/export?from=2026-03-01&to=2026-03-31&format=csv');
    expect(xlsx).toContain('format=xlsx');
  });

  it("shows the server's refusal of a period on the field", async () => {
    api.on('GET', '/office/wllp', () =>
      fail(400, 'Rentang tanggal tidak valid.', { to: ['Tanggal akhir tidak boleh sebelum tanggal awal.'] }),
    );
    renderScreen(<OfficeWllp />, {
      path: '/panel/laporan-wllp',
      url: '/panel/laporan-wllp?from=2026-03-31&to=2026-03-01',
    });
    expect(await screen.findByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).toBeTruthy();
  });
});
