import { screen, within } from '@testing-library/react';
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
    expect(within(first).getByText('Terbit')).toBeTruthy();
    expect(within(first).getByText('GOR Segiri, Samarinda')).toBeTruthy();
    expect(within(first).getByText(/^Bergabung \d+ November 2026$/)).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Pelatihan Barista' }).closest('li')!;
    expect(within(second).getByText('Hadir')).toBeTruthy();
    expect(within(second).getByText('BLK Samarinda')).toBeTruthy();
    expect(screen.getByText('1–5 dari 7 acara')).toBeTruthy();
    expect(api.calls('GET', '/posts/seeker/')[0]!.query).toMatchObject({ offset: '0', limit: '5' });
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
