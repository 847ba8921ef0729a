import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadDataSchema,
  NotificationListDataSchema,
  NotificationListQuerySchema,
  NOTIFICATION_MAIL_MESSAGES,
  NotificationMailBodySchema,
  NotificationMailDataSchema,
} from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { listNotifications, mailSettings, markNotificationsRead, saveMailSettings } from './service.ts';

/** The signed-in user's notifications (docs/product.md §7 "GET /notifications"; marking read is ours). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      preHandler: requireAuth,
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: envelopeSchema(NotificationListDataSchema) },
        tags: ['notifications'],
        summary: 'Notifikasi pengguna yang masuk',
      },
    },
    async (req) => ok(await listNotifications(app.db, currentUser(req).id, req.query)),
  );

  app.post(
    '/notifications/read',
    {
      preHandler: requireAuth,
      schema: {
        body: MarkNotificationsReadBodySchema,
        response: { 200: envelopeSchema(MarkNotificationsReadDataSchema) },
        tags: ['notifications'],
        summary: 'Tandai notifikasi sudah dibaca',
      },
    },
    async (req) =>
      ok(
        await markNotificationsRead(app.db, currentUser(req).id, req.body),
        'Notifikasi ditandai sudah dibaca.',
      ),
  );

  // Profil Akun's e-mail switches (issue 10 item 12): which kinds of notification also come by e-mail.
  app.get(
    '/account/notification-mail',
    {
      preHandler: requireAuth,
      schema: {
        response: { 200: envelopeSchema(NotificationMailDataSchema) },
        tags: ['notifications'],
        security: [{ bearer: [] }],
        summary: 'Jenis notifikasi yang juga dikirim lewat email',
      },
    },
    async (req) => ok(await mailSettings(app.db, currentUser(req)), NOTIFICATION_MAIL_MESSAGES.loaded),
  );

  app.post(
    '/account/notification-mail',
    {
      preHandler: requireAuth,
      schema: {
        body: NotificationMailBodySchema,
        response: { 200: envelopeSchema(NotificationMailDataSchema) },
        tags: ['notifications'],
        security: [{ bearer: [] }],
        summary: 'Matikan atau nyalakan email per jenis notifikasi',
      },
    },
    async (req) =>
      ok(await saveMailSettings(app.db, currentUser(req), req.body), NOTIFICATION_MAIL_MESSAGES.saved),
  );
};
