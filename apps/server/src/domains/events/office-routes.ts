import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POST_MESSAGES } from '@siloker/shared';
import { currentUser, requireRole, acceptCookieSession } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { csvAttachment } from '../../lib/csv.ts';
import { withMultipartForm } from '../../lib/multipart.ts';
import {
  changePostStatus,
  getOfficePost,
  listOfficePosts,
  listParticipants,
  markAttendance,
  participantsCsv,
  POST_FORM_FILES,
  removeOfficePost,
  saveOfficePost,
} from './office-service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { provinceTimeZone } from '@siloker/shared';
import { route } from '../../http/route.ts';

/** The office runs events (issue 11 item 5): role `admin` only, under /office/posts. */
export const officePostRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireRole('admin');
  const files = () => ({ db: app.db, storage: app.storage });
  const tags = ['office'];

  route(
    app,
    API_ROUTES.officeEventList,
    {
      preHandler: office,
      schema: { tags, summary: 'Semua acara (setiap status, tanpa yang dihapus)' },
    },
    async (req) => ok(await listOfficePosts(app.db, currentUser(req), req.query)),
  );

  route(
    app,
    API_ROUTES.officeEventDetail,
    { preHandler: office, schema: { tags, summary: 'Detail acara untuk diubah' } },
    async (req) => ok(await getOfficePost(app.db, currentUser(req), req.params.id)),
  );

  route(
    app,
    API_ROUTES.officeEventCreate,
    { preHandler: office, schema: { tags, summary: 'Buat acara' } },
    async (req, reply) => {
      const { post } = await withMultipartForm(req, POST_FORM_FILES, (form) =>
        saveOfficePost(files(), currentUser(req), null, form, req.log),
      );
      return created(reply, { post }, POST_MESSAGES.created);
    },
  );

  route(
    app,
    API_ROUTES.officeEventUpdate,
    {
      preHandler: office,
      schema: { tags, summary: 'Ubah acara (gambar lama tetap bila tidak dikirim)' },
    },
    async (req) => {
      const { post } = await withMultipartForm(req, POST_FORM_FILES, (form) =>
        saveOfficePost(files(), currentUser(req), req.params.id, form, req.log),
      );
      return ok({ post }, POST_MESSAGES.updated);
    },
  );

  route(
    app,
    API_ROUTES.officeEventStatus,
    { preHandler: office, schema: { tags, summary: 'Terbitkan, tutup, atau jadikan draf' } },
    async (req) =>
      ok(
        await changePostStatus(app.db, currentUser(req), req.params.id, req.body.status),
        POST_MESSAGES.statusChanged[req.body.status],
      ),
  );

  route(
    app,
    API_ROUTES.officeEventDelete,
    { preHandler: office, schema: { tags, summary: 'Hapus acara (peserta tetap disimpan)' } },
    async (req) => {
      await removeOfficePost(app.db, currentUser(req), req.params.id);
      return ok({ id: req.params.id }, POST_MESSAGES.deleted);
    },
  );

  route(
    app,
    API_ROUTES.officeEventParticipants,
    { preHandler: office, schema: { tags, summary: 'Peserta acara dengan kehadirannya' } },
    async (req) => ok(await listParticipants(app.db, currentUser(req), req.params.id, req.query)),
  );

  route(
    app,
    API_ROUTES.officeEventAttendance,
    { preHandler: office, schema: { tags, summary: 'Tandai kehadiran peserta' } },
    async (req) =>
      ok(
        await markAttendance(
          app.db,
          currentUser(req),
          req.params.id,
          req.params.participantId,
          req.body.attended,
        ),
        req.body.attended ? POST_MESSAGES.attended : POST_MESSAGES.notAttended,
      ),
  );

  // 'Unduh CSV' is a plain link: its download also accepts the `auth` cookie's session.
  const sessionOfLink = acceptCookieSession(app.db);

  route(
    app,
    API_ROUTES.officeEventParticipantsCsv,
    { preHandler: [sessionOfLink, office], schema: { tags, summary: 'Unduh peserta acara (CSV)' } },
    async (req, reply) => {
      const { csv, name } = await participantsCsv(
        app.db,
        currentUser(req),
        req.params.id,
        provinceTimeZone(app.config.provinceCode),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', csvAttachment(name))
        .send(csv);
    },
  );
};
