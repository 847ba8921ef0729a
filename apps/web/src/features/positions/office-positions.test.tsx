import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PanelPositionListDataSchema,
  PanelPositionSearchDataSchema,
  type PanelPosition,
} from '@siloker/shared/schemas/positions';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { OfficePositions } from './office-positions.tsx';

const api = setupFakeApi();

const position = (overrides: Partial<PanelPosition> = {}): PanelPosition => ({
  id: 1,
  name: 'Tenaga Kesehatan',
  level: 1,
  parent_id: null,
  count_childrens: 2,
  parent_name: null,
  created_at: '2026-01-05T02:00:00.000Z',
  ...overrides,
});
const groups = [position(), position({ id: 2, name: 'Tenaga Pendidikan', count_childrens: 0 })];
const children = [
  position({
    id: 101,
    name: 'Perawat',
    level: 2,
    parent_id: 1,
    parent_name: 'Tenaga Kesehatan',
    count_childrens: 0,
  }),
  position({
    id: 102,
    name: 'Bidan',
    level: 2,
    parent_id: 1,
    parent_name: 'Tenaga Kesehatan',
    count_childrens: 0,
  }),
];

const listData = (positions: PanelPosition[], total: number, parents: PanelPosition[] = []) =>
  PanelPositionListDataSchema.parse({
    positions,
    total,
    parents: parents.map(({ id, name, level, parent_id, count_childrens }) => ({
      id,
      name,
      level,
      parent_id,
      count_childrens,
    })),
  });

const serveTree = () =>
  api.on('GET', '/panel/positions/', (req) =>
    ok(
      req.query.parent_id === '1'
        ? listData(children, 2, [groups[0]!])
        : listData(groups, req.query.all_data === '1' ? 2 : 14),
    ),
  );

const open = (url = '/panel/jabatan') => {
  setAuthUser(officeUser);
  return renderScreen(<OfficePositions />, { path: '/panel/jabatan', url });
};

const warning = async () => screen.findByRole('alertdialog', { name: 'Peringatan' });

