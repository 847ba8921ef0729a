import { MESSAGES } from '@siloker/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { tooManyRequests } from '../http/errors.ts';

/**
 * Fixed-window counters kept in the `rate_limits` table, so every server process behind a load
 * balancer shares them (docs/product.md §10 "Growing past one machine").
 */
export interface Limit {
  /** Counter name, e.g. `login:email`; the subject (address, IP) is appended. */
  name: string;
  max: number;
  windowSeconds: number;
}

const MIN = 60;
const HOUR = 60 * MIN;

/** The limits of the account flows (docs/decisions/030). */
export const LIMITS = {
  /** Failed logins per account and per address. The IP limit is looser: many people share an office NAT. */
  loginEmail: { name: 'login:email', max: 10, windowSeconds: 15 * MIN },
  loginIp: { name: 'login:ip', max: 30, windowSeconds: 15 * MIN },
  resetEmail: { name: 'reset:email', max: 5, windowSeconds: HOUR },
  resetIp: { name: 'reset:ip', max: 20, windowSeconds: HOUR },
  resendEmail: { name: 'resend:email', max: 3, windowSeconds: 15 * MIN },
  resendIp: { name: 'resend:ip', max: 10, windowSeconds: 15 * MIN },
  registerIp: { name: 'register:ip', max: 10, windowSeconds: HOUR },
  /** Wrong old password on the panel's change-password, and wrong password on an e-mail change. */
  passwordCheckUser: { name: 'password-check:user', max: 10, windowSeconds: 15 * MIN },
} satisfies Record<string, Limit>;

const keyOf = (limit: Limit, subject: string | number) => `${limit.name}:${String(subject).toLowerCase()}`;

/** Counts one event and returns the count in the current window and the seconds until it resets. */
export async function hit(
  db: Db,
  limit: Limit,
  subject: string | number,
): Promise<{ count: number; retryAfter: number }> {
  const window = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(limit, subject), count: 1, reset_at: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.reset_at} <= now() then 1 else ${rateLimits.count} + 1 end`,
        reset_at: sql`case when ${rateLimits.reset_at} <= now() then excluded.reset_at else ${rateLimits.reset_at} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.reset_at} - now())))::int`,
    });
  return { count: row!.count, retryAfter: Number(row!.retryAfter) };
}

/** The current count without counting (0 when the window has passed). */
export async function peek(
  db: Db,
  limit: Limit,
  subject: string | number,
): Promise<{ count: number; retryAfter: number }> {
  const [row] = await db
    .select({
      count: sql<number>`case when ${rateLimits.reset_at} <= now() then 0 else ${rateLimits.count} end`,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.reset_at} - now())))::int`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, keyOf(limit, subject)));
  return row ? { count: Number(row.count), retryAfter: Number(row.retryAfter) } : { count: 0, retryAfter: 0 };
}

export async function clear(db: Db, limit: Limit, subject: string | number): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
}

export function waitMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60 ? `${retryAfterSeconds} detik` : `${Math.ceil(retryAfterSeconds / 60)} menit`;
  return MESSAGES.tooManyAttempts(wait);
}

/** Throws 429 when any of the counters has already reached its limit (for failure-counted limits). */
export async function assertUnderLimit(
  db: Db,
  checks: ReadonlyArray<readonly [Limit, string | number]>,
): Promise<void> {
  for (const [limit, subject] of checks) {
    const { count, retryAfter } = await peek(db, limit, subject);
    if (count >= limit.max) throw tooManyRequests(waitMessage(retryAfter), retryAfter);
  }
}

/** Counts the request against each limit and throws 429 once one is exceeded (for request-counted limits). */
export async function consume(
  db: Db,
  checks: ReadonlyArray<readonly [Limit, string | number]>,
): Promise<void> {
  for (const [limit, subject] of checks) {
    const { count, retryAfter } = await hit(db, limit, subject);
    if (count > limit.max) throw tooManyRequests(waitMessage(retryAfter), retryAfter);
  }
}
