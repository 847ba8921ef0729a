import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAVED_VACANCY_GUEST } from '@siloker/shared/schemas/saved-vacancies-constants';
import { VacancyDetailDataSchema, type VacancyDetail } from '@siloker/shared/schemas/vacancies';
import { RegistrationModalContext } from '../../components/registration-modal.tsx';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { vacancyDetail } from '../../testing/fixtures/vacancies.ts';
import { JobVacancyDetail } from './job-vacancy-detail.tsx';

const api = setupFakeApi();

const SLUG = 'operator-alat-berat';
let registrationOpened = 0;

function serve(vacancy: VacancyDetail) {
  api.on('GET', `/job-vacancies/slug/${SLUG}`, () =>
    ok(VacancyDetailDataSchema.parse({ job_vacancy: vacancy })),
  );
}

const open = () =>
  renderScreen(
    <RegistrationModalContext.Provider value={() => registrationOpened++}>
      <JobVacancyDetail />
    </RegistrationModalContext.Provider>,
    { path: '/lowongan-kerja/:title_slug', url: `/lowongan-kerja/${SLUG}` },
  );

const full = vacancyDetail({
  title: 'Operator Alat Berat',
  title_slug: SLUG,
  salary: 7_000_000,
  work_type: 'full',
  work_type_name: 'Waktu Tertentu',
  is_gender_based_count: true,
  worker_count: 5,
  male_count: 3,
  female_count: 2,
  education_name: 'SMA/SMK/Sederajat',
  set_major: 'Teknik Alat Berat, Teknik Mesin',
  year_experience: 2,
  fair_posting_reason: null,
  required_skills: 'SIO excavator\nMembaca gambar kerja',
  benefit_names: ['BPJS Kesehatan', 'Bonus'],
  benefit_other: 'Mess karyawan',
  description: 'Mengoperasikan excavator.\n<b>Bukan HTML</b>',
  special_condition: 'Bersedia ditempatkan di site.',
  conclusion: 'Tidak dipungut biaya.',
  work_hour: '07.00–16.00 WITA',
  poster_url: '/storage/posters/operator.jpg',
  applicant_count: 1234,
  view_count: 56,
  deadline: 2,
  deadline_period: 'week',
});

