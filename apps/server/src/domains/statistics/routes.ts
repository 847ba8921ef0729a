import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptCookieSession, currentUser, requireRole } from '../../http/authenticate.ts';
import { recordAudit } from '../../lib/audit.ts';
import { ok } from '../../http/envelope.ts';
import { officeStatistics, statisticsCsv } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** The office's statistics (issue 11 item 8): role `admin` only. */
export const officeStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireRole('admin');
  const settings = { cityCode: app.config.cityCode, provinceCode: app.config.provinceCode };

  route(
    app,
    API_ROUTES.statistics,
    {
      preHandler: office,
      schema: {
        tags: ['office'],
        summary: 'Statistik Dinas: lowongan, lamaran, penempatan, pencari kerja, acara',
      },
    },
    async (req) => ok(await officeStatistics(app.db, settings, req.query)),
  );

  // 'Unduh CSV' is a plain link: its download also accepts the `auth` cookie's session.
  const sessionOfLink = acceptCookieSession(app.db);

  route(
    app,
    API_ROUTES.statisticsExport,
    {
      preHandler: [sessionOfLink, office],
      schema: { tags: ['office'], summary: 'Unduh satu bagian statistik sebagai CSV' },
    },
    async (req, reply) => {
      const { disposition, csv } = await statisticsCsv(app.db, settings, req.query);
      const { auth_user_id: _ignored, ...detail } = req.query;
      await recordAudit(app.db, currentUser(req), {
        action: 'statistics.exported',
        subjectType: 'statistics',
        detail,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
