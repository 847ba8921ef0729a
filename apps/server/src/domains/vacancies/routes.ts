import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { getVacancyBySlug, listVacancies } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';
import { recordVacancyEvent } from '../../lib/vacancy-events.ts';

/** Public reads of job vacancies (docs/product.md §7 "Vacancies"). */
export const vacancyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.vacancyList,
    { schema: { tags: ['vacancies'], summary: 'Daftar lowongan kerja publik' } },
    async (req) => {
      const data = await listVacancies(app.db, req.query);
      // Each vacancy on the page appeared in a public list (docs/decisions/111): counted in memory.
      recordVacancyEvent(
        app,
        req,
        'appearance',
        data.job_vacancies.map((v) => v.id),
      );
      return ok(data);
    },
  );

  route(
    app,
    API_ROUTES.vacancyDetail,
    { schema: { tags: ['vacancies'], summary: 'Detail lowongan kerja' } },
    async (req) => {
      const data = await getVacancyBySlug(app.db, req.params.title_slug, null);
      recordVacancyEvent(app, req, 'view', [data.job_vacancy.id]);
      return ok(data);
    },
  );
};
