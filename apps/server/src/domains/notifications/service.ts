import type {
  MarkNotificationsReadBody,
  MarkNotificationsReadData,
  NotificationListData,
  NotificationListQuery,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
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
export async function notify(db: Db, userIds: number[], notification: repo.NewNotification): Promise<void> {
  await repo.insert(db, userIds, notification);
}
