import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OfficeParticipantListDataSchema, OfficePostListDataSchema } from '@siloker/shared/schemas/events';
import { POST_MESSAGES } from '@siloker/shared/schemas/events-constants';
import { AppProvider } from '../../testing/app.ts';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
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

  it('sends every field as multipart with the moments in ISO, and shows the server field errors', async () => {
    api.on('POST', '/office/posts', () =>
      fail(422, 'Data tidak valid.', {
        end_at: [POST_MESSAGES.endBeforeStart],
        location: [POST_MESSAGES.badLink],
      }),
    );
    const router = openNew();
    type(await screen.findByLabelText('Judul acara'), 'Job Fair Kota Samarinda 2027');
    type(screen.getByLabelText('Isi acara'), '<p>Bawa CV</p>');
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
      content: '<p>Bawa CV</p>',
      location: 'http://zoom.us/j/1',
      quota: '100',
      status: 'PUBLISHED',
      start_at: new Date('2027-01-10T09:00').toISOString(),
      end_at: new Date('2027-01-10T08:00').toISOString(),
    });
    expect(sent).not.toHaveProperty('image');
    expect(router.state.location.pathname).toBe('/panel/acara/formulir');
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
    expect((screen.getByLabelText('Waktu mulai') as HTMLInputElement).value).toMatch(/^2027-01-10T\d\d:00$/);
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
