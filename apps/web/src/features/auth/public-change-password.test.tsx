import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@siloker/shared/schemas/auth';
import { PublicChangePassword } from './public-change-password.tsx';
import { fail, ok, renderScreen, submit, type, setupFakeApi } from '../../testing/fake-api.tsx';

const api = setupFakeApi();

const open = (search: string) =>
  renderScreen(<PublicChangePassword />, { path: '/ubah-kata-sandi', url: `/ubah-kata-sandi${search}` });
const change = () => screen.getByRole('button', { name: /Ubah Kata Sandi|Menyimpan/ });

describe('PublicChangePassword (/ubah-kata-sandi)', () => {
  it("sets the new password with the link's email and token, confirms with 'Oke', then opens Masuk", async () => {
    api.on('POST', '/auth/change-password', () => ok(null, AUTH_MESSAGES.passwordChanged));
    const router = open('?email=budi%40contoh.id&token=tok-reset');
    expect(screen.getByRole('heading', { level: 1, name: 'Ubah Kata Sandi' })).toBeTruthy();
    type(screen.getByLabelText('Kata sandi'), 'sandi-baru-2025');
    type(screen.getByLabelText('Konfirmasi kata sandi'), 'sandi-baru-2025');
    await submit(change());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(AUTH_MESSAGES.passwordChanged);
    expect(api.calls('POST', '/auth/change-password')[0]!.body).toMatchObject({
      email: 'budi@contoh.id',
      token: 'tok-reset',
      password: 'sandi-baru-2025',
      password_confirmation: 'sandi-baru-2025',
      is_from_panel: false,
    });
    expect(router.state.location.pathname).toBe('/ubah-kata-sandi');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Oke' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/masuk'));
  });

  it('checks the confirmation and length on the client', async () => {
    open('?email=budi%40contoh.id&token=tok-reset');
    type(screen.getByLabelText('Kata sandi'), 'sandi-baru-2025');
    type(screen.getByLabelText('Konfirmasi kata sandi'), 'sandi-baru-2024');
    expect(
      screen.getByText('Konfirmasi kata sandi harus sama dengan Kata sandi', { selector: '.field-error' }),
    ).toBeTruthy();
    type(screen.getByLabelText('Kata sandi'), '1234567');
    expect(
      screen.getByText('Kata sandi harus memiliki minimal 8 karakter', { selector: '.field-error' }),
    ).toBeTruthy();
    await submit(change());
    expect(api.calls('POST', '/auth/change-password')).toHaveLength(0);
  });

  it("shows an expired link's message in the server's dialog", async () => {
    api.on('POST', '/auth/change-password', () => fail(400, AUTH_MESSAGES.invalidResetLink));
    open('?email=budi%40contoh.id&token=kedaluwarsa');
    type(screen.getByLabelText('Kata sandi'), 'sandi-baru-2025');
    type(screen.getByLabelText('Konfirmasi kata sandi'), 'sandi-baru-2025');
    await submit(change());
    expect((await screen.findByRole('alertdialog')).textContent).toContain(AUTH_MESSAGES.invalidResetLink);
  });

  it('explains an incomplete link and shows no form', () => {
    open('?token=tok-reset');
    expect(screen.getByRole('alert').textContent).toContain('Tautan ubah kata sandi tidak lengkap.');
    expect(screen.queryByLabelText('Kata sandi')).toBeNull();
    expect(screen.getByRole('link', { name: 'Minta tautan baru' }).getAttribute('href')).toBe(
      '/atur-ulang-kata-sandi',
    );
  });
});
