import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { COMPANY_REQUIREMENTS, SEEKER_REQUIREMENTS } from './completeness.ts';
import { Dashboard } from './dashboard.tsx';
import {
  companyDashboardData,
  companyProfileData,
  dashboardApplication,
  dashboardVacancy,
  panelUser,
  seekerDashboardData,
  seekerProfileData,
} from '../../testing/fixtures/dashboard.ts';

const api = setupFakeApi();

const open = (role: 'seeker' | 'company' | 'admin') => {
  setAuthUser(panelUser(role));
  return renderScreen(<Dashboard />, { path: '/panel/halaman-utama' });
};

/** A dashboard card, found by its title once the data has arrived. */
const card = (title: string) => screen.findByRole('region', { name: title });

describe('Halaman Utama of a job seeker (issue 9 item 2)', () => {
  it('shows how complete the profile is and what is still missing, with links to Biodata and Kualifikasi', async () => {
    const missing = ['NIK', 'Tanggal lahir', 'Berkas KTP', 'Pendidikan', 'Harapan lokasi kerja'];
    api.on('GET', '/profile-seeker', () => ok(seekerProfileData({ missing }, 2)));
    open('seeker');

    expect(await screen.findByRole('heading', { name: 'Halo, Siti!' })).toBeTruthy();
    const profile = await card('Kelengkapan Profil');
    const bar = within(profile).getByRole('progressbar', { name: 'Kelengkapan profil' });
    const done = SEEKER_REQUIREMENTS - missing.length;
    expect(bar.getAttribute('aria-valuenow')).toBe(String(Math.floor((done / SEEKER_REQUIREMENTS) * 100)));
    expect(
      within(profile).getByText(`${done} dari ${SEEKER_REQUIREMENTS} data wajib sudah terisi`),
    ).toBeTruthy();

    const biodata = within(profile).getByRole('list', { name: 'Yang belum lengkap: Biodata' });
    expect(
      within(biodata)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['NIK', 'Tanggal lahir', 'Berkas KTP']);
    const qualification = within(profile).getByRole('list', { name: 'Yang belum lengkap: Kualifikasi' });
    expect(
      within(qualification)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pendidikan', 'Harapan lokasi kerja']);
    expect(within(profile).getByRole('link', { name: 'Lengkapi Biodata' }).getAttribute('href')).toBe(
      '/panel/data-pribadi/pencari-kerja/biodata',
    );
    expect(within(profile).getByRole('link', { name: 'Lengkapi Kualifikasi' }).getAttribute('href')).toBe(
      '/panel/data-pribadi/pencari-kerja/kualifikasi',
    );

    const verification = await card('Status Verifikasi');
    expect(within(verification).getByText('Belum diverifikasi')).toBeTruthy();
    expect(within(verification).getByText(/Lengkapi profil Anda terlebih dahulu/)).toBeTruthy();

    expect(api.calls('GET', '/profile-seeker')[0]!.headers.authorization).toBe('Bearer token-11');
  });

  it('shows a complete, verified profile with its AK/1 registration number', async () => {
    api.on('GET', '/profile-seeker', () =>
      ok(
        seekerProfileData({
          status: 'VERIFIED',
          number_registration: 'AK1-3273-2026-000123',
          date_registration: '2026-11-15',
        }),
      ),
    );
    open('seeker');
    const profile = await card('Kelengkapan Profil');
    expect(within(profile).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(profile).getByText(/Profil Anda sudah lengkap/)).toBeTruthy();
    expect(within(profile).queryByRole('link', { name: 'Lengkapi Biodata' })).toBeNull();

    const verification = await card('Status Verifikasi');
    expect(within(verification).getByText('Terverifikasi')).toBeTruthy();
    expect(within(verification).getByText('AK1-3273-2026-000123')).toBeTruthy();
    expect(within(verification).getByText('15 November 2026')).toBeTruthy();
  });

  it("shows a rejected profile with the office's note", async () => {
    api.on('GET', '/profile-seeker', () =>
      ok(seekerProfileData({ status: 'REJECTED', status_note: 'Foto KTP buram, unggah ulang.' })),
    );
    open('seeker');
    const verification = await card('Status Verifikasi');
    expect(within(verification).getByText('Ditolak')).toBeTruthy();
    expect(within(verification).getByText('Foto KTP buram, unggah ulang.')).toBeTruthy();
    expect(within(verification).queryByText('Nomor pendaftaran (AK/1)')).toBeNull();
  });
});

describe('Halaman Utama of a job seeker: counters and tabs (issue 10 item 11)', () => {
  /** The counters list, once the numbers have arrived. */
  const counters = async () =>
    within(await card('Lamaran Saya')).findByRole('list', { name: 'Jumlah lamaran' });

  it('shows the six counters of docs/product.md §2 with their labels and numbers, each opening its tab of Lamaran Saya', async () => {
    api.on('GET', '/profile-seeker', () => ok(seekerProfileData()));
    api.on('GET', '/dashboard', () =>
      ok(
        seekerDashboardData({
          counters: { applicants: 12, calls: 4, passed: 3, accepted: 2, invited: 1, rejected: 5 },
        }),
      ),
    );
    open('seeker');

    const items = within(await counters()).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([
      '12Lowongan kerja Dikirim',
      '4Dipanggil',
      '3Lolos',
      '2Diterima',
      '1lewat undangan',
      '5Tidak Diterima',
    ]);
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/panel/data-lowongan-kerja/pencari-kerja',
      '/panel/data-lowongan-kerja/pencari-kerja?tab=calls',
      '/panel/data-lowongan-kerja/pencari-kerja?tab=passed',
      '/panel/data-lowongan-kerja/pencari-kerja?tab=accepted',
      '/panel/data-lowongan-kerja/pencari-kerja?tab=invited',
      '/panel/data-lowongan-kerja/pencari-kerja?tab=rejected',
    ]);
    expect(api.calls('GET', '/dashboard')[0]!.headers.authorization).toBe('Bearer token-11');
  });

  it('lists the latest applications and, on the second tab, the events joined, each with "Lihat semua"', async () => {
    api.on('GET', '/profile-seeker', () => ok(seekerProfileData()));
    api.on('GET', '/dashboard', () =>
      ok(
        seekerDashboardData({
          counters: { applicants: 7, calls: 1, passed: 0, accepted: 0, invited: 1, rejected: 0 },
          applications: [
            dashboardApplication(1, 'CALLED', {
              job_vacancy: {
                id: 9,
                title: 'Operator Produksi',
                title_slug: 'operator-produksi',
                is_removed: false,
              },
              company: { name: 'PT Sinar Harapan', slug_name: 'pt-sinar-harapan' },
            }),
            dashboardApplication(2, 'APPLIED', { is_invitation: true }),
            dashboardApplication(3, 'REJECTED', {
              job_vacancy: { id: 10, title: 'Kasir', title_slug: 'kasir', is_removed: true },
            }),
          ],
          posts: [
            {
              id: 5,
              title: 'Bursa Kerja Samarinda 2026',
              title_slug: 'bursa-kerja-samarinda-2026',
              start_at: '2026-12-01T02:00:00.000Z',
              location: 'GOR Segiri',
              joined_at: '2026-11-20T02:00:00.000Z',
            },
          ],
          posts_total: 2,
        }),
      ),
    );
    open('seeker');

    const latest = await card('Aktivitas Terakhir');
    const sent = await within(latest).findByRole('tab', { name: 'Lowongan sudah dikirim (7)' });
    const events = within(latest).getByRole('tab', { name: 'Acara yang dihadiri (2)' });
    expect(sent.getAttribute('aria-selected')).toBe('true');
    expect(events.getAttribute('aria-selected')).toBe('false');

    const panel = within(latest).getByRole('tabpanel', { name: 'Lowongan sudah dikirim (7)' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Operator Produksi' }).getAttribute('href')).toBe(
      '/lowongan-kerja/operator-produksi',
    );
    expect(rows[0]!.textContent).toContain('PT Sinar Harapan');
    expect(rows[0]!.textContent).toContain('Dipanggil');
    expect(rows[1]!.textContent).toContain('Lewat undangan');
    // A removed vacancy has no page to open any more: its title is shown without a link.
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(rows[2]!.textContent).toContain('Tidak Diterima');
    expect(within(panel).getByRole('link', { name: 'Lihat semua lamaran' }).getAttribute('href')).toBe(
      '/panel/data-lowongan-kerja/pencari-kerja',
    );

    fireEvent.click(events);
    expect(events.getAttribute('aria-selected')).toBe('true');
    const eventPanel = within(latest).getByRole('tabpanel', { name: 'Acara yang dihadiri (2)' });
    expect(
      within(eventPanel).getByRole('link', { name: 'Bursa Kerja Samarinda 2026' }).getAttribute('href'),
    ).toBe('/acara/bursa-kerja-samarinda-2026');
    expect(eventPanel.textContent).toContain('1 Desember 2026');
    expect(eventPanel.textContent).toContain('GOR Segiri');
    expect(within(eventPanel).getByRole('link', { name: 'Lihat semua acara' }).getAttribute('href')).toBe(
      '/panel/data-acara/pencari-kerja',
    );
    expect(within(latest).queryByRole('link', { name: 'Operator Produksi' })).toBeNull();
  });

  it('says so when nothing was sent or joined yet', async () => {
    api.on('GET', '/profile-seeker', () => ok(seekerProfileData()));
    api.on('GET', '/dashboard', () => ok(seekerDashboardData()));
    open('seeker');
    const latest = await card('Aktivitas Terakhir');
    expect(await within(latest).findByText('Anda belum mengirim lamaran.')).toBeTruthy();
    fireEvent.click(within(latest).getByRole('tab', { name: 'Acara yang dihadiri (0)' }));
    expect(within(latest).getByText('Anda belum mengikuti acara.')).toBeTruthy();
  });

  it('keeps the profile cards and offers to try again when the numbers cannot be loaded', async () => {
    api.on('GET', '/profile-seeker', () => ok(seekerProfileData()));
    api.on('GET', '/dashboard', () => ({ status: 500, body: { status: 'error', message: 'x', data: null } }));
    open('seeker');
    const counts = await card('Lamaran Saya');
    expect(await within(counts).findByText('Jumlah lamaran tidak dapat dimuat.')).toBeTruthy();
    expect(await card('Kelengkapan Profil')).toBeTruthy();

    api.on('GET', '/dashboard', () =>
      ok(
        seekerDashboardData({
          counters: { applicants: 3, calls: 0, passed: 0, accepted: 0, invited: 0, rejected: 0 },
        }),
      ),
    );
    fireEvent.click(within(counts).getByRole('button', { name: 'Coba lagi' }));
    expect((await counters()).textContent).toContain('3Lowongan kerja Dikirim');
  });
});

