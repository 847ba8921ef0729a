import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  POST_MESSAGES,
  PostDetailDataSchema,
  PostJoinBodySchema,
  PostJoinDataSchema,
  PostListDataSchema,
  PostListQuerySchema,
  PostSlugParamsSchema,
  PostViewBodySchema,
  PostViewDataSchema,
  SeekerPostsDataSchema,
  SeekerPostsQuerySchema,
} from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { requirePrivacyConsent } from '../privacy/service.ts';
import { created, ok } from '../../http/envelope.ts';
import { getPostBySlug, joinPost, listPosts, listSeekerPosts, viewPost } from './service.ts';

/** Events (docs/product.md §7 "Posts (events)"): public reads, view counting, and a seeker's joining. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

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
        summary: 'Detail acara (dengan keikutsertaan pencari kerja yang masuk)',
      },
    },
    async (req) => ok(await getPostBySlug(app.db, req.params.title_slug, req.user)),
  );

  app.post(
    '/posts/view',
    {
      schema: {
        body: PostViewBodySchema,
        response: { 200: envelopeSchema(PostViewDataSchema) },
        tags: ['posts'],
        summary: 'Catat kunjungan acara (sekali per alamat)',
      },
    },
    async (req) => ok(await viewPost(app.db, req.body.post_id, req.ip, req.user?.id ?? null)),
  );

  app.post(
    '/posts/join',
    {
      // Joining gives the office the seeker's name and contacts (docs/decisions/077).
      preHandler: [requireAuth, requirePrivacyConsent(app.db)],
      schema: {
        body: PostJoinBodySchema,
        response: { 201: envelopeSchema(PostJoinDataSchema) },
        tags: ['posts'],
        summary: 'Bergabung dengan acara (pencari kerja)',
        security,
      },
    },
    async (req, reply) =>
      created(reply, await joinPost(app.db, currentUser(req), req.body.post_id), POST_MESSAGES.joined),
  );

  // docs/product.md writes the path with a trailing slash; both spellings are accepted.
  for (const url of ['/posts/seeker/', '/posts/seeker']) {
    app.get(
      url,
      {
        preHandler: requireAuth,
        schema: {
          querystring: SeekerPostsQuerySchema,
          response: { 200: envelopeSchema(SeekerPostsDataSchema) },
          tags: ['posts'],
          summary: 'Acara yang diikuti pencari kerja yang masuk',
          security,
          hide: url === '/posts/seeker',
        },
      },
      async (req) => ok(await listSeekerPosts(app.db, currentUser(req), req.query)),
    );
  }
};
