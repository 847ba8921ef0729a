import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  IdParamsSchema,
  STAFF_MESSAGES,
  StaffCreateBodySchema,
  StaffListDataSchema,
  StaffListQuerySchema,
  StaffMemberDataSchema,
  StaffRoleBodySchema,
  StaffStatusBodySchema,
} from '@siloker/shared';
import { currentUser, requireOfficeRole } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { createStaff, listStaff, setStaffRole, setStaffStatus } from './service.ts';

/** Office staff (issue 11 item 10): the office's administrators only (docs/decisions/072). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireOfficeRole('ADMINISTRATOR');

  app.get(
    '/office/staff',
    {
      preHandler: office,
      schema: {
        querystring: StaffListQuerySchema,
        response: { 200: envelopeSchema(StaffListDataSchema) },
        tags: ['office'],
        summary: 'Daftar staf Dinas (akun kantor)',
      },
    },
    async (req) => ok(await listStaff(app.db, currentUser(req), req.query)),
  );

  app.post(
    '/office/staff',
    {
      preHandler: office,
      schema: {
        body: StaffCreateBodySchema,
        response: { 201: envelopeSchema(StaffMemberDataSchema) },
        tags: ['office'],
        summary: 'Tambah staf Dinas yang langsung dapat masuk',
      },
    },
    async (req, reply) =>
      created(reply, await createStaff(app.db, currentUser(req), req.body), STAFF_MESSAGES.created),
  );

  app.post(
    '/office/staff/:id/status',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        body: StaffStatusBodySchema,
        response: { 200: envelopeSchema(StaffMemberDataSchema) },
        tags: ['office'],
        summary: 'Nonaktifkan atau aktifkan kembali akun staf',
      },
    },
    async (req) => {
      const { data, message } = await setStaffStatus(app.db, currentUser(req), req.params.id, req.body);
      return ok(data, message);
    },
  );

  app.post(
    '/office/staff/:id/role',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        body: StaffRoleBodySchema,
        response: { 200: envelopeSchema(StaffMemberDataSchema) },
        tags: ['office'],
        summary: 'Ubah peran staf: Administrator atau Verifikator',
      },
    },
    async (req) => {
      const { data, message } = await setStaffRole(app.db, currentUser(req), req.params.id, req.body);
      return ok(data, message);
    },
  );
};
