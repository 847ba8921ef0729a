import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'type' | 'title' | 'body' | 'link' | 'data' | 'mail_attachment'
>;

const ofUser = (userId: number, unreadOnly = false): SQL =>
  and(eq(notifications.user_id, userId), unreadOnly ? isNull(notifications.read_at) : undefined)!;

/** A page of one user's notifications, newest first (index notifications_user_idx). */
export async function listForUser(
  db: Db,
  userId: number,
  page: { offset: number; limit: number; unreadOnly: boolean },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ofUser(userId, page.unreadOnly))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countForUser(db: Db, userId: number, unreadOnly: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(ofUser(userId, unreadOnly));
  return Number(row?.n ?? 0);
}

/** Marks the user's own notifications read; ids of other users' rows simply match nothing. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all'): Promise<void> {
  await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(ofUser(userId, true), ids === 'all' ? undefined : inArray(notifications.id, ids)));
}

/** Each row also waits in the e-mail outbox (mail_status PENDING) until the mail worker takes it. */
export async function insert(db: Db, userIds: number[], n: NewNotification): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(notifications)
    .values(userIds.map((user_id) => ({ ...n, user_id, mail_status: 'PENDING' as const })));
}

/** The kinds the user switched off (users.mail_opt_out); the account's own row only. */
export async function mailOptOut(db: Db, userId: number): Promise<string[]> {
  const [row] = await db.select({ off: users.mail_opt_out }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.off ?? [];
}

export async function setMailOptOut(db: Db, userId: number, off: string[]): Promise<void> {
  await db
    .update(users)
    .set({ mail_opt_out: sql`${JSON.stringify(off)}::jsonb`, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}
