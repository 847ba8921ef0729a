import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  SeekerDetailDataSchema,
  SeekerListDataSchema,
  SeekerListQuerySchema,
  SeekerSlugParamsSchema,
} from '@siloker/shared';
import { ok } from '../../http/envelope.ts';
import { getSeekerBySlug, listSeekers } from './service.ts';

/**
 * Public reads of job seekers who opted in (SPEC.md §7). The response schemas are the privacy
 * guarantee: the serializer strips every field they do not name.
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
};
