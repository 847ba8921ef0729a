import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FileReadsDataSchema,
  FileReadsQuerySchema,
  PRIVACY_MESSAGES,
  PrivacyConsentBodySchema,
  PrivacyConsentDataSchema,
  envelopeSchema,
} from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { giveConsent, listMyFileReads } from './service.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** The owner's document-read log and the consent to the privacy notice (docs/decisions/077). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/file-reads',
    {
      preHandler: requireAuth,
      schema: {
        querystring: FileReadsQuerySchema,
        response: { 200: envelopeSchema(FileReadsDataSchema) },
        tags,
        security,
        summary: 'Riwayat akses dokumen: siapa yang membuka dokumen pribadi saya',
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await listMyFileReads(app.db, currentUser(req), req.query), PRIVACY_MESSAGES.fileReadsLoaded);
    },
  );

  app.post(
    '/account/privacy-consent',
    {
      preHandler: requireAuth,
      schema: {
        body: PrivacyConsentBodySchema,
        response: { 200: envelopeSchema(PrivacyConsentDataSchema) },
        tags,
        security,
        summary: 'Setujui Kebijakan Privasi versi yang berlaku',
      },
    },
    async (req) => ok(await giveConsent(app.db, currentUser(req), req.ip), PRIVACY_MESSAGES.consentRecorded),
  );
};
