import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POST_CANCEL_MESSAGES, POST_MESSAGES } from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { requirePrivacyConsent } from '../privacy/service.ts';
import { created, ok } from '../../http/envelope.ts';
import { cancelPlace, getPostBySlug, joinPost, listPosts, listSeekerPosts, viewPost } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** Events (docs/product.md §7 "Posts (events)"): public reads, view counting, and a seeker's joining. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, API_ROUTES.eventList, { schema: { tags: ['posts'], summary: 'Daftar acara' } }, async (req) =>
    ok(await listPosts(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.eventDetail,
    { schema: { tags: ['posts'], summary: 'Detail acara (dengan keikutsertaan pencari kerja yang masuk)' } },
    async (req) => ok(await getPostBySlug(app.db, req.params.title_slug, req.user)),
  );

  route(
    app,
    API_ROUTES.eventView,
    { schema: { tags: ['posts'], summary: 'Catat kunjungan acara (sekali per alamat)' } },
    async (req) => ok(await viewPost(app.db, req.body.post_id, req.ip, req.user?.id ?? null)),
  );

  route(
    app,
    API_ROUTES.eventJoin,
    {
      preHandler: [requireAuth, requirePrivacyConsent(app.db)],
      schema: { tags: ['posts'], summary: 'Bergabung dengan acara (pencari kerja)' },
    },
    async (req, reply) =>
      created(reply, await joinPost(app.db, currentUser(req), req.body.post_id), POST_MESSAGES.joined),
  );

  route(
    app,
    API_ROUTES.eventCancel,
    {
      preHandler: requireAuth,
      schema: {
        tags: ['posts'],
        summary: 'Batalkan pendaftaran acara sebelum acara dimulai (pencari kerja)',
      },
    },
    async (req) =>
      ok(await cancelPlace(app.db, currentUser(req), req.body.post_id), POST_CANCEL_MESSAGES.cancelled),
  );

  // docs/product.md writes the path with a trailing slash; both spellings are accepted (`bothSlashes`).
  route(
    app,
    API_ROUTES.seekerEventList,
    {
      preHandler: requireAuth,
      schema: { tags: ['posts'], summary: 'Acara yang diikuti pencari kerja yang masuk' },
    },
    async (req) => ok(await listSeekerPosts(app.db, currentUser(req), req.query)),
  );
};
