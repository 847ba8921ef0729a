import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { getCompanyBySlug, listCompanies } from './service.ts';

/** Public reads of companies (docs/product.md §7 "Companies and seekers"). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.companyList,
    { schema: { tags: ['companies'], summary: 'Daftar perusahaan terverifikasi' } },
    async (req) => ok(await listCompanies(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.companyDetail,
    { schema: { tags: ['companies'], summary: 'Detail perusahaan dan lowongannya' } },
    async (req) => ok(await getCompanyBySlug(app.db, req.params.name_slug)),
  );
};
