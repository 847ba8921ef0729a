import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AK1_MESSAGES,
  Ak1CardDataSchema,
  Ak1NumberParamsSchema,
  Ak1ReportBodySchema,
  Ak1ReportDataSchema,
  Ak1VerifyDataSchema,
  Ak1VerifyQuerySchema,
  envelopeSchema,
} from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { fileOwnReport, getOwnCard, verifyNumberThrottled } from './service.ts';

/** The AK/1 card (issue 11 item 4): the seeker's own card and reports, and the public check of a number. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const seeker = requireRole('seeker');
  const deps = () => ({ db: app.db, config: app.config });

  app.get(
    '/seeker/ak1',
    {
      preHandler: seeker,
      schema: {
        response: { 200: envelopeSchema(Ak1CardDataSchema) },
        tags: ['registration'],
        summary: 'Kartu AK/1 milik pencari kerja yang masuk',
      },
    },
    async (req) => ok(await getOwnCard(deps(), currentUser(req))),
  );

  app.post(
    '/seeker/ak1/reports',
    {
      preHandler: seeker,
      schema: {
        body: Ak1ReportBodySchema,
        response: { 201: envelopeSchema(Ak1ReportDataSchema) },
        tags: ['registration'],
        summary: 'Lapor Kartu AK/1 (6 bulanan)',
      },
    },
    async (req, reply) =>
      created(reply, await fileOwnReport(deps(), currentUser(req), req.body), AK1_MESSAGES.reportSaved),
  );

  app.get(
    '/ak1/verify/:number',
    {
      schema: {
        params: Ak1NumberParamsSchema,
        querystring: Ak1VerifyQuerySchema,
        response: { 200: envelopeSchema(Ak1VerifyDataSchema) },
        tags: ['registration'],
        summary: 'Cek keabsahan Kartu AK/1 (publik)',
      },
    },
    async (req) => ok(await verifyNumberThrottled(app.db, req.ip, req.params.number, req.query.kode)),
  );
};
