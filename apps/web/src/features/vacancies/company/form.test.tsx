import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  VACANCY_FORM_MESSAGES,
  VACANCY_LABELS,
  expiryFrom,
} from '@siloker/shared/schemas/vacancy-form-constants';
import { POSTING_RULE_MESSAGES } from '@siloker/shared/schemas/posting-rules-constants';
import { setAuthUser } from '../../../lib/session.ts';
import { AppProvider } from '../../../testing/app.ts';
import { fail, ok, setupFakeApi, submit, type } from '../../../testing/fake-api.tsx';
import { JobVacancyFormByCompany } from '../job-vacancy-form-by-company.tsx';
import {
  COMPANY_ID,
  companyUser,
  companyVacanciesData,
  companyVacancy,
} from '../../../testing/fixtures/company-vacancies.ts';
import { mastersData } from '../../../testing/masters.ts';

const api = setupFakeApi();
const LIST = `/job-vacancies/company/${COMPANY_ID}`;
const PATH = '/panel/data-lowongan-kerja/formulir/:title_slug?';

beforeEach(() => {
  setAuthUser(companyUser);
  api.on('GET', LIST, (req) =>
    ok(
      req.query.title_slug === 'operator-alat-berat'
        ? companyVacanciesData()
        : companyVacanciesData({ job_vacancies: req.query.title_slug ? [] : [companyVacancy()] }),
    ),
  );
  api.on('GET', '/master/job-types', () => ok({ job_types: [{ id: 1, name: 'Penuh Waktu' }] }));
  api.on('GET', '/master/educations', () => ok({ educations: [{ id: 4, name: 'SMA/SMK' }] }));
  api.on('GET', '/master/masters', () =>
    ok(
      mastersData({
        benefits: [
          { id: 0, name: 'Tidak ada' },
          { id: 2, name: 'BPJS Kesehatan' },
          { id: 3, name: 'Tunjangan Makan' },
        ],
      }),
    ),
  );
  api.on('GET', '/master/positions', () =>
    ok({
      positions: [
        {
          id: 1,
          name: 'Operator',
          level: 1,
          parent_id: null,
          count_childrens: 1,
          children: [{ id: 12, name: 'Operator Ekskavator', level: 2, parent_id: 1, count_childrens: 0 }],
        },
      ],
    }),
  );
  api.on('GET', '/location/provinces', () => ok({ provinces: [{ code: '64', name: 'Kalimantan Timur' }] }));
  api.on('GET', '/location/cities', () => ok({ cities: [{ code: '64.72', name: 'Kota Samarinda' }] }));
  api.on('GET', '/location/districts', () =>
    ok({ districts: [{ code: '64.72.09', name: 'Samarinda Ulu' }] }),
  );
  api.on('GET', '/location/sub-districts', () =>
    ok({ sub_districts: [{ code: '64.72.09.1001', name: 'Karang Mumus' }] }),
  );
});

