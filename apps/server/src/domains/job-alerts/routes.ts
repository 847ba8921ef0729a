import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_ALERT_MESSAGES as M } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { emailOf } from './repository.ts';
import {
  confirmAlert,
  createAlert,
  deleteAlert,
  listAlerts,
  manageAlert,
  pauseByToken,
  subscribeGuest,
  unsubscribeByToken,
  updateAlert,
} from './service.ts';

/** Job alerts, saved searches mailed (docs/product.md §7 "Job alerts", docs/decisions/108). */
export const jobAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail client's one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a form; the
  // token in the path is all that counts, so the form is read and left aside (this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, undefined),
  );

  route(
    app,
    API_ROUTES.jobAlertList,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['job-alerts'], summary: 'Langganan lowongan saya' },
    },
    async (req) => ok(await listAlerts(app.db, currentUser(req), req.query)),
  );

  route(
    app,
    API_ROUTES.jobAlertCreate,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['job-alerts'], summary: 'Simpan pencarian dan kirim lowongan baru (pencari kerja)' },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const email = await emailOf(app.db, user.id);
      if (!email) throw notFound();
      const data = await createAlert(app.db, user, email, req.body);
      reply.code(201);
      return ok(data, M.created);
    },
  );

  route(
    app,
    API_ROUTES.jobAlertUpdate,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['job-alerts'], summary: 'Ubah frekuensi, jeda atau lanjutkan langganan' },
    },
    async (req) => {
      const { message, ...data } = await updateAlert(app.db, currentUser(req), req.params.id, req.body);
      return ok(data, message);
    },
  );

  route(
    app,
    API_ROUTES.jobAlertDelete,
    { preHandler: requireRole('seeker'), schema: { tags: ['job-alerts'], summary: 'Hapus langganan' } },
    async (req) => ok(await deleteAlert(app.db, currentUser(req), req.params.id), M.deleted),
  );

  route(
    app,
    API_ROUTES.jobAlertSubscribe,
    {
      schema: {
        tags: ['job-alerts'],
        summary: 'Berlangganan lowongan dengan email (konfirmasi lewat tautan)',
      },
    },
    async (req, reply) => {
      await subscribeGuest(app.db, { publicUrl: app.config.publicUrl, ip: req.ip }, req.body);
      reply.code(202);
      return ok(null, M.confirmSent);
    },
  );

  route(
    app,
    API_ROUTES.jobAlertConfirm,
    { schema: { tags: ['job-alerts'], summary: 'Konfirmasi langganan lowongan (tautan email)' } },
    async (req) => ok(await confirmAlert(app.db, req.ip, req.body.token), M.confirmed),
  );

  route(
    app,
    API_ROUTES.jobAlertManage,
    { schema: { tags: ['job-alerts'], summary: 'Langganan sebuah tautan email (tanpa masuk)' } },
    async (req) => ok(await manageAlert(app.db, req.ip, req.params.token)),
  );

  route(
    app,
    API_ROUTES.jobAlertPause,
    { schema: { tags: ['job-alerts'], summary: 'Jeda langganan dengan satu klik (tanpa masuk)' } },
    async (req) => ok(await pauseByToken(app.db, req.ip, req.params.token), M.paused),
  );

  route(
    app,
    API_ROUTES.jobAlertUnsubscribe,
    {
      schema: {
        tags: ['job-alerts'],
        summary: 'Berhenti berlangganan dengan satu klik (tanpa masuk; List-Unsubscribe-Post, RFC 8058)',
      },
    },
    async (req) => {
      const { data } = await unsubscribeByToken(app.db, req.ip, req.params.token);
      return ok(data, M.unsubscribed);
    },
  );
};
