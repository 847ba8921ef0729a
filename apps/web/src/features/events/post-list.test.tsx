import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { PostListDataSchema } from '@siloker/shared/schemas/events';
import { DROP, ok, renderScreen, submit, setupFakeApi } from '../../testing/fake-api.tsx';
import { postSummary } from './fixtures.ts';
import { PostList } from './post-list.tsx';

const api = setupFakeApi();

/** Answers GET /posts with a page of `total` generated events, honouring offset and limit. */
function servePosts(
  total: number,
  make = (i: number) => postSummary({ id: i, title: `Acara ${i}`, title_slug: `acara-${i}` }),
) {
  api.on('GET', '/posts', (req) => {
    const offset = Number(req.query.offset ?? 0);
    const limit = Number(req.query.limit ?? PAGE_SIZES.posts);
    const posts = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      make(offset + i + 1),
    );
    return ok(PostListDataSchema.parse({ posts, total }));
  });
}

const open = (url = '/acara') => renderScreen(<PostList />, { path: '/acara', url });

describe('PostList (/acara)', () => {
  it('shows the events the API returns, five per page by default', async () => {
    api.on('GET', '/posts', () =>
      ok(
        PostListDataSchema.parse({
          posts: [
            postSummary(),
            postSummary({
              id: 2,
              title: 'Pelatihan Barista',
              title_slug: 'pelatihan-barista',
              image_url: '/storage/poster.jpg',
              location: null,
              excerpt: null,
            }),
          ],
          total: 2,
        }),
      ),
    );
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Acara' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Job Fair Kota Samarinda 2026' });
    expect(link.getAttribute('href')).toBe('/acara/job-fair-kota-samarinda-2026');
    expect(api.lastQuery('/posts')).toMatchObject({ offset: '0', limit: String(PAGE_SIZES.posts) });
    expect(api.lastQuery('/posts')?.search).toBeUndefined();

    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('posts-card'));
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('GOR Segiri, Samarinda')).toBeTruthy();
    expect(first.getByText('Bursa kerja dengan 40 perusahaan.')).toBeTruthy();
    expect(first.getByText('6 Desember 2026, 09.00–17.00 WITA')).toBeTruthy();
    expect(first.getByText('3 bergabung')).toBeTruthy();
    expect(first.getByText('1.250 dilihat')).toBeTruthy();
    // No image: the placeholder; with one: a lazy image with its size reserved.
    expect(cards[0]!.querySelector('img')).toBeNull();
    const img = cards[1]!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/storage/poster.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
    expect(screen.getByText('1–2 dari 2 acara')).toBeTruthy();
  });

  it('searches through the address and asks the API with the search text, from page 1', async () => {
    servePosts(12);
    const router = open('/acara?page=2');
    await screen.findByRole('link', { name: 'Acara 6' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari acara' }), {
      target: { value: '  job fair ' },
    });
    await submit(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=job+fair'));
    await waitFor(() => expect(api.lastQuery('/posts')).toMatchObject({ search: 'job fair', offset: '0' }));
    expect(screen.getByText('job fair', { exact: false, selector: 'strong' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hapus pencarian' })));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByRole('searchbox', { name: 'Cari acara' }) as HTMLInputElement).value).toBe('');
  });

  it('pages with offset = (page - 1) × size and changes the page size', async () => {
    servePosts(12);
    const router = open();
    await screen.findByRole('link', { name: 'Acara 1' });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Halaman 2' })));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByRole('link', { name: 'Acara 6' });
    expect(api.lastQuery('/posts')).toMatchObject({ offset: '5', limit: '5' });
    expect(screen.queryByRole('link', { name: 'Acara 1' })).toBeNull();
    expect(screen.getByText('6–10 dari 12 acara')).toBeTruthy();

    await act(async () => fireEvent.change(screen.getByRole('combobox'), { target: { value: '15' } }));
    await waitFor(() => expect(router.state.location.search).toBe('?limit=15'));
    await screen.findByRole('link', { name: 'Acara 12' });
    expect(api.lastQuery('/posts')).toMatchObject({ offset: '0', limit: '15' });
  });

  it('says so when there is no event, or none matching the search', async () => {
    api.on('GET', '/posts', () => ok(PostListDataSchema.parse({ posts: [], total: 0 })));
    open();
    expect(await screen.findByText('Belum ada acara yang dijadwalkan.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Halaman acara' })).toBeNull();
    cleanup();
    open('/acara?search=zzz');
    expect(await screen.findByText('Tidak ada acara yang cocok dengan pencarian Anda.')).toBeTruthy();
  });

  it("shows 'Gagal mengambil acara .' when the events cannot be fetched", { timeout: 10_000 }, async () => {
    api.on('GET', '/posts', () => DROP);
    open();
    // The query client retries a network failure twice before giving up; then the §8 text shows as a
    // toast and in the list's place, with a way to try again.
    await waitFor(() => expect(screen.getAllByText('Gagal mengambil acara .')).toHaveLength(2), {
      timeout: 8_000,
    });
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});
