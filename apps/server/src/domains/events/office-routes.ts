import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttendanceBodySchema,
  AttendanceDataSchema,
  envelopeSchema,
  IdParamsSchema,
  OfficeParticipantListDataSchema,
  OfficeParticipantListQuerySchema,
  OfficeParticipantParamsSchema,
  OfficePostDataSchema,
  OfficePostListDataSchema,
  OfficePostListQuerySchema,
  POST_MESSAGES,
  PostStatusBodySchema,
} from '@siloker/shared';
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

/** The office runs events (issue 11 item 5): role `admin` only, under /office/posts. */
export const officePostRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireRole('admin');
  const files = () => ({ db: app.db, storage: app.storage });
  const tags = ['office'];
  const security = [{ bearer: [] }];
  const saved = { 200: envelopeSchema(OfficePostDataSchema), 201: envelopeSchema(OfficePostDataSchema) };

  app.get(
    '/office/posts',
    {
      preHandler: office,
      schema: {
        querystring: OfficePostListQuerySchema,
        response: { 200: envelopeSchema(OfficePostListDataSchema) },
        tags,
        security,
        summary: 'Semua acara (setiap status, tanpa yang dihapus)',
      },
    },
    async (req) => ok(await listOfficePosts(app.db, currentUser(req), req.query)),
  );

  app.get(
    '/office/posts/:id',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        response: { 200: envelopeSchema(OfficePostDataSchema) },
        tags,
        security,
        summary: 'Detail acara untuk diubah',
      },
    },
    async (req) => ok(await getOfficePost(app.db, currentUser(req), req.params.id)),
  );

  app.post(
    '/office/posts',
    {
      preHandler: office,
      schema: { consumes: ['multipart/form-data'], response: saved, tags, security, summary: 'Buat acara' },
    },
    async (req, reply) => {
      const { post } = await withMultipartForm(req, POST_FORM_FILES, (form) =>
        saveOfficePost(files(), currentUser(req), null, form, req.log),
      );
      return created(reply, { post }, POST_MESSAGES.created);
    },
  );

  app.post(
    '/office/posts/:id',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: saved,
        tags,
        security,
        summary: 'Ubah acara (gambar lama tetap bila tidak dikirim)',
      },
    },
    async (req) => {
      const { post } = await withMultipartForm(req, POST_FORM_FILES, (form) =>
        saveOfficePost(files(), currentUser(req), req.params.id, form, req.log),
      );
      return ok({ post }, POST_MESSAGES.updated);
    },
  );

  app.post(
    '/office/posts/:id/status',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        body: PostStatusBodySchema,
        response: { 200: envelopeSchema(OfficePostDataSchema) },
        tags,
        security,
        summary: 'Terbitkan, tutup, atau jadikan draf',
      },
    },
    async (req) =>
      ok(
        await changePostStatus(app.db, currentUser(req), req.params.id, req.body.status),
        POST_MESSAGES.statusChanged[req.body.status],
      ),
  );

  app.delete(
    '/office/posts/:id',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number() })) },
        tags,
        security,
        summary: 'Hapus acara (peserta tetap disimpan)',
      },
    },
    async (req) => {
      await removeOfficePost(app.db, currentUser(req), req.params.id);
      return ok({ id: req.params.id }, POST_MESSAGES.deleted);
    },
  );

  app.get(
    '/office/posts/:id/participants',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        querystring: OfficeParticipantListQuerySchema,
        response: { 200: envelopeSchema(OfficeParticipantListDataSchema) },
        tags,
        security,
        summary: 'Peserta acara dengan kehadirannya',
      },
    },
    async (req) => ok(await listParticipants(app.db, currentUser(req), req.params.id, req.query)),
  );

  app.post(
    '/office/posts/:id/participants/:participantId/attendance',
    {
      preHandler: office,
      schema: {
        params: OfficeParticipantParamsSchema,
        body: AttendanceBodySchema,
        response: { 200: envelopeSchema(AttendanceDataSchema) },
        tags,
        security,
        summary: 'Tandai kehadiran peserta',
      },
    },
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

  app.get(
    '/office/posts/:id/participants.csv',
    {
      preHandler: [sessionOfLink, office],
      schema: { params: IdParamsSchema, tags, security, summary: 'Unduh peserta acara (CSV)' },
    },
    async (req, reply) => {
      const { csv, name } = await participantsCsv(app.db, currentUser(req), req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', csvAttachment(name))
        .send(csv);
    },
  );
};
