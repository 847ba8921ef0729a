import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthUserDataSchema, AUTH_MESSAGES } from '@siloker/shared/schemas/auth';
import { getAuthUser, USER_STORAGE_KEY } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { Login } from './login.tsx';
import { DROP, fail, gate, ok, renderScreen, submit, type, setupFakeApi } from '../../testing/fake-api.tsx';

const api = setupFakeApi();

const open = () => renderScreen(<Login />, { path: '/masuk' });
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Kata sandi');
const button = () => screen.getByRole('button', { name: /Masuk|Memproses/ });

describe('Login (/masuk)', () => {
  it('shows the §5 messages under the fields and sends nothing when the form is empty', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Masuk' })).toBeTruthy();
    await submit(button());
    expect(screen.getByText('Email wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('Kata sandi wajib di isi', { selector: '.field-error' })).toBeTruthy();
    const describedBy = email().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email wajib di isi');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(api.calls('POST', '/auth/login')).toHaveLength(0);
  });

  it('shows only the first error of a field', () => {
    open();
    type(email(), 'budi');
    expect(
      screen.getByText('Format Email tidak valid, harap gunakan format email yang benar', {
        selector: '.field-error',
      }),
    ).toBeTruthy();
    expect(document.querySelectorAll('.field-error')).toHaveLength(1);
  });

  it('signs in: busy button while sending, then stores the user, toasts and opens the dashboard', async () => {
    const user = authUser();
    const answer = gate();
    api.on('POST', '/auth/login', async () => {
      await answer.promise;
      return ok(AuthUserDataSchema.parse({ user }), AUTH_MESSAGES.loggedIn);
    });
    const router = open();
    type(email(), '  budi@contoh.id ');
    type(password(), 'rahasia-budi-123');
    fireCheckbox();
    await submit(button());
    await waitFor(() => expect(api.calls('POST', '/auth/login')).toHaveLength(1));
    const pending = screen.getByRole('button', { name: 'Memproses...' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect(api.calls('POST', '/auth/login')[0]!.body).toMatchObject({
      email: 'budi@contoh.id',
      password: 'rahasia-budi-123',
      save_auth: true,
    });
    answer.open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/halaman-utama'));
    expect(getAuthUser()?.token).toBe(user.token);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}').email).toBe('budi@contoh.id');
    expect(document.cookie).toContain('auth=');
    expect(screen.getByRole('status').textContent).toContain(AUTH_MESSAGES.loggedIn);
  });

  /** Signs in at /masuk?kembali=<back>; where the app went next. */
  const signInFrom = async (back: string) => {
    api.on('POST', '/auth/login', () =>
      ok(AuthUserDataSchema.parse({ user: authUser() }), AUTH_MESSAGES.loggedIn),
    );
    const router = renderScreen(<Login />, {
      path: '/masuk',
      url: `/masuk?kembali=${encodeURIComponent(back)}`,
    });
    type(email(), 'budi@contoh.id');
    type(password(), 'rahasia-budi-123');
    await submit(button());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/masuk'));
    return `${router.state.location.pathname}${router.state.location.search}`;
  };

  it('goes back to the page that sent a guest here (?kembali=)', async () => {
    // (A page the test router knows; its query tells it from the default landing.)
    expect(await signInFrom('/panel/halaman-utama?dari=simpan')).toBe('/panel/halaman-utama?dari=simpan');
  });

  it.each(['//jahat.example/masuk', '/\\jahat.example', 'https://jahat.example/', 'lowongan-kerja'])(
    'never goes to another site (?kembali=%s): the dashboard instead',
    async (elsewhere) => {
      expect(await signInFrom(elsewhere)).toBe('/panel/halaman-utama');
    },
  );

  it("shows the server's field errors under the fields", async () => {
    api.on('POST', '/auth/login', () =>
      fail(400, 'Format Email tidak valid, harap gunakan format email yang benar', {
        email: ['Alamat ini ditolak server'],
      }),
    );
    open();
    type(email(), 'budi@contoh.id');
    type(password(), 'rahasia-budi-123');
    await submit(button());
    expect(await screen.findByText('Alamat ini ditolak server', { selector: '.field-error' })).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Editing the field clears the server's message.
    type(email(), 'budi2@contoh.id');
    expect(screen.queryByText('Alamat ini ditolak server')).toBeNull();
  });

  it("shows the server's message in a dialog for wrong credentials", async () => {
    api.on('POST', '/auth/login', () => fail(400, AUTH_MESSAGES.invalidCredentials));
    open();
    type(email(), 'budi@contoh.id');
    type(password(), 'salah-salah');
    await submit(button());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Email atau kata sandi salah.');
    expect(getAuthUser()).toBeNull();
  });

  it("toasts 'Terjadi kesalahan saat login.' when the request fails without an answer", async () => {
    api.on('POST', '/auth/login', () => DROP);
    open();
    type(email(), 'budi@contoh.id');
    type(password(), 'rahasia-budi-123');
    await submit(button());
    expect((await screen.findByRole('alert')).textContent).toContain('Terjadi kesalahan saat login.');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers a new activation e-mail when the account is not activated yet', async () => {
    api.on('POST', '/auth/login', () => fail(403, AUTH_MESSAGES.notActivated));
    api.on('POST', '/auth/resend-verification-email', () => ok(null, AUTH_MESSAGES.resendSent));
    open();
    type(email(), 'Budi@Contoh.id');
    type(password(), 'rahasia-budi-123');
    await submit(button());
    // The server's message in the §8 dialog, and the resend action on the page once it is closed.
    expect((await screen.findByRole('alertdialog')).textContent).toContain(AUTH_MESSAGES.notActivated);
    await submit(screen.getByRole('button', { name: 'Oke' }));
    expect(screen.getByRole('alert').textContent).toContain(AUTH_MESSAGES.notActivated);
    await submit(screen.getByRole('button', { name: 'Kirim ulang email aktivasi' }));
    expect(await screen.findByText(AUTH_MESSAGES.resendSent)).toBeTruthy();
    expect(api.calls('POST', '/auth/resend-verification-email')[0]!.body).toMatchObject({
      email: 'Budi@Contoh.id',
    });
  });

  it('links to reset password and to both registration screens', () => {
    open();
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('Lupa kata sandi?')).toBe('/atur-ulang-kata-sandi');
    expect(link('Daftar sebagai Pencari Kerja')).toBe('/registrasi/pencari-kerja');
    expect(link('Daftar sebagai Perusahaan')).toBe('/registrasi/perusahaan');
  });
});

function fireCheckbox() {
  const box = screen.getByLabelText('Ingat saya') as HTMLInputElement;
  box.click();
  expect(box.checked).toBe(true);
}
