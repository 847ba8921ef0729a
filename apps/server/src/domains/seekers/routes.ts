import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { getSeekerBySlug, listSeekers, listUsers } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/**
 * Reads of job seekers (docs/product.md §7): the public directory of those who opted in, and the panel's
 * search. The response schemas are the privacy guarantee: the serializer strips every field they do
 * not name.
 */
export const seekerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.seekerList,
    { schema: { tags: ['seekers'], summary: 'Daftar pencari kerja (yang bersedia tampil)' } },
    async (req) => ok(await listSeekers(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.seekerDetail,
    { schema: { tags: ['seekers'], summary: 'Profil publik pencari kerja' } },
    async (req) => ok(await getSeekerBySlug(app.db, req.params.name_slug)),
  );

  // The panel's seeker search (docs/product.md §7 "GET /users"): companies and the office only.
  route(
    app,
    API_ROUTES.userList,
    {
      preHandler: requireRole('company', 'admin'),
      schema: {
        tags: ['seekers'],
        summary: 'Cari pencari kerja (perusahaan: yang bersedia tampil; dinas: semua)',
      },
    },
    async (req) => ok(await listUsers(app.db, currentUser(req), req.query)),
  );
};
