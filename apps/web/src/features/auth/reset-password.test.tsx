import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@siloker/shared/schemas/auth';
import { ResetPassword } from './reset-password.tsx';
import { fail, gate, ok, renderScreen, submit, type, setupFakeApi } from '../../testing/fake-api.tsx';

const api = setupFakeApi();

const open = () => renderScreen(<ResetPassword />, { path: '/atur-ulang-kata-sandi' });
const send = () => screen.getByRole('button', { name: /Kirim Tautan|Mengirim/ });

describe('ResetPassword (/atur-ulang-kata-sandi)', () => {
  it('validates the address before sending', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Atur Ulang Kata Sandi' })).toBeTruthy();
    await submit(send());
    expect(screen.getByText('Email wajib di isi', { selector: '.field-error' })).toBeTruthy();
    type(screen.getByLabelText('Email'), `${'a'.repeat(250)}@x.id`);
    expect(
      screen.getByText('Email tidak boleh lebih dari 254 karakter', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/auth/send-email-reset-password')).toHaveLength(0);
  });

  it("sends the link request and shows the server's answer in place of the form", async () => {
    const answer = gate();
    api.on('POST', '/auth/send-email-reset-password', async () => {
      await answer.promise;
      return ok(null, AUTH_MESSAGES.resetSent);
    });
    open();
    type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await submit(send());
    await waitFor(() => expect((send() as HTMLButtonElement).disabled).toBe(true));
    expect(send().textContent).toBe('Mengirim...');
    answer.open();
    expect(await screen.findByText(AUTH_MESSAGES.resetSent)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('button', { name: 'Buka Email' })).toBeTruthy();
    expect(api.calls('POST', '/auth/send-email-reset-password')[0]!.body).toMatchObject({
      email: 'budi@contoh.id',
    });
  });

  it("shows a throttle answer in the server's dialog", async () => {
    api.on('POST', '/auth/send-email-reset-password', () =>
      fail(429, 'Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.'),
    );
    open();
    type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await submit(send());
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Terlalu banyak percobaan.');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});
