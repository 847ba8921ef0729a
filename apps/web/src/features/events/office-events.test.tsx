import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfficeParticipantListDataSchema, OfficePostListDataSchema } from '@siloker/shared/schemas/events';
import { POST_MESSAGES } from '@siloker/shared/schemas/events-constants';
import { AppProvider } from '../../testing/app.ts';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { mastersData } from '../../testing/masters.ts';
import { officeParticipant, officePost } from './office-fixtures.ts';
import { OfficeEventForm } from './office-event-form.tsx';
import { OfficeEventList } from './office-event-list.tsx';
import { OfficeEventParticipants } from './office-event-participants.tsx';

const api = setupFakeApi();

const asOffice = () => setAuthUser(officeUser as never);

describe('Kelola Acara (/panel/acara)', () => {
  it('lists events with their status, filters by status, publishes and deletes after Ya hapus', async () => {
    api.on('GET', '/office/posts', () =>
      ok(
        OfficePostListDataSchema.parse({
          posts: [
            officePost(),
            officePost({ id: 13, title: 'Draf Pelatihan', status: 'DRAFT', quota: null }),
          ],
          total: 2,
        }),
      ),
    );
    api.on('POST', '/office/posts/13/status', (req) => {
      expect(req.body).toMatchObject({ status: 'PUBLISHED' });
      return ok({ post: officePost({ id: 13, status: 'PUBLISHED' }) }, POST_MESSAGES.statusChanged.PUBLISHED);
    });
    api.on('DELETE', '/office/posts/12', () => ok({ id: 12 }, POST_MESSAGES.deleted));
    asOffice();
    renderScreen(<OfficeEventList />, { path: '/panel/acara' });
    const published = (await screen.findByRole('heading', { name: 'Job Fair Kota Samarinda 2027' })).closest(
      'li',
    )!;
    expect(within(published).getByText('Terbit')).toBeTruthy();
    expect(within(published).getByText('2 / 100, 1 hadir')).toBeTruthy();
    expect(
      within(published)
        .getByRole('link', { name: 'Peserta Job Fair Kota Samarinda 2027' })
        .getAttribute('href'),
    ).toBe('/panel/acara/12/peserta');
    const draft = screen.getByRole('heading', { name: 'Draf Pelatihan' }).closest('li')!;
    expect(within(draft).getByText('Draf')).toBeTruthy();
    expect(within(draft).getByText('2 (tanpa batas), 1 hadir')).toBeTruthy();

    await act(async () =>
      fireEvent.click(within(draft).getByRole('button', { name: 'Terbitkan Draf Pelatihan' })),
    );
    expect(await screen.findByText(POST_MESSAGES.statusChanged.PUBLISHED)).toBeTruthy();

    await act(async () =>
      fireEvent.click(within(published).getByRole('button', { name: 'Hapus Job Fair Kota Samarinda 2027' })),
    );
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' })));
    expect(api.calls('DELETE', '/office/posts/12')).toHaveLength(0);
    await act(async () =>
      fireEvent.click(within(published).getByRole('button', { name: 'Hapus Job Fair Kota Samarinda 2027' })),
    );
    await act(async () =>
      fireEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya hapus' }),
      ),
    );
    await waitFor(() => expect(api.calls('DELETE', '/office/posts/12')).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'CLOSED' } });
    await waitFor(() =>
      expect(api.calls('GET', '/office/posts').at(-1)!.query).toMatchObject({ status: 'CLOSED' }),
    );
  });
});

