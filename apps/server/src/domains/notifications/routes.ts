import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_MAIL_MESSAGES } from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { listNotifications, mailSettings, markNotificationsRead, saveMailSettings } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** The signed-in user's notifications (docs/product.md §7 "GET /notifications"; marking read is ours). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.notificationList,
    {
      preHandler: requireAuth,
      schema: { tags: ['notifications'], summary: 'Notifikasi pengguna yang masuk' },
    },
    async (req) => ok(await listNotifications(app.db, currentUser(req).id, req.query)),
  );

  route(
    app,
    API_ROUTES.notificationsRead,
    {
      preHandler: requireAuth,
      schema: { tags: ['notifications'], summary: 'Tandai notifikasi sudah dibaca' },
    },
    async (req) =>
      ok(
        await markNotificationsRead(app.db, currentUser(req).id, req.body),
        'Notifikasi ditandai sudah dibaca.',
      ),
  );

  // Profil Akun's e-mail switches (issue 10 item 12): which kinds of notification also come by e-mail.
  route(
    app,
    API_ROUTES.notificationMail,
    {
      preHandler: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Jenis notifikasi yang juga dikirim lewat email',
      },
    },
    async (req) => ok(await mailSettings(app.db, currentUser(req)), NOTIFICATION_MAIL_MESSAGES.loaded),
  );

  route(
    app,
    API_ROUTES.notificationMailSave,
    {
      preHandler: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Matikan atau nyalakan email per jenis notifikasi',
      },
    },
    async (req) =>
      ok(await saveMailSettings(app.db, currentUser(req), req.body), NOTIFICATION_MAIL_MESSAGES.saved),
  );
};
