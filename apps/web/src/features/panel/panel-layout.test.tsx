import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider, routes } from '../../testing/app.ts';
import { setAuthUser } from '../../lib/session.ts';
import { ok, setupFakeApi } from '../../testing/fake-api.tsx';
import { companyProfileData, panelUser, seekerProfileData } from '../../testing/fixtures/dashboard.ts';

const api = setupFakeApi();

beforeAll(() => {
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  window.scrollTo = () => {};
});

beforeEach(() => {
  api.on('GET', '/notifications', () => ok({ notifications: [], total: 0, unread_count: 0 }));
  api.on('GET', '/profile-seeker', () => ok(seekerProfileData()));
  api.on('GET', '/profile-company', () => ok(companyProfileData()));
});

function openAs(
  role: 'seeker' | 'company' | 'admin',
  path: string,
  officeRole: 'ADMINISTRATOR' | 'VERIFIER' = 'ADMINISTRATOR',
) {
  const user = panelUser(role, role === 'admin' ? { office_role: officeRole } : {});
  setAuthUser(user);
  api.on('GET', '/auth/me', () => ok({ user }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const SEEKER_MENU = [
  'Halaman Utama',
  'Data Pribadi',
  'Lamaran Saya',
  'Wawancara',
  'Lowongan Tersimpan',
  'Langganan Lowongan',
  'Acara Diikuti',
  'Kartu AK/1',
  'Notifikasi',
  'Profil Akun',
  'Ubah Kata Sandi',
];
const COMPANY_MENU = [
  'Halaman Utama',
  'Data Perusahaan',
  'Data Lowongan Kerja',
  'Undangan Terkirim',
  'Agenda Wawancara',
  'Templat Pesan',
  'Cari Pencari Kerja',
  'Wajib Lapor',
  'Notifikasi',
  'Profil Akun',
  'Ubah Kata Sandi',
];
const OFFICE_MENU = [
  'Halaman Utama',
  'Verifikasi',
  'Laporan Lowongan',
  'Kelola Acara',
  'Statistik',
  'Laporan WLLP',
  'Jabatan',
  'Kamus Keahlian',
  'Cari Pencari Kerja',
  'Staf Dinas',
  'Pengaturan Situs',
  'Jejak Audit',
  'Aturan Lowongan',
  'Notifikasi',
  'Profil Akun',
  'Ubah Kata Sandi',
];
/** The verifier (docs/decisions/072): queues, events, statistics; no staff, settings, positions, audit. */
const VERIFIER_MENU = [
  'Halaman Utama',
  'Verifikasi',
  'Laporan Lowongan',
  'Kelola Acara',
  'Statistik',
  'Laporan WLLP',
  'Cari Pencari Kerja',
  'Notifikasi',
  'Profil Akun',
  'Ubah Kata Sandi',
];

const menuLinks = async (name = 'Menu panel') =>
  within(await screen.findByRole('navigation', { name })).getAllByRole('link');

describe('panel frame (issue 9 item 1)', () => {
  it('shows a job seeker exactly the seeker menu, with the open screen marked current', async () => {
    openAs('seeker', '/panel/notifikasi');
    const links = await menuLinks();
    expect(links.map((l) => l.textContent)).toEqual(SEEKER_MENU);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/panel/halaman-utama',
      '/panel/data-pribadi/pencari-kerja',
      '/panel/data-lowongan-kerja/pencari-kerja',
      '/panel/wawancara',
      '/panel/lowongan-tersimpan',
      '/panel/langganan-lowongan',
      '/panel/data-acara/pencari-kerja',
      '/panel/kartu-ak1',
      '/panel/notifikasi',
      '/panel/profil-akun',
      '/panel/ubah-kata-sandi',
    ]);
    const current = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['Notifikasi']);
  });

  it('shows a company exactly the company menu', async () => {
    openAs('company', '/panel/halaman-utama');
    const links = await menuLinks();
    expect(links.map((l) => l.textContent)).toEqual(COMPANY_MENU);
    expect(links.find((l) => l.textContent === 'Data Perusahaan')?.getAttribute('href')).toBe(
      '/panel/data-pribadi/perusahaan',
    );
    expect(links.find((l) => l.textContent === 'Data Lowongan Kerja')?.getAttribute('href')).toBe(
      '/panel/data-lowongan-kerja',
    );
  });

  it('shows the office its back office, seeker search and account screens', async () => {
    openAs('admin', '/panel/halaman-utama');
    expect((await menuLinks()).map((l) => l.textContent)).toEqual(OFFICE_MENU);
  });

  it('shows an office verifier its menu without staff, settings, positions and the audit trail', async () => {
    openAs('admin', '/panel/halaman-utama', 'VERIFIER');
    expect((await menuLinks()).map((l) => l.textContent)).toEqual(VERIFIER_MENU);
  });

  it('keeps a menu item current on the screens beneath it', async () => {
    openAs('seeker', '/panel/data-pribadi/pencari-kerja/kualifikasi');
    const links = await menuLinks();
    await waitFor(() =>
      expect(links.find((l) => l.textContent === 'Data Pribadi')?.getAttribute('aria-current')).toBe('page'),
    );
  });

  it('lists the same role menu in the mobile drawer', async () => {
    openAs('company', '/panel/halaman-utama');
    await menuLinks();
    // The drawer closes on every navigation; on a loaded machine the panel may still settle its route
    // after the menu shows, so open it until it stays open ('Buka menu' only ever opens).
    const drawer = await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
      return screen.getByRole('dialog', { name: /Menu/ });
    });
    const toggle = within(drawer).getByRole('button', { name: 'Menu Panel' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = within(document.getElementById(toggle.getAttribute('aria-controls')!)!).getAllByRole(
      'link',
    );
    expect(links.map((l) => l.textContent)).toEqual(COMPANY_MENU);
    expect(links.find((l) => l.textContent === 'Halaman Utama')?.getAttribute('aria-current')).toBe('page');
  });
});

