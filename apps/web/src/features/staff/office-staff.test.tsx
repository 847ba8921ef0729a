import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffListDataSchema, type StaffMember } from '@siloker/shared/schemas/staff';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { OfficeStaff } from './office-staff.tsx';

const api = setupFakeApi();

const member = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 33,
  name: 'Petugas Dinas',
  email: 'dinas@contoh.id',
  active: true,
  office_role: 'ADMINISTRATOR',
  deactivated_at: null,
  last_login_at: '2026-03-01T01:00:00.000Z',
  created_at: '2026-01-01T01:00:00.000Z',
  is_self: true,
  ...overrides,
});

const serve = (staff: StaffMember[]) =>
  api.on('GET', '/office/staff', () =>
    ok(
      StaffListDataSchema.parse({
        staff,
        total: staff.length,
        active_count: staff.filter((s) => s.active).length,
        active_administrator_count: staff.filter((s) => s.active && s.office_role === 'ADMINISTRATOR').length,
      }),
    ),
  );

const open = () => {
  setAuthUser(officeUser);
  return renderScreen(<OfficeStaff />, { path: '/panel/staf' });
};

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name: new RegExp(name) })).closest('li')!;

describe('Staf Dinas (/panel/staf): the office adds staff and switches them off', () => {
  it('lists the staff with their status; one’s own account has no switch', async () => {
    serve([
      member(),
      member({ id: 40, name: 'Rina Petugas', email: 'rina@contoh.id', is_self: false, last_login_at: null }),
      member({
        id: 41,
        name: 'Budi Petugas',
        email: 'budi@contoh.id',
        is_self: false,
        active: false,
        deactivated_at: '2026-03-02T01:00:00.000Z',
      }),
    ]);
    open();
    const self = await cardOf('Petugas Dinas');
    expect(within(self).getByText('(Anda)')).toBeTruthy();
    expect(within(self).queryByRole('button')).toBeNull();
    const rina = await cardOf('Rina Petugas');
    expect(within(rina).getByText('Aktif')).toBeTruthy();
    expect(within(rina).getByText('Belum pernah masuk')).toBeTruthy();
    expect(within(rina).getByRole('button', { name: 'Nonaktifkan Rina Petugas' })).toBeTruthy();
    const budi = await cardOf('Budi Petugas');
    expect(within(budi).getByText(/^Nonaktif sejak/)).toBeTruthy();
    expect(within(budi).getByRole('button', { name: 'Aktifkan Budi Petugas' })).toBeTruthy();
    expect(api.lastQuery('/office/staff')).toEqual({ offset: '0', limit: '10' });
  });

  it('switches a staff member off only after the confirmation, and tells the server’s refusal', async () => {
    serve([member(), member({ id: 40, name: 'Rina Petugas', email: 'rina@contoh.id', is_self: false })]);
    let answer = ok({ staff: member({ id: 40, is_self: false, active: false }) }, 'Akun staf dinonaktifkan.');
    api.on('POST', '/office/staff/40/status', () => answer);
    open();
    const rina = await cardOf('Rina Petugas');
    fireEvent.click(within(rina).getByRole('button', { name: 'Nonaktifkan Rina Petugas' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Nonaktifkan staf' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(api.calls('POST', '/office/staff/40/status')).toHaveLength(0);

    fireEvent.click(within(rina).getByRole('button', { name: 'Nonaktifkan Rina Petugas' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Nonaktifkan staf' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya, nonaktifkan' }));
    await waitFor(() => expect(api.calls('POST', '/office/staff/40/status')).toHaveLength(1));
    expect(api.calls('POST', '/office/staff/40/status')[0]!.body).toMatchObject({ active: false });
    expect(await screen.findByText('Akun staf dinonaktifkan.')).toBeTruthy();

    answer = fail(409, 'Akun ini adalah satu-satunya staf aktif dan tidak dapat dinonaktifkan.');
    fireEvent.click(within(rina).getByRole('button', { name: 'Nonaktifkan Rina Petugas' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Nonaktifkan staf' })).getByRole('button', {
        name: 'Ya, nonaktifkan',
      }),
    );
    const error = await screen.findByRole('alertdialog', { name: 'Terjadi Kesalahan' });
    expect(within(error).getByText(/satu-satunya staf aktif/)).toBeTruthy();
  });

  it('adds a staff member with the registration’s rules and shows the server’s field error', async () => {
    serve([member()]);
    let answer = fail(409, 'Email ini sudah dipakai akun lain.', {
      email: ['Email ini sudah dipakai akun lain.'],
    });
    api.on('POST', '/office/staff', () => answer);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah staf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah staf Dinas' });
    await submit(within(dialog).getByRole('button', { name: 'Tambah staf' }));
    expect(await within(dialog).findByText('Nama wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(api.calls('POST', '/office/staff')).toHaveLength(0);

    type(within(dialog).getByLabelText('Nama'), 'Sari Petugas');
    type(within(dialog).getByLabelText('Email'), 'sari@contoh.id');
    type(within(dialog).getByLabelText('Kata sandi awal'), 'pendek');
    type(within(dialog).getByLabelText('Konfirmasi kata sandi awal'), 'pendek');
    await submit(within(dialog).getByRole('button', { name: 'Tambah staf' }));
    expect(
      await within(dialog).findByText('Kata sandi awal harus memiliki minimal 8 karakter', {
        selector: '.field-error',
      }),
    ).toBeTruthy();

    type(within(dialog).getByLabelText('Kata sandi awal'), 'teh-manis-sore-hari');
    type(within(dialog).getByLabelText('Konfirmasi kata sandi awal'), 'teh-manis-sore-hari');
    await submit(within(dialog).getByRole('button', { name: 'Tambah staf' }));
    expect(
      await within(dialog).findByText('Email ini sudah dipakai akun lain.', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/office/staff')[0]!.body).toMatchObject({
      name: 'Sari Petugas',
      email: 'sari@contoh.id',
      password: 'teh-manis-sore-hari',
    });
    expect(api.calls('POST', '/office/staff')[0]!.body.password_confirmation).toBeUndefined();

    answer = ok(
      { staff: member({ id: 50, name: 'Sari Petugas', is_self: false }) },
      'Staf berhasil ditambahkan dan dapat langsung masuk.',
      201,
    );
    type(within(dialog).getByLabelText('Email'), 'sari.baru@contoh.id');
    await submit(within(dialog).getByRole('button', { name: 'Tambah staf' }));
    expect(await screen.findByText('Staf berhasil ditambahkan dan dapat langsung masuk.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah staf Dinas' })).toBeNull());
  });

  it('shows each account’s role and lets the administrator change another’s, never its own or the last administrator’s', async () => {
    serve([
      member(),
      member({
        id: 40,
        name: 'Rina Petugas',
        email: 'rina@contoh.id',
        is_self: false,
        office_role: 'VERIFIER',
      }),
    ]);
    api.on('POST', '/office/staff/40/role', () =>
      ok(
        { staff: member({ id: 40, is_self: false, office_role: 'ADMINISTRATOR' }) },
        'Peran staf berhasil diubah.',
      ),
    );
    open();
    const self = await cardOf('Petugas Dinas');
    expect(within(self).getByText('Administrator')).toBeTruthy();
    expect(within(self).queryByRole('combobox')).toBeNull();
    // The only active administrator cannot be switched off either.
    const rina = await cardOf('Rina Petugas');
    const select = within(rina).getByRole('combobox', { name: 'Peran Rina Petugas' }) as HTMLSelectElement;
    expect(select.value).toBe('VERIFIER');
    fireEvent.change(select, { target: { value: 'ADMINISTRATOR' } });
    const confirm = await screen.findByRole('alertdialog', { name: 'Ubah peran' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya, ubah peran' }));
    await waitFor(() => expect(api.calls('POST', '/office/staff/40/role')).toHaveLength(1));
    expect(api.calls('POST', '/office/staff/40/role')[0]!.body).toMatchObject({
      office_role: 'ADMINISTRATOR',
    });
    expect(await screen.findByText('Peran staf berhasil diubah.')).toBeTruthy();
  });

  it('locks the role and the switch of the last active administrator', async () => {
    serve([
      member({ office_role: 'VERIFIER' }),
      member({ id: 40, name: 'Rina Petugas', email: 'rina@contoh.id', is_self: false }),
    ]);
    open();
    const rina = await cardOf('Rina Petugas');
    expect(
      (within(rina).getByRole('combobox', { name: 'Peran Rina Petugas' }) as HTMLSelectElement).disabled,
    ).toBe(true);
    expect(
      (within(rina).getByRole('button', { name: 'Nonaktifkan Rina Petugas' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('sends the role picked when adding staff, a verifier unless changed', async () => {
    serve([member()]);
    api.on('POST', '/office/staff', () =>
      ok(
        { staff: member({ id: 51, name: 'Dedi', is_self: false }) },
        'Staf berhasil ditambahkan dan dapat langsung masuk.',
        201,
      ),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah staf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah staf Dinas' });
    const role = within(dialog).getByLabelText('Peran') as HTMLSelectElement;
    expect(role.value).toBe('VERIFIER');
    type(within(dialog).getByLabelText('Nama'), 'Dedi Petugas');
    type(within(dialog).getByLabelText('Email'), 'dedi@contoh.id');
    type(within(dialog).getByLabelText('Kata sandi awal'), 'teh-manis-sore-hari');
    type(within(dialog).getByLabelText('Konfirmasi kata sandi awal'), 'teh-manis-sore-hari');
    fireEvent.change(role, { target: { value: 'ADMINISTRATOR' } });
    await submit(within(dialog).getByRole('button', { name: 'Tambah staf' }));
    await waitFor(() => expect(api.calls('POST', '/office/staff')).toHaveLength(1));
    expect(api.calls('POST', '/office/staff')[0]!.body).toMatchObject({
      email: 'dedi@contoh.id',
      office_role: 'ADMINISTRATOR',
    });
  });
});
