import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { getVacancyBySlug, listVacancies } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** Public reads of job vacancies (docs/product.md §7 "Vacancies"). */
export const vacancyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.vacancyList,
    { schema: { tags: ['vacancies'], summary: 'Daftar lowongan kerja publik' } },
    async (req) => ok(await listVacancies(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.vacancyDetail,
    { schema: { tags: ['vacancies'], summary: 'Detail lowongan kerja' } },
    async (req) => ok(await getVacancyBySlug(app.db, req.params.title_slug, null)),
  );
};
