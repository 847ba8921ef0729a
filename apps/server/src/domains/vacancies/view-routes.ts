import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { viewVacancy } from './views.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** View counting of public vacancies (docs/product.md §4, §7). The address is request.ip: TRUST_PROXY decides. */
export const vacancyViewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.vacancyView,
    { schema: { tags: ['vacancies'], summary: 'Catat kunjungan lowongan kerja (sekali per alamat)' } },
    async (req) => ok(await viewVacancy(app.db, req.body.job_vacancy_id, req.ip, req.user?.id ?? null)),
  );
};
