import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@siloker/shared/schemas/auth';
import { getAuthUser, setAuthUser } from '../../lib/session.ts';
import { ChangePassword } from './change-password.tsx';
import { authUser } from '../../testing/fixtures/auth.ts';
import { DROP, fail, gate, ok, renderScreen, submit, type, setupFakeApi } from '../../testing/fake-api.tsx';

const api = setupFakeApi();
beforeEach(() => setAuthUser(authUser({ token: 'sesi-ini' })));

const open = () => renderScreen(<ChangePassword />, { path: '/panel/ubah-kata-sandi' });
const change = () => screen.getByRole('button', { name: /Ubah Kata Sandi|Menyimpan/ });
function fill(old: string, next: string, confirmation = next) {
  type(screen.getByLabelText('Kata sandi lama'), old);
  type(screen.getByLabelText('Kata sandi'), next);
  type(screen.getByLabelText('Konfirmasi kata sandi'), confirmation);
}

describe('ChangePassword (/panel/ubah-kata-sandi)', () => {
  it('requires the old password', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Ubah Kata Sandi' })).toBeTruthy();
    await submit(change());
    expect(screen.getByText('Kata sandi lama wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('Kata sandi wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(api.calls('POST', '/auth/change-password')).toHaveLength(0);
  });

  it("changes the password with the session's token, says so with 'Oke' and clears the form", async () => {
    const answer = gate();
    api.on('POST', '/auth/change-password', async () => {
      await answer.promise;
      return ok(null, AUTH_MESSAGES.passwordChanged);
    });
    open();
    fill('sandi-lama-2024', 'sandi-baru-2025');
    await submit(change());
    await waitFor(() => expect((change() as HTMLButtonElement).disabled).toBe(true));
    expect(change().textContent).toBe('Menyimpan...');
    answer.open();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(AUTH_MESSAGES.passwordChanged);
    const sent = api.calls('POST', '/auth/change-password')[0]!;
    expect(sent.headers.authorization).toBe('Bearer sesi-ini');
    expect(sent.body).toMatchObject({
      password_old: 'sandi-lama-2024',
      password: 'sandi-baru-2025',
      password_confirmation: 'sandi-baru-2025',
      is_from_panel: true,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Oke' })));
    expect((screen.getByLabelText('Kata sandi lama') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Kata sandi') as HTMLInputElement).value).toBe('');
    expect(document.querySelectorAll('.field-error')).toHaveLength(0);
    expect(getAuthUser()?.token).toBe('sesi-ini');
  });

  it('shows a wrong old password under its field', async () => {
    api.on('POST', '/auth/change-password', () =>
      fail(400, AUTH_MESSAGES.wrongOldPassword, { password_old: [AUTH_MESSAGES.wrongOldPassword] }),
    );
    open();
    fill('keliru-sekali', 'sandi-baru-2025');
    await submit(change());
    expect(
      await screen.findByText(AUTH_MESSAGES.wrongOldPassword, { selector: '.field-error' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Kata sandi lama').getAttribute('aria-invalid')).toBe('true');
  });

  it("toasts 'Terjadi kesalahan saat mengubah kata sandi.' when the request fails without an answer", async () => {
    api.on('POST', '/auth/change-password', () => DROP);
    open();
    fill('sandi-lama-2024', 'sandi-baru-2025');
    await submit(change());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Terjadi kesalahan saat mengubah kata sandi.',
    );
  });

  it('shows and hides the password with a toggle that does not repeat the label', async () => {
    open();
    const input = screen.getByLabelText('Kata sandi') as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggles = screen.getAllByRole('button', { name: 'Tampilkan' });
    expect(toggles).toHaveLength(3);
    await act(async () => fireEvent.click(toggles[1]!));
    expect(input.type).toBe('text');
    expect(screen.getAllByRole('button', { name: 'Sembunyikan' })).toHaveLength(1);
  });
});
