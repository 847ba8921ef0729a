import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LandingDataSchema, LandingQuerySchema, envelopeSchema } from '@siloker/shared';
import { ok } from '../../http/envelope.ts';
import { getLandingPage } from './service.ts';

/** GET /landing-page (docs/product.md §7 "Other: master data, regions, landing page"). */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landing-page',
    {
      schema: {
        querystring: LandingQuerySchema,
        response: { 200: envelopeSchema(LandingDataSchema) },
        tags: ['landing'],
        summary: 'Jumlah perusahaan, pencari kerja, lowongan dan acara untuk halaman depan',
      },
    },
    async () => ok(await getLandingPage(app.db)),
  );
};