describe('Formulir Acara (/panel/acara/formulir/:id?)', () => {
  const openNew = () => {
    asOffice();
    return renderScreen(<OfficeEventForm />, {
      path: '/panel/acara/formulir/:id?',
      url: '/panel/acara/formulir',
    });
  };

  it('checks the required fields before sending anything', async () => {
    openNew();
    await screen.findByRole('textbox', { name: 'Isi acara' });
    await submit(await screen.findByRole('button', { name: 'Simpan Acara' }));
    expect(await screen.findByText('Judul acara wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('Isi acara wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(
      screen.getByText('Tempat atau tautan daring wajib di isi', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(screen.getByText('Waktu mulai wajib di isi', { selector: '.field-error' })).toBeTruthy();
    type(screen.getByLabelText('Kuota peserta'), '0');
    expect(
      await screen.findByText('Kuota peserta tidak boleh bernilai 0', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/office/posts')).toHaveLength(0);
  });

  /**
   * Writes into the Tiptap editor as a paste does (jsdom has no typing into contenteditable); the
   * editor turns the pasted HTML into its own document and hands back its HTML.
   */
  const pasteInto = async (html: string) => {
    const editor = await screen.findByRole('textbox', { name: 'Isi acara' });
    const clipboardData = {
      types: ['text/html', 'text/plain'],
      getData: (kind: string) => (kind === 'text/html' ? html : html.replace(/<[^>]+>/g, '')),
    };
    await act(async () => {
      fireEvent.paste(editor, { clipboardData });
    });
    return editor;
  };

  it('sends every field as multipart with the moments in ISO, and shows the server field errors', async () => {
    api.on('POST', '/office/posts', () =>
      fail(422, 'Data tidak valid.', {
        end_at: [POST_MESSAGES.endBeforeStart],
        location: [POST_MESSAGES.badLink],
      }),
    );
    const router = openNew();
    type(await screen.findByLabelText('Judul acara'), 'Job Fair Kota Samarinda 2027');
    await pasteInto('<p>Bawa <strong>CV</strong></p><ul><li>KTP</li></ul><script>alert(1)</script>');
    type(screen.getByLabelText('Tempat atau tautan daring'), 'http://zoom.us/j/1');
    fireEvent.change(screen.getByLabelText('Waktu mulai'), { target: { value: '2027-01-10T09:00' } });
    fireEvent.change(screen.getByLabelText('Waktu selesai'), { target: { value: '2027-01-10T08:00' } });
    type(screen.getByLabelText('Kuota peserta'), '100');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PUBLISHED' } });
    await submit(screen.getByRole('button', { name: 'Simpan Acara' }));
    expect(await screen.findByText(POST_MESSAGES.endBeforeStart, { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText(POST_MESSAGES.badLink, { selector: '.field-error' })).toBeTruthy();
    const sent = api.calls('POST', '/office/posts')[0]!.body;
    expect(sent).toMatchObject({
      title: 'Job Fair Kota Samarinda 2027',
      content: '<p>Bawa <strong>CV</strong></p><ul><li><p>KTP</p></li></ul>',
      location: 'http://zoom.us/j/1',
      quota: '100',
      status: 'PUBLISHED',
      // 09:00 and 08:00 on the portal's clock (WITA by default), whatever the device's zone.
      start_at: '2027-01-10T01:00:00.000Z',
      end_at: '2027-01-10T00:00:00.000Z',
    });
    expect(sent).not.toHaveProperty('image');
    expect(router.state.location.pathname).toBe('/panel/acara/formulir');
  });

  // Issue 17 item 3: the device's zone (the process's TZ here) never moves the typed time.
  describe.each(['UTC', 'Asia/Jakarta', 'America/New_York'])('with the device on %s', (device) => {
    const original = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = device;
    });
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each([
      ['64', 'WITA', '2027-01-10T00:00:00.000Z'],
      ['31', 'WIB', '2027-01-10T01:00:00.000Z'],
    ])(
      'a portal in province %s takes 08:00 as 08.00 %s and says so next to the fields',
      async (province, label, iso) => {
        api.on('GET', '/master/masters', () => ok(mastersData({ configs: { province_code: province } })));
        openNew();
        const start = await screen.findByLabelText('Waktu mulai');
        const hintId = start.getAttribute('aria-describedby')!;
        expect(document.getElementById(hintId)!.textContent).toBe(`Waktu dalam ${label}.`);
        expect(screen.getByText(new RegExp(`^Waktu dalam ${label}\\. Kosongkan`))).toBeTruthy();
        type(screen.getByLabelText('Judul acara'), 'Job Fair Kota Samarinda 2027');
        await pasteInto('<p>Bawa CV</p>');
        type(screen.getByLabelText('Tempat atau tautan daring'), 'GOR Segiri, Samarinda');
        fireEvent.change(start, { target: { value: '2027-01-10T08:00' } });
        await submit(screen.getByRole('button', { name: 'Simpan Acara' }));
        await waitFor(() => expect(api.calls('POST', '/office/posts')).toHaveLength(1));
        expect(api.calls('POST', '/office/posts')[0]!.body).toMatchObject({ start_at: iso, end_at: '' });
      },
    );
  });

  it('keeps stored content the editor cannot hold (a table) in an HTML field, whole', async () => {
    const content = '<table><tbody><tr><td>Sesi 1</td></tr></tbody></table>';
    api.on('GET', '/office/posts/12', () => ok({ post: officePost({ content }) }));
    asOffice();
    renderScreen(<OfficeEventForm />, {
      path: '/panel/acara/formulir/:id?',
      url: '/panel/acara/formulir/12',
    });
    const field = (await screen.findByLabelText('Isi acara')) as HTMLTextAreaElement;
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.value).toBe(content);
    expect(screen.queryByRole('toolbar', { name: 'Format teks' })).toBeNull();
  });

  it('loads an event to edit with its values, its image and a preview of the stored content', async () => {
    api.on('GET', '/office/posts/12', () => ok({ post: officePost() }));
    api.on('POST', '/office/posts/12', () => ok({ post: officePost() }, POST_MESSAGES.updated));
    asOffice();
    const router = createMemoryRouter(
      [
        { path: '/panel/acara/formulir/:id?', element: <OfficeEventForm /> },
        { path: '/panel/acara', element: <p>Kelola Acara (tujuan)</p> },
      ],
      { initialEntries: ['/panel/acara/formulir/12'] },
    );
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(((await screen.findByLabelText('Judul acara')) as HTMLInputElement).value).toBe(
      'Job Fair Kota Samarinda 2027',
    );
    expect((screen.getByLabelText('Kuota peserta') as HTMLInputElement).value).toBe('100');
    // 01:00Z is 09.00 WITA: the field shows the portal's clock, not the device's.
    expect((screen.getByLabelText('Waktu mulai') as HTMLInputElement).value).toBe('2027-01-10T09:00');
    expect((screen.getByLabelText('Waktu selesai') as HTMLInputElement).value).toBe('2027-01-10T17:00');
    expect(await screen.findByRole('textbox', { name: 'Isi acara' })).toBeTruthy();
    const preview = screen.getByTestId('event-preview');
    expect(within(preview).getByRole('heading', { name: 'Syarat' })).toBeTruthy();
    await submit(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(api.calls('POST', '/office/posts/12')).toHaveLength(1));
    expect(api.calls('POST', '/office/posts/12')[0]!.body).toMatchObject({
      start_at: '2027-01-10T01:00:00.000Z',
      quota: '100',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/acara'));
    expect(await screen.findByText(POST_MESSAGES.updated)).toBeTruthy();
  });
});

describe('Peserta Acara (/panel/acara/:id/peserta)', () => {
  it('shows the participants with contact, education and attendance, marks attendance and links the CSV', async () => {
    let attended: string | null = null;
    api.on('GET', '/office/posts/12/participants', () =>
      ok(
        OfficeParticipantListDataSchema.parse({
          post: officePost(),
          participants: [
            officeParticipant({ attended_at: attended }),
            officeParticipant({
              id: 502,
              name: 'Budi Santoso',
              email: null,
              phone: null,
              education_name: null,
            }),
          ],
          total: 2,
        }),
      ),
    );
    api.on('POST', '/office/posts/12/participants/501/attendance', (req) => {
      expect(req.body).toMatchObject({ attended: true });
      attended = '2026-11-22T02:00:00.000Z';
      return ok({ participant: officeParticipant({ attended_at: attended }) }, POST_MESSAGES.attended);
    });
    asOffice();
    renderScreen(<OfficeEventParticipants />, {
      path: '/panel/acara/:id/peserta',
      url: '/panel/acara/12/peserta',
    });
    const table = await screen.findByRole('table', { name: 'Peserta Job Fair Kota Samarinda 2027' });
    const siti = within(table).getByRole('rowheader', { name: 'Siti Rahma' }).closest('tr')!;
    expect(within(siti).getByRole('link', { name: 'siti@contoh.id' }).getAttribute('href')).toBe(
      'mailto:siti@contoh.id',
    );
    expect(within(siti).getByRole('link', { name: '081200000001' })).toBeTruthy();
    expect(within(siti).getByText('SMA/SMK')).toBeTruthy();
    const box = within(siti).getByRole('checkbox', { name: 'Hadir Siti Rahma' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await act(async () => fireEvent.click(box));
    expect(await screen.findByText(POST_MESSAGES.attended)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Hadir Siti Rahma' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(screen.getByRole('link', { name: 'Unduh CSV' }).getAttribute('href')).toBe(
      '/api/v1/office/posts/12/participants.csv',
    );
    expect(screen.getByText('1–2 dari 2 peserta')).toBeTruthy();
  });

  it('says so when nobody joined yet', async () => {
    api.on('GET', '/office/posts/12/participants', () =>
      ok({ post: officePost({ join_count: 0 }), participants: [], total: 0 }),
    );
    asOffice();
    renderScreen(<OfficeEventParticipants />, {
      path: '/panel/acara/:id/peserta',
      url: '/panel/acara/12/peserta',
    });
    expect(await screen.findByText('Belum ada peserta yang bergabung.')).toBeTruthy();
  });
});
