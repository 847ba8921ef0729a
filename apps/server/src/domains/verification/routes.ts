import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OFFICE_MESSAGES } from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import {
  decideCompany,
  decideVacancy,
  listCompanyQueue,
  listVacancyQueue,
  officeSummary,
} from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** The office's verification queues (issue 10 item 6; docs/product.md §10 "Extra endpoints"): role `admin` only. */
export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireRole('admin');

  route(
    app,
    API_ROUTES.officeSummary,
    { preHandler: office, schema: { tags: ['office'], summary: 'Jumlah antrean verifikasi Dinas' } },
    async () => ok(await officeSummary(app.db)),
  );

  route(
    app,
    API_ROUTES.officeCompanyList,
    { preHandler: office, schema: { tags: ['office'], summary: 'Antrean verifikasi perusahaan' } },
    async (req) => ok(await listCompanyQueue(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.officeCompanyDecision,
    { preHandler: office, schema: { tags: ['office'], summary: 'Verifikasi atau tolak perusahaan' } },
    async (req) =>
      ok(
        await decideCompany(app.db, currentUser(req).id, req.params.id, req.body, currentUser(req)),
        req.body.status === 'VERIFIED' ? OFFICE_MESSAGES.companyVerified : OFFICE_MESSAGES.companyRejected,
      ),
  );

  route(
    app,
    API_ROUTES.officeVacancyList,
    { preHandler: office, schema: { tags: ['office'], summary: 'Antrean verifikasi lowongan kerja' } },
    async (req) => ok(await listVacancyQueue(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.officeVacancyDecision,
    { preHandler: office, schema: { tags: ['office'], summary: 'Verifikasi atau tolak lowongan kerja' } },
    async (req) =>
      ok(
        await decideVacancy(app.db, currentUser(req).id, req.params.id, req.body, currentUser(req)),
        req.body.status === 'VERIFIED' ? OFFICE_MESSAGES.vacancyVerified : OFFICE_MESSAGES.vacancyRejected,
      ),
  );
};
