import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  SeekerDetailDataSchema,
  SeekerListDataSchema,
  SeekerListQuerySchema,
  SeekerSlugParamsSchema,
  UsersDataSchema,
  UsersQuerySchema,
} from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { getSeekerBySlug, listSeekers, listUsers } from './service.ts';

/**
 * Reads of job seekers (docs/product.md §7): the public directory of those who opted in, and the panel's
 * search. The response schemas are the privacy guarantee: the serializer strips every field they do
 * not name.
 */
export const seekerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seekers',
    {
      schema: {
        querystring: SeekerListQuerySchema,
        response: { 200: envelopeSchema(SeekerListDataSchema) },
        tags: ['seekers'],
        summary: 'Daftar pencari kerja (yang bersedia tampil)',
      },
    },
    async (req) => ok(await listSeekers(app.db, req.query)),
  );

  app.get(
    '/seekers/slug/:name_slug',
    {
      schema: {
        params: SeekerSlugParamsSchema,
        response: { 200: envelopeSchema(SeekerDetailDataSchema) },
        tags: ['seekers'],
        summary: 'Profil publik pencari kerja',
      },
    },
    async (req) => ok(await getSeekerBySlug(app.db, req.params.name_slug)),
  );

  // The panel's seeker search (docs/product.md §7 "GET /users"): companies and the office only.
  app.get(
    '/users',
    {
      preHandler: requireRole('company', 'admin'),
      schema: {
        querystring: UsersQuerySchema,
        response: { 200: envelopeSchema(UsersDataSchema) },
        tags: ['seekers'],
        summary: 'Cari pencari kerja (perusahaan: yang bersedia tampil; dinas: semua)',
        security: [{ bearer: [] }],
      },
    },
    async (req) => ok(await listUsers(app.db, currentUser(req), req.query)),
  );
};
