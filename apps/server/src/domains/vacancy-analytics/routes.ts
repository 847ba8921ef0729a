import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { provinceTimeZone } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { acceptCookieSession, currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { clientOf } from '../../lib/vacancy-events.ts';
import { analyticsCsv, recordApplyClick, vacancyAnalytics } from './service.ts';

/** Per-vacancy analytics (docs/decisions/111): apply clicks from anyone, the figures for the owner. */
export const vacancyAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const company = requireRole('company');
  const timeZone = provinceTimeZone(app.config.provinceCode);

  route(
    app,
    API_ROUTES.vacancyApplyClick,
    { schema: { tags: ['vacancies'], summary: 'Catat klik tombol "Lamar" pada lowongan publik' } },
    async (req) =>
      ok(await recordApplyClick(app.db, app.vacancyEvents, req.body.job_vacancy_id, clientOf(req))),
  );

  route(
    app,
    API_ROUTES.vacancyAnalytics,
    { preHandler: company, schema: { tags: ['vacancies'], summary: 'Analitik satu lowongan per hari' } },
    async (req) => ok(await vacancyAnalytics(app.db, currentUser(req), req.params.id, req.query, timeZone)),
  );

  // 'Unduh CSV' is a plain link: its download also accepts the `auth` cookie's session.
  const sessionOfLink = acceptCookieSession(app.db);

  route(
    app,
    API_ROUTES.vacancyAnalyticsExport,
    {
      preHandler: [sessionOfLink, company],
      schema: { tags: ['vacancies'], summary: 'Unduh analitik satu lowongan sebagai CSV' },
    },
    async (req, reply) => {
      const data = await vacancyAnalytics(app.db, currentUser(req), req.params.id, req.query, timeZone);
      const { csv, disposition } = analyticsCsv(data);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
