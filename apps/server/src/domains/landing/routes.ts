import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { getLandingPage } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** GET /landing-page (docs/product.md §7 "Other: master data, regions, landing page"). */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.landingPage,
    {
      schema: {
        tags: ['landing'],
        summary: 'Jumlah perusahaan, pencari kerja, lowongan dan acara untuk halaman depan',
      },
    },
    async () => ok(await getLandingPage(app.db)),
  );
};
