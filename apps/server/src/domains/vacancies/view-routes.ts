import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, VacancyViewBodySchema, VacancyViewDataSchema } from '@siloker/shared';
import { ok } from '../../http/envelope.ts';
import { viewVacancy } from './views.ts';

/** View counting of public vacancies (docs/product.md §4, §7). The address is request.ip: TRUST_PROXY decides. */
export const vacancyViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/job-vacancies/view',
    {
      schema: {
        body: VacancyViewBodySchema,
        response: { 200: envelopeSchema(VacancyViewDataSchema) },
        tags: ['vacancies'],
        summary: 'Catat kunjungan lowongan kerja (sekali per alamat)',
      },
    },
    async (req) => ok(await viewVacancy(app.db, req.body.job_vacancy_id, req.ip, req.user?.id ?? null)),
  );
};
