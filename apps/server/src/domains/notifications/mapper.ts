import type { Notification } from '@siloker/shared';
import type { NotificationRow } from './repository.ts';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    is_read: row.read_at !== null,
    read_at: row.read_at === null ? null : iso(row.read_at),
    created_at: iso(row.created_at),
  };
}
