import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, AuthUserDataSchema } from '@siloker/shared/schemas/auth';
import { ACCOUNT_MESSAGES } from '@siloker/shared/schemas/profile-constants';
import { AccountExportDataSchema } from '@siloker/shared/schemas/account';
import { AppProvider } from '../../testing/app.ts';
import { PRIVATE_STORAGE_PREFIX } from '../../lib/private-storage.ts';
import { getAuthUser, setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { ProfileAuth } from '../../testing/screens.ts';
import { fail, gate, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';

const api = setupFakeApi();
const signedIn = (role: 'seeker' | 'company' | 'admin' = 'seeker') => {
  const user = authUser({ role_name: role, token: 'sesi-ini' });
  setAuthUser(user);
  api.on('GET', '/auth/me', () => ok(AuthUserDataSchema.parse({ user }), AUTH_MESSAGES.profileLoaded));
  return user;
};

const open = () => renderScreen(<ProfileAuth />, { path: '/panel/profil-akun' });

/** Profil Akun with the landing page beside it, where a deleted account ends up. */
function openWithLanding() {
  const router = createMemoryRouter(
    [
      { path: '/panel/profil-akun', element: <ProfileAuth /> },
      { path: '/', element: <p>Beranda (tujuan)</p> },
    ],
    { initialEntries: ['/panel/profil-akun'] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const openDeleteDialog = async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Hapus akun' }));
  return screen.getByRole('alertdialog', { name: 'Hapus akun' });
};

describe('Data dan Privasi on Profil Akun', () => {
  beforeEach(() => {
    signedIn();
  });

  it('offers the export and the deletion to a seeker', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Data dan Privasi' })).toBeTruthy();
    expect(button('Unduh data saya (JSON)')).toBeTruthy();
    expect(button('Hapus akun')).toBeTruthy();
  });

  it('hides both actions for the office account', async () => {
    signedIn('admin');
    open();
    await waitFor(() =>
      expect((screen.getByLabelText('Nama') as HTMLInputElement).value).toBe('Budi Santoso'),
    );
    expect(screen.queryByRole('heading', { name: 'Data dan Privasi' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus akun' })).toBeNull();
  });

  describe('"Unduh data saya (JSON)"', () => {
    const saved: { name: string; blob: Blob }[] = [];
    beforeEach(() => {
      saved.length = 0;
      // jsdom has no object URLs and no downloads: record what the browser would be handed.
      const blobs = new Map<string, Blob>();
      URL.createObjectURL = (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      };
      URL.revokeObjectURL = (url: string) => void blobs.delete(url);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('fetches GET /account/export with the session and saves its data as a JSON file', async () => {
      const data = AccountExportDataSchema.parse({
        exported_at: '2025-03-04T05:06:07.000Z',
        account: { id: 7, email: 'budi@contoh.id' },
        profile: { nik: '3374010101980001' },
        applications: [{ id: 1, status: 'APPLIED' }],
        events: [],
        notifications: [],
        files: [{ kind: 'ktp', url: '/api/v1/files/ktp/abc.pdf' }],
        file_reads: [{ file_kind: 'ktp', reader_organisation: 'PT Contoh' }],
        privacy_consents: [{ version: '2026-11-26', consented_at: '2026-11-26T00:00:00.000Z' }],
      });
      const answer = gate();
      api.on('GET', '/account/export', async () => {
        await answer.promise;
        return ok(data, ACCOUNT_MESSAGES.exportReady);
      });
      open();
      fireEvent.click(await screen.findByRole('button', { name: 'Unduh data saya (JSON)' }));
      expect(
        (await screen.findByRole('button', { name: 'Menyiapkan data...' })).hasAttribute('disabled'),
      ).toBe(true);
      answer.open();
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(api.calls('GET', '/account/export')[0]!.headers.authorization).toBe('Bearer sesi-ini');
      expect(saved[0]!.name).toBe('siloker-data-2025-03-04.json');
      expect(saved[0]!.blob.type).toBe('application/json');
      expect(JSON.parse(await saved[0]!.blob.text())).toEqual(data);
      expect(await screen.findByRole('button', { name: 'Unduh data saya (JSON)' })).toBeTruthy();
    });

    it("shows the server's message when the export fails", async () => {
      api.on('GET', '/account/export', () => fail(500, 'Server sedang sibuk.'));
      open();
      fireEvent.click(await screen.findByRole('button', { name: 'Unduh data saya (JSON)' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain('Server sedang sibuk.');
      expect(saved).toHaveLength(0);
    });
  });

  describe('"Hapus akun"', () => {
    it('explains what deletion does and asks for the password before sending anything', async () => {
      const dialog = await openDeleteDialog();
      expect(dialog.textContent).toContain(ACCOUNT_MESSAGES.deleteConfirm);
      await submit(button('Hapus akun saya'));
      expect(screen.getByText('Kata sandi Anda wajib di isi', { selector: '.field-error' })).toBeTruthy();
      expect(api.calls('POST', '/account/delete')).toHaveLength(0);
      fireEvent.click(button('Batal'));
      expect(screen.queryByRole('alertdialog', { name: 'Hapus akun' })).toBeNull();
    });

    it('shows a wrong password under the field and keeps the session', async () => {
      api.on('POST', '/account/delete', () =>
        fail(400, AUTH_MESSAGES.wrongPassword, { password: [AUTH_MESSAGES.wrongPassword] }),
      );
      await openDeleteDialog();
      type(screen.getByLabelText('Kata sandi Anda'), 'keliru');
      await submit(button('Hapus akun saya'));
      expect(await screen.findByText(AUTH_MESSAGES.wrongPassword, { selector: '.field-error' })).toBeTruthy();
      expect(api.calls('POST', '/account/delete')[0]!.body).toMatchObject({ password: 'keliru' });
      expect(screen.getByRole('alertdialog', { name: 'Hapus akun' })).toBeTruthy();
      expect(getAuthUser()?.token).toBe('sesi-ini');
    });

    it('on success forgets the session and private data, goes to the landing page and says so', async () => {
      localStorage.setItem(`${PRIVATE_STORAGE_PREFIX}draft`, '{"nik":"3374010101980001"}');
      api.on('POST', '/account/delete', () => ok(null, ACCOUNT_MESSAGES.deleted));
      const router = openWithLanding();
      fireEvent.click(await screen.findByRole('button', { name: 'Hapus akun' }));
      type(screen.getByLabelText('Kata sandi Anda'), 'kopi-susu-pagi-hari');
      await submit(button('Hapus akun saya'));
      expect(await screen.findByText('Beranda (tujuan)')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      const sent = api.calls('POST', '/account/delete')[0]!;
      expect(sent.headers.authorization).toBe('Bearer sesi-ini');
      expect(sent.body).toMatchObject({ password: 'kopi-susu-pagi-hari' });
      expect(getAuthUser()).toBeNull();
      expect(document.cookie).not.toContain('sesi-ini');
      expect(localStorage.getItem(`${PRIVATE_STORAGE_PREFIX}draft`)).toBeNull();
      const done = await screen.findByRole('alertdialog');
      expect(done.textContent).toContain(ACCOUNT_MESSAGES.deleted);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Oke' })));
    });
  });
});
