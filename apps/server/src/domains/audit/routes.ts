import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptCookieSession, currentUser, requireOfficeRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { csvAttachment } from '../../lib/csv.ts';
import { auditCsv, listAudit } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** The office's audit trail (issue 15 item 9; docs/decisions/072): administrators only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const administrator = requireOfficeRole('ADMINISTRATOR');
  const tags = ['office'];

  route(
    app,
    API_ROUTES.auditEventList,
    {
      preHandler: administrator,
      schema: { tags, summary: 'Jejak audit: setiap tindakan akun Dinas (terbaru dahulu)' },
    },
    async (req) => ok(await listAudit(app.db, app.config.provinceCode, req.query)),
  );

  // 'Unduh CSV' is a plain link: its download also accepts the `auth` cookie's session.
  const sessionOfLink = acceptCookieSession(app.db);

  route(
    app,
    API_ROUTES.auditEventExport,
    {
      preHandler: [sessionOfLink, administrator],
      schema: { tags, summary: 'Unduh jejak audit sebagai CSV (saringan yang sama dengan daftar)' },
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
