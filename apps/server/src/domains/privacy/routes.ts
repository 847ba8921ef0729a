import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVACY_MESSAGES } from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { giveConsent, listMyFileReads } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

const tags = ['account'];

/** The owner's document-read log and the consent to the privacy notice (docs/decisions/077). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.fileReads,
    {
      preHandler: requireAuth,
      schema: { tags, summary: 'Riwayat akses dokumen: siapa yang membuka dokumen pribadi saya' },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await listMyFileReads(app.db, currentUser(req), req.query), PRIVACY_MESSAGES.fileReadsLoaded);
    },
  );

  route(
    app,
    API_ROUTES.privacyConsent,
    {
      preHandler: requireAuth,
      schema: { tags, summary: 'Setujui Kebijakan Privasi versi yang berlaku' },
    },
    async (req) => ok(await giveConsent(app.db, currentUser(req), req.ip), PRIVACY_MESSAGES.consentRecorded),
  );
};
