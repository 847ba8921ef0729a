import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_MESSAGES } from '@siloker/shared';
import { currentUser, requireOfficeRole } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { createStaff, listStaff, setStaffRole, setStaffStatus } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** Office staff (issue 11 item 10): the office's administrators only (docs/decisions/072). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireOfficeRole('ADMINISTRATOR');

  route(
    app,
    API_ROUTES.staffList,
    { preHandler: office, schema: { tags: ['office'], summary: 'Daftar staf Dinas (akun kantor)' } },
    async (req) => ok(await listStaff(app.db, currentUser(req), req.query)),
  );

  route(
    app,
    API_ROUTES.staffCreate,
    {
      preHandler: office,
      schema: { tags: ['office'], summary: 'Tambah staf Dinas yang langsung dapat masuk' },
    },
    async (req, reply) =>
      created(reply, await createStaff(app.db, currentUser(req), req.body), STAFF_MESSAGES.created),
  );

  route(
    app,
    API_ROUTES.staffStatus,
    {
      preHandler: office,
      schema: { tags: ['office'], summary: 'Nonaktifkan atau aktifkan kembali akun staf' },
    },
    async (req) => {
      const { data, message } = await setStaffStatus(app.db, currentUser(req), req.params.id, req.body);
      return ok(data, message);
    },
  );

  route(
    app,
    API_ROUTES.staffRole,
    {
      preHandler: office,
      schema: { tags: ['office'], summary: 'Ubah peran staf: Administrator atau Verifikator' },
    },
    async (req) => {
      const { data, message } = await setStaffRole(app.db, currentUser(req), req.params.id, req.body);
      return ok(data, message);
    },
  );
};
