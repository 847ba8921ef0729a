import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, rateLimits, users } from '../src/db/schema/index.ts';
import { purgeExpired } from '../src/lib/housekeeping.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { PASSWORD, client, newEmail } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

describe('housekeeping: expired tokens and throttle counters are purged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('deletes expired and long-used tokens and passed counters, and keeps live ones', async () => {
    const email = newEmail('tokens');
    await client(t).post('/api/v1/auth/register', {
      name: 'Token',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
    });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const row = (name: string, expires: string, used: string | null = null) => ({
      user_id: user!.id,
      kind: 'reset',
      token_hash: hashToken(`housekeeping-${name}-${Math.random()}`),
      expires_at: sql`now() + ${sql.raw(`interval '${expires}'`)}`,
      used_at: used === null ? null : sql`now() - ${sql.raw(`interval '${used}'`)}`,
    });
    const inserted = await t.db
      .insert(authTokens)
      .values([
        row('expired', '-1 minute'),
        row('used-long-ago', '10 days', '2 days'),
        row('live', '1 hour'),
        row('used-just-now', '1 hour', '1 minute'),
      ] as never)
      .returning({ id: authTokens.id });
    const ids = inserted.map((r) => r.id);
    await t.db.insert(rateLimits).values([
      { key: 'housekeeping:passed', count: 3, reset_at: sql`now() - interval '1 second'` },
      { key: 'housekeeping:current', count: 3, reset_at: sql`now() + interval '10 minutes'` },
    ]);

    const purged = await purgeExpired(t.db);
    expect(purged.tokens).toBeGreaterThanOrEqual(2);
    expect(purged.rateLimits).toBeGreaterThanOrEqual(1);

    const left = await t.db.select({ id: authTokens.id }).from(authTokens).where(inArray(authTokens.id, ids));
    expect(left.map((r) => r.id).sort()).toEqual([ids[2], ids[3]].sort());
    const counters = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['housekeeping:passed', 'housekeeping:current']));
    expect(counters.map((c) => c.key)).toEqual(['housekeeping:current']);
  });

  it('keeps a live session working after a sweep', async () => {
    const c = client(t);
    const email = newEmail('sweep');
    await c.post('/api/v1/auth/register', {
      name: 'Sweep',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
    });
    await t.db.update(users).set({ status: 'VERIFIED' }).where(eq(users.email, email));
    const login = await c.post<{ user: { token: string } }>('/api/v1/auth/login', {
      email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    await purgeExpired(t.db);
    const me = await t.get('/api/v1/auth/me', login.body.data!.user.token);
    expect(me.status).toBe(200);
  });
});
