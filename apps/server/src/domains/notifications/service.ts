import {
  NOTIFICATION_MAIL_KINDS_BY_ROLE,
  type MarkNotificationsReadBody,
  type MarkNotificationsReadData,
  type NotificationListData,
  type NotificationListQuery,
  type NotificationMailBody,
  type NotificationMailData,
  type NotificationType,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { wakeMailOutbox } from './mail-outbox.ts';
import { enqueue, pruneQueued } from './mail-queue-repository.ts';
import { toNotification } from './mapper.ts';
import * as repo from './repository.ts';

/** The caller's own notifications; there is no way to name another user's. */
export async function listNotifications(
  db: Db,
  userId: number,
  q: NotificationListQuery,
): Promise<NotificationListData> {
  const [rows, total, unread] = await Promise.all([
    repo.listForUser(db, userId, { offset: q.offset, limit: q.limit, unreadOnly: q.unread }),
    repo.countForUser(db, userId, q.unread),
    repo.countForUser(db, userId, true),
  ]);
  return { notifications: rows.map(toNotification), total, unread_count: unread };
}

export async function markNotificationsRead(
  db: Db,
  userId: number,
  body: MarkNotificationsReadBody,
): Promise<MarkNotificationsReadData> {
  await repo.markRead(db, userId, body.all ? 'all' : (body.ids ?? []));
  return { unread_count: await repo.countForUser(db, userId, true) };
}

/**
 * What other domains call to tell users something (an application's stage changed, a company was
 * verified, …). One insert for any number of recipients.
 */
export async function notify(
  db: Db,
  userIds: number[],
  notification: repo.NewNotification & { type: NotificationType },
): Promise<void> {
  await repo.insert(db, userIds, notification);
  // The e-mail copy leaves through the outbox after the caller commits (mail-outbox.ts).
  if (userIds.length > 0) wakeMailOutbox();
}

/**
 * Mail that is not a notification's copy (job alerts and their confirmations, docs/decisions/108): stored
 * in the caller's transaction in `mail_outbox`, sent by the same worker, leases and retries.
 */
export async function queueMail(db: Db, messages: MailMessage[]): Promise<void> {
  await enqueue(db, messages);
  if (messages.length > 0) wakeMailOutbox();
}

/** Deletes queued mail sent or given up more than `days` ago. */
export async function pruneQueuedMail(db: Db, days: number): Promise<void> {
  await pruneQueued(db, days);
}

/** The switches the caller's role has, and which of them are off (GET /account/notification-mail). */
export async function mailSettings(db: Db, user: AuthContext): Promise<NotificationMailData> {
  const kinds = NOTIFICATION_MAIL_KINDS_BY_ROLE[user.role_name];
  const off = await repo.mailOptOut(db, user.id);
  return { kinds: [...kinds], off: kinds.filter((k) => off.includes(k)) };
}

/** POST /account/notification-mail: stores the kinds turned off, keeping only the role's own kinds. */
export async function saveMailSettings(
  db: Db,
  user: AuthContext,
  body: NotificationMailBody,
): Promise<NotificationMailData> {
  const kinds = NOTIFICATION_MAIL_KINDS_BY_ROLE[user.role_name];
  await repo.setMailOptOut(
    db,
    user.id,
    kinds.filter((k) => body.off.includes(k)),
  );
  return mailSettings(db, user);
}
