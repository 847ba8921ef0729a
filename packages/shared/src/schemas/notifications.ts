import * as z from './zod.ts';
import { PAGE_SIZES } from '../constants.ts';
import type { Role } from '../enums.ts';
import { id, listQuerySchema } from './common.ts';
import { NOTIFICATION_MAIL_KINDS, type NotificationMailKind } from './notification-constants.ts';

/** GET /notifications: newest first; `unread=1` for unread ones only. */
export const NotificationListQuerySchema = listQuerySchema(['created_at'], PAGE_SIZES.notifications).extend({
  unread: z.preprocess(
    (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' || v === '' ? false : v),
    z.boolean().default(false),
  ),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** One notification of the signed-in user (the spec shows none of its fields). */
export const NotificationSchema = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** An in-app path to open (e.g. an application), or null. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListDataSchema = z.object({
  notifications: z.array(NotificationSchema),
  total: z.number(),
  unread_count: z.number(),
});
export type NotificationListData = z.infer<typeof NotificationListDataSchema>;

/** POST /notifications/read: some of the caller's notifications by id, or all of them. */
export const MarkNotificationsReadBodySchema = z
  .object({
    ids: z.array(id()).max(100).optional(),
    all: z.boolean().optional(),
    auth_user_id: z.unknown().optional(),
  })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, {
    error: 'Pilih notifikasi yang akan ditandai sudah dibaca.',
    path: ['ids'],
  });
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;

export const MarkNotificationsReadDataSchema = z.object({ unread_count: z.number() });
export type MarkNotificationsReadData = z.infer<typeof MarkNotificationsReadDataSchema>;

/**
 * E-mail copies per kind (issue 10 item 12): which kinds a role receives at all, and which of them the
 * user switched off (users.mail_opt_out). The office receives no notifications, so it has no switch.
 */
export const NOTIFICATION_MAIL_KINDS_BY_ROLE: Readonly<Record<Role, readonly NotificationMailKind[]>> = {
  seeker: ['applications', 'invitations', 'verification', 'ak1'],
  company: ['applications', 'invitations', 'verification'],
  admin: [],
};

export const NOTIFICATION_MAIL_MESSAGES = {
  loaded: 'Pengaturan email notifikasi dimuat.',
  saved: 'Pengaturan email notifikasi disimpan.',
} as const;

/** POST /account/notification-mail: every kind the user does NOT want by e-mail (an empty list = all on). */
export const NotificationMailBodySchema = z.object({
  off: z.array(z.enum(NOTIFICATION_MAIL_KINDS)).max(NOTIFICATION_MAIL_KINDS.length),
  auth_user_id: z.unknown().optional(),
});
export type NotificationMailBody = z.infer<typeof NotificationMailBodySchema>;

/** GET and POST /account/notification-mail: the switches of the caller's role and those turned off. */
export const NotificationMailDataSchema = z.object({
  kinds: z.array(z.enum(NOTIFICATION_MAIL_KINDS)),
  off: z.array(z.enum(NOTIFICATION_MAIL_KINDS)),
});
export type NotificationMailData = z.infer<typeof NotificationMailDataSchema>;
