import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { COMPANY_REQUIREMENTS, SEEKER_REQUIREMENTS } from './completeness.ts';
import { Dashboard } from './dashboard.tsx';
import { companyProfileData, panelUser, seekerProfileData } from './fixtures.ts';

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

    const applications = await card('Lamaran Saya');
    expect(applications.textContent).toContain('2 lamaran terkirim');
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
  });
});
