import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  StatisticsDataSchema,
  StatisticsExportQuerySchema,
  StatisticsQuerySchema,
} from '@siloker/shared';
import { acceptCookieSession, currentUser, requireRole } from '../../http/authenticate.ts';
import { recordAudit } from '../../lib/audit.ts';
import { ok } from '../../http/envelope.ts';
import { officeStatistics, statisticsCsv } from './service.ts';

/** The office's statistics (issue 11 item 8): role `admin` only. */
export const officeStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireRole('admin');
  const settings = { cityCode: app.config.cityCode, provinceCode: app.config.provinceCode };

  app.get(
    '/office/statistics',
    {
      preHandler: office,
      schema: {
        querystring: StatisticsQuerySchema,
        response: { 200: envelopeSchema(StatisticsDataSchema) },
        tags: ['office'],
        summary: 'Statistik Dinas: lowongan, lamaran, penempatan, pencari kerja, acara',
      },
    },
    async (req) => ok(await officeStatistics(app.db, settings, req.query)),
  );

  // 'Unduh CSV' is a plain link: its download also accepts the `auth` cookie's session.
  const sessionOfLink = acceptCookieSession(app.db);

  app.get(
    '/office/statistics/export',
    {
      preHandler: [sessionOfLink, office],
      schema: {
        querystring: StatisticsExportQuerySchema,
        tags: ['office'],
        summary: 'Unduh satu bagian statistik sebagai CSV',
      },
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
