import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  VacancyDetailDataSchema,
  VacancyListDataSchema,
  VacancyListQuerySchema,
  VacancySlugParamsSchema,
} from '@siloker/shared';
import { ok } from '../../http/envelope.ts';
import { getVacancyBySlug, listVacancies } from './service.ts';

/** Public reads of job vacancies (docs/product.md §7 "Vacancies"). */
export const vacancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job-vacancies',
    {
      schema: {
        querystring: VacancyListQuerySchema,
        response: { 200: envelopeSchema(VacancyListDataSchema) },
        tags: ['vacancies'],
        summary: 'Daftar lowongan kerja publik',
      },
    },
    async (req) => ok(await listVacancies(app.db, req.query)),
  );

  app.get(
    '/job-vacancies/slug/:title_slug',
    {
      schema: {
        params: VacancySlugParamsSchema,
        response: { 200: envelopeSchema(VacancyDetailDataSchema) },
        tags: ['vacancies'],
        summary: 'Detail lowongan kerja',
      },
    },
    async (req) => ok(await getVacancyBySlug(app.db, req.params.title_slug, null)),
  );
};
