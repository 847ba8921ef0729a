import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POST_CANCEL_MESSAGES } from '@siloker/shared/schemas/events-constants';
import { describe, expect, it } from 'vitest';
import { SeekerPostsDataSchema } from '@siloker/shared/schemas/events';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { joinedPost } from './fixtures.ts';
import { PostJobSeekerList } from './post-job-seeker-list.tsx';

const api = setupFakeApi();
const PATH = '/panel/data-acara/pencari-kerja';
const open = (url = PATH) => {
  setAuthUser(authUser());
  return renderScreen(<PostJobSeekerList />, { path: PATH, url });
};

describe("Acara Diikuti (/panel/data-acara/pencari-kerja): the seeker's joined events", () => {
  it('lists the joined events with date, place, state and a link to each, five a page', async () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
    api.on('GET', '/posts/seeker/', () =>
      ok(
        SeekerPostsDataSchema.parse({
          posts: [
            joinedPost({
              id: 1,
              title: 'Job Fair 2027',
              title_slug: 'job-fair-2027',
              start_at: future,
              end_at: null,
            }),
            joinedPost({
              id: 2,
              title: 'Pelatihan Barista',
              title_slug: 'pelatihan-barista',
              location: 'BLK Samarinda',
              attended_at: '2026-11-21T03:00:00.000Z',
            }),
          ],
          total: 7,
        }),
      ),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acara Diikuti' })).toBeTruthy();
    const first = (await screen.findByRole('link', { name: 'Job Fair 2027' })).closest('li')!;
    expect(within(first).getByRole('link', { name: 'Job Fair 2027' }).getAttribute('href')).toBe(
      '/acara/job-fair-2027',
    );
    // Issue 17 item 8: what the event is to the seeker, never the office's 'Terbit'.
    expect(within(first).getByTestId('event-phase').textContent).toBe('Akan datang');
    expect(within(first).getByTestId('event-registration').textContent).toBe('Terdaftar');
    expect(within(first).queryByText('Terbit')).toBeNull();
    expect(within(first).getByText('GOR Segiri, Samarinda')).toBeTruthy();
    expect(within(first).getByText(/^Bergabung \d+ November 2026$/)).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Pelatihan Barista' }).closest('li')!;
    expect(within(second).getByTestId('event-registration').textContent).toBe('Hadir');
    expect(within(second).getByText('BLK Samarinda')).toBeTruthy();
    expect(screen.getByText('1–5 dari 7 acara')).toBeTruthy();
    expect(api.calls('GET', '/posts/seeker/')[0]!.query).toMatchObject({ offset: '0', limit: '5' });
  });

  it('tells upcoming, ongoing and finished events apart, and offers the cancel only before the start', async () => {
    const HOUR = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const posts = [
      joinedPost({
        id: 1,
        title: 'Akan Datang',
        title_slug: 'a',
        start_at: at(2 * HOUR),
        end_at: at(4 * HOUR),
      }),
      joinedPost({ id: 2, title: 'Sedang Jalan', title_slug: 'b', start_at: at(-HOUR), end_at: at(HOUR) }),
      joinedPost({
        id: 3,
        title: 'Sudah Lewat',
        title_slug: 'c',
        start_at: at(-50 * HOUR),
        end_at: at(-48 * HOUR),
      }),
      // Closed to new joins by the office, still to come: upcoming for the seeker who holds a place.
      joinedPost({
        id: 4,
        title: 'Ditutup Dinas',
        title_slug: 'd',
        status: 'CLOSED',
        start_at: at(HOUR),
        end_at: null,
      }),
    ];
    let served = posts;
    api.on('GET', '/posts/seeker/', () => ok({ posts: served, total: served.length }));
    api.on('POST', '/posts/cancel', () => {
      served = posts.slice(1);
      return ok({ post_id: 1, join_count: 0 }, POST_CANCEL_MESSAGES.cancelled);
    });
    open();
    const item = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li')!;
    const phase = async (title: string) => within(await item(title)).getByTestId('event-phase').textContent;
    expect(await phase('Akan Datang')).toBe('Akan datang');
    expect(await phase('Sedang Jalan')).toBe('Berlangsung');
    expect(await phase('Sudah Lewat')).toBe('Selesai');
    expect(await phase('Ditutup Dinas')).toBe('Akan datang');
    expect(within(await item('Sedang Jalan')).queryByRole('button')).toBeNull();
    expect(within(await item('Sudah Lewat')).queryByRole('button')).toBeNull();

    await act(async () =>
      fireEvent.click(
        within(await item('Akan Datang')).getByRole('button', {
          name: `${POST_CANCEL_MESSAGES.cancel} Akan Datang`,
        }),
      ),
    );
    const dialog = await screen.findByRole('alertdialog');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: POST_CANCEL_MESSAGES.confirmYes })),
    );
    expect(await screen.findByText(POST_CANCEL_MESSAGES.cancelled)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Akan Datang' })).toBeNull());
    expect(api.calls('POST', '/posts/cancel')[0]!.body).toMatchObject({ post_id: 1 });
  });

  it('asks for the second page with offset 5', async () => {
    api.on('GET', '/posts/seeker/', () =>
      ok({ posts: [joinedPost({ id: 9, title: 'Acara Keenam' })], total: 6 }),
    );
    open(`${PATH}?page=2`);
    expect(await screen.findByRole('link', { name: 'Acara Keenam' })).toBeTruthy();
    expect(api.calls('GET', '/posts/seeker/')[0]!.query).toMatchObject({ offset: '5', limit: '5' });
  });

  it('shows an empty state with a way to the events', async () => {
    api.on('GET', '/posts/seeker/', () => ok({ posts: [], total: 0 }));
    open();
    expect(await screen.findByText('Anda belum bergabung dengan acara apa pun.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat acara yang akan datang' }).getAttribute('href')).toBe(
      '/acara',
    );
  });
});
