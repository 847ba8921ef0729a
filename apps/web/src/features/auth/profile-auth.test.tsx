import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AuthUserDataSchema, ChangeAccountDataSchema } from '@siloker/shared/schemas/auth';
import { MESSAGES } from '@siloker/shared/messages';
import { NOTIFICATION_MAIL_KIND_LABELS } from '@siloker/shared/schemas/notification-constants';
import {
  NOTIFICATION_MAIL_MESSAGES,
  NotificationMailDataSchema,
} from '@siloker/shared/schemas/notifications';
import { getAuthUser, setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { ProfileAuth } from './profile-auth.tsx';
import { fail, ok, renderScreen, submit, type, setupFakeApi } from '../../testing/fake-api.tsx';

const api = setupFakeApi();
const MAIL = '/account/notification-mail';
const SEEKER_KINDS = ['applications', 'invitations', 'verification', 'ak1'];
const stored = authUser({
  token: 'sesi-ini',
  expired_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
});
beforeEach(() => {
  setAuthUser(stored);
  // The server echoes the current token on /auth/me.
  api.on('GET', '/auth/me', () =>
    ok(AuthUserDataSchema.parse({ user: stored }), AUTH_MESSAGES.profileLoaded),
  );
  api.on('GET', MAIL, () => ok({ kinds: SEEKER_KINDS, off: [] }));
});

const open = () => renderScreen(<ProfileAuth />, { path: '/panel/profil-akun' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: /Simpan|Menyimpan/ });

describe('ProfileAuth (/panel/profil-akun)', () => {
  it('loads the account from /auth/me into the form', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil Akun' })).toBeTruthy();
    await waitFor(() => expect(field('Nama').value).toBe('Budi Santoso'));
    expect(field('Email').value).toBe('budi@contoh.id');
    expect(field('Nomor telepon').value).toBe('081234567890');
    expect(screen.queryByLabelText('Kata sandi saat ini')).toBeNull();
  });

  it('asks for the current password only while the e-mail differs', async () => {
    open();
    await waitFor(() => expect(field('Email').value).toBe('budi@contoh.id'));
    type(field('Email'), 'BUDI@contoh.id');
    expect(screen.queryByLabelText('Kata sandi saat ini')).toBeNull();
    type(field('Email'), 'budi.baru@contoh.id');
    expect(field('Kata sandi saat ini')).toBeTruthy();
    await submit(save());
    expect(screen.getByText('Kata sandi saat ini wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(api.calls('POST', '/auth/change-account')).toHaveLength(0);
    type(field('Email'), 'budi@contoh.id');
    expect(screen.queryByLabelText('Kata sandi saat ini')).toBeNull();
  });

  it('checks name and phone with the §5 messages', async () => {
    open();
    await waitFor(() => expect(field('Nama').value).toBe('Budi Santoso'));
    type(field('Nama'), ' ');
    type(field('Nomor telepon'), '08ab');
    expect(screen.getByText('Nama wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(
      screen.getByText('Nomor telepon hanya boleh berisi angka', { selector: '.field-error' }),
    ).toBeTruthy();
    type(field('Nomor telepon'), '0812 3456 7890');
    expect(screen.queryByText(/Nomor telepon/, { selector: '.field-error' })).toBeNull();
  });

  it("saves a new e-mail with the password, keeps the session token and shows the server's message", async () => {
    api.on('POST', '/auth/change-account', () =>
      ok(
        ChangeAccountDataSchema.parse({
          user: { ...stored, name: 'Budi S.', phone: '0811111111' },
          pending_email: 'budi.baru@contoh.id',
        }),
        AUTH_MESSAGES.emailChangePending,
      ),
    );
    open();
    await waitFor(() => expect(field('Nama').value).toBe('Budi Santoso'));
    type(field('Nama'), 'Budi S.');
    type(field('Nomor telepon'), '0811111111');
    type(field('Email'), 'budi.baru@contoh.id');
    type(field('Kata sandi saat ini'), 'sandi-sekarang');
    await submit(save());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(AUTH_MESSAGES.emailChangePending);
    const sent = api.calls('POST', '/auth/change-account')[0]!;
    expect(sent.headers.authorization).toBe('Bearer sesi-ini');
    expect(sent.body).toMatchObject({
      name: 'Budi S.',
      email: 'budi.baru@contoh.id',
      phone: '0811111111',
      password: 'sandi-sekarang',
    });
    expect(getAuthUser()).toMatchObject({ name: 'Budi S.', phone: '0811111111', token: 'sesi-ini' });
    expect(getAuthUser()?.expired_at).toBe(stored.expired_at);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Oke' })));
    // The old address stays until the new one confirms its link.
    expect(field('Email').value).toBe('budi@contoh.id');
    expect(screen.getByText('budi.baru@contoh.id')).toBeTruthy();
    expect(screen.queryByLabelText('Kata sandi saat ini')).toBeNull();
  });

  it('does not send a password when the e-mail stays the same', async () => {
    api.on('POST', '/auth/change-account', () =>
      ok(ChangeAccountDataSchema.parse({ user: stored, pending_email: null }), AUTH_MESSAGES.accountSaved),
    );
    open();
    await waitFor(() => expect(field('Nama').value).toBe('Budi Santoso'));
    await submit(save());
    await screen.findByRole('alertdialog');
    expect(api.calls('POST', '/auth/change-account')[0]!.body).not.toHaveProperty('password');
  });

  it('shows a wrong current password under its field', async () => {
    api.on('POST', '/auth/change-account', () =>
      fail(400, AUTH_MESSAGES.wrongPassword, { password: [AUTH_MESSAGES.wrongPassword] }),
    );
    open();
    await waitFor(() => expect(field('Email').value).toBe('budi@contoh.id'));
    type(field('Email'), 'budi.baru@contoh.id');
    type(field('Kata sandi saat ini'), 'keliru');
    await submit(save());
    expect(await screen.findByText(AUTH_MESSAGES.wrongPassword, { selector: '.field-error' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('warns that the session ended and clears the user on a 401', async () => {
    api.on('GET', '/auth/me', () => fail(401, MESSAGES.unauthorized));
    const router = open();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Sesi Anda telah berakhir. Silakan login kembali.');
    expect(getAuthUser()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/masuk'));
  });

  describe("'Notifikasi lewat e-mail'", () => {
    const switchOf = (kind: keyof typeof NOTIFICATION_MAIL_KIND_LABELS) =>
      screen.getByRole('switch', { name: NOTIFICATION_MAIL_KIND_LABELS[kind] }) as HTMLInputElement;

    it('shows one switch per kind the role receives, on unless turned off', async () => {
      api.on('GET', MAIL, () => ok(NotificationMailDataSchema.parse({ kinds: SEEKER_KINDS, off: ['ak1'] })));
      open();
      expect(await screen.findByRole('heading', { level: 2, name: 'Notifikasi lewat e-mail' })).toBeTruthy();
      await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(4));
      expect(switchOf('applications').checked).toBe(true);
      expect(switchOf('verification').checked).toBe(true);
      expect(switchOf('ak1').checked).toBe(false);
    });

    it('shows a company only its own kinds', async () => {
      api.on('GET', MAIL, () =>
        ok({ kinds: ['applications', 'invitations', 'verification'], off: ['invitations'] }),
      );
      open();
      await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(3));
      expect(screen.queryByRole('switch', { name: NOTIFICATION_MAIL_KIND_LABELS.ak1 })).toBeNull();
      expect(switchOf('invitations').checked).toBe(false);
    });

    it('saves a switch at once with every kind that is off and confirms with a toast', async () => {
      api.on('POST', MAIL, (req) =>
        ok({ kinds: SEEKER_KINDS, off: req.body.off }, NOTIFICATION_MAIL_MESSAGES.saved),
      );
      open();
      await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(4));
      await act(async () => fireEvent.click(switchOf('applications')));
      expect(await screen.findByText(NOTIFICATION_MAIL_MESSAGES.saved)).toBeTruthy();
      expect(api.calls('POST', MAIL)[0]!.body).toMatchObject({ off: ['applications'] });
      expect(switchOf('applications').checked).toBe(false);

      await act(async () => fireEvent.click(switchOf('ak1')));
      await waitFor(() => expect(api.calls('POST', MAIL)).toHaveLength(2));
      expect(api.calls('POST', MAIL)[1]!.body).toMatchObject({ off: ['applications', 'ak1'] });
      await act(async () => fireEvent.click(switchOf('applications')));
      await waitFor(() => expect(api.calls('POST', MAIL)).toHaveLength(3));
      expect(api.calls('POST', MAIL)[2]!.body).toMatchObject({ off: ['ak1'] });
      await waitFor(() => expect(switchOf('applications').checked).toBe(true));
    });

    it('puts the switch back and shows the server’s message when saving fails', async () => {
      api.on('POST', MAIL, () => fail(400, 'Data tidak valid.'));
      open();
      await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(4));
      await act(async () => fireEvent.click(switchOf('invitations')));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain('Data tidak valid.');
      expect(switchOf('invitations').checked).toBe(true);
    });

    it('has no e-mail switches for the office account', async () => {
      const office = { ...stored, role_name: 'admin' as const, seeker_detail_id: null };
      setAuthUser(office);
      api.on('GET', '/auth/me', () => ok(AuthUserDataSchema.parse({ user: office })));
      open();
      await waitFor(() => expect(field('Nama').value).toBe('Budi Santoso'));
      expect(screen.queryByRole('heading', { name: 'Notifikasi lewat e-mail' })).toBeNull();
      expect(api.calls('GET', MAIL)).toHaveLength(0);
    });
  });
});