/** The form, with a stand-in for the list it returns to after a save. */
function open(url = '/panel/data-lowongan-kerja/formulir') {
  const router = createMemoryRouter(
    [
      { path: PATH, element: <JobVacancyFormByCompany /> },
      { path: '/panel/data-lowongan-kerja', element: <p>Daftar lowongan (tujuan)</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}
const field = (label: string) =>
  (screen.queryByRole('textbox', { name: label }) ??
    screen.queryByRole('combobox', { name: label }) ??
    screen.getByLabelText(label, { selector: 'input' })) as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('JobVacancyFormByCompany (/panel/data-lowongan-kerja/formulir/:title_slug?)', () => {
  it('starts a new vacancy at the §9 defaults: monthly salary, days, the configured city, no benefit', async () => {
    open();
    await waitFor(() => expect(field('Jenis gaji').value).toBe('monthly'));
    expect(field('Satuan batas waktu').value).toBe('day');
    await waitFor(() => expect(field('Kabupaten/Kota').value).toBe('64.72'));
    expect(field('Provinsi').value).toBe('64');
    await waitFor(() => expect(box('Tidak ada').checked).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'Tambah Lowongan Kerja' })).toBeTruthy();
  });

  it("applies the §5 benefit rule live: another choice removes 'Tidak ada', 'Tidak ada' clears the others", async () => {
    open();
    await waitFor(() => expect(box('BPJS Kesehatan')).toBeTruthy());
    fireEvent.click(box('BPJS Kesehatan'));
    fireEvent.click(box('Tunjangan Makan'));
    expect(box('Tidak ada').checked).toBe(false);
    expect(box('BPJS Kesehatan').checked).toBe(true);
    fireEvent.click(box('Tidak ada'));
    expect(box('BPJS Kesehatan').checked).toBe(false);
    expect(box('Tunjangan Makan').checked).toBe(false);
    // Unticking the last one reverts to 'Tidak ada'.
    fireEvent.click(box('Tunjangan Makan'));
    fireEvent.click(box('Tunjangan Makan'));
    expect(box('Tidak ada').checked).toBe(true);
  });

  it('shows the expiry the deadline gives, in the id locale, and none for a negative deadline', async () => {
    open();
    await waitFor(() => expect(field('Batas waktu')).toBeTruthy());
    type(field('Batas waktu'), '2');
    choose('Satuan batas waktu', 'week');
    expect(screen.getByText(`Lowongan berakhir pada ${formatDate(expiryFrom('2', 'week'))}`)).toBeTruthy();
    type(field('Batas waktu'), '-3');
    expect(screen.getByText(/Tanpa batas waktu/)).toBeTruthy();
  });

  it('posts a new vacancy as multipart with the contract keys, then returns to the list with the message', async () => {
    api.on('POST', LIST, () => ok({ job_vacancy: companyVacancy() }, VACANCY_FORM_MESSAGES.created, 201));
    const router = open();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Operator Ekskavator' })).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('option', { name: 'Penuh Waktu' })).toBeTruthy());
    type(field('Judul lowongan'), 'Operator Alat Berat');
    choose('Jenis pekerjaan', '1');
    choose('Jabatan', 'other');
    type(await waitFor(() => field('Nama jabatan lainnya')), 'Pawang Hujan');
    type(field('Gaji (Rp)'), '4500000');
    expect(field('Gaji (Rp)').value).toBe('4.500.000');
    fireEvent.click(screen.getByRole('switch', { name: /Jumlah pekerja berdasarkan jenis kelamin/ }));
    type(field('Jumlah pekerja laki-laki'), '2');
    type(field('Jumlah pekerja perempuan'), '1');
    type(field('Alamat tempat kerja'), 'Jl. Basuki Rahmat No. 30');
    type(field('Deskripsi pekerjaan'), 'Mengoperasikan ekskavator.');
    await waitFor(() => expect(box('BPJS Kesehatan')).toBeTruthy());
    fireEvent.click(box('BPJS Kesehatan'));
    fireEvent.change(field('Poster'), {
      target: { files: [new File([new Uint8Array(2048)], 'poster.png', { type: 'image/png' })] },
    });
    await submit(screen.getByRole('button', { name: /Simpan Lowongan|Menyimpan/ }));

    await waitFor(() =>
      expect([...document.querySelectorAll('.field-error')].map((e) => e.textContent)).toEqual([]),
    );
    await waitFor(() => expect(api.calls('POST', LIST)).toHaveLength(1));
    const [sent] = api.calls('POST', LIST);
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent!.body).toMatchObject({
      title: 'Operator Alat Berat',
      job_type_id: '1',
      position_id: '',
      is_position_other: '1',
      position_other: 'Pawang Hujan',
      salary: '4500000',
      salary_type: 'monthly',
      is_gender_based_count: '1',
      male_count: '2',
      female_count: '1',
      province_code: '64',
      city_code: '64.72',
      deadline_period: 'day',
      benefits: '[2]',
      poster: { file_name: 'poster.png', type: 'image/png', size: 2048 },
    });
    expect(sent!.body).not.toHaveProperty('id');
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/data-lowongan-kerja'));
    // The draft is not in 'Aktif': the list opens on its tab and marks it (issue 17 item 5).
    expect(router.state.location.search).toBe('?tab=inactive');
    expect(router.state.location.state).toEqual({
      savedVacancy: { id: 41, title: 'Operator Alat Berat', created: true, published: false },
    });
    expect(await screen.findByText(VACANCY_FORM_MESSAGES.created)).toBeTruthy();
  });

  it('checks the §5 rules before sending and shows server field errors under their fields', async () => {
    api.on('POST', LIST, () =>
      fail(422, 'Data tidak valid.', {
        address: ['Alamat ditolak server.'],
        poster: ['Poster ditolak server.'],
        benefits: ['Fasilitas ditolak server.'],
      }),
    );
    open();
    await waitFor(() => expect(field('Judul lowongan')).toBeTruthy());
    await submit(screen.getByRole('button', { name: /Simpan Lowongan/ }));
    expect(screen.getByText('Judul lowongan wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('Jabatan wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(api.calls('POST', LIST)).toHaveLength(0);

    type(field('Judul lowongan'), 'Teller Bank');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Penuh Waktu' })).toBeTruthy());
    choose('Jenis pekerjaan', '1');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Operator Ekskavator' })).toBeTruthy());
    choose('Jabatan', '12');
    type(field('Alamat tempat kerja'), 'Jl. Basuki Rahmat No. 30');
    type(field('Deskripsi pekerjaan'), 'Melayani nasabah.');
    await submit(screen.getByRole('button', { name: /Simpan Lowongan/ }));
    expect(await screen.findByText('Alamat ditolak server.', { selector: '.field-error' })).toBeTruthy();
    // The summary lists the fields, the poster and the benefits together (docs/decisions/084).
    const summary = screen.getByRole('alert', { name: MESSAGES.formErrorSummaryTitle });
    expect(within(summary).getByRole('link', { name: 'Alamat ditolak server.' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Poster ditolak server.' }).getAttribute('href')).toBe(
      '#cv-poster',
    );
    expect(
      within(summary).getByRole('link', { name: 'Fasilitas ditolak server.' }).getAttribute('href'),
    ).toBe('#cv-benefits');
  });

  it('loads a saved vacancy by its slug and sends its id with the edit', async () => {
    api.on('POST', LIST, () => ok({ job_vacancy: companyVacancy() }, VACANCY_FORM_MESSAGES.updated));
    open('/panel/data-lowongan-kerja/formulir/operator-alat-berat');
    await waitFor(() => expect(field('Judul lowongan').value).toBe('Operator Alat Berat'));
    expect(api.lastQuery(LIST)).toMatchObject({ title_slug: 'operator-alat-berat' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ubah Lowongan Kerja' })).toBeTruthy();
    expect(field('Gaji (Rp)').value).toBe('4.500.000');
    expect(field('Jumlah pekerja').value).toBe('3');
    expect(field('Batas waktu').value).toBe('10');
    expect(field('Fasilitas lainnya').value).toBe('Makan siang');
    await waitFor(() => expect(box('BPJS Kesehatan').checked).toBe(true));
    expect(
      within(screen.getByRole('region', { name: 'Batas Waktu dan Poster' })).getByRole('link'),
    ).toBeTruthy();
    await waitFor(() => expect(field('Jabatan').value).toBe('12'));

    await submit(screen.getByRole('button', { name: /Simpan Perubahan/ }));
    await waitFor(() => expect(api.calls('POST', LIST)).toHaveLength(1));
    expect(api.calls('POST', LIST)[0]!.body).toMatchObject({
      id: '41',
      title: 'Operator Alat Berat',
      benefits: '[2]',
    });
    expect(api.calls('POST', LIST)[0]!.body).not.toHaveProperty('poster');
  });

  it('says so when the slug names no vacancy of the company', async () => {
    open('/panel/data-lowongan-kerja/formulir/tidak-ada');
    expect(await screen.findByText(VACANCY_FORM_MESSAGES.notFound)).toBeTruthy();
    await act(async () => {});
  });

  it('flags unfair wording and fee wording as the company types, and asks for a reason (docs/decisions/102)', async () => {
    api.on('GET', '/posting-rules', () =>
      ok({
        rules: [
          {
            id: 1,
            pattern: 'usia maksimal',
            is_regex: false,
            category: 'age',
            kind: 'flag',
            explanation: 'Batas usia perlu alasan.',
          },
          {
            id: 2,
            pattern: 'biaya\\s(seragam|pelatihan)',
            is_regex: true,
            category: 'fee',
            kind: 'refuse',
            explanation: 'Pelamar tidak boleh dipungut biaya.',
          },
        ],
      }),
    );
    api.on('POST', LIST, () => ok({ job_vacancy: companyVacancy() }, VACANCY_FORM_MESSAGES.created, 201));
    open();
    await waitFor(() => expect(field('Judul lowongan')).toBeTruthy());
    const panel = screen.getByTestId('posting-flags');
    await waitFor(() => expect(within(panel).getByText(POSTING_RULE_MESSAGES.noFlags)).toBeTruthy());
    expect(screen.queryByRole('textbox', { name: VACANCY_LABELS.fair_posting_reason })).toBeNull();

    type(field('Syarat khusus'), 'Usia maksimal 25 tahun');
    await waitFor(() => expect(within(panel).getByText('Usia maksimal')).toBeTruthy());
    expect(within(panel).getByText('Batas usia perlu alasan.')).toBeTruthy();
    type(field('Deskripsi pekerjaan'), 'Membayar Biaya Seragam di awal.');
    await waitFor(() => expect(within(panel).getByText('Biaya Seragam')).toBeTruthy());
    expect(within(panel).getByText(POSTING_RULE_MESSAGES.refusedTitle)).toBeTruthy();

    type(field('Judul lowongan'), 'Teller Bank');
    choose('Jenis pekerjaan', '1');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Operator Ekskavator' })).toBeTruthy());
    choose('Jabatan', '12');
    type(field('Alamat tempat kerja'), 'Jl. Basuki Rahmat No. 30');
    await submit(screen.getByRole('button', { name: /Simpan Lowongan/ }));
    // Not sent: the fee wording and the missing reason are errors of their fields.
    expect(api.calls('POST', LIST)).toHaveLength(0);
    expect(
      screen.getByText(
        POSTING_RULE_MESSAGES.feeRefused('Biaya Seragam', 'Pelamar tidak boleh dipungut biaya.'),
        {
          selector: '.field-error',
        },
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(new RegExp(POSTING_RULE_MESSAGES.reasonRequired.slice(0, 40)), {
        selector: '.field-error',
      }),
    ).toBeTruthy();

    type(field('Deskripsi pekerjaan'), 'Melayani nasabah.');
    type(
      field(VACANCY_LABELS.fair_posting_reason),
      'Program magang lulusan baru sesuai perjanjian dengan kampus.',
    );
    await submit(screen.getByRole('button', { name: /Simpan Lowongan/ }));
    await waitFor(() => expect(api.calls('POST', LIST)).toHaveLength(1));
  });
});
