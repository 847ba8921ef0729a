import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { AUTH_MESSAGES, RegisterDataSchema } from '@siloker/shared/schemas/auth';
import { PRIVACY_MESSAGES } from '@siloker/shared/schemas/privacy-constants';
import { USER_STORAGE_KEY } from '../../lib/session.ts';
import { RegisterCompany } from './register-company.tsx';
import { RegisterJobSeeker } from './register-job-seeker.tsx';
import { DROP, fail, gate, ok, renderScreen, submit, type, setupFakeApi } from '../../testing/fake-api.tsx';

const api = setupFakeApi();

const registered = (name: string, email: string, role: 'seeker' | 'company') =>
  ok(
    RegisterDataSchema.parse({
      user: { name, email, role_name: role, status: 'NEED_ACTIVATION', token: null, expired_at: null },
    }),
    AUTH_MESSAGES.registered,
    201,
  );

function fill(values: { name?: string; email?: string; password?: string; confirmation?: string }) {
  if (values.name !== undefined) type(screen.getByRole('textbox', { name: /^Nama/ }), values.name);
  if (values.email !== undefined) type(screen.getByLabelText('Email'), values.email);
  if (values.password !== undefined) type(screen.getByLabelText('Kata sandi'), values.password);
  if (values.confirmation !== undefined)
    type(screen.getByLabelText('Konfirmasi kata sandi'), values.confirmation);
}

/** Ticks the Kebijakan Privasi box (docs/decisions/077). */
const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /Kebijakan Privasi/ }));

const daftar = () => screen.getByRole('button', { name: /Daftar$|Mendaftar/ });

