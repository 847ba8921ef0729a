import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  PostDetailDataSchema,
  PostListDataSchema,
  PostListQuerySchema,
  PostSlugParamsSchema,
} from '@siloker/shared';
import { ok } from '../../http/envelope.ts';
import { getPostBySlug, listPosts } from './service.ts';

/** Public reads of events (SPEC.md §7 "Posts (events)"). */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/posts',
    {
      schema: {
        querystring: PostListQuerySchema,
        response: { 200: envelopeSchema(PostListDataSchema) },
        tags: ['posts'],
        summary: 'Daftar acara',
      },
    },
    async (req) => ok(await listPosts(app.db, req.query)),
  );

  app.get(
    '/posts/slug/:title_slug',
    {
      schema: {
        params: PostSlugParamsSchema,
        response: { 200: envelopeSchema(PostDetailDataSchema) },
        tags: ['posts'],
        summary: 'Detail acara',
      },
    },
    async (req) => ok(await getPostBySlug(app.db, req.params.title_slug)),
  );
};