describe('JobVacancyDetail (/lowongan-kerja/:title_slug)', () => {
  it('lays out every public field of the vacancy', async () => {
    serve(full);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator Alat Berat' })).toBeTruthy();
    expect(document.title).toMatch(/^Operator Alat Berat \|/);
    expect(screen.getByRole('link', { name: 'PT Kaltim Niaga' }).getAttribute('href')).toBe(
      '/perusahaan/pt-kaltim-niaga',
    );
    expect(screen.getByTestId('vacancy-salary').textContent).toBe('Rp 7.000.000 / Bulanan');
    const facts = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Jenis pekerjaan')).toBe('Penuh Waktu');
    expect(facts('Status kerja')).toBe('Waktu Tertentu');
    expect(facts('Jam kerja')).toBe('07.00–16.00 WITA');
    expect(facts('Jumlah kebutuhan')).toBe('5 orang (3 laki-laki, 2 perempuan)');
    expect(facts('Pendidikan minimal')).toBe('SMA/SMK/Sederajat');
    expect(facts('Jurusan')).toBe('Teknik Alat Berat, Teknik Mesin');
    expect(facts('Pengalaman kerja')).toBe('Minimal 2 tahun');
    expect(facts('Jabatan')).toBe('Kasir');
    expect(facts('Masa tayang')).toBe('2 minggu');
    expect(facts('Lokasi kerja')).toBe(
      'Jl. Otto Iskandardinata No. 7, Selili, Kec. Samarinda Ilir, Kota Samarinda, Kalimantan Timur',
    );
    expect(screen.getByRole('link', { name: 'karier@kaltimniaga.test' }).getAttribute('href')).toBe(
      'mailto:karier@kaltimniaga.test',
    );
    const benefits = screen.getByRole('heading', { name: 'Tunjangan dan Fasilitas' }).parentElement!;
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['BPJS Kesehatan', 'Bonus', 'Mess karyawan']);
    expect(screen.getByText(/Batas lamaran \d+ \w+ \d{4} \(3 minggu lagi\)/)).toBeTruthy();
    expect(screen.getByTestId('vacancy-applicants').textContent).toBe('1.234 pelamar');
    expect(screen.getByTestId('vacancy-views').textContent).toBe('56 kali dilihat');
    const poster = screen.getByRole('img', { name: 'Poster lowongan Operator Alat Berat' });
    expect(poster.getAttribute('src')).toBe('/storage/posters/operator.jpg');
    expect(poster.getAttribute('loading')).toBe('lazy');
  });

  it('shows the company’s texts with their line breaks and never as HTML', async () => {
    serve(full);
    open();
    const description = await screen.findByText(/Mengoperasikan excavator/);
    expect(description.textContent).toBe('Mengoperasikan excavator.\n<b>Bukan HTML</b>');
    expect(description.querySelector('b')).toBeNull();
    expect(screen.getByText(/SIO excavator/).textContent).toBe('SIO excavator\nMembaca gambar kerja');
    expect(screen.getByText('Bersedia ditempatkan di site.')).toBeTruthy();
    expect(screen.getByText('Tidak dipungut biaya.')).toBeTruthy();
  });

  it('says when there is no benefit (benefit 0) and skips empty texts', async () => {
    serve(
      vacancyDetail({
        title_slug: SLUG,
        benefits: [0],
        benefit_names: [],
        benefit_other: null,
        conclusion: null,
        poster_url: null,
        is_gender_based_count: false,
        worker_count: 8,
      }),
    );
    open();
    expect(await screen.findByText('Tidak ada tunjangan tambahan.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Informasi Lainnya' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Poster Lowongan' })).toBeNull();
    expect(screen.getByText('Jumlah kebutuhan', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '8 orang',
    );
  });

  it('invites a guest to sign in or register, without an apply button', async () => {
    serve(full);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Operator Alat Berat' });
    // Signing in, to apply or to save, comes back to this page.
    const back = `/masuk?kembali=%2Flowongan-kerja%2F${SLUG}`;
    expect(screen.getByRole('link', { name: 'Masuk untuk melamar' }).getAttribute('href')).toBe(back);
    const save = screen.getByTestId('save-vacancy');
    expect(save.tagName).toBe('A');
    expect(save.getAttribute('href')).toBe(back);
    expect(save.textContent).toBe('Simpan');
    expect(save.getAttribute('aria-label')).toBe(SAVED_VACANCY_GUEST.label('Operator Alat Berat'));
    const before = registrationOpened;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Daftar' })));
    expect(registrationOpened).toBe(before + 1);
    expect(screen.queryByRole('button', { name: /Lamar/ })).toBeNull();
  });

  it('shows a signed-in company no call to action and no apply button', async () => {
    setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 5 }));
    serve(full);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Operator Alat Berat' });
    expect(screen.queryByRole('link', { name: 'Masuk untuk melamar' })).toBeNull();
    expect(screen.queryByTestId('save-vacancy')).toBeNull();
    expect(screen.queryByRole('button', { name: /Lamar|Daftar/ })).toBeNull();
  });

  describe('a signed-in seeker', () => {
    const OWN = '/job-vacancies/seeker/job-application-applicants';
    const notApplied = () => api.on('GET', OWN, () => ok({ applicants: [], total: 0 }));

    it('applies with their own seeker_detail_id, then sees the stage and the new applicant count', async () => {
      setAuthUser(authUser());
      serve(full);
      notApplied();
      api.on('POST', '/seekers/applied/', () =>
        ok(
          {
            seeker_job_vacancy: {
              id: 11,
              job_vacancy_id: full.id,
              seeker_detail_id: 3,
              status: 'APPLIED',
              is_invitation: false,
              applied_at: '2026-11-23T08:00:00.000Z',
              created_at: '2026-11-23T08:00:00.000Z',
            },
            applicant_count: 1235,
          },
          'Lamaran Anda berhasil dikirim.',
          201,
        ),
      );
      api.on('POST', '/job-vacancies/apply-click', () => ok(null));
      open();
      const button = await screen.findByRole('button', { name: 'Lamar Sekarang' });
      expect(api.lastQuery(OWN)).toMatchObject({ job_vacancy_id: String(full.id) });
      await act(async () => fireEvent.click(button));
      expect((await screen.findByTestId('application-status')).textContent).toBe('Status lamaran: Dikirim');
      expect(api.calls('POST', '/seekers/applied/')[0]!.body).toMatchObject({
        job_vacancy_id: full.id,
        seeker_detail_id: 3,
      });
      expect(screen.getByTestId('vacancy-applicants').textContent).toBe('1.235 pelamar');
      expect(screen.queryByRole('button', { name: 'Lamar Sekarang' })).toBeNull();
      // The press itself is reported for the company's analytics (docs/decisions/111).
      const clicks = api.calls('POST', '/job-vacancies/apply-click');
      expect(clicks).toHaveLength(1);
      expect(clicks[0]!.body).toMatchObject({ job_vacancy_id: full.id });
    });

    it('shows the current stage instead of the button once applied', async () => {
      setAuthUser(authUser());
      serve(full);
      api.on('GET', OWN, () =>
        ok({
          applicants: [
            {
              id: 11,
              status: 'CALLED',
              is_invitation: false,
              applied_at: null,
              cover_letter: null,
              created_at: '2026-11-23T08:00:00.000Z',
              job_vacancy: {
                id: full.id,
                title: full.title,
                title_slug: SLUG,
                expired_at: null,
                is_removed: false,
                company: { id: 1, name: 'PT Kaltim Niaga', slug_name: 'pt-kaltim-niaga', photo_url: null },
              },
              histories: [],
            },
          ],
          total: 1,
        }),
      );
      open();
      expect((await screen.findByTestId('application-status')).textContent).toBe('Status lamaran: Dipanggil');
      expect(screen.queryByRole('button', { name: 'Lamar Sekarang' })).toBeNull();
    });

    it('names what the profile lacks and links to the profile screen when applying is refused', async () => {
      setAuthUser(authUser());
      serve(full);
      notApplied();
      api.on('POST', '/seekers/applied/', () => ({
        status: 422,
        body: {
          status: 'fail',
          message: 'Lengkapi profil Anda sebelum melamar. Yang belum diisi: Nomor telepon, Berkas KTP.',
          data: { missing: ['Nomor telepon', 'Berkas KTP'] },
        },
      }));
      open();
      await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Lamar Sekarang' })));
      const alert = await screen.findByRole('alert');
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Nomor telepon', 'Berkas KTP']);
      expect(within(alert).getByRole('link', { name: 'Lengkapi profil' }).getAttribute('href')).toBe(
        '/panel/data-pribadi/pencari-kerja',
      );
      expect(screen.getByTestId('vacancy-applicants').textContent).toBe('1.234 pelamar');
    });
  });

  it('shows "tidak ditemukan" with a way back for an unknown slug, without an error dialog', async () => {
    api.on('GET', `/job-vacancies/slug/${SLUG}`, () => fail(404, 'Lowongan kerja tidak ditemukan.'));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lowongan tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat lowongan lainnya' }).getAttribute('href')).toBe(
      '/lowongan-kerja',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.title).toMatch(/^Lowongan tidak ditemukan \|/);
  });

  it('shows the short page of a gone vacancy (410) with similar open ones, noindex, without an error dialog', async () => {
    const similar = vacancyDetail({ id: 77, title: 'Operator Forklift', title_slug: 'operator-forklift' });
    api.on('GET', `/job-vacancies/slug/${SLUG}`, () => ({
      status: 410,
      body: {
        status: 'fail',
        message: 'Lowongan ini sudah tidak tersedia',
        data: {
          gone: true,
          reason: 'EXPIRED',
          title: 'Operator Alat Berat',
          title_slug: SLUG,
          company_name: 'PT Contoh',
          similar: [similar],
        },
      },
    }));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lowongan ini sudah tidak tersedia' }),
    ).toBeTruthy();
    expect(screen.getByText('Batas waktu lowongan ini sudah lewat.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Operator Forklift' }).getAttribute('href')).toBe(
      '/lowongan-kerja/operator-forklift',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tells a real failure apart from a missing vacancy and can retry', async () => {
    let calls = 0;
    api.on('GET', `/job-vacancies/slug/${SLUG}`, () => {
      calls += 1;
      return calls <= 3
        ? { status: 500, body: { status: 'error', message: 'Terjadi kesalahan pada sistem.', data: null } }
        : ok(VacancyDetailDataSchema.parse({ job_vacancy: full }));
    });
    open();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Lowongan belum dapat dimuat' },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Terjadi kesalahan pada sistem.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator Alat Berat' })).toBeTruthy();
  }, 15_000);
});
