import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '@siloker/shared';
import { postParticipants, posts } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makePost, makeSeeker, makeUser, sessionToken } from './public-fixtures.ts';

const API = '/api/v1';

describe('seekers join events, views are counted once per address (docs/product.md §4, §7)', () => {
  let t: TestApp;
  const session = (userId: number) => sessionToken(t.db, userId);
  const newSeeker = async () => {
    const seeker = await makeSeeker(t.db);
    return { seeker, token: await session(seeker.user_id) };
  };
  const join = (postId: number, token?: string) =>
    t.request('POST', `${API}/posts/join`, { body: { post_id: postId }, token });
  const joinCount = async (id: number) =>
    (await t.db.select({ n: posts.join_count }).from(posts).where(eq(posts.id, id)))[0]!.n;
  const upcoming = (overrides: Parameters<typeof makePost>[1] = {}) =>
    makePost(t.db, { start_at: new Date(Date.now() + 7 * DAY), ...overrides });

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t?.close());

  it('lets a seeker join once: the participant comes back, join_count rises, the detail shows it', async () => {
    const event = await upcoming({ quota: 10 });
    const { seeker, token } = await newSeeker();
    const res = await join(event.id, token);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(POST_MESSAGES.joined);
    expect(res.body.data.post_participant).toMatchObject({
      post_id: event.id,
      seeker_detail_id: seeker.id,
      attended_at: null,
    });
    expect(await joinCount(event.id)).toBe(1);

    const detail = await t.get(`${API}/posts/slug/${event.title_slug}`, token);
    expect(detail.body.data.post.post_participants).toEqual([res.body.data.post_participant]);
    expect(detail.body.data.post.join_count).toBe(1);
    // Nobody else learns who joined.
    expect((await t.get(`${API}/posts/slug/${event.title_slug}`)).body.data.post.post_participants).toEqual(
      [],
    );

    const again = await join(event.id, token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'fail', message: POST_MESSAGES.alreadyJoined });
    expect(await joinCount(event.id)).toBe(1);
  });

  it('refuses a full, closed, past, draft, removed or unknown event with a clear message and counts nothing', async () => {
    const { seeker, token } = await newSeeker();
    const cases = [
      [await upcoming({ quota: 3, join_count: 3 }), 409, POST_MESSAGES.full],
      [await upcoming({ status: 'CLOSED' }), 409, POST_MESSAGES.closed],
      [
        await makePost(t.db, {
          start_at: new Date(Date.now() - 2 * DAY),
          end_at: new Date(Date.now() - DAY),
        }),
        409,
        POST_MESSAGES.past,
      ],
      [await makePost(t.db, { start_at: new Date(Date.now() - DAY), end_at: null }), 409, POST_MESSAGES.past],
      [await upcoming({ status: 'DRAFT' }), 404, POST_MESSAGES.notFound],
      [await upcoming({ is_removed: true }), 404, POST_MESSAGES.notFound],
    ] as const;
    for (const [event, status, message] of cases) {
      const before = await joinCount(event.id);
      const res = await join(event.id, token);
      expect(res.status, event.title).toBe(status);
      expect(res.body.message, event.title).toBe(message);
      expect(await joinCount(event.id)).toBe(before);
    }
    const unknown = await join(999_999_999, token);
    expect(unknown.status).toBe(404);
    const rows = await t.db
      .select()
      .from(postParticipants)
      .where(eq(postParticipants.seeker_detail_id, seeker.id));
    expect(rows).toEqual([]);
  });

  it('still lets a seeker join an event that started but has not ended, or one with no dates', async () => {
    const { token } = await newSeeker();
    const running = await makePost(t.db, {
      start_at: new Date(Date.now() - DAY),
      end_at: new Date(Date.now() + DAY),
    });
    const undated = await makePost(t.db, { start_at: null, end_at: null });
    expect((await join(running.id, token)).status).toBe(201);
    expect((await join(undated.id, token)).status).toBe(201);
  });

  it('gives exactly 5 places to 20 seekers joining at once when 5 are left, with join_count exact', async () => {
    const event = await upcoming({ quota: 50, join_count: 45 });
    const seekers = await Promise.all(Array.from({ length: 20 }, () => newSeeker()));
    const results = await Promise.all(seekers.map((s) => join(event.id, s.token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(POST_MESSAGES.full);
    expect(await joinCount(event.id)).toBe(50);
    const rows = await t.db.select().from(postParticipants).where(eq(postParticipants.post_id, event.id));
    expect(rows).toHaveLength(5);
  });

  it('counts one join when one seeker sends it many times at once', async () => {
    const event = await upcoming({ quota: 10 });
    const { token } = await newSeeker();
    const results = await Promise.all(Array.from({ length: 8 }, () => join(event.id, token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await joinCount(event.id)).toBe(1);
  });

  it('lets only seekers join: a guest gets 401, a company and the office 403', async () => {
    const event = await upcoming();
    const company = await makeCompany(t.db);
    const admin = await makeUser(t.db, 'admin');
    expect((await join(event.id)).status).toBe(401);
    for (const userId of [company.user_id, admin.id]) {
      const res = await join(event.id, await session(userId));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(POST_MESSAGES.seekerOnly);
    }
    expect(await joinCount(event.id)).toBe(0);
  });

  it("lists only the caller's joined events on GET /posts/seeker/, latest joined first, 5 a page, hiding removed ones", async () => {
    const me = await newSeeker();
    const other = await newSeeker();
    const mine = [];
    for (let i = 0; i < 7; i++) {
      const event = await upcoming({ title: `Acara Saya ${i}` });
      expect((await join(event.id, me.token)).status).toBe(201);
      mine.push(event);
    }
    const theirs = await upcoming();
    await join(theirs.id, other.token);
    // An event removed or turned back into a draft after joining leaves the list.
    await t.db.update(posts).set({ is_removed: true }).where(eq(posts.id, mine[0]!.id));
    await t.db.update(posts).set({ status: 'DRAFT' }).where(eq(posts.id, mine[1]!.id));

    const first = await t.get(`${API}/posts/seeker/`, me.token);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(5);
    expect(first.body.data.posts.map((p: { id: number }) => p.id)).toEqual(
      mine
        .slice(2)
        .reverse()
        .map((p) => p.id),
    );
    expect(first.body.data.posts[0]).toMatchObject({ attended_at: null, status: 'PUBLISHED' });
    expect(first.body.data.posts[0].joined_at).toBeTypeOf('string');
    const paged = await t.get(`${API}/posts/seeker?limit=2&offset=4`, me.token);
    expect(paged.body.data.posts.map((p: { id: number }) => p.id)).toEqual([mine[2]!.id]);
    expect((await t.get(`${API}/posts/seeker/`)).status).toBe(401);
    const company = await makeCompany(t.db);
    expect((await t.get(`${API}/posts/seeker/`, await session(company.user_id))).status).toBe(403);
  });

  const view = (postId: number, address: string) =>
    t.request('POST', `${API}/posts/view`, {
      body: { post_id: postId },
      headers: { 'x-forwarded-for': address },
    });
  const viewCount = async (id: number) =>
    (await t.db.select({ n: posts.view_count }).from(posts).where(eq(posts.id, id)))[0]!.n;

  it('counts a view once per address and answers the tracker, new or known', async () => {
    const event = await upcoming();
    const first = await view(event.id, '203.0.113.20');
    expect(first.status).toBe(200);
    expect(first.body.data.post_tracker).toMatchObject({ post_id: event.id, ip_address: '203.0.113.20' });
    const again = await view(event.id, '203.0.113.20');
    expect(again.body.data.post_tracker.id).toBe(first.body.data.post_tracker.id);
    expect(await viewCount(event.id)).toBe(1);
    await view(event.id, '203.0.113.21');
    expect(await viewCount(event.id)).toBe(2);
    const burst = await Promise.all(Array.from({ length: 10 }, () => view(event.id, '198.51.100.30')));
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect(await viewCount(event.id)).toBe(3);
  });

  it('answers 404 to a view of a draft, removed or unknown event and counts nothing', async () => {
    const draft = await upcoming({ status: 'DRAFT' });
    const removed = await upcoming({ is_removed: true });
    for (const event of [draft, removed]) {
      expect((await view(event.id, '203.0.113.40')).status).toBe(404);
      expect(await viewCount(event.id)).toBe(0);
    }
    expect((await view(999_999_999, '203.0.113.40')).status).toBe(404);
    expect((await t.request('POST', `${API}/posts/view`, { body: {} })).status).toBe(400);
  });

  it('never shows a removed event in the public list, detail, landing count or sitemap', async () => {
    // The first sitemap and landing reads of this app: both are cached briefly after (lib/short-cache.ts).
    const shown = await upcoming({ title: 'Acara Tampil Unik', title_slug: 'acara-tampil-unik' });
    const removed = await upcoming({
      title: 'Acara Terhapus Unik',
      title_slug: 'acara-terhapus-unik',
      is_removed: true,
    });
    expect((await t.get(`${API}/posts/slug/acara-terhapus-unik`)).status).toBe(404);
    const list = await t.get(`${API}/posts?search=Unik&limit=100`);
    expect(list.body.data.posts.map((p: { id: number }) => p.id)).toEqual([shown.id]);
    const sitemap = await fetch(`${t.baseUrl}/sitemap.xml`).then((r) => r.text());
    expect(sitemap).toContain('/acara/acara-tampil-unik');
    expect(sitemap).not.toContain('acara-terhapus-unik');
    const all = await t.db.select({ status: posts.status, is_removed: posts.is_removed }).from(posts);
    const expected = all.filter((p) => p.status !== 'DRAFT' && !p.is_removed).length;
    const landing = await t.get(`${API}/landing-page`);
    expect(landing.body.data.landing_page.total_posts).toBe(expected);
    expect(all.some((p) => p.is_removed && p.status !== 'DRAFT')).toBe(true);
    expect(removed.id).toBeTypeOf('number');
  });
});