describe('Jabatan (/panel/jabatan): the office keeps the positions tree', () => {
  it('shows the level-1 groups ten a page, opens a group to its positions and walks back by the breadcrumbs', async () => {
    serveTree();
    open();
    const table = await screen.findByRole('table', { name: 'Kelompok jabatan' });
    expect(within(table).getByRole('rowheader', { name: 'Tenaga Kesehatan' })).toBeTruthy();
    expect(api.lastQuery('/panel/positions/')).toEqual({ offset: '0', limit: '10', level: '1' });
    expect(screen.getByRole('navigation', { name: /halaman/i })).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Tenaga Kesehatan' }));
    const inner = await screen.findByRole('table', { name: 'Jabatan di Tenaga Kesehatan' });
    expect(
      within(inner)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Perawat', 'Bidan']);
    expect(api.lastQuery('/panel/positions/')).toEqual({ offset: '0', limit: '10', parent_id: '1' });
    const crumbs = screen.getByRole('navigation', { name: 'Jejak jabatan' });
    expect(within(crumbs).getByText('Tenaga Kesehatan').getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(crumbs).getByRole('button', { name: 'Semua kelompok jabatan' }));
    expect(await screen.findByRole('table', { name: 'Kelompok jabatan' })).toBeTruthy();
  });

  it('searches every level from the top through /panel/positions/search, showing each position’s group', async () => {
    serveTree();
    api.on('GET', '/panel/positions/search', () =>
      ok(PanelPositionSearchDataSchema.parse({ positions: [children[0]], total: 1 })),
    );
    open('/panel/jabatan?search=rawat');
    const table = await screen.findByRole('table', { name: 'Hasil pencarian jabatan' });
    expect(within(table).getByRole('cell', { name: 'Tenaga Kesehatan' })).toBeTruthy();
    expect(api.lastQuery('/panel/positions/search')).toEqual({ offset: '0', limit: '10', search: 'rawat' });
  });

  it('warns “Maaf, Nama jabatan tidak boleh kosong” for an empty name and sends nothing; a filled form is saved', async () => {
    serveTree();
    api.on('POST', '/panel/positions/', (req) =>
      ok({ position: position({ id: 3, name: String(req.body.name) }) }, 'Jabatan berhasil ditambahkan.'),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah kelompok jabatan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah kelompok jabatan' });
    type(within(dialog).getByLabelText('Nama jabatan'), '   ');
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    const warn = await warning();
    expect(within(warn).getByText('Maaf, Nama jabatan tidak boleh kosong')).toBeTruthy();
    expect(api.calls('POST', '/panel/positions/')).toHaveLength(0);
    fireEvent.click(within(warn).getByRole('button', { name: 'Oke' }));

    type(within(dialog).getByLabelText('Nama jabatan'), 'Tenaga Pariwisata');
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.calls('POST', '/panel/positions/')).toHaveLength(1));
    expect(api.calls('POST', '/panel/positions/')[0]!.body).toMatchObject({
      name: 'Tenaga Pariwisata',
      level: 1,
      parent_id: null,
    });
    expect(await screen.findByText('Jabatan berhasil ditambahkan.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah kelompok jabatan' })).toBeNull());
  });

  it('warns “Maaf, Jabatan induk tidak boleh kosong” when a child’s parent is cleared, and adds a child under its group', async () => {
    serveTree();
    api.on('POST', '/panel/positions/', (req) =>
      ok({ position: { ...children[0], name: String(req.body.name) } }, 'Jabatan berhasil ditambahkan.'),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Kelompok jabatan' });
    fireEvent.click(within(table).getByRole('button', { name: 'Tambah turunan Tenaga Kesehatan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah jabatan turunan' });
    const parent = within(dialog).getByLabelText('Jabatan induk') as HTMLSelectElement;
    await waitFor(() => expect(parent.value).toBe('1'));
    fireEvent.change(parent, { target: { value: '' } });
    // Both missing: both said in one warning (docs/decisions/084).
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await warning()).textContent).toContain(
      'Maaf, Jabatan induk tidak boleh kosong. Maaf, Nama jabatan tidak boleh kosong',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Oke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    type(within(dialog).getByLabelText('Nama jabatan'), 'Apoteker');
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(await warning()).getByText('Maaf, Jabatan induk tidak boleh kosong')).toBeTruthy();
    expect(api.calls('POST', '/panel/positions/')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Oke' }));

    fireEvent.change(parent, { target: { value: '1' } });
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.calls('POST', '/panel/positions/')).toHaveLength(1));
    expect(api.calls('POST', '/panel/positions/')[0]!.body).toMatchObject({
      name: 'Apoteker',
      level: 2,
      parent_id: 1,
    });
  });

  it('renames a position by its id', async () => {
    serveTree();
    api.on('POST', '/panel/positions/', (req) =>
      ok({ position: { ...children[0], name: String(req.body.name) } }, 'Jabatan berhasil diperbarui.'),
    );
    open('/panel/jabatan?induk=1');
    const table = await screen.findByRole('table', { name: 'Jabatan di Tenaga Kesehatan' });
    fireEvent.click(within(table).getByRole('button', { name: 'Ubah Perawat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah jabatan Perawat' });
    type(within(dialog).getByLabelText('Nama jabatan'), 'Perawat Gigi');
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.calls('POST', '/panel/positions/')).toHaveLength(1));
    expect(api.calls('POST', '/panel/positions/')[0]!.body).toMatchObject({
      id: 101,
      name: 'Perawat Gigi',
      level: 2,
      parent_id: 1,
    });
  });

  it('deletes after “Ya hapus”; a 404 shows the server’s message, or “Data tidak ditemukan.”, as a warning', async () => {
    serveTree();
    let answer = fail(404, 'Jabatan sudah dihapus petugas lain.');
    api.on('DELETE', '/panel/positions/', () => answer);
    open();
    const table = await screen.findByRole('table', { name: 'Kelompok jabatan' });

    fireEvent.click(within(table).getByRole('button', { name: 'Hapus Tenaga Pendidikan' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(within(confirm).getByText('Hapus jabatan "Tenaga Pendidikan"?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(api.calls('DELETE', '/panel/positions/')).toHaveLength(0);

    fireEvent.click(within(table).getByRole('button', { name: 'Hapus Tenaga Pendidikan' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya hapus' }));
    expect(within(await warning()).getByText('Jabatan sudah dihapus petugas lain.')).toBeTruthy();
    expect(api.calls('DELETE', '/panel/positions/')[0]!.query).toMatchObject({ id: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Oke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    answer = { status: 404, body: { status: 'fail', message: '', data: null } };
    fireEvent.click(within(table).getByRole('button', { name: 'Hapus Tenaga Pendidikan' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Konfirmasi' })).getByRole('button', {
        name: 'Ya hapus',
      }),
    );
    expect(within(await warning()).getByText('Data tidak ditemukan.')).toBeTruthy();
  });

  it('shows why a position in use cannot be deleted (the server’s message in the error dialog)', async () => {
    serveTree();
    api.on('DELETE', '/panel/positions/', () =>
      fail(
        409,
        'Jabatan tidak dapat dihapus karena masih dipakai oleh 3 lowongan kerja. Ubah data tersebut lebih dulu.',
      ),
    );
    open('/panel/jabatan?induk=1');
    const table = await screen.findByRole('table', { name: 'Jabatan di Tenaga Kesehatan' });
    fireEvent.click(within(table).getByRole('button', { name: 'Hapus Bidan' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Konfirmasi' })).getByRole('button', {
        name: 'Ya hapus',
      }),
    );
    const error = await screen.findByRole('alertdialog', { name: 'Terjadi Kesalahan' });
    expect(within(error).getByText(/masih dipakai oleh 3 lowongan kerja/)).toBeTruthy();
  });
});
