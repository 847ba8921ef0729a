import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

/*
 * The e-mail outbox: notifications rows with mail_status 'PENDING' (partial index
 * notifications_mail_pending_idx). Only the mail worker (mail-outbox.ts) reads and writes these columns.
 */

export type MailStatus = 'PENDING' | 'SENT' | 'SKIPPED' | 'FAILED';

/**
 * Seconds after the notification was created before attempt n + 1 may run (index = attempts made so
 * far): at once, then after 1 minute, 5 minutes and 30 minutes. Counted from created_at, a column the
 * row already has, so any server can tell when a row is due without remembering anything.
 */
export const MAIL_RETRY_AFTER_SECONDS = [0, 60, 300, 1800] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_AFTER_SECONDS.length;

// Literal constants (no bind parameters), so the planner matches the partial index's predicate.
const pending = sql`${notifications.mail_status} = 'PENDING'`;
const retryAfter = sql`(case ${notifications.mail_attempts} ${sql.raw(
  MAIL_RETRY_AFTER_SECONDS.map((s, i) => `when ${i} then ${s}`).join(' '),
)} else ${sql.raw(String(MAIL_RETRY_AFTER_SECONDS.at(-1)))} end)`;
const due = sql`${notifications.created_at} <= now() - ${retryAfter} * interval '1 second'`;

/** How long a worker holds a claimed row; a worker that died mid-send leaves it to others after this. */
export const MAIL_LEASE_SECONDS = 120;
const free = sql`(${notifications.mail_locked_until} is null or ${notifications.mail_locked_until} < now())`;

/**
 * Claims up to `limit` due rows, oldest first, with a lease of MAIL_LEASE_SECONDS, and returns them with
 * their recipients. The claim is one short statement: FOR UPDATE SKIP LOCKED in its subquery means two
 * workers (two servers, or two ticks) never claim one row, and no transaction stays open while the mail
 * is sent (on PGlite an open transaction would hold the one connection, and every request, for the
 * length of an SMTP conversation).
 */
export async function claimDue(db: Db, limit: number) {
  const ids = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(pending, due, free))
    .orderBy(asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(notifications)
    .set({ mail_locked_until: sql`now() + ${sql.raw(String(MAIL_LEASE_SECONDS))} * interval '1 second'` })
    .where(inArray(notifications.id, ids))
    .returning({ id: notifications.id });
  if (claimed.length === 0) return [];
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      mail_attempts: notifications.mail_attempts,
      email: users.email,
      name: users.name,
      mail_opt_out: users.mail_opt_out,
      deleted_at: users.deleted_at,
      deactivated_at: users.deactivated_at,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .where(
      inArray(
        notifications.id,
        claimed.map((r) => r.id),
      ),
    )
    .orderBy(asc(notifications.id));
}
export type DueMail = Awaited<ReturnType<typeof claimDue>>[number];

/** The outcome of one attempt, which ends the lease; `attempted` counts a send toward the retries. */
export async function markMail(db: Db, id: number, status: MailStatus, attempted: boolean): Promise<void> {
  await db
    .update(notifications)
    .set({
      mail_status: status,
      mail_attempts: attempted ? sql`${notifications.mail_attempts} + 1` : notifications.mail_attempts,
      mail_locked_until: null,
    })
    .where(eq(notifications.id, id));
}
