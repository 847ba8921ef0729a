import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_MESSAGES,
  ApplicantListDataSchema,
  ApplicantListQuerySchema,
  ApplicantStagesDataSchema,
  ApplyBodySchema,
  ApplyDataSchema,
  ChangeApplicationStatusBodySchema,
  ChangeApplicationStatusDataSchema,
  JobVacancyIdParamsSchema,
  SeekerApplicationPageSchema,
  SeekerApplicationStatusesDataSchema,
  SeekerApplicationsQuerySchema,
  envelopeSchema,
} from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { requirePrivacyConsent } from '../privacy/service.ts';
import { created, ok } from '../../http/envelope.ts';
import {
  applicantStages,
  apply,
  changeStatus,
  listApplicants,
  listOwnApplications,
  ownApplicationStatuses,
} from './service.ts';

/**
 * Applying and the applicant pipeline (docs/product.md §7 "Vacancies" and "Applicants"). Identity comes from
 * the token only; the ids in bodies and queries are checked against it in the service.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  // docs/product.md writes the path with a trailing slash; both spellings are accepted.
  for (const url of ['/seekers/applied/', '/seekers/applied']) {
    app.post(
      url,
      {
        // Applying hands the profile to a company: only under the notice in force (docs/decisions/077).
        preHandler: [requireRole('seeker'), requirePrivacyConsent(app.db)],
        schema: {
          body: ApplyBodySchema,
          response: { 201: envelopeSchema(ApplyDataSchema) },
          tags: ['applications'],
          summary: 'Lamar lowongan kerja (pencari kerja)',
          security,
          hide: url === '/seekers/applied',
        },
      },
      async (req, reply) =>
        created(reply, await apply(app.db, currentUser(req), req.body), APPLICATION_MESSAGES.applied),
    );
  }

  app.post(
    '/seekers/job-vacancy/change-status',
    {
      preHandler: requireRole('company'),
      schema: {
        body: ChangeApplicationStatusBodySchema,
        response: { 200: envelopeSchema(ChangeApplicationStatusDataSchema) },
        tags: ['applications'],
        summary: 'Ubah tahap pelamar (perusahaan)',
        security,
      },
    },
    async (req) => {
      const data = await changeStatus(app.db, currentUser(req), req.body);
      return ok(data, APPLICATION_MESSAGES.statusChanged(data.seeker_job_vacancy.status));
    },
  );

  app.get(
    '/seekers/job-vacancy-applied/:job_vacancy_id',
    {
      preHandler: requireRole('company'),
      schema: {
        params: JobVacancyIdParamsSchema,
        querystring: ApplicantListQuerySchema,
        response: { 200: envelopeSchema(ApplicantListDataSchema) },
        tags: ['applications'],
        summary: 'Pelamar satu lowongan pada satu tahap, dengan filter (perusahaan)',
        security,
      },
    },
    async (req) => ok(await listApplicants(app.db, currentUser(req), req.params.job_vacancy_id, req.query)),
  );

  app.get(
    '/seekers/job-vacancy/:job_vacancy_id',
    {
      preHandler: requireRole('company'),
      schema: {
        params: JobVacancyIdParamsSchema,
        querystring: ApplicantListQuerySchema,
        response: { 200: envelopeSchema(ApplicantStagesDataSchema) },
        tags: ['applications'],
        summary: 'Pelamar yang dipanggil, diproses dan diterima (perusahaan)',
        security,
      },
    },
    async (req) => ok(await applicantStages(app.db, currentUser(req), req.params.job_vacancy_id, req.query)),
  );

  app.get(
    '/job-vacancies/seeker/job-application-statuses',
    {
      preHandler: requireRole('seeker'),
      schema: {
        querystring: SeekerApplicationsQuerySchema,
        response: { 200: envelopeSchema(SeekerApplicationStatusesDataSchema) },
        tags: ['applications'],
        summary: 'Lamaran sendiri per tahap (pencari kerja)',
        security,
      },
    },
    async (req) => ok(await ownApplicationStatuses(app.db, currentUser(req), req.query)),
  );

  app.get(
    '/job-vacancies/seeker/job-application-applicants',
    {
      preHandler: requireRole('seeker'),
      schema: {
        querystring: SeekerApplicationsQuerySchema,
        response: { 200: envelopeSchema(SeekerApplicationPageSchema) },
        tags: ['applications'],
        summary: 'Daftar lamaran sendiri (pencari kerja)',
        security,
      },
    },
    async (req) => ok(await listOwnApplications(app.db, currentUser(req), req.query)),
  );
};
