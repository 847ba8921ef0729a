import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVITATION_MESSAGES,
  IdParamsSchema,
  InvitationDataSchema,
  InvitationListDataSchema,
  InvitationListQuerySchema,
  InviteBodySchema,
  envelopeSchema,
} from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { requirePrivacyConsent } from '../privacy/service.ts';
import { created, ok } from '../../http/envelope.ts';
import { acceptInvitation, declineInvitation, invite, listInvitations } from './invitations.ts';

/**
 * Invitations ('tawar lamaran', docs/decisions/064-invitations.md). Identity from the token only; the
 * ids in the body are checked against it in the service.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['invitations'];

  app.post(
    '/invitations',
    {
      preHandler: requireRole('company'),
      schema: {
        body: InviteBodySchema,
        response: { 201: envelopeSchema(InvitationDataSchema) },
        tags,
        summary: 'Undang pencari kerja melamar lowongan sendiri (perusahaan)',
        security,
      },
    },
    async (req, reply) =>
      created(reply, await invite(app.db, currentUser(req), req.body), INVITATION_MESSAGES.sent),
  );

  app.get(
    '/invitations',
    {
      preHandler: requireRole('company', 'seeker'),
      schema: {
        querystring: InvitationListQuerySchema,
        response: { 200: envelopeSchema(InvitationListDataSchema) },
        tags,
        summary: 'Undangan yang diterima (pencari kerja) atau dikirim (perusahaan)',
        security,
      },
    },
    async (req) => ok(await listInvitations(app.db, currentUser(req), req.query)),
  );

  app.post(
    '/invitations/:id/accept',
    {
      // Accepting applies: only under the notice in force (docs/decisions/077).
      preHandler: [requireRole('seeker'), requirePrivacyConsent(app.db)],
      schema: {
        params: IdParamsSchema,
        response: { 200: envelopeSchema(InvitationDataSchema) },
        tags,
        summary: 'Terima undangan: lamaran dikirim (pencari kerja)',
        security,
      },
    },
    async (req) =>
      ok(await acceptInvitation(app.db, currentUser(req), req.params.id), INVITATION_MESSAGES.accepted),
  );

  app.post(
    '/invitations/:id/decline',
    {
      preHandler: requireRole('seeker'),
      schema: {
        params: IdParamsSchema,
        response: { 200: envelopeSchema(InvitationDataSchema) },
        tags,
        summary: 'Tolak undangan (pencari kerja)',
        security,
      },
    },
    async (req) =>
      ok(await declineInvitation(app.db, currentUser(req), req.params.id), INVITATION_MESSAGES.declined),
  );
};
