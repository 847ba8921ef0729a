import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { VacancyListDataSchema, type VacancySummary } from '@siloker/shared/schemas/vacancies';
import { SALARY_FILTER_LABELS } from '@siloker/shared/schemas/vacancy-list-constants';
import { SAVED_VACANCY_GUEST } from '@siloker/shared/schemas/saved-vacancies-constants';
import { gate, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { vacancySummary } from '../../testing/fixtures/vacancies.ts';
import { JobVacancy } from './job-vacancy.tsx';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';

const api = setupFakeApi();
beforeEach(() => {
  api.on('GET', '/master/job-types', () =>
    ok({
      job_types: [
        { id: 1, name: 'Penuh Waktu' },
        { id: 4, name: 'Magang' },
      ],
    }),
  );
  api.on('GET', '/master/educations', () =>
    ok({
      educations: [
        { id: 4, name: 'SMA/SMK' },
        { id: 9, name: 'S1' },
      ],
    }),
  );
  api.on('GET', '/location/cities', (req) =>
    ok({
      cities:
        req.query.province_code === '64'
          ? [
              { code: '64.72', name: 'Kota Samarinda', province_code: '64' },
              { code: '64.71', name: 'Kota Balikpapan', province_code: '64' },
            ]
          : [],
    }),
  );
  api.on('GET', '/location/districts', (req) =>
    ok({
      districts:
        req.query.city_code === '64.72'
          ? [
              { code: '64.72.01', name: 'Palaran', city_code: '64.72' },
              { code: '64.72.02', name: 'Samarinda Ilir', city_code: '64.72' },
            ]
          : [],
    }),
  );
  api.on('GET', '/location/provinces', () =>
    ok({
      provinces: [
        { code: '64', name: 'Kalimantan Timur' },
        { code: '63', name: 'Kalimantan Selatan' },
      ],
    }),
  );
});

const kasir = vacancySummary();
const perawat = vacancySummary({
  id: 2,
  title: 'Perawat Rawat Inap',
  title_slug: 'perawat-rawat-inap',
  salary: null,
  job_type_name: 'Kontrak',
  expired_at: '2020-01-01T00:00:00.000Z',
  company: {
    id: 3,
    name: 'RS Citra Husada',
    slug_name: 'rs-citra-husada',
    photo_url: '/storage/rs.png',
    city_name: null,
  },
});

/** Answers the vacancy list with these items (validated against the API's own schema). */
function answer(items: VacancySummary[], total = items.length) {
  api.on('GET', '/job-vacancies', () => ok(VacancyListDataSchema.parse({ job_vacancies: items, total })));
}

const open = (url = '/lowongan-kerja') => renderScreen(<JobVacancy />, { path: '/lowongan-kerja', url });
const cards = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('JobVacancy (/lowongan-kerja)', () => {
  it('asks for the newest five and shows each card with the API’s fields', async () => {
    answer([kasir, perawat], 21);
    open();
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    expect(api.lastQuery('/job-vacancies')).toEqual({
      offset: '0',
      limit: '5',
      order_by: 'created_at',
      sort_by: 'desc',
    });
    expect(screen.getByTestId('vacancy-total').textContent).toBe('21 lowongan ditemukan');
    expect(screen.getByRole('link', { name: 'Kasir Minimarket' }).getAttribute('href')).toBe(
      '/lowongan-kerja/kasir-minimarket',
    );
    const first = screen.getByRole('link', { name: 'Kasir Minimarket' }).closest('li')!;
    expect(within(first).getByText('PT Kaltim Niaga')).toBeTruthy();
    expect(within(first).getByText('Kota Samarinda')).toBeTruthy();
    expect(within(first).getByText('Rp 3.400.000 / Bulanan')).toBeTruthy();
    expect(within(first).getByText('Penuh Waktu')).toBeTruthy();
    expect(within(first).getByText('Batas lamaran: 3 minggu lagi')).toBeTruthy();
    expect(within(first).getByText('Diunggah 2 jam yang lalu')).toBeTruthy();
    expect(within(first).getByText('PK').getAttribute('aria-hidden')).toBe('true');

    const second = screen.getByRole('link', { name: 'Perawat Rawat Inap' }).closest('li')!;
    expect(within(second).getByText('Gaji dirahasiakan')).toBeTruthy();
    expect(within(second).getByText('Batas lamaran: sudah lewat')).toBeTruthy();
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/storage/rs.png');
    expect(second.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('1–5 dari 21 lowongan')).toBeTruthy();
  });

  it('takes the landing page’s ?search= and shows the newest matches first', async () => {
    answer([kasir]);
    open('/lowongan-kerja?search=kasir');
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    expect(api.lastQuery('/job-vacancies')).toEqual({
      offset: '0',
      limit: '5',
      search: 'kasir',
      order_by: 'created_at',
      sort_by: 'desc',
    });
    expect((screen.getByRole('searchbox', { name: 'Cari lowongan' }) as HTMLInputElement).value).toBe(
      'kasir',
    );
    expect((screen.getByLabelText('Urutkan') as HTMLSelectElement).value).toBe('newest');
  });

  it('offers “Paling sesuai” with a search only, and asks the server to rank by relevance', async () => {
    answer([kasir]);
    const router = open('/lowongan-kerja?search=kasir');
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    const options = within(screen.getByLabelText('Urutkan')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Terbaru',
      'Paling sesuai',
      'Batas lamaran terdekat',
      'Gaji tertinggi',
      'Judul (A–Z)',
    ]);
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: 'relevance' } }),
    );
    expect(router.state.location.search).toBe('?search=kasir&sort=relevance');
    await waitFor(() =>
      expect(api.lastQuery('/job-vacancies')).toMatchObject({ search: 'kasir', order_by: 'relevance' }),
    );
    // Back to the default: the address drops the sort again.
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: 'newest' } }),
    );
    expect(router.state.location.search).toBe('?search=kasir');
  });

  it('a relevance sort left in the address without a search lists the newest first', async () => {
    answer([kasir]);
    open('/lowongan-kerja?sort=relevance');
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    expect(api.lastQuery('/job-vacancies')).toMatchObject({ order_by: 'created_at', sort_by: 'desc' });
    expect((screen.getByLabelText('Urutkan') as HTMLSelectElement).value).toBe('newest');
  });

  it('searching puts the words in the address and starts again at page 1', async () => {
    answer([kasir], 21);
    const router = open('/lowongan-kerja?page=3');
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari lowongan' }), {
      target: { value: '  operator alat berat ' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cari' })));
    expect(router.state.location.search).toBe('?search=operator+alat+berat');
    await waitFor(() => expect(api.lastQuery('/job-vacancies')?.search).toBe('operator alat berat'));
    expect(api.lastQuery('/job-vacancies')?.offset).toBe('0');
  });

  it('filters by job type and province from the master lists, in the address', async () => {
    answer([kasir, perawat]);
    const router = open();
    await screen.findByRole('option', { name: 'Magang' });
    await screen.findByRole('option', { name: 'Kalimantan Selatan' });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Jenis pekerjaan'), { target: { value: '4' } }),
    );
    await act(async () => fireEvent.change(screen.getByLabelText('Provinsi'), { target: { value: '63' } }));
    expect(new URLSearchParams(router.state.location.search).get('job_type_id')).toBe('4');
    expect(new URLSearchParams(router.state.location.search).get('province_code')).toBe('63');
    await waitFor(() =>
      expect(api.lastQuery('/job-vacancies')).toMatchObject({ job_type_id: '4', province_code: '63' }),
    );
    expect(screen.getByRole('button', { name: 'Filter dan urutan (2)' })).toBeTruthy();
  });

  it('filters by education, city, kecamatan and salary range, in the address, counted once each', async () => {
    answer([kasir]);
    const router = open();
    const search = () => new URLSearchParams(router.state.location.search);
    await screen.findByRole('option', { name: 'S1' });
    expect(screen.getByLabelText('Kabupaten/Kota')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Kecamatan')).toHaveProperty('disabled', true);
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Pendidikan minimal'), { target: { value: '9' } }),
    );
    await act(async () => fireEvent.change(screen.getByLabelText('Provinsi'), { target: { value: '64' } }));
    await screen.findByRole('option', { name: 'Kota Samarinda' });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Kabupaten/Kota'), { target: { value: '64.72' } }),
    );
    await screen.findByRole('option', { name: 'Palaran' });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Kecamatan'), { target: { value: '64.72.01' } }),
    );
    // The range is per month, and says that only monthly salaries meet it (docs/decisions/098).
    const range = screen.getByRole('group', { name: SALARY_FILTER_LABELS.group });
    expect(range.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(range.getAttribute('aria-describedby')!)!.textContent).toBe(
      SALARY_FILTER_LABELS.hint,
    );
    fireEvent.change(screen.getByLabelText(SALARY_FILTER_LABELS.min), { target: { value: '3.000.000' } });
    fireEvent.change(screen.getByLabelText(SALARY_FILTER_LABELS.max), { target: { value: 'Rp 6000000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terapkan' })));
    expect(Object.fromEntries(search())).toEqual({
      education_id: '9',
      province_code: '64',
      city_code: '64.72',
      district_code: '64.72.01',
      salary_min: '3000000',
      salary_max: '6000000',
    });
    await waitFor(() =>
      expect(api.lastQuery('/job-vacancies')).toMatchObject({
        education_id: '9',
        province_code: '64',
        city_code: '64.72',
        district_code: '64.72.01',
        salary_min: '3000000',
        salary_max: '6000000',
      }),
    );
    // Education, province, city, kecamatan and the salary range (once).
    expect(screen.getByRole('button', { name: 'Filter dan urutan (5)' })).toBeTruthy();
    // A new province clears the city and kecamatan below it.
    await act(async () => fireEvent.change(screen.getByLabelText('Provinsi'), { target: { value: '63' } }));
    expect(search().get('city_code')).toBeNull();
    expect(search().get('district_code')).toBeNull();
  });

  it('reads the filters back from the address (a reload) and refuses a salary range upside down', async () => {
    answer([kasir]);
    const router = open('/lowongan-kerja?salary_min=2000000&education_id=4&province_code=64&city_code=64.72');
    await screen.findByRole('option', { name: 'Kota Samarinda' });
    expect(screen.getByLabelText(SALARY_FILTER_LABELS.min)).toHaveProperty('value', '2.000.000');
    expect(screen.getByLabelText('Pendidikan minimal')).toHaveProperty('value', '4');
    expect(screen.getByLabelText('Kabupaten/Kota')).toHaveProperty('value', '64.72');
    await waitFor(() =>
      expect(api.lastQuery('/job-vacancies')).toMatchObject({ salary_min: '2000000', city_code: '64.72' }),
    );
    fireEvent.change(screen.getByLabelText(SALARY_FILTER_LABELS.max), { target: { value: '1000000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terapkan' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'Gaji minimal tidak boleh lebih besar dari gaji maksimal.',
    );
    expect(new URLSearchParams(router.state.location.search).get('salary_max')).toBeNull();
  });

  it('lets a seeker save a card with "Simpan", marked for the page in one question', async () => {
    setAuthUser(authUser());
    answer([kasir, perawat]);
    api.on('GET', '/saved-vacancies/ids', () => ok({ job_vacancy_ids: [kasir.id] }));
    api.on('POST', '/saved-vacancies', (req) =>
      ok({ job_vacancy_id: Number(req.body.job_vacancy_id), saved: true }, 'Lowongan disimpan.', 201),
    );
    open();
    const saved = await screen.findByRole('button', { name: 'Tersimpan: Kasir Minimarket' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(api.calls('GET', '/saved-vacancies/ids')).toHaveLength(1);
    expect(api.lastQuery('/saved-vacancies/ids')).toMatchObject({
      job_vacancy_ids: `${kasir.id},${perawat.id}`,
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Simpan: Perawat Rawat Inap' })),
    );
    await waitFor(() => expect(api.calls('POST', '/saved-vacancies')).toHaveLength(1));
    expect(api.calls('POST', '/saved-vacancies')[0]!.body).toMatchObject({ job_vacancy_id: perawat.id });
    // The page's marks are read again after the save.
    await waitFor(() => expect(api.calls('GET', '/saved-vacancies/ids')).toHaveLength(2));
  });

  it('shows a guest "Simpan" that leads to sign-in and back to the list, and a company none', async () => {
    answer([kasir]);
    const router = open();
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    await act(async () => router.navigate('/lowongan-kerja?city_code=64.72'));
    const save = await screen.findByRole('link', { name: SAVED_VACANCY_GUEST.label('Kasir Minimarket') });
    expect(save.textContent).toBe('Simpan');
    expect(save.getAttribute('href')).toBe(
      `/masuk?kembali=${encodeURIComponent('/lowongan-kerja?city_code=64.72')}`,
    );
    expect(api.calls('GET', '/saved-vacancies/ids')).toHaveLength(0);
    cleanup();

    setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 5 }));
    open();
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    expect(screen.queryByTestId('save-vacancy')).toBeNull();
  });

  it('sorts only by orders the server accepts', async () => {
    answer([kasir]);
    const router = open();
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    const options = within(screen.getByLabelText('Urutkan')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Terbaru',
      'Batas lamaran terdekat',
      'Gaji tertinggi',
      'Judul (A–Z)',
    ]);
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: 'salary' } }),
    );
    expect(router.state.location.search).toBe('?sort=salary');
    await waitFor(() =>
      expect(api.lastQuery('/job-vacancies')).toMatchObject({ order_by: 'salary', sort_by: 'desc' }),
    );
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: 'deadline' } }),
    );
    await waitFor(() =>
      expect(api.lastQuery('/job-vacancies')).toMatchObject({ order_by: 'expired_at', sort_by: 'asc' }),
    );
  });

  it('an unknown sort in the address falls back to newest first', async () => {
    answer([kasir]);
    open('/lowongan-kerja?sort=gaji;drop');
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    expect(api.lastQuery('/job-vacancies')).toMatchObject({ order_by: 'created_at', sort_by: 'desc' });
  });

  it('keeps the previous cards under the loading indicator while a filter change loads', async () => {
    answer([kasir]);
    open();
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    const held = gate();
    api.on('GET', '/job-vacancies', async () => {
      await held.promise;
      return ok({ job_vacancies: [perawat], total: 1 });
    });
    await act(async () => fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: 'title' } }));
    expect(await screen.findByText('Memuat lowongan…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kasir Minimarket' })).toBeTruthy();
    expect(document.querySelector('.list-results')?.getAttribute('aria-busy')).toBe('true');
    held.open();
    await screen.findByRole('link', { name: 'Perawat Rawat Inap' });
    expect(screen.queryByText('Memuat lowongan…')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Kasir Minimarket' })).toBeNull();
  });

  it('pages with offset = (page - 1) × size and changes the page size', async () => {
    answer([kasir], 21);
    const router = open();
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Halaman 2' })));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(api.lastQuery('/job-vacancies')).toMatchObject({ offset: '5', limit: '5' }));
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: /Tampilkan/ }), { target: { value: '10' } }),
    );
    expect(router.state.location.search).toBe('?limit=10');
    await waitFor(() => expect(api.lastQuery('/job-vacancies')).toMatchObject({ offset: '0', limit: '10' }));
  });

  it('shows one company’s vacancies for ?user_id= and can go back to all', async () => {
    answer([kasir]);
    const router = open('/lowongan-kerja?user_id=12');
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    expect(api.lastQuery('/job-vacancies')).toMatchObject({ user_id: '12' });
    expect(screen.getByText(/Lowongan dari/).textContent).toBe('Lowongan dari PT Kaltim Niaga');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tampilkan semua lowongan' })));
    expect(router.state.location.search).toBe('');
  });

  it('says when nothing matches and clears search and filters', async () => {
    answer([]);
    const router = open('/lowongan-kerja?search=astronot&job_type_id=4');
    expect(
      await screen.findByText('Tidak ada lowongan yang cocok dengan pencarian atau filter Anda.'),
    ).toBeTruthy();
    expect(screen.getByTestId('vacancy-total').textContent).toBe('0 lowongan ditemukan');
    expect(screen.queryByRole('navigation', { name: 'Halaman lowongan' })).toBeNull();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Hapus pencarian dan filter' })),
    );
    expect(router.state.location.search).toBe('');
  });

  it('says when no vacancy is open at all', async () => {
    answer([]);
    open();
    expect(await screen.findByText('Belum ada lowongan yang dibuka saat ini.')).toBeTruthy();
  });

  it('shows the §8 message and a retry when the list cannot be loaded', async () => {
    api.on('GET', '/job-vacancies', () => ({
      status: 500,
      body: { status: 'error', message: '', data: null },
    }));
    open();
    expect(
      await screen.findByText('Lowongan belum dapat dimuat. Silakan coba lagi nanti.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Terjadi kesalahan server saat mendapatkan data.')).toBeTruthy();
    answer([kasir]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
    expect(await screen.findByRole('link', { name: 'Kasir Minimarket' })).toBeTruthy();
  }, 15_000);

  it('puts card titles under the page heading', async () => {
    answer([kasir, perawat]);
    open();
    await screen.findByRole('link', { name: 'Kasir Minimarket' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lowongan Pekerjaan');
    expect(cards()).toEqual(['Kasir Minimarket', 'Perawat Rawat Inap']);
    expect(document.title).toMatch(/^Lowongan Pekerjaan \|/);
  });
});
