import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { BAD_LIST_QUERIES, DAY, makePost } from './public-fixtures.ts';

describe('public events (acara)', () => {
  let t: TestApp;
  const visible: Awaited<ReturnType<typeof makePost>>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const now = Date.now();
    const specs = [
      {
        title: 'Job Fair Kota Samarinda',
        status: 'PUBLISHED',
        join_count: 120,
        start_at: new Date(now + 14 * DAY),
      },
      { title: 'Pelatihan Barista', status: 'PUBLISHED', join_count: 30, start_at: new Date(now + 7 * DAY) },
      {
        title: 'Walk-in Interview Ritel',
        status: 'PUBLISHED',
        join_count: 55,
        start_at: new Date(now + 3 * DAY),
      },
      {
        title: 'Pelatihan Operator Alat Berat',
        status: 'CLOSED',
        join_count: 20,
        start_at: new Date(now - 30 * DAY),
      },
      { title: 'Sosialisasi Pemagangan', status: 'PUBLISHED', join_count: 0, start_at: null },
      { title: 'Seminar Kewirausahaan', status: 'PUBLISHED', join_count: 8, start_at: new Date(now + DAY) },
    ];
    for (const [i, s] of specs.entries()) {
      visible.push(
        await makePost(t.db, {
          ...s,
          title_slug: `acara-${i}`,
          content: `Isi lengkap ${s.title}.`,
          created_at: new Date(now - i * 3_600_000),
        }),
      );
    }
    await makePost(t.db, { title: 'Draf Pelatihan Rahasia', title_slug: 'draf', status: 'DRAFT' });
  });
  afterAll(() => t.close());

  const list = (q: string) => t.get(`/api/v1/posts${q}`);
  const ids = (res: { body: { data: { posts: { id: number }[] } } }) => res.body.data.posts.map((p) => p.id);

  it('lists events other than drafts, five by default, newest first, without the long content', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(6);
    expect(ids(res)).toEqual(visible.slice(0, 5).map((p) => p.id));
    expect(res.body.data.posts[0]).not.toHaveProperty('content');
    const second = await list('?offset=5');
    expect(ids(second)).toEqual([visible[5]!.id]);
  });

  it.each([
    ['created_at', 'asc'],
    ['start_at', 'asc'],
    ['title', 'asc'],
    ['join_count', 'desc'],
  ] as const)('orders by %s %s', async (orderBy, sortBy) => {
    const res = await list(`?limit=100&order_by=${orderBy}&sort_by=${sortBy}`);
    expect(res.status).toBe(200);
    const values = res.body.data.posts.map((p: Record<string, unknown>) => p[orderBy]);
    const present = values.filter((v: unknown) => v !== null);
    expect(values.slice(0, present.length)).toEqual(present);
    const sorted = [...present].sort((a, b) =>
      typeof a === 'number' ? a - (b as number) : String(a).localeCompare(String(b), 'en'),
    );
    expect(present).toEqual(sortBy === 'asc' ? sorted : sorted.reverse());
  });

  it('searches by word and by part of a word, never finding drafts', async () => {
    expect(ids(await list('?search=pelatihan'))).toEqual([visible[1]!.id, visible[3]!.id]);
    expect(ids(await list('?search=arist'))).toEqual([visible[1]!.id]);
    expect((await list('?search=rahasia')).body.data.total).toBe(0);
  });

  it('returns an event by slug with its content as HTML, and 404 for drafts and unknown slugs', async () => {
    const res = await t.get('/api/v1/posts/slug/acara-0');
    expect(res.status).toBe(200);
    expect(res.body.data.post).toMatchObject({
      id: visible[0]!.id,
      title: 'Job Fair Kota Samarinda',
      // Plain text is served as sanitised HTML paragraphs (lib/sanitize.ts).
      content: '<p>Isi lengkap Job Fair Kota Samarinda.</p>',
      post_participants: [],
      join_count: 120,
      image_url: null,
    });
    for (const slug of ['draf', 'tidak-ada']) {
      const miss = await t.get(`/api/v1/posts/slug/${slug}`);
      expect(miss.status).toBe(404);
      expect(miss.body).toEqual({ status: 'fail', message: 'Acara tidak ditemukan.', data: null });
    }
  });

  it.each(BAD_LIST_QUERIES)('rejects %s with a 400 naming the field', async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.errors)).toContain(field);
  });
});
