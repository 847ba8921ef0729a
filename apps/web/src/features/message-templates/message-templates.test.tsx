import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  DESK_MESSAGES,
  MESSAGE_TEMPLATES_MAX,
  TEMPLATE_SCREEN_TEXTS,
} from '@siloker/shared/schemas/employer-desk-constants';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { companyUser } from '../../testing/fixtures/company-vacancies.ts';
import { CompanyMessageTemplates } from './message-templates-page.tsx';

const api = setupFakeApi();
const TEMPLATES = '/company/message-templates';

type Row = { id: number; name: string; body: string; updated_at: string };
let rows: Row[];

beforeEach(() => {
  setAuthUser(companyUser);
  rows = DEFAULT_MESSAGE_TEMPLATES.map((t, i) => ({
    id: i + 1,
    ...t,
    updated_at: '2026-03-02T01:30:00.000Z',
  }));
  api.on('GET', TEMPLATES, () => ok({ templates: rows, total: rows.length }));
});

const open = () => renderScreen(<CompanyMessageTemplates />, { path: '/panel/templat-pesan' });
const bodyOf = (call: { body: unknown }) => {
  const { auth_user_id: _user, ...rest } = call.body as Record<string, unknown>;
  return rest;
};

describe('Templat Pesan (/panel/templat-pesan, /company/message-templates)', () => {
  it('lists the company’s templates with their text', async () => {
    open();
    const item = await screen.findByRole('article', { name: 'Undangan wawancara' });
    expect(within(item).getByText(DEFAULT_MESSAGE_TEMPLATES[0].body)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Belum sesuai' })).toBeTruthy();
  });

  it('adds a template, then reads the list again', async () => {
    api.on('POST', TEMPLATES, (req) => {
      const body = req.body as { name: string; body: string };
      rows = [...rows, { id: 3, name: body.name, body: body.body, updated_at: '2026-03-03T01:00:00.000Z' }];
      return ok({ template: rows[2] }, DESK_MESSAGES.templateSaved, 201);
    });
    open();
    await screen.findByRole('article', { name: 'Belum sesuai' });
    fireEvent.change(screen.getByLabelText(/Nama templat/), { target: { value: 'Lolos tahap satu' } });
    fireEvent.change(screen.getByLabelText(/Isi pesan/), { target: { value: 'Selamat, Anda lolos.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: TEMPLATE_SCREEN_TEXTS.add })));
    await waitFor(() => expect(api.calls('POST', TEMPLATES)).toHaveLength(1));
    expect(bodyOf(api.calls('POST', TEMPLATES)[0]!)).toEqual({
      name: 'Lolos tahap satu',
      body: 'Selamat, Anda lolos.',
    });
    expect(await screen.findByRole('article', { name: 'Lolos tahap satu' })).toBeTruthy();
  });

  it('refuses an empty name and text without asking the server', async () => {
    open();
    await screen.findByRole('article', { name: 'Belum sesuai' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: TEMPLATE_SCREEN_TEXTS.add })));
    expect((await screen.findAllByText(/Nama templat wajib di isi/)).length).toBeGreaterThan(0);
    expect(api.calls('POST', TEMPLATES)).toHaveLength(0);
  });

  it('edits a template through POST /company/message-templates/{id}', async () => {
    api.on('POST', `${TEMPLATES}/2`, (req) => {
      rows = rows.map((r) => (r.id === 2 ? { ...r, ...(req.body as Partial<Row>) } : r));
      return ok({ template: rows[1] }, DESK_MESSAGES.templateSaved);
    });
    open();
    await screen.findByRole('article', { name: 'Belum sesuai' });
    fireEvent.click(screen.getByRole('button', { name: 'Ubah templat Belum sesuai' }));
    expect(screen.getByRole('heading', { name: TEMPLATE_SCREEN_TEXTS.editTitle })).toBeTruthy();
    const name = screen.getByLabelText(/Nama templat/) as HTMLInputElement;
    expect(name.value).toBe('Belum sesuai');
    fireEvent.change(name, { target: { value: 'Belum cocok' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: TEMPLATE_SCREEN_TEXTS.save })));
    await waitFor(() => expect(api.calls('POST', `${TEMPLATES}/2`)).toHaveLength(1));
    expect(bodyOf(api.calls('POST', `${TEMPLATES}/2`)[0]!)).toEqual({
      name: 'Belum cocok',
      body: DEFAULT_MESSAGE_TEMPLATES[1].body,
    });
    expect(await screen.findByRole('article', { name: 'Belum cocok' })).toBeTruthy();
    expect(api.calls('POST', TEMPLATES)).toHaveLength(0);
  });

  it('deletes a template only after the confirmation', async () => {
    api.on('DELETE', `${TEMPLATES}/1`, () => {
      rows = rows.filter((r) => r.id !== 1);
      return ok({ id: 1 }, DESK_MESSAGES.templateDeleted);
    });
    open();
    await screen.findByRole('article', { name: 'Undangan wawancara' });
    fireEvent.click(screen.getByRole('button', { name: 'Hapus templat Undangan wawancara' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: TEMPLATE_SCREEN_TEXTS.deleteTitle('Undangan wawancara'),
    });
    expect(api.calls('DELETE', `${TEMPLATES}/1`)).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' })));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Undangan wawancara' })).toBeNull());
    expect(api.calls('DELETE', `${TEMPLATES}/1`)).toHaveLength(1);
  });

  it('says the limit is reached and offers no add at the maximum', async () => {
    rows = Array.from({ length: MESSAGE_TEMPLATES_MAX }, (_, i) => ({
      id: i + 1,
      name: `Templat ${i + 1}`,
      body: 'Isi',
      updated_at: '2026-03-02T01:30:00.000Z',
    }));
    open();
    expect(await screen.findByText(TEMPLATE_SCREEN_TEXTS.full)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: TEMPLATE_SCREEN_TEXTS.add }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the server’s refusal (409 past the limit) as it is', async () => {
    api.on('POST', TEMPLATES, () => fail(409, DESK_MESSAGES.templatesFull));
    open();
    await screen.findByRole('article', { name: 'Belum sesuai' });
    fireEvent.change(screen.getByLabelText(/Nama templat/), { target: { value: 'Baru' } });
    fireEvent.change(screen.getByLabelText(/Isi pesan/), { target: { value: 'Teks' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: TEMPLATE_SCREEN_TEXTS.add })));
    expect((await screen.findAllByText(DESK_MESSAGES.templatesFull)).length).toBeGreaterThan(0);
  });
});
