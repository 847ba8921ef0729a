import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DESK_MESSAGES, provinceTimeZone } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import {
  book,
  cancel,
  companySessions,
  createSession,
  deleteSession,
  myBookings,
  publicSessions,
  updateSession,
} from './service.ts';

/** Walk-in sessions of a vacancy and their bookings (docs/decisions/109). */
export const walkInRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.walkInSessions,
    { schema: { tags: ['walk-ins'], summary: 'Sesi walk-in sebuah lowongan' } },
    async (req) => ok(await publicSessions(app.db, req.user ?? null, req.query.job_vacancy_id)),
  );
  route(
    app,
    API_ROUTES.walkInBook,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['walk-ins'], summary: 'Pesan satu tempat di sesi walk-in (pencari kerja)' },
    },
    async (req, reply) =>
      created(reply, await book(app.db, currentUser(req), req.params.id), DESK_MESSAGES.booked),
  );
  route(
    app,
    API_ROUTES.walkInCancel,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['walk-ins'], summary: 'Batalkan pesanan sesi walk-in (pencari kerja)' },
    },
    async (req) => ok(await cancel(app.db, currentUser(req), req.params.id), DESK_MESSAGES.bookingCancelled),
  );
  route(
    app,
    API_ROUTES.walkInMyBookings,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['walk-ins'], summary: 'Sesi walk-in yang dipesan (pencari kerja sendiri)' },
    },
    async (req) => ok(await myBookings(app.db, currentUser(req))),
  );
  route(
    app,
    API_ROUTES.companyWalkInSessions,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['walk-ins'], summary: 'Sesi walk-in lowongan sendiri dan pemesannya (perusahaan)' },
    },
    async (req) => ok(await companySessions(app.db, currentUser(req), req.params.job_vacancy_id)),
  );
  route(
    app,
    API_ROUTES.companyWalkInCreate,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['walk-ins'], summary: 'Tambah sesi walk-in (perusahaan)' },
    },
    async (req, reply) =>
      created(
        reply,
        await createSession(app.db, currentUser(req), req.params.job_vacancy_id, req.body),
        DESK_MESSAGES.sessionCreated,
      ),
  );
  route(
    app,
    API_ROUTES.companyWalkInUpdate,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['walk-ins'], summary: 'Ubah sesi walk-in yang belum dimulai (perusahaan)' },
    },
    async (req) =>
      ok(
        await updateSession(
          app.db,
          currentUser(req),
          req.params.id,
          req.body,
          provinceTimeZone(app.config.provinceCode),
        ),
        DESK_MESSAGES.sessionUpdated,
      ),
  );
  route(
    app,
    API_ROUTES.companyWalkInDelete,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['walk-ins'], summary: 'Hapus sesi walk-in yang belum dipesan (perusahaan)' },
    },
    async (req) =>
      ok(await deleteSession(app.db, currentUser(req), req.params.id), DESK_MESSAGES.sessionDeleted),
  );
};
