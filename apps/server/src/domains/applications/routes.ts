import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_MESSAGES, DESK_MESSAGES, provinceTimeZone } from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { requirePrivacyConsent } from '../privacy/service.ts';
import { created, ok } from '../../http/envelope.ts';
import {
  applicantStages,
  apply,
  bulkChangeStatus,
  changeStatus,
  listApplicants,
  listOwnApplications,
  ownApplicationStatuses,
} from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';
import { interviewEnv } from '../interviews/index.ts';

/**
 * Applying and the applicant pipeline (docs/product.md §7 "Vacancies" and "Applicants"). Identity comes from
 * the token only; the ids in bodies and queries are checked against it in the service.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product.md writes the path with a trailing slash; both spellings are accepted.
  route(
    app,
    API_ROUTES.apply,
    {
      // Applying hands the profile to a company: only under the notice in force (docs/decisions/077).
      preHandler: [requireRole('seeker'), requirePrivacyConsent(app.db)],
      schema: { tags: ['applications'], summary: 'Lamar lowongan kerja (pencari kerja)' },
    },
    async (req, reply) =>
      created(
        reply,
        await apply(app.db, currentUser(req), req.body, {
          ip: req.ip,
          timeZone: provinceTimeZone(app.config.provinceCode),
        }),
        APPLICATION_MESSAGES.applied,
      ),
  );

  route(
    app,
    API_ROUTES.applicationStatusChange,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['applications'], summary: 'Ubah tahap pelamar (perusahaan)' },
    },
    async (req) => {
      const data = await changeStatus(app.db, currentUser(req), req.body, interviewEnv(app.config));
      return ok(data, APPLICATION_MESSAGES.statusChanged(data.seeker_job_vacancy.status));
    },
  );

  // Bulk moves (docs/decisions/109): each applicant moved as the single move does, or listed as skipped.
  route(
    app,
    API_ROUTES.applicationBulkStatusChange,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['applications'], summary: 'Ubah tahap banyak pelamar sekaligus (perusahaan)' },
    },
    async (req) => {
      const data = await bulkChangeStatus(app.db, currentUser(req), req.body);
      return ok(data, DESK_MESSAGES.bulkDone(data.moved.length, data.skipped.length));
    },
  );

  route(
    app,
    API_ROUTES.applicantList,
    {
      preHandler: requireRole('company'),
      schema: {
        tags: ['applications'],
        summary: 'Pelamar satu lowongan pada satu tahap, dengan filter (perusahaan)',
      },
    },
    async (req) => ok(await listApplicants(app.db, currentUser(req), req.params.job_vacancy_id, req.query)),
  );

  route(
    app,
    API_ROUTES.applicantStages,
    {
      preHandler: requireRole('company'),
      schema: {
        tags: ['applications'],
        summary: 'Pelamar yang dipanggil, lolos dan diterima (perusahaan)',
      },
    },
    async (req) => ok(await applicantStages(app.db, currentUser(req), req.params.job_vacancy_id, req.query)),
  );

  route(
    app,
    API_ROUTES.seekerApplicationStatuses,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['applications'], summary: 'Lamaran sendiri per tahap (pencari kerja)' },
    },
    async (req) => ok(await ownApplicationStatuses(app.db, currentUser(req), req.query)),
  );

  route(
    app,
    API_ROUTES.seekerApplications,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['applications'], summary: 'Daftar lamaran sendiri (pencari kerja)' },
    },
    async (req) => ok(await listOwnApplications(app.db, currentUser(req), req.query)),
  );
};
