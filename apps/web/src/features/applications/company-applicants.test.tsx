import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_VACANCY_COOKIE_NAME } from '@siloker/shared/constants';
import { APPLICATION_MESSAGES } from '@siloker/shared/schemas/applications-constants';
import { CONTACT_HIDDEN_NOTES } from '@siloker/shared/schemas/contact-access';
import { getCookie, removeCookie } from '../../lib/cookie.ts';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import {
  COMPANY_ID,
  companyUser,
  companyVacanciesData,
  companyVacancy,
} from '../../testing/fixtures/company-vacancies.ts';
import { JobVacancyListByCompanyJobSeeker } from './job-vacancy-list-by-company-job-seeker.tsx';
import { applicant, history, page } from '../../testing/fixtures/applications.ts';
import { mastersData } from '../../testing/masters.ts';

const api = setupFakeApi();
const PATH = '/panel/data-lowongan-kerja/:title_slug/pencari-kerja';
const VACANCY_ID = 42;
const OWN = `/job-vacancies/company/${COMPANY_ID}`;
const APPLIED_LIST = `/seekers/job-vacancy-applied/${VACANCY_ID}`;
const STAGES = `/seekers/job-vacancy/${VACANCY_ID}`;
const CHANGE = '/seekers/job-vacancy/change-status';

const teller = companyVacancy({ id: VACANCY_ID, title: 'Teller Bank', title_slug: 'teller-bank' });
const siti = applicant();
const budi = applicant(
  {
    id: 12,
    status: 'CALLED',
    histories: [history(), history({ id: 2, from_status: 'APPLIED', to_status: 'CALLED' })],
  },
  {
    id: 4,
    name: 'Budi Santoso',
    slug_name: 'budi-santoso',
    is_public: false,
    file_ktp_url: null,
    certificates: [],
  },
);
const ani = applicant({ id: 13, status: 'ACCEPTED' }, { id: 5, name: 'Ani Lestari', slug_name: 'ani' });

let byStatus: Record<string, ReturnType<typeof applicant>[]>;

/** The answer of POST /seekers/job-vacancy/change-status: the application row and its new history line. */
const statusChanged = (status: 'CALLED' | 'REJECTED') => ({
  seeker_job_vacancy: {
    id: siti.id,
    job_vacancy_id: VACANCY_ID,
    seeker_detail_id: 1,
    status,
    is_invitation: false,
    applied_at: '2026-01-05T02:00:00.000Z',
    created_at: '2026-01-05T02:00:00.000Z',
  },
  history: history({ from_status: 'APPLIED', to_status: status }),
});

beforeEach(() => {
  removeCookie(JOB_VACANCY_COOKIE_NAME);
  setAuthUser(companyUser);
  byStatus = { APPLIED: [siti], CALLED: [budi], PASSED: [], ACCEPTED: [ani] };
  api.on('GET', OWN, (req) =>
    ok(
      companyVacanciesData(
        req.query.title_slug === 'teller-bank'
          ? { job_vacancies: [teller], total: 1 }
          : { job_vacancies: [], total: 0 },
      ),
    ),
  );
  api.on('GET', '/master/educations', () => ok({ educations: [{ id: 6, name: 'S1' }] }));
  api.on('GET', '/master/masters', () =>
    ok(
      mastersData({
        religions: [{ id: 1, name: 'Islam' }],
        wage_amounts: [{ id: 2, name: 'Rp 3-5 juta', min_amount: 3e6, max_amount: 5e6 }],
      }),
    ),
  );
  api.on('GET', APPLIED_LIST, (req) => {
    const rows = byStatus[req.query.status ?? 'APPLIED'] ?? [];
    return ok(page(req.query.limit === '1' ? [] : rows, req.query.status === 'APPLIED' ? 6 : rows.length));
  });
  api.on('GET', STAGES, () => ok({ calls: page([], 2), passed: page([], 0), accepted: page([], 1) }));
});

const open = (query = '', slug = 'teller-bank') =>
  renderScreen(<JobVacancyListByCompanyJobSeeker />, {
    path: PATH,
    url: `/panel/data-lowongan-kerja/${slug}/pencari-kerja${query}`,
  });
const cardOf = (name: string) => screen.findByRole('article', { name });

/** An applicant as the server answers when the company may not see the contact details (decision 076). */
const withheld = (id: number, name: string, overrides: Partial<ReturnType<typeof applicant>>) =>
  applicant(
    { id, ...overrides },
    {
      id: id + 100,
      name,
      slug_name: name.toLowerCase().replace(' ', '-'),
      phone: null,
      email: null,
      address: null,
      file_ktp_url: null,
      marriage_status: null,
      religion_name: null,
      certificates: [],
    },
  );

