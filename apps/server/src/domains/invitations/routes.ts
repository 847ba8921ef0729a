import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVITATION_MESSAGES } from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { requirePrivacyConsent } from '../privacy/service.ts';
import { created, ok } from '../../http/envelope.ts';
import { acceptInvitation, declineInvitation, invite, listInvitations } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/**
 * Invitations ('tawar lamaran', docs/decisions/064-invitations.md). Identity from the token only; the
 * ids in the body are checked against it in the service.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invitations'];

  route(
    app,
    API_ROUTES.invitationCreate,
    {
      preHandler: requireRole('company'),
      schema: { tags, summary: 'Undang pencari kerja melamar lowongan sendiri (perusahaan)' },
    },
    async (req, reply) =>
      created(reply, await invite(app.db, currentUser(req), req.body), INVITATION_MESSAGES.sent),
  );

  route(
    app,
    API_ROUTES.invitationList,
    {
      preHandler: requireRole('company', 'seeker'),
      schema: { tags, summary: 'Undangan yang diterima (pencari kerja) atau dikirim (perusahaan)' },
    },
    async (req) => ok(await listInvitations(app.db, currentUser(req), req.query)),
  );

  route(
    app,
    API_ROUTES.invitationAccept,
    {
      preHandler: [requireRole('seeker'), requirePrivacyConsent(app.db)],
      schema: { tags, summary: 'Terima undangan: lamaran dikirim (pencari kerja)' },
    },
    async (req) =>
      ok(await acceptInvitation(app.db, currentUser(req), req.params.id), INVITATION_MESSAGES.accepted),
  );

  route(
    app,
    API_ROUTES.invitationDecline,
    {
      preHandler: requireRole('seeker'),
      schema: { tags, summary: 'Tolak undangan (pencari kerja)' },
    },
    async (req) =>
      ok(await declineInvitation(app.db, currentUser(req), req.params.id), INVITATION_MESSAGES.declined),
  );
};
