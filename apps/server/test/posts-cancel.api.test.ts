import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_CANCEL_MESSAGES, POST_MESSAGES } from '@siloker/shared';
import { postParticipants, posts } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makePost, makeSeeker, makeUser, sessionToken } from './public-fixtures.ts';

const API = '/api/v1';

describe('a seeker cancels an event registration until the event starts (issue 17 item 11)', () => {
  let t: TestApp;
  const newSeeker = async () => {
    const seeker = await makeSeeker(t.db);
    return { seeker, token: await sessionToken(t.db, seeker.user_id) };
  };
  const join = (postId: number, token: string) =>
    t.request('POST', `${API}/posts/join`, { body: { post_id: postId }, token });
  const cancel = (postId: number, token?: string) =>
    t.request('POST', `${API}/posts/cancel`, { body: { post_id: postId }, token });
  const joinCount = async (id: number) =>
    (await t.db.select({ n: posts.join_count }).from(posts).where(eq(posts.id, id)))[0]!.n;
  const placeOf = async (postId: number, seekerId: number) =>
    t.db
      .select()
      .from(postParticipants)
      .where(and(eq(postParticipants.post_id, postId), eq(postParticipants.seeker_detail_id, seekerId)));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('before the start: the place returns and another seeker takes it', async () => {
    const event = await makePost(t.db, { start_at: new Date(Date.now() + 3 * DAY), quota: 1 });
    const a = await newSeeker();
    const b = await newSeeker();
    expect((await join(event.id, a.token)).status).toBe(201);
    expect((await join(event.id, b.token)).body.message).toBe(POST_MESSAGES.full);

    const res = await cancel(event.id, a.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: POST_CANCEL_MESSAGES.cancelled,
      data: { post_id: event.id, join_count: 0 },
    });
    expect(await joinCount(event.id)).toBe(0);
    expect(await placeOf(event.id, a.seeker.id)).toEqual([]);
    const detail = await t.get(`${API}/posts/slug/${event.title_slug}`, a.token);
    expect(detail.body.data.post.post_participants).toEqual([]);
    expect((await t.get(`${API}/posts/seeker/`, a.token)).body.data.total).toBe(0);

    // The freed place is real: B takes it, and A now finds the event full.
    expect((await join(event.id, b.token)).status).toBe(201);
    expect((await join(event.id, a.token)).body.message).toBe(POST_MESSAGES.full);
    expect(await joinCount(event.id)).toBe(1);
  });

  it('also before the start of an event with no date, or one the office closed to new joins', async () => {
    const undated = await makePost(t.db, { start_at: null });
    const closing = await makePost(t.db, { start_at: new Date(Date.now() + DAY) });
    const a = await newSeeker();
    for (const event of [undated, closing]) expect((await join(event.id, a.token)).status).toBe(201);
    await t.db.update(posts).set({ status: 'CLOSED' }).where(eq(posts.id, closing.id));
    for (const event of [undated, closing]) {
      expect((await cancel(event.id, a.token)).status).toBe(200);
      expect(await joinCount(event.id)).toBe(0);
    }
  });

  it('after the start: 409 with a clear message, and the place stays', async () => {
    const running = await makePost(t.db, {
      start_at: new Date(Date.now() - 3600_000),
      end_at: new Date(Date.now() + DAY),
    });
    const a = await newSeeker();
    expect((await join(running.id, a.token)).status).toBe(201);
    const res = await cancel(running.id, a.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 'fail', message: POST_CANCEL_MESSAGES.started });
    expect(await placeOf(running.id, a.seeker.id)).toHaveLength(1);
    expect(await joinCount(running.id)).toBe(1);

    // A place in an event that has since passed stays too (the office's attendance list keeps it).
    const [past] = await t.db
      .insert(posts)
      .values({
        title: 'Acara Lalu',
        title_slug: `acara-lalu-${Date.now()}`,
        status: 'PUBLISHED',
        start_at: new Date(Date.now() - 2 * DAY),
        join_count: 1,
      })
      .returning();
    await t.db.insert(postParticipants).values({ post_id: past!.id, seeker_detail_id: a.seeker.id });
    expect((await cancel(past!.id, a.token)).status).toBe(409);
    expect(await joinCount(past!.id)).toBe(1);
  });

  it('without a place: 404 saying so; an unknown, draft or removed event: 404 not found', async () => {
    const event = await makePost(t.db, { start_at: new Date(Date.now() + DAY) });
    const a = await newSeeker();
    const notJoined = await cancel(event.id, a.token);
    expect(notJoined.status).toBe(404);
    expect(notJoined.body.message).toBe(POST_CANCEL_MESSAGES.notJoined);
    expect((await cancel(999_999_999, a.token)).body.message).toBe(POST_MESSAGES.notFound);
    // Twice: the second finds no place.
    expect((await join(event.id, a.token)).status).toBe(201);
    expect((await cancel(event.id, a.token)).status).toBe(200);
    expect((await cancel(event.id, a.token)).status).toBe(404);
    expect(await joinCount(event.id)).toBe(0);

    const removed = await makePost(t.db, { start_at: new Date(Date.now() + DAY), join_count: 1 });
    await t.db.insert(postParticipants).values({ post_id: removed.id, seeker_detail_id: a.seeker.id });
    await t.db.update(posts).set({ is_removed: true }).where(eq(posts.id, removed.id));
    const gone = await cancel(removed.id, a.token);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(POST_MESSAGES.notFound);
    expect(await placeOf(removed.id, a.seeker.id)).toHaveLength(1);
  });

  it("never cancels someone else's place: seeker B gets 404 and A keeps it; others are refused", async () => {
    const event = await makePost(t.db, { start_at: new Date(Date.now() + DAY) });
    const a = await newSeeker();
    const b = await newSeeker();
    expect((await join(event.id, a.token)).status).toBe(201);
    // The session decides whose place it is; a seeker id in the body changes nothing.
    const res = await t.request('POST', `${API}/posts/cancel`, {
      body: { post_id: event.id, seeker_detail_id: a.seeker.id, auth_user_id: a.seeker.user_id },
      token: b.token,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(POST_CANCEL_MESSAGES.notJoined);
    expect(await placeOf(event.id, a.seeker.id)).toHaveLength(1);

    expect((await cancel(event.id)).status).toBe(401);
    const company = await makeCompany(t.db);
    const admin = await makeUser(t.db, 'admin');
    for (const userId of [company.user_id, admin.id]) {
      const refused = await cancel(event.id, await sessionToken(t.db, userId));
      expect(refused.status).toBe(403);
    }
    expect(await joinCount(event.id)).toBe(1);
  });

  it('gives the place back once when the same cancel is sent many times at once', async () => {
    const event = await makePost(t.db, { start_at: new Date(Date.now() + DAY), quota: 5 });
    const seekers = await Promise.all([newSeeker(), newSeeker()]);
    for (const s of seekers) expect((await join(event.id, s.token)).status).toBe(201);
    const results = await Promise.all(Array.from({ length: 6 }, () => cancel(event.id, seekers[0]!.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await joinCount(event.id)).toBe(1);
  });
});
