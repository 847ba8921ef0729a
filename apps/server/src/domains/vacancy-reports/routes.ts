import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VACANCY_REPORT_MESSAGES } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireAuth, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { decideReports, listReportQueue, reportVacancy } from './service.ts';

/** Reports of fake or unfair vacancies and the office's queue of them (docs/decisions/103). */
export const vacancyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireRole('admin');

  route(
    app,
    API_ROUTES.vacancyReportCreate,
    { preHandler: requireAuth, schema: { tags: ['vacancy-reports'], summary: 'Laporkan lowongan' } },
    async (req, reply) => {
      const data = await reportVacancy(app.db, currentUser(req), req.ip, req.body);
      reply.code(201);
      return ok(data, VACANCY_REPORT_MESSAGES.sent);
    },
  );

  route(
    app,
    API_ROUTES.officeVacancyReportList,
    { preHandler: office, schema: { tags: ['office'], summary: 'Antrean laporan lowongan' } },
    async (req) => ok(await listReportQueue(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.officeVacancyReportDecision,
    { preHandler: office, schema: { tags: ['office'], summary: 'Abaikan laporan atau hapus lowongan' } },
    async (req) => {
      const user = currentUser(req);
      const data = await decideReports(
        app.db,
        { id: user.id, ip: req.ip },
        req.params.job_vacancy_id,
        req.body,
      );
      const message =
        data.decision === 'DISMISS'
          ? VACANCY_REPORT_MESSAGES.dismissed
          : data.company_suspended
            ? VACANCY_REPORT_MESSAGES.removedSuspended
            : VACANCY_REPORT_MESSAGES.removed;
      return ok(data, message);
    },
  );
};
