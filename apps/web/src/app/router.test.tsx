import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearAuth, setAuthUser } from '../lib/session.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';
import { authUser } from '../testing/fixtures/auth.ts';
import { setupFakeApi } from '../testing/fake-api.tsx';

// A real API stand-in: without one every fetch fails as a network error and the app covers the page
// with its unavailable screen (docs/decisions/093). Calls it has no answer for get a 404.
setupFakeApi();

beforeAll(() => {
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  clearAuth();
});

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function signIn(role: 'seeker' | 'company' = 'seeker') {
  setAuthUser(
    authUser({
      id: 1,
      name: 'Budi',
      email: 'budi@contoh.id',
      token: 'tok',
      expired_at: new Date(Date.now() + 3600_000).toISOString(),
      role_name: role,
      permissions: ['dashboard'],
    }),
  );
}

describe('route table and guard (docs/product.md §2)', () => {
  it('sends a guest opening a login-required route to Login', async () => {
    const router = open('/panel/halaman-utama');
    await waitFor(() => expect(router.state.location.pathname).toBe('/masuk'));
  });

  it('sends a guest opening a mailed panel link to Login, which comes back there', async () => {
    const router = open('/panel/wawancara?wawancara=7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/masuk'));
    expect(new URLSearchParams(router.state.location.search).get('kembali')).toBe(
      '/panel/wawancara?wawancara=7',
    );
  });

  it('sends a signed-in user opening Login or ResetPassword to Dashboard', async () => {
    signIn();
    const router = open('/masuk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/halaman-utama'));
    await router.navigate('/atur-ulang-kata-sandi');
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/halaman-utama'));
  });

  it('lets a signed-in user into the panel', async () => {
    signIn();
    const router = open('/panel/notifikasi');
    await screen.findByRole('heading', { name: 'Notifikasi' });
    expect(router.state.location.pathname).toBe('/panel/notifikasi');
  });

  it('redirects the seeker profile to its biodata child', async () => {
    signIn();
    const router = open('/panel/data-pribadi/pencari-kerja');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/panel/data-pribadi/pencari-kerja/biodata'),
    );
  });

  it('sends a signed-in user of another role to NotPermission', async () => {
    signIn('company');
    const router = open('/panel/data-pribadi/pencari-kerja');
    await screen.findByRole('heading', { name: 'Akses Ditolak' });
    expect(router.state.location.pathname).toBe('/panel/not-permission');
    cleanup();
    signIn('seeker');
    const second = open('/panel/data-lowongan-kerja');
    await screen.findByRole('heading', { name: 'Akses Ditolak' });
    expect(second.state.location.pathname).toBe('/panel/not-permission');
  });

  it("opens a vacancy's walk-in sessions for a company and sends a seeker to NotPermission", async () => {
    signIn('company');
    open('/panel/data-lowongan-kerja/walk-in/31');
    await screen.findByRole('heading', { name: 'Sesi Walk-in' });
    cleanup();
    signIn('seeker');
    const second = open('/panel/data-lowongan-kerja/walk-in/31');
    await screen.findByRole('heading', { name: 'Akses Ditolak' });
    expect(second.state.location.pathname).toBe('/panel/not-permission');
  });

  it('opens NotPermission without login', async () => {
    const router = open('/panel/not-permission');
    await screen.findByRole('heading', { name: 'Akses Ditolak' });
    expect(router.state.location.pathname).toBe('/panel/not-permission');
  });

  it('shows NotFound for an unknown path', async () => {
    open('/tidak-ada-halaman');
    await screen.findByRole('heading', { name: 'Halaman Tidak Ditemukan' });
  });

  it('hides the header on auth screens and shows it elsewhere', async () => {
    open('/registrasi/perusahaan');
    await screen.findByRole('heading', { name: 'Daftar Perusahaan' });
    expect(screen.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
    expect(document.querySelector('.site-footer-right')).not.toBeNull();
    cleanup();
    open('/acara');
    await screen.findByRole('heading', { name: 'Acara' });
    expect(screen.getByRole('navigation', { name: 'Menu utama' })).toBeTruthy();
    expect(document.querySelector('.site-footer-right')).toBeNull();
  });

  it('shows Daftar and Masuk to guests, Halaman Utama and Keluar to signed-in users', async () => {
    open('/acara');
    await screen.findByRole('heading', { name: 'Acara' });
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keluar' })).toBeNull();
    cleanup();
    signIn();
    open('/acara');
    await screen.findByRole('heading', { name: 'Acara' });
    expect(screen.getByRole('link', { name: 'Halaman Utama' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Daftar' })).toBeNull();
    cleanup();
    open('/panel/notifikasi');
    await screen.findByRole('heading', { name: 'Notifikasi' });
    // Inside the panel the header drops its button; the panel's own menu leads there instead.
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Halaman Utama' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Menu panel' })).getByRole('link', {
        name: 'Halaman Utama',
      }),
    ).toBeTruthy();
  });
});
