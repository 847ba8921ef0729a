import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import {
  MAIL_GIVE_UP_SECONDS,
  MAIL_HOLD_MAX_SECONDS,
  MAIL_HOLD_MIN_SECONDS,
  MAIL_LEASE_SECONDS,
  MAIL_RETRY_AFTER_SECONDS,
  type MailStatus,
} from './mail-outbox-repository.ts';

/*
 * The outbox of mail that is not a notification's copy (docs/decisions/108): job-alert mails and their
 * opt-in confirmations, to any address, with their own headers. The same leases, retries and back-off
 * as the notifications' outbox (mail-outbox-repository.ts, docs/decisions/067, 094), on `mail_outbox`.
 */

const pending = sql`${mailOutbox.mail_status} = 'PENDING'`;
const retryAfter = sql`(case ${mailOutbox.mail_attempts} ${sql.raw(
  MAIL_RETRY_AFTER_SECONDS.map((s, i) => `when ${i} then ${s}`).join(' '),
)} else ${sql.raw(String(MAIL_RETRY_AFTER_SECONDS.at(-1)))} end)`;
const due = sql`${mailOutbox.created_at} <= now() - ${retryAfter} * interval '1 second'`;
const free = sql`(${mailOutbox.mail_locked_until} is null or ${mailOutbox.mail_locked_until} < now())`;

/** Stores mails to send, in the caller's transaction: a rolled-back job sends nothing. */
export async function enqueue(db: Db, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(mailOutbox).values(
    messages.map((m) => ({
      to_email: m.to,
      subject: m.subject.slice(0, 300),
      text: m.text,
      html: m.html,
      headers: m.headers ?? {},
    })),
  );
}

/** Claims up to `limit` due rows with a lease, in one statement (FOR UPDATE SKIP LOCKED). */
export async function claimQueued(db: Db, limit: number) {
  const ids = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(pending, due, free))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ mail_locked_until: sql`now() + ${sql.raw(String(MAIL_LEASE_SECONDS))} * interval '1 second'` })
    .where(inArray(mailOutbox.id, ids))
    .returning();
}
export type QueuedMail = Awaited<ReturnType<typeof claimQueued>>[number];

/** The outcome of one attempt, which ends the lease. */
export async function markQueued(db: Db, id: number, status: MailStatus, attempted: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      mail_status: status,
      mail_attempts: attempted ? sql`${mailOutbox.mail_attempts} + 1` : mailOutbox.mail_attempts,
      mail_locked_until: null,
    })
    .where(eq(mailOutbox.id, id));
}

/** Back for later without counting an attempt (deferMail's rule); true when it was given up. */
export async function deferQueued(db: Db, id: number): Promise<boolean> {
  const age = sql`extract(epoch from now() - ${mailOutbox.created_at})`;
  const hold = sql`least(greatest(${age} / 10, ${sql.raw(String(MAIL_HOLD_MIN_SECONDS))}), ${sql.raw(
    String(MAIL_HOLD_MAX_SECONDS),
  )})`;
  const [row] = await db
    .update(mailOutbox)
    .set({
      mail_status: sql`case when ${age} > ${sql.raw(String(MAIL_GIVE_UP_SECONDS))} then 'FAILED' else 'PENDING' end`,
      mail_locked_until: sql`now() + ${hold} * interval '1 second'`,
    })
    .where(eq(mailOutbox.id, id))
    .returning({ mail_status: mailOutbox.mail_status });
  return row?.mail_status === 'FAILED';
}

/** Ends the lease of claimed rows that were not tried. */
export async function releaseQueued(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(mailOutbox).set({ mail_locked_until: null }).where(inArray(mailOutbox.id, ids));
}

/** Sent mail is kept this long (what went out, for a question from its recipient), then deleted. */
export async function pruneQueued(db: Db, days: number): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      sql`${mailOutbox.mail_status} <> 'PENDING' and ${mailOutbox.created_at} < now() - ${days} * interval '1 day'`,
    );
}
