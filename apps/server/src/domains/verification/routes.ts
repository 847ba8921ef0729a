import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  IdParamsSchema,
  OFFICE_MESSAGES,
  OfficeCompanyDecisionDataSchema,
  OfficeCompanyListDataSchema,
  OfficeCompanyListQuerySchema,
  OfficeSummaryDataSchema,
  OfficeVacancyDecisionDataSchema,
  OfficeVacancyListDataSchema,
  OfficeVacancyListQuerySchema,
  VerificationDecisionBodySchema,
} from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import {
  decideCompany,
  decideVacancy,
  listCompanyQueue,
  listVacancyQueue,
  officeSummary,
} from './service.ts';

/** The office's verification queues (issue 10 item 6; docs/product.md §10 "Extra endpoints"): role `admin` only. */
export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireRole('admin');

  app.get(
    '/office/summary',
    {
      preHandler: office,
      schema: {
        response: { 200: envelopeSchema(OfficeSummaryDataSchema) },
        tags: ['office'],
        summary: 'Jumlah antrean verifikasi Dinas',
      },
    },
    async () => ok(await officeSummary(app.db)),
  );

  app.get(
    '/office/companies',
    {
      preHandler: office,
      schema: {
        querystring: OfficeCompanyListQuerySchema,
        response: { 200: envelopeSchema(OfficeCompanyListDataSchema) },
        tags: ['office'],
        summary: 'Antrean verifikasi perusahaan',
      },
    },
    async (req) => ok(await listCompanyQueue(app.db, req.query)),
  );

  app.post(
    '/office/companies/:id/status',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        body: VerificationDecisionBodySchema,
        response: { 200: envelopeSchema(OfficeCompanyDecisionDataSchema) },
        tags: ['office'],
        summary: 'Verifikasi atau tolak perusahaan',
      },
    },
    async (req) =>
      ok(
        await decideCompany(app.db, currentUser(req).id, req.params.id, req.body, currentUser(req)),
        req.body.status === 'VERIFIED' ? OFFICE_MESSAGES.companyVerified : OFFICE_MESSAGES.companyRejected,
      ),
  );

  app.get(
    '/office/job-vacancies',
    {
      preHandler: office,
      schema: {
        querystring: OfficeVacancyListQuerySchema,
        response: { 200: envelopeSchema(OfficeVacancyListDataSchema) },
        tags: ['office'],
        summary: 'Antrean verifikasi lowongan kerja',
      },
    },
    async (req) => ok(await listVacancyQueue(app.db, req.query)),
  );

  app.post(
    '/office/job-vacancies/:id/status',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        body: VerificationDecisionBodySchema,
        response: { 200: envelopeSchema(OfficeVacancyDecisionDataSchema) },
        tags: ['office'],
        summary: 'Verifikasi atau tolak lowongan kerja',
      },
    },
    async (req) =>
      ok(
        await decideVacancy(app.db, currentUser(req).id, req.params.id, req.body, currentUser(req)),
        req.body.status === 'VERIFIED' ? OFFICE_MESSAGES.vacancyVerified : OFFICE_MESSAGES.vacancyRejected,
      ),
  );
};
