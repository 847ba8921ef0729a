import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `notifications` domain (docs/decisions/081-api-path-table.md). */

export const notificationList = {
  method: 'GET',
  path: '/notifications',
} as const satisfies ApiPathEntry;

export const notificationsRead = {
  method: 'POST',
  path: '/notifications/read',
} as const satisfies ApiPathEntry;

export const notificationMail = {
  method: 'GET',
  path: '/account/notification-mail',
} as const satisfies ApiPathEntry;

export const notificationMailSave = {
  method: 'POST',
  path: '/account/notification-mail',
} as const satisfies ApiPathEntry;
