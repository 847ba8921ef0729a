import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SKILL_MESSAGES, type Skill } from '@siloker/shared/schemas/skills';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { OfficeSkills } from './office-skills.tsx';

const api = setupFakeApi();

const skill = (id: number, name: string, synonyms: string[] = []): Skill => ({
  id,
  name,
  synonyms,
  updated_at: '2026-11-01T02:00:00.000Z',
});
const driving = skill(7, 'Mengemudi Mobil', ['sopir', 'supir', 'pengemudi']);
const excel = skill(8, 'Microsoft Excel');

const serve = (total = 2) =>
  api.on('GET', '/office/skills', (req) =>
    ok({ skills: req.query.search === 'supir' ? [driving] : [driving, excel], total }),
  );

const open = (url = '/panel/kamus-keahlian') => {
  setAuthUser(officeUser);
  return renderScreen(<OfficeSkills />, { path: '/panel/kamus-keahlian', url });
};

describe('Kamus Keahlian (/panel/kamus-keahlian): the administrator keeps the skills vocabulary', () => {
  it('lists a page of skills with their synonyms from the server, pages it and searches names and synonyms', async () => {
    serve(45);
    open();
    const table = await screen.findByRole('table', { name: 'Kamus Keahlian' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Mengemudi Mobil', 'Microsoft Excel']);
    expect(within(table).getByText('sopir, supir, pengemudi')).toBeTruthy();
    expect(within(table).getByText('Tidak ada sinonim')).toBeTruthy();
    expect(api.lastQuery('/office/skills')).toEqual({ offset: '0', limit: '20' });
    expect(screen.getByRole('navigation', { name: /halaman/i })).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Cari keahlian' });
    type(search, 'supir');
    fireEvent.submit(search.closest('form')!);
    expect(await screen.findByRole('table', { name: 'Hasil pencarian keahlian "supir"' })).toBeTruthy();
    // The caption follows the address at once; the request for the new page follows it.
    await waitFor(() =>
      expect(api.lastQuery('/office/skills')).toEqual({ offset: '0', limit: '20', search: 'supir' }),
    );
  });

  it('adds a skill with its synonyms after checking the name, and says so', async () => {
    serve();
    api.on('POST', '/office/skills', (req) =>
      ok({ skill: skill(9, String(req.body.name), ['uav']) }, SKILL_MESSAGES.created, 201),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah keahlian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah keahlian' });
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await within(dialog).findAllByText(SKILL_MESSAGES.nameRequired)).length).toBeGreaterThan(0);
    expect(api.calls('POST', '/office/skills')).toHaveLength(0);

    type(within(dialog).getByLabelText('Nama keahlian'), '  Pilot Drone ');
    type(within(dialog).getByLabelText('Sinonim'), 'operator drone,\nuav, ');
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.calls('POST', '/office/skills')).toHaveLength(1));
    expect(api.calls('POST', '/office/skills')[0]!.body).toMatchObject({
      name: 'Pilot Drone',
      synonyms: 'operator drone, uav',
    });
    expect(await screen.findByText(SKILL_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah keahlian' })).toBeNull());
  });

  it('changes a skill by its id, starting from its name and synonyms', async () => {
    serve();
    api.on('POST', '/office/skills/7', (req) =>
      ok({ skill: { ...driving, name: String(req.body.name) } }, SKILL_MESSAGES.updated),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Kamus Keahlian' });
    fireEvent.click(within(table).getByRole('button', { name: 'Ubah Mengemudi Mobil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah keahlian Mengemudi Mobil' });
    expect((within(dialog).getByLabelText('Sinonim') as HTMLTextAreaElement).value).toBe(
      'sopir, supir, pengemudi',
    );
    type(within(dialog).getByLabelText('Nama keahlian'), 'Mengemudi Mobil Penumpang');
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.calls('POST', '/office/skills/7')).toHaveLength(1));
    expect(api.calls('POST', '/office/skills/7')[0]!.body).toMatchObject({
      name: 'Mengemudi Mobil Penumpang',
      synonyms: 'sopir, supir, pengemudi',
    });
    expect(await screen.findByText(SKILL_MESSAGES.updated)).toBeTruthy();
  });

  it('shows the server’s refusal under the field it names: a synonym another skill owns', async () => {
    serve();
    const taken = SKILL_MESSAGES.termTaken('supir', 'Mengemudi Mobil');
    api.on('POST', '/office/skills', () => fail(409, taken, { synonyms: [taken] }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah keahlian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah keahlian' });
    type(within(dialog).getByLabelText('Nama keahlian'), 'Supir Truk');
    type(within(dialog).getByLabelText('Sinonim'), 'supir');
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    const synonyms = within(dialog).getByLabelText('Sinonim');
    await waitFor(() => expect(synonyms.getAttribute('aria-invalid')).toBe('true'));
    const errorId = synonyms.getAttribute('aria-describedby')!.split(' ').pop()!;
    expect(document.getElementById(errorId)!.textContent).toBe(taken);
    // Still open, so the administrator can fix it.
    expect(screen.getByRole('dialog', { name: 'Tambah keahlian' })).toBeTruthy();
  });

  it('shows a refused item of the synonym list (synonyms.N) under the synonyms field', async () => {
    serve();
    api.on('POST', '/office/skills', () =>
      fail(400, 'synonyms.1: x', { 'synonyms.1': [SKILL_MESSAGES.tooManyWords] }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah keahlian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah keahlian' });
    type(within(dialog).getByLabelText('Nama keahlian'), 'Las');
    type(within(dialog).getByLabelText('Sinonim'), 'las listrik, las karbit');
    await submit(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await within(dialog).findAllByText(SKILL_MESSAGES.tooManyWords)).length).toBeGreaterThan(0);
  });

  it('deletes after the confirmation only, and says so', async () => {
    serve();
    api.on('DELETE', '/office/skills/8', () => ok({ id: 8 }, SKILL_MESSAGES.deleted));
    open();
    const table = await screen.findByRole('table', { name: 'Kamus Keahlian' });
    fireEvent.click(within(table).getByRole('button', { name: 'Hapus Microsoft Excel' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    expect(within(confirm).getByText(/Hapus keahlian "Microsoft Excel" dari kamus\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(api.calls('DELETE', '/office/skills/8')).toHaveLength(0);

    fireEvent.click(within(table).getByRole('button', { name: 'Hapus Microsoft Excel' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya hapus' }));
    await waitFor(() => expect(api.calls('DELETE', '/office/skills/8')).toHaveLength(1));
    expect(await screen.findByText(SKILL_MESSAGES.deleted)).toBeTruthy();
  });
});
