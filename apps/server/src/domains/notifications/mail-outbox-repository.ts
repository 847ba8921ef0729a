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
 * row already has, so any server can tell when a row is due without remembering anything. Only a mail
 * server's refusal of this very mail counts as an attempt; an outage never does (docs/decisions/094).
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
      mail_attachment: notifications.mail_attachment,
      mail_attempts: notifications.mail_attempts,
      created_at: notifications.created_at,
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

/**
 * How long a row whose send failed for a passing reason (the mail server down, refusing for now, or
 * answering 4xx) waits before it is tried again: a tenth of its age, at least 15 s and at most 5 min.
 * A row held so is skipped by every worker, so the next pass probes another row instead of hammering
 * this one, and once the server is back every mail has left within minutes (docs/decisions/094).
 */
export const MAIL_HOLD_MIN_SECONDS = 15;
export const MAIL_HOLD_MAX_SECONDS = 300;
/** A mail still undelivered for passing reasons this long after its notification is given up (FAILED). */
export const MAIL_GIVE_UP_SECONDS = 3 * 86_400;

/**
 * Puts a row back for later without counting an attempt (an outage is not the mail's fault), held for
 * its back-off; FAILED instead once it has waited MAIL_GIVE_UP_SECONDS. True when it was given up.
 */
export async function deferMail(db: Db, id: number): Promise<boolean> {
  const age = sql`extract(epoch from now() - ${notifications.created_at})`;
  const hold = sql`least(greatest(${age} / 10, ${sql.raw(String(MAIL_HOLD_MIN_SECONDS))}), ${sql.raw(
    String(MAIL_HOLD_MAX_SECONDS),
  )})`;
  const [row] = await db
    .update(notifications)
    .set({
      mail_status: sql`case when ${age} > ${sql.raw(String(MAIL_GIVE_UP_SECONDS))} then 'FAILED' else 'PENDING' end`,
      mail_locked_until: sql`now() + ${hold} * interval '1 second'`,
    })
    .where(eq(notifications.id, id))
    .returning({ mail_status: notifications.mail_status });
  return row?.mail_status === 'FAILED';
}

/** Ends the lease of claimed rows that were not tried (the pass stopped at an outage): others may take them. */
export async function releaseMail(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(notifications).set({ mail_locked_until: null }).where(inArray(notifications.id, ids));
}
