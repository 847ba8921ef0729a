import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyDetailDataSchema,
  CompanyListDataSchema,
  CompanyListQuerySchema,
  CompanySlugParamsSchema,
  envelopeSchema,
} from '@siloker/shared';
import { ok } from '../../http/envelope.ts';
import { getCompanyBySlug, listCompanies } from './service.ts';

/** Public reads of companies (docs/product.md §7 "Companies and seekers"). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        querystring: CompanyListQuerySchema,
        response: { 200: envelopeSchema(CompanyListDataSchema) },
        tags: ['companies'],
        summary: 'Daftar perusahaan terverifikasi',
      },
    },
    async (req) => ok(await listCompanies(app.db, req.query)),
  );

  app.get(
    '/companies/slug/:name_slug',
    {
      schema: {
        params: CompanySlugParamsSchema,
        response: { 200: envelopeSchema(CompanyDetailDataSchema) },
        tags: ['companies'],
        summary: 'Detail perusahaan dan lowongannya',
      },
    },
    async (req) => ok(await getCompanyBySlug(app.db, req.params.name_slug)),
  );
};
