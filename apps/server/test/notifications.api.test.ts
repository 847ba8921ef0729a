import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@siloker/shared';
import { notifications } from '../src/db/schema/index.ts';
import { notify } from '../src/domains/notifications/service.ts';
import { registerAndActivate } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

const API = '/api/v1/notifications';

describe('notifications of the signed-in user', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let alice: Awaited<ReturnType<typeof registerAndActivate>>;
  let bob: Awaited<ReturnType<typeof registerAndActivate>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    alice = await registerAndActivate(t, smtp, { name: 'Alice' });
    bob = await registerAndActivate(t, smtp, { name: 'Bob', type: 'company' });
    // Alice: 12 notifications, one a minute apart, the newest last; Bob: 1.
    await t.db.insert(notifications).values(
      Array.from({ length: 12 }, (_, i) => ({
        user_id: alice.user.id,
        type: 'application_status',
        title: `Status lamaran ${i + 1}`,
        body: `Isi ${i + 1}`,
        link: '/panel/data-lowongan-kerja/pencari-kerja',
        created_at: sql`now() - make_interval(mins => ${12 - i})`,
      })) as never,
    );
    await notify(t.db, [bob.user.id], {
      type: NOTIFICATION_TYPES.companyVerified,
      title: 'Perusahaan diverifikasi',
      body: '',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('needs a session', async () => {
    const res = await t.get(API);
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('unauthorized');
  });

  it('lists only the caller’s own notifications, newest first, a page at a time, with the unread count', async () => {
    const first = await t.get(API, alice.token);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.unread_count).toBe(12);
    expect(first.body.data.notifications).toHaveLength(10);
    expect(first.body.data.notifications[0]).toMatchObject({
      title: 'Status lamaran 12',
      is_read: false,
      read_at: null,
      link: '/panel/data-lowongan-kerja/pencari-kerja',
    });
    const second = await t.get(`${API}?offset=10&limit=10`, alice.token);
    expect(second.body.data.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Status lamaran 2',
      'Status lamaran 1',
    ]);
    // A forged auth_user_id changes nothing: identity comes from the token.
    const forged = await t.get(`${API}?auth_user_id=${alice.user.id}`, bob.token);
    expect(forged.body.data.total).toBe(1);
    expect(forged.body.data.notifications[0].title).toBe('Perusahaan diverifikasi');
  });

  it('marks chosen notifications read, never another user’s, and then all of them', async () => {
    const bobs = (await t.get(API, bob.token)).body.data.notifications[0].id as number;
    const page = (await t.get(`${API}?limit=3`, alice.token)).body.data.notifications as { id: number }[];
    const res = await t.post(`${API}/read`, { ids: [page[0]!.id, page[1]!.id, bobs] }, alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data.unread_count).toBe(10);

    const bobAfter = await t.get(API, bob.token);
    expect(bobAfter.body.data.unread_count).toBe(1);

    const unread = await t.get(`${API}?unread=1&limit=100`, alice.token);
    expect(unread.body.data.total).toBe(10);
    expect(unread.body.data.notifications.every((n: { is_read: boolean }) => !n.is_read)).toBe(true);
    const me = await t.get('/api/v1/auth/me', alice.token);
    expect(me.body.data.user.unread_notif_count).toBe(10);

    const all = await t.post(`${API}/read`, { all: true }, alice.token);
    expect(all.body.data.unread_count).toBe(0);
    const after = await t.get(API, alice.token);
    expect(after.body.data.notifications[0].is_read).toBe(true);
    expect(typeof after.body.data.notifications[0].read_at).toBe('string');
    expect((await t.get(API, bob.token)).body.data.unread_count).toBe(1);
  });

  it('answers a bad body or query with a 400 naming the field, changing nothing', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: 'ya' }]) {
      const res = await t.post(`${API}/read`, body, bob.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe('fail');
    }
    const empty = await t.post(`${API}/read`, {}, bob.token);
    expect(empty.body.data.errors.ids).toEqual(['Pilih notifikasi yang akan ditandai sudah dibaca.']);
    const bad = await t.get(`${API}?limit=101`, bob.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.errors)).toContain('limit');
    expect((await t.get(API, bob.token)).body.data.unread_count).toBe(1);
  });
});