describe('Halaman Utama of a company (issue 9 item 2)', () => {
  it('shows the missing data and documents and the pending verification, with a link to Data Perusahaan', async () => {
    const missing = ['Nomor Induk Berusaha (NIB)', 'Berkas NIB', 'Berkas NPWP'];
    api.on('GET', '/profile-company', () => ok(companyProfileData({ missing })));
    open('company');

    expect(await screen.findByRole('heading', { name: 'Halo, PT Maju Jaya!' })).toBeTruthy();
    const profile = await card('Kelengkapan Data Perusahaan');
    const done = COMPANY_REQUIREMENTS - missing.length;
    expect(within(profile).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(Math.floor((done / COMPANY_REQUIREMENTS) * 100)),
    );
    const list = within(profile).getByRole('list', { name: 'Yang belum lengkap: Data Perusahaan' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(missing);
    expect(within(profile).getByRole('link', { name: 'Lengkapi Data Perusahaan' }).getAttribute('href')).toBe(
      '/panel/data-pribadi/perusahaan',
    );

    const verification = await card('Status Verifikasi');
    expect(within(verification).getByText('Menunggu verifikasi')).toBeTruthy();
  });

  it("shows a rejected company with the office's note", async () => {
    api.on('GET', '/profile-company', () =>
      ok(companyProfileData({ status: 'REJECTED', status_note: 'Berkas NPWP tidak terbaca.' })),
    );
    open('company');
    const verification = await card('Status Verifikasi');
    expect(within(verification).getByText('Ditolak')).toBeTruthy();
    expect(within(verification).getByText('Berkas NPWP tidak terbaca.')).toBeTruthy();
  });

  it('shows a verified, complete company as such', async () => {
    api.on('GET', '/profile-company', () => ok(companyProfileData({ status: 'VERIFIED' })));
    open('company');
    const profile = await card('Kelengkapan Data Perusahaan');
    expect(within(profile).getByText('Data dan dokumen perusahaan Anda sudah lengkap.')).toBeTruthy();
    const verification = await card('Status Verifikasi');
    expect(within(verification).getByText('Terverifikasi')).toBeTruthy();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    api.on('GET', '/profile-company', () => ({
      status: 500,
      body: { status: 'error', message: 'x', data: null },
    }));
    open('company');
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    api.on('GET', '/profile-company', () => ok(companyProfileData()));
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await card('Kelengkapan Data Perusahaan')).toBeTruthy();
  });
});

describe('Halaman Utama of a company: vacancies and applicants (issue 10 item 11)', () => {
  it('shows active and inactive vacancies in two tabs, each with its applicants per stage and links', async () => {
    api.on('GET', '/profile-company', () => ok(companyProfileData({ status: 'VERIFIED' })));
    api.on('GET', '/dashboard', () =>
      ok(
        companyDashboardData(
          [
            dashboardVacancy(1, 'Operator Produksi', {
              APPLIED: 3,
              CALLED: 2,
              PASSED: 1,
              ACCEPTED: 1,
              REJECTED: 2,
            }),
            dashboardVacancy(2, 'Staf Gudang'),
          ],
          [
            dashboardVacancy(
              3,
              'Kasir Toko',
              { APPLIED: 1 },
              { publication_status: 'DRAFT', status: 'PENDING' },
            ),
          ],
          { active: 2, inactive: 14 },
        ),
      ),
    );
    open('company');

    const vacancies = await card('Lowongan dan Pelamar');
    const active = await within(vacancies).findByRole('tab', { name: 'Lowongan Aktif (2)' });
    const inactive = within(vacancies).getByRole('tab', { name: 'Lowongan Tidak Aktif (14)' });
    expect(active.getAttribute('aria-selected')).toBe('true');

    const counts = within(vacancies).getByLabelText('Pelamar Operator Produksi');
    const pairs = Array.from(counts.querySelectorAll('div')).map(
      (d) => `${d.querySelector('dt')!.textContent}=${d.querySelector('dd')!.textContent}`,
    );
    expect(pairs).toEqual(['Dikirim=3', 'Dipanggil=2', 'Lolos=1', 'Diterima=1', 'Tidak Diterima=2']);
    expect(
      within(vacancies).getByRole('link', { name: 'Lihat Pelamar Operator Produksi' }).getAttribute('href'),
    ).toBe('/panel/data-lowongan-kerja/operator-produksi/pencari-kerja');
    expect(within(vacancies).getByRole('link', { name: 'Ubah Operator Produksi' }).getAttribute('href')).toBe(
      '/panel/data-lowongan-kerja/formulir/operator-produksi',
    );
    expect(within(vacancies).getByRole('link', { name: 'Lihat Pelamar Staf Gudang' })).toBeTruthy();
    expect(within(vacancies).queryByText('Kasir Toko')).toBeNull();
    // Both active vacancies are listed: no "Lihat semua".
    expect(within(vacancies).queryByRole('link', { name: /Lihat semua/ })).toBeNull();

    // The arrow key moves to the other tab (WAI-ARIA tabs), which lists the inactive vacancies.
    active.focus();
    fireEvent.keyDown(active, { key: 'ArrowRight' });
    expect(inactive.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(inactive);
    const panel = within(vacancies).getByRole('tabpanel', { name: 'Lowongan Tidak Aktif (14)' });
    expect(within(panel).getByText('Kasir Toko')).toBeTruthy();
    expect(within(panel).getByText('Menunggu verifikasi')).toBeTruthy();
    expect(within(panel).getByText('Draf')).toBeTruthy();
    expect(within(panel).queryByText('Operator Produksi')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Lihat semua (14)' }).getAttribute('href')).toBe(
      '/panel/data-lowongan-kerja?tab=inactive',
    );
    expect(api.calls('GET', '/dashboard')[0]!.headers.authorization).toBe('Bearer token-22');
  });

  it('says so when the company has no active vacancy yet', async () => {
    api.on('GET', '/profile-company', () => ok(companyProfileData()));
    api.on('GET', '/dashboard', () => ok(companyDashboardData()));
    open('company');
    const vacancies = await card('Lowongan dan Pelamar');
    expect(await within(vacancies).findByText(/Belum ada lowongan yang tayang/)).toBeTruthy();
    expect(within(vacancies).getByRole('tab', { name: 'Lowongan Tidak Aktif (0)' })).toBeTruthy();
  });
});

describe('Halaman Utama of the office (issue 9 item 2)', () => {
  it('welcomes the officer with links to the account screens, and loads no profile', async () => {
    open('admin');
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Petugas Dinas!' })).toBeTruthy();
    const account = await card('Akun Anda');
    expect(
      within(account)
        .getByRole('link', { name: /Notifikasi/ })
        .getAttribute('href'),
    ).toBe('/panel/notifikasi');
    expect(within(account).getByRole('link', { name: /Ubah Kata Sandi/ })).toBeTruthy();
    expect(api.calls('GET', '/profile-seeker')).toHaveLength(0);
    expect(api.calls('GET', '/profile-company')).toHaveLength(0);
    expect(api.calls('GET', '/dashboard')).toHaveLength(0);
  });
});

describe('Halaman Utama of a job seeker: walk-in bookings (issue 21 §3, docs/decisions/115)', () => {
  const when = (hours: number) => new Date(Date.UTC(2026, 11, 3, hours)).toISOString();
  const booking = (id: number, title: string, slug: string | null, isPast: boolean) => ({
    session: {
      id,
      job_vacancy_id: 100 + id,
      starts_at: when(1),
      ends_at: when(4),
      place: `Aula ${id}, Jl. Juanda`,
      quota: 5,
      booked_count: 2,
      is_past: isPast,
    },
    vacancy_title: title,
    vacancy_slug: slug,
    company_name: 'PT Maju Jaya',
  });

  it('lists the booked sessions with the vacancy, when on the portal clock and where; an ended one says so and a closed vacancy has no link', async () => {
    api.on('GET', '/profile-seeker', () => ok(seekerProfileData()));
    api.on('GET', '/dashboard', () => ok(seekerDashboardData()));
    api.on('GET', '/seeker/walk-in-bookings', () =>
      ok({
        bookings: [booking(1, 'Kasir Toko', 'kasir-toko', false), booking(2, 'Pramuniaga', null, true)],
      }),
    );
    open('seeker');
    const region = await card('Sesi Walk-in Saya');
    const items = within(region).getAllByTestId('my-walk-in');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Kasir Toko' }).getAttribute('href')).toBe(
      '/lowongan-kerja/kasir-toko',
    );
    // 01:00–04:00 UTC is 09.00–12.00 in Samarinda (WITA).
    expect(items[0]!.textContent).toContain('3 Desember 2026 pukul 09.00–12.00 WITA');
    expect(items[0]!.textContent).toContain('Aula 1, Jl. Juanda');
    expect(items[0]!.textContent).not.toContain('Sudah lewat');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(items[1]!.textContent).toContain('Pramuniaga');
    expect(items[1]!.textContent).toContain('Sudah lewat');
  });

  it('shows no walk-in card before the first booking', async () => {
    api.on('GET', '/profile-seeker', () => ok(seekerProfileData()));
    api.on('GET', '/dashboard', () => ok(seekerDashboardData()));
    api.on('GET', '/seeker/walk-in-bookings', () => ok({ bookings: [] }));
    open('seeker');
    await card('Lamaran Saya');
    await waitFor(() => expect(api.calls('GET', '/seeker/walk-in-bookings').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Sesi Walk-in Saya' })).toBeNull();
  });
});