describe('JobVacancyListByCompanyJobSeeker (/panel/data-lowongan-kerja/:title_slug/pencari-kerja)', () => {
  it('shows only the public profile and why, with no phone, e-mail or documents, when the server withholds them', async () => {
    byStatus.APPLIED = [
      siti,
      withheld(31, 'Rina Ayu', { contact_access: 'ENDED' }),
      withheld(32, 'Tono Rahman', { contact_access: 'NOT_APPLIED', status: 'INVITED', is_invitation: true }),
      withheld(33, 'Dedi Kurnia', { contact_access: 'NOT_APPLIED', status: 'REJECTED', is_invitation: true }),
    ];
    open();
    const shared = await cardOf('Siti Rahmawati');
    expect(within(shared).getByText('Telepon')).toBeTruthy();
    expect(within(shared).getByText('Dokumen')).toBeTruthy();

    const notes: [string, string][] = [
      ['Rina Ayu', CONTACT_HIDDEN_NOTES.ENDED],
      ['Tono Rahman', CONTACT_HIDDEN_NOTES.PENDING],
      ['Dedi Kurnia', CONTACT_HIDDEN_NOTES.DECLINED],
    ];
    for (const [name, note] of notes) {
      const card = await cardOf(name);
      expect(within(card).getByText(note), name).toBeTruthy();
      expect(within(card).queryByText('Telepon'), name).toBeNull();
      expect(within(card).queryByText('E-mail'), name).toBeNull();
      expect(within(card).queryByText('Dokumen'), name).toBeNull();
      expect(within(card).queryByRole('link', { name: /KTP/ }), name).toBeNull();
      expect(within(card).getByText('Usia'), name).toBeTruthy();
    }
  });

  it('finds the vacancy by its slug, remembers its id in the cookie, and shows the four tabs with counts', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Teller Bank' })).toBeTruthy();
    expect(api.lastQuery(OWN)).toMatchObject({ title_slug: 'teller-bank' });
    expect(getCookie(JOB_VACANCY_COOKIE_NAME)).toBe(String(VACANCY_ID));
    expect(screen.getByRole('link', { name: /Data Lowongan Kerja/ }).getAttribute('href')).toBe(
      '/panel/data-lowongan-kerja',
    );
    expect(await screen.findByRole('button', { name: 'Melamar Kerja (6)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pelamar yang dipanggil (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pelamar yang diproses (0)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pelamar yang diterima (1)' })).toBeTruthy();
    await cardOf('Siti Rahmawati');
    expect(api.queries(APPLIED_LIST)).toContainEqual({ status: 'APPLIED', offset: '0', limit: '5' });
  });

  it('shows a not-found card for a slug that is not one of the company’s vacancies', async () => {
    open('', 'bukan-milik-saya');
    expect(await screen.findByRole('heading', { name: 'Lowongan tidak ditemukan' })).toBeTruthy();
    expect(api.calls('GET', APPLIED_LIST)).toHaveLength(0);
    expect(getCookie(JOB_VACANCY_COOKIE_NAME)).toBeNull();
  });

  it('sends every §5 filter to the server and keeps them in the address', async () => {
    const router = open();
    await cardOf('Siti Rahmawati');
    const form = screen.getByRole('search', { name: 'Filter pelamar' });
    await screen.findByRole('option', { name: 'S1' });
    const pick = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    pick('Cari (nama, keahlian, sekolah, jurusan)', 'akuntansi');
    pick('Pendidikan terakhir', '6');
    pick('Jenis kelamin', 'female');
    pick('Status perkawinan', 'BELUM KAWIN');
    await screen.findByRole('option', { name: 'Islam' });
    pick('Agama', '1');
    pick('Harapan lokasi kerja', 'LOCALE_IN');
    pick('Harapan upah', '2');
    pick('IPK minimal', '3');
    pick('Usia minimal', '20');
    pick('Usia maksimal', '30');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Terapkan' })));
    const expected = {
      search: 'akuntansi',
      education_id: '6',
      gender: 'female',
      marriage_status: 'BELUM KAWIN',
      religion_id: '1',
      job_location_expectation: 'LOCALE_IN',
      wage_amount_id: '2',
      min_gpa: '3',
      min_age: '20',
      max_age: '30',
    };
    await waitFor(() =>
      expect(api.queries(APPLIED_LIST)).toContainEqual({
        ...expected,
        status: 'APPLIED',
        offset: '0',
        limit: '5',
      }),
    );
    expect(api.lastQuery(STAGES)).toMatchObject(expected);
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual(expected);
  });

  it('sorts by "Paling cocok" on the server, keeping the filters in the address, and shows each match', async () => {
    const rina = applicant({ id: 14, match: 91 }, { id: 6, name: 'Rina Ayu', slug_name: 'rina-ayu' });
    api.on('GET', APPLIED_LIST, (req) =>
      ok(page(req.query.order_by === 'match' ? [rina, siti] : [siti, rina], 6)),
    );
    const router = open('?gender=female');
    await cardOf('Siti Rahmawati');
    const names = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(names()).toEqual(['Siti Rahmawati', 'Rina Ayu']);
    expect(api.lastQuery(APPLIED_LIST)?.order_by).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: 'match' } });
    await waitFor(() => expect(names()).toEqual(['Rina Ayu', 'Siti Rahmawati']));
    expect(api.lastQuery(APPLIED_LIST)).toMatchObject({ order_by: 'match', gender: 'female', offset: '0' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      gender: 'female',
      order_by: 'match',
    });
    const best = await cardOf('Rina Ayu');
    expect(within(best).getByText('Kecocokan 91%')).toBeTruthy();
    expect(within(best).getByText('Kecocokan dengan lowongan: 91 dari 100')).toBeTruthy();
    // The order is not a filter: the tab counts are read with the filters only.
    expect(api.lastQuery(STAGES)?.order_by).toBeUndefined();
  });

  it('reads the order and the page from the address', async () => {
    open('?order_by=match&page=2&gender=female');
    await waitFor(() =>
      expect(api.queries(APPLIED_LIST)).toContainEqual(
        expect.objectContaining({ order_by: 'match', offset: '5', gender: 'female' }),
      ),
    );
    expect((screen.getByLabelText('Urutkan') as HTMLSelectElement).value).toBe('match');
  });

  it('offers only the legal moves of each stage', async () => {
    open();
    const applied = await cardOf('Siti Rahmawati');
    const labels = (card: HTMLElement) =>
      within(within(card).getByRole('group', { name: /Ubah tahap/ }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(labels(applied)).toEqual(['Panggil', 'Tolak']);

    fireEvent.click(screen.getByRole('button', { name: /Pelamar yang dipanggil/ }));
    expect(labels(await cardOf('Budi Santoso'))).toEqual([
      'Loloskan',
      'Jadwalkan wawancara',
      'Kembalikan ke Dikirim',
      'Tolak',
    ]);

    fireEvent.click(screen.getByRole('button', { name: /Pelamar yang diterima/ }));
    expect(labels(await cardOf('Ani Lestari'))).toEqual(['Kembalikan ke Lolos', 'Tolak']);
  });

  it('shows contact, documents (a PDF downloads), history, and links the name only for a public seeker', async () => {
    open('?tab=calls');
    const budiCard = await cardOf('Budi Santoso');
    expect(within(budiCard).queryByRole('link', { name: 'Budi Santoso' })).toBeNull();
    expect(within(budiCard).getByText('Belum ada dokumen yang diunggah.')).toBeTruthy();
    expect(within(budiCard).getByText('Riwayat tahap (2)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Melamar Kerja/ }));
    const sitiCard = await cardOf('Siti Rahmawati');
    expect(within(sitiCard).getByRole('link', { name: 'Siti Rahmawati' }).getAttribute('href')).toBe(
      '/pencari-kerja/siti-rahmawati',
    );
    const ktp = within(sitiCard).getByRole('link', { name: /^Unduh KTP \(PDF\)/ });
    expect(ktp.getAttribute('href')).toBe('/api/v1/files/ktp/abc.pdf');
    expect(ktp.hasAttribute('download')).toBe(true);
    expect(ktp.getAttribute('target')).toBeNull();
    expect(
      within(sitiCard)
        .getByRole('link', { name: /Ijazah S1/ })
        .getAttribute('href'),
    ).toMatch(/^\/api\/v1\/files\//);
    expect(within(sitiCard).getByRole('link', { name: '081234567890' }).getAttribute('href')).toBe(
      'tel:081234567890',
    );
    expect(within(sitiCard).getByRole('link', { name: 'siti@contoh.id' })).toBeTruthy();
    expect(within(sitiCard).getByText('24 tahun')).toBeTruthy();
  });

  it('moves an applicant forward and reads the lists and counts again', async () => {
    api.on('POST', CHANGE, (req) => {
      byStatus = { APPLIED: [], CALLED: [budi, { ...siti, status: 'CALLED' }], PASSED: [], ACCEPTED: [ani] };
      return ok(statusChanged('CALLED'), APPLICATION_MESSAGES.statusChanged(req.body.status as 'CALLED'));
    });
    open();
    const card = await cardOf('Siti Rahmawati');
    const countsBefore = api.calls('GET', STAGES).length;
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Panggil' })));
    // The move to CALLED offers an interview (docs/decisions/110); it may go without one.
    const dialog = await screen.findByRole('dialog', { name: /Jadwalkan wawancara: Siti Rahmawati/ });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Panggil tanpa jadwal' })),
    );
    await waitFor(() => expect(api.calls('POST', CHANGE)).toHaveLength(1));
    expect(api.calls('POST', CHANGE)[0]!.body).toMatchObject({
      job_vacancy_id: VACANCY_ID,
      seeker_detail_id: 3,
      status: 'CALLED',
    });
    expect(api.calls('POST', CHANGE)[0]!.body).not.toHaveProperty('interview');
    expect(await screen.findByText('Status pelamar diubah menjadi "Dipanggil".')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Siti Rahmawati' })).toBeNull());
    expect(api.calls('GET', STAGES).length).toBeGreaterThan(countsBefore);
  });

  it('asks before Tolak, sends the note, and shows the server’s message on refusal', async () => {
    api.on('POST', CHANGE, () => fail(409, APPLICATION_MESSAGES.rejectedFinal));
    open();
    const card = await cardOf('Siti Rahmawati');
    fireEvent.click(within(card).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Siti Rahmawati?' });
    expect(api.calls('POST', CHANGE)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', CHANGE)).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Tolak' }));
    const again = await screen.findByRole('dialog', { name: 'Tolak Siti Rahmawati?' });
    fireEvent.change(within(again).getByLabelText('Catatan untuk pelamar (opsional)'), {
      target: { value: 'Kualifikasi belum sesuai.' },
    });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Tolak' })));
    await waitFor(() => expect(api.calls('POST', CHANGE)).toHaveLength(1));
    expect(api.calls('POST', CHANGE)[0]!.body).toMatchObject({
      job_vacancy_id: VACANCY_ID,
      seeker_detail_id: 3,
      status: 'REJECTED',
      note: 'Kualifikasi belum sesuai.',
    });
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(APPLICATION_MESSAGES.rejectedFinal)).toBeTruthy();
  });

  it('schedules the interview with the move to CALLED, on the portal clock, after the shared checks', async () => {
    api.on('POST', CHANGE, () => ok(statusChanged('CALLED'), 'Status pelamar diubah menjadi "Dipanggil".'));
    open();
    const card = await cardOf('Siti Rahmawati');
    fireEvent.click(within(card).getByRole('button', { name: 'Panggil' }));
    const dialog = await screen.findByRole('dialog', { name: /Jadwalkan wawancara: Siti Rahmawati/ });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar' }).format(
      new Date(Date.now() + 10 * 86_400_000),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Tanggal/), { target: { value: day } });
    fireEvent.change(within(dialog).getByLabelText(/^Jam/), { target: { value: '10:30' } });
    fireEvent.change(within(dialog).getByLabelText('Jenis wawancara'), { target: { value: 'ONLINE' } });
    fireEvent.change(within(dialog).getByLabelText(/^Tautan/), {
      target: { value: 'http://meet.contoh.id/x' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Panggil & jadwalkan' })),
    );
    expect(
      await within(dialog).findByText('Tautan wawancara harus alamat https:// yang valid.'),
    ).toBeTruthy();
    expect(api.calls('POST', CHANGE)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Tautan/), {
      target: { value: 'https://meet.contoh.id/x' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Panggil & jadwalkan' })),
    );
    await waitFor(() => expect(api.calls('POST', CHANGE)).toHaveLength(1));
    const body = api.calls('POST', CHANGE)[0]!.body as { interview: Record<string, unknown> };
    expect(body).toMatchObject({ status: 'CALLED', seeker_detail_id: 3 });
    expect(body.interview).toMatchObject({
      kind: 'ONLINE',
      online_url: 'https://meet.contoh.id/x',
      round: 1,
    });
    // 10.30 WITA is 02.30 UTC, whatever zone the device is in.
    expect(body.interview.starts_at).toBe(`${day}T02:30:00.000Z`);
  });
});
