import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AuthUserDataSchema } from '@siloker/shared/schemas/auth';
import { getAuthUser } from '../../lib/session.ts';
import { ActivateEmail } from './activate-email.tsx';
import { authUser } from '../../testing/fixtures/auth.ts';
import { DROP, fail, ok, renderScreen, submit, type, setupFakeApi } from '../../testing/fake-api.tsx';

const api = setupFakeApi();

const open = (search: string) =>
  renderScreen(<ActivateEmail />, { path: '/aktifasi-email', url: `/aktifasi-email${search}`, strict: true });

const statusTexts = () =>
  screen
    .getAllByRole('status')
    .map((el) => el.textContent)
    .join(' | ');

describe('ActivateEmail (/aktifasi-email)', () => {
  it('posts the link once even under StrictMode, signs the user in and opens the dashboard', async () => {
    const user = authUser();
    api.on('POST', '/auth/verification-email', () =>
      ok(AuthUserDataSchema.parse({ user }), AUTH_MESSAGES.activated),
    );
    const router = open('?email=budi%40contoh.id&token=tok-sekali-pakai');
    expect(screen.getByRole('heading', { level: 1, name: 'Aktivasi Email' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/halaman-utama'));
    expect(api.calls('POST', '/auth/verification-email')).toHaveLength(1);
    expect(api.calls('POST', '/auth/verification-email')[0]!.body).toMatchObject({
      email: 'budi@contoh.id',
      token: 'tok-sekali-pakai',
    });
    expect(getAuthUser()?.token).toBe(user.token);
    // The success toast; the screen's own progress line may still be there too under load.
    expect(statusTexts()).toContain(AUTH_MESSAGES.activated);
  });

  it("shows the server's own message for a confirmed e-mail change", async () => {
    api.on('POST', '/auth/verification-email', () =>
      ok(
        AuthUserDataSchema.parse({ user: authUser({ email: 'baru@contoh.id' }) }),
        AUTH_MESSAGES.emailChanged,
      ),
    );
    open('?email=baru%40contoh.id&token=tok-ganti-email');
    await waitFor(() => expect(statusTexts()).toContain('Email akun berhasil diubah.'));
    expect(getAuthUser()?.email).toBe('baru@contoh.id');
  });

  it("shows the server's message for a used link and offers a resend with the address filled in", async () => {
    api.on('POST', '/auth/verification-email', () => fail(400, AUTH_MESSAGES.invalidActivationLink));
    api.on('POST', '/auth/resend-verification-email', () => ok(null, AUTH_MESSAGES.resendSent));
    open('?email=budi%40contoh.id&token=sudah-dipakai');
    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_MESSAGES.invalidActivationLink);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('budi@contoh.id');
    await submit(screen.getByRole('button', { name: 'Kirim ulang email aktivasi' }));
    expect(await screen.findByText(AUTH_MESSAGES.resendSent)).toBeTruthy();
    expect(api.calls('POST', '/auth/verification-email')).toHaveLength(1);
    expect(api.calls('POST', '/auth/resend-verification-email')[0]!.body).toMatchObject({
      email: 'budi@contoh.id',
    });
    expect(getAuthUser()).toBeNull();
  });

  it('explains an incomplete link, sends nothing, and validates the resend form', async () => {
    open('?email=budi%40contoh.id');
    expect(screen.getByRole('alert').textContent).toContain('Tautan aktivasi tidak lengkap.');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('budi@contoh.id');
    type(email, 'bukan-email');
    expect(
      screen.getByText('Format Email tidak valid, harap gunakan format email yang benar', {
        selector: '.field-error',
      }),
    ).toBeTruthy();
    await submit(screen.getByRole('button', { name: 'Kirim ulang email aktivasi' }));
    expect(api.requests.filter((r) => r.path.startsWith('/auth/'))).toHaveLength(0);
  });

  it('offers to try again when the request never reached the server', async () => {
    let first = true;
    api.on('POST', '/auth/verification-email', () => {
      if (first) {
        first = false;
        return DROP;
      }
      return ok(AuthUserDataSchema.parse({ user: authUser() }), AUTH_MESSAGES.activated);
    });
    const router = open('?email=budi%40contoh.id&token=tok-sekali-pakai');
    await submit(await screen.findByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/halaman-utama'));
    expect(api.calls('POST', '/auth/verification-email')).toHaveLength(2);
  });
});