describe('role guard (issue 9 item 1)', () => {
  it.each([
    '/panel/data-pribadi/pencari-kerja',
    '/panel/data-pribadi/pencari-kerja/biodata',
    '/panel/data-lowongan-kerja/pencari-kerja',
    '/panel/data-acara/pencari-kerja',
    '/panel/lowongan-tersimpan',
    '/panel/langganan-lowongan',
  ])('sends a company opening the seeker screen %s to NotPermission', async (path) => {
    const router = openAs('company', path);
    await screen.findByRole('heading', { name: 'Akses Ditolak' });
    expect(router.state.location.pathname).toBe('/panel/not-permission');
  });

  it.each([
    '/panel/data-pribadi/perusahaan',
    '/panel/data-lowongan-kerja',
    '/panel/data-lowongan-kerja/formulir',
    '/panel/data-lowongan-kerja/kasir/pencari-kerja',
    '/lowongan-kerja-formulir/tawar-lamaran',
    '/panel/wajib-lapor',
  ])('sends a job seeker opening the company screen %s to NotPermission', async (path) => {
    const router = openAs('seeker', path);
    await screen.findByRole('heading', { name: 'Akses Ditolak' });
    expect(router.state.location.pathname).toBe('/panel/not-permission');
  });

  it('sends the office opening a seeker or company screen to NotPermission', async () => {
    const router = openAs('admin', '/panel/data-pribadi/pencari-kerja');
    await screen.findByRole('heading', { name: 'Akses Ditolak' });
    await router.navigate('/panel/data-lowongan-kerja');
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/not-permission'));
    expect(router.state.location.pathname).toBe('/panel/not-permission');
  });

  it.each([
    '/panel/staf',
    '/panel/pengaturan',
    '/panel/jabatan',
    '/panel/kamus-keahlian',
    '/panel/jejak-audit',
  ])('sends an office verifier opening the administrator screen %s to NotPermission', async (path) => {
    const router = openAs('admin', path, 'VERIFIER');
    await screen.findByRole('heading', { name: 'Akses Ditolak' });
    expect(router.state.location.pathname).toBe('/panel/not-permission');
  });

  it('lets the office administrator into the audit trail', async () => {
    api.on('GET', '/office/audit-events', () => ok({ audit_events: [], total: 0, actors: [] }));
    const router = openAs('admin', '/panel/jejak-audit');
    await screen.findByRole('heading', { name: 'Jejak Audit', level: 1 });
    expect(router.state.location.pathname).toBe('/panel/jejak-audit');
  });

  it('lets each role into its own screens', async () => {
    const router = openAs('company', '/panel/data-lowongan-kerja');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await screen.findByRole('heading', { name: 'Data Lowongan Kerja' });
    expect(router.state.location.pathname).toBe('/panel/data-lowongan-kerja');
  });
});
