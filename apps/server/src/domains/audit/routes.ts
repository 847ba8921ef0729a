import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditEventExportQuerySchema,
  AuditEventListDataSchema,
  AuditEventListQuerySchema,
  envelopeSchema,
} from '@siloker/shared';
import { acceptCookieSession, currentUser, requireOfficeRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { csvAttachment } from '../../lib/csv.ts';
import { auditCsv, listAudit } from './service.ts';

/** The office's audit trail (issue 15 item 9; docs/decisions/072): administrators only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const administrator = requireOfficeRole('ADMINISTRATOR');
  const tags = ['office'];

  app.get(
    '/office/audit-events',
    {
      preHandler: administrator,
      schema: {
        querystring: AuditEventListQuerySchema,
        response: { 200: envelopeSchema(AuditEventListDataSchema) },
        tags,
        summary: 'Jejak audit: setiap tindakan akun Dinas (terbaru dahulu)',
      },
    },
    async (req) => ok(await listAudit(app.db, app.config.provinceCode, req.query)),
  );

  // 'Unduh CSV' is a plain link: its download also accepts the `auth` cookie's session.
  const sessionOfLink = acceptCookieSession(app.db);

  app.get(
    '/office/audit-events/export',
    {
      preHandler: [sessionOfLink, administrator],
      schema: {
        querystring: AuditEventExportQuerySchema,
        tags,
        summary: 'Unduh jejak audit sebagai CSV (saringan yang sama dengan daftar)',
      },
    },
    async (req, reply) => {
      const { csv, name } = await auditCsv(app.db, currentUser(req), app.config.provinceCode, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvAttachment(name))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
