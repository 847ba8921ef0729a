import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadDataSchema,
  NotificationListDataSchema,
  NotificationListQuerySchema,
} from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { listNotifications, markNotificationsRead } from './service.ts';

/** The signed-in user's notifications (SPEC.md §7 "GET /notifications"; marking read is ours). */
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
};
