import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardDataSchema, envelopeSchema } from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { dashboardOf } from './service.ts';

/** Halaman Utama numbers (issue 10 item 11; docs/product.md §2 "Tabs and counters"): the caller's own only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: requireRole('company', 'seeker'),
      schema: {
        response: { 200: envelopeSchema(DashboardDataSchema) },
        tags: ['dashboard'],
        summary: 'Angka halaman utama: lowongan perusahaan atau lamaran dan acara pencari kerja',
        security: [{ bearer: [] }],
      },
    },
    async (req) => ok(await dashboardOf(app.db, currentUser(req))),
  );
};