describe('RegisterJobSeeker and RegisterCompany', () => {
  it('checks the fields with the §5 messages and the server limits before sending', async () => {
    renderScreen(<RegisterCompany />, { path: '/registrasi/perusahaan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Daftar Perusahaan' })).toBeTruthy();
    await submit(daftar());
    expect(screen.getByText('Nama Perusahaan wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('Email wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('Kata sandi wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('Konfirmasi kata sandi wajib di isi', { selector: '.field-error' })).toBeTruthy();

    fill({ name: 'PT Kaltim Niaga', email: 'hrd@kaltim.co.id', password: 'pendek', confirmation: 'lain' });
    expect(
      screen.getByText('Kata sandi harus memiliki minimal 8 karakter', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Konfirmasi kata sandi harus sama dengan Kata sandi', { selector: '.field-error' }),
    ).toBeTruthy();
    fill({ password: 'x'.repeat(129) });
    expect(
      screen.getByText('Kata sandi tidak boleh lebih dari 128 karakter', { selector: '.field-error' }),
    ).toBeTruthy();
    fill({ name: 'N'.repeat(151) });
    expect(
      screen.getByText('Nama Perusahaan tidak boleh lebih dari 150 karakter', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/auth/register')).toHaveLength(0);
  });

  it('registers a company, keeps only the auth storage, and shows the activation panel', async () => {
    localStorage.setItem('auth', 'tetap');
    localStorage.setItem(USER_STORAGE_KEY, '{"id":1}');
    localStorage.setItem('seeker_educations', '[1,2]');
    localStorage.setItem('draft_vacancy', '{}');
    const answer = gate();
    api.on('POST', '/auth/register', async () => {
      await answer.promise;
      return registered('PT Kaltim Niaga', 'hrd@kaltim.co.id', 'company');
    });
    api.on('POST', '/auth/resend-verification-email', () => ok(null, AUTH_MESSAGES.resendSent));
    renderScreen(<RegisterCompany />, { path: '/registrasi/perusahaan' });
    fill({
      name: ' PT Kaltim Niaga ',
      email: 'hrd@kaltim.co.id',
      password: 'lowongan-kaltim-2025',
      confirmation: 'lowongan-kaltim-2025',
    });
    agree();
    await submit(daftar());
    await waitFor(() => expect(api.calls('POST', '/auth/register')).toHaveLength(1));
    expect((screen.getByRole('button', { name: 'Mendaftar...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls('POST', '/auth/register')[0]!.body).toMatchObject({
      name: 'PT Kaltim Niaga',
      email: 'hrd@kaltim.co.id',
      password: 'lowongan-kaltim-2025',
      password_confirmation: 'lowongan-kaltim-2025',
      type: 'company',
      roles: ['company'],
      privacy_consent: true,
    });
    answer.open();
    expect(await screen.findByText(AUTH_MESSAGES.registered)).toBeTruthy();
    expect(screen.getByText('hrd@kaltim.co.id')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buka Email' })).toBeTruthy();
    expect(screen.queryByLabelText('Kata sandi')).toBeNull();
    expect(Object.keys(localStorage).sort()).toEqual(['auth', USER_STORAGE_KEY].sort());

    await submit(screen.getByRole('button', { name: 'Kirim ulang email aktivasi' }));
    expect(await screen.findByText(AUTH_MESSAGES.resendSent)).toBeTruthy();
    expect(api.calls('POST', '/auth/resend-verification-email')[0]!.body).toMatchObject({
      email: 'hrd@kaltim.co.id',
    });
  });

  it('sends type seeker from the job seeker screen and links to Masuk', async () => {
    api.on('POST', '/auth/register', () => registered('Budi', 'budi@contoh.id', 'seeker'));
    renderScreen(<RegisterJobSeeker />, { path: '/registrasi/pencari-kerja' });
    expect(screen.getByRole('heading', { level: 1, name: 'Daftar Pencari Kerja' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/masuk');
    fill({
      name: 'Budi',
      email: 'budi@contoh.id',
      password: 'rahasia-budi-123',
      confirmation: 'rahasia-budi-123',
    });
    agree();
    await submit(daftar());
    await screen.findByText(AUTH_MESSAGES.registered);
    expect(api.calls('POST', '/auth/register')[0]!.body).toMatchObject({ type: 'seeker', roles: ['seeker'] });
  });

  it("shows the server's field error (a common password) under the field", async () => {
    api.on('POST', '/auth/register', () =>
      fail(400, AUTH_MESSAGES.passwordTooCommon, { password: [AUTH_MESSAGES.passwordTooCommon] }),
    );
    renderScreen(<RegisterJobSeeker />, { path: '/registrasi/pencari-kerja' });
    fill({ name: 'Budi', email: 'budi@contoh.id', password: 'password123', confirmation: 'password123' });
    agree();
    await submit(daftar());
    const message = await screen.findByText(AUTH_MESSAGES.passwordTooCommon, { selector: '.field-error' });
    expect(screen.getByLabelText('Kata sandi').getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(screen.getByLabelText('Kata sandi'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("toasts 'Terjadi kesalahan saat register.' when the request fails without an answer", async () => {
    api.on('POST', '/auth/register', () => DROP);
    renderScreen(<RegisterJobSeeker />, { path: '/registrasi/pencari-kerja' });
    fill({
      name: 'Budi',
      email: 'budi@contoh.id',
      password: 'rahasia-budi-123',
      confirmation: 'rahasia-budi-123',
    });
    agree();
    await submit(daftar());
    expect((await screen.findByRole('alert')).textContent).toContain('Terjadi kesalahan saat register.');
    expect(screen.getByLabelText('Kata sandi')).toBeTruthy();
  });

  it('asks for consent to the Kebijakan Privasi, linked, before sending, and shows the server’s refusal', async () => {
    api.on('POST', '/auth/register', () =>
      fail(400, 'Data tidak valid', { privacy_consent: [PRIVACY_MESSAGES.consentRequired] }),
    );
    renderScreen(<RegisterJobSeeker />, { path: '/registrasi/pencari-kerja' });
    const link = screen.getByRole('link', { name: 'Kebijakan Privasi' });
    expect(link.getAttribute('href')).toBe('/kebijakan-privasi');
    expect(link.getAttribute('target')).toBe('_blank');
    const box = screen.getByRole('checkbox', { name: /Saya telah membaca dan menyetujui Kebijakan Privasi/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fill({
      name: 'Budi',
      email: 'budi@contoh.id',
      password: 'rahasia-budi-123',
      confirmation: 'rahasia-budi-123',
    });
    await submit(daftar());
    expect(screen.getByText(PRIVACY_MESSAGES.consentRequired, { selector: '.field-error' })).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', '/auth/register')).toHaveLength(0);
    // Listed in the form's summary too, its link moving to the box (docs/decisions/084).
    const summary = screen.getByRole('alert', { name: MESSAGES.formErrorSummaryTitle });
    fireEvent.click(within(summary).getByRole('link', { name: PRIVACY_MESSAGES.consentRequired }));
    expect(document.activeElement).toBe(box);

    agree();
    expect(screen.queryByText(PRIVACY_MESSAGES.consentRequired)).toBeNull();
    await submit(daftar());
    await waitFor(() => expect(api.calls('POST', '/auth/register')).toHaveLength(1));
    expect(api.calls('POST', '/auth/register')[0]!.body).toMatchObject({ privacy_consent: true });
    // A refusal of the server (an older notice version, say) shows under the box, not as a dialog.
    expect(
      await screen.findByText(PRIVACY_MESSAGES.consentRequired, { selector: '.field-error' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
