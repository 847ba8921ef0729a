import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { backupStatus, dashboardOf } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** Halaman Utama numbers (issue 10 item 11; docs/product.md §2 "Tabs and counters"): the caller's own only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.dashboard,
    {
      preHandler: requireRole('company', 'seeker'),
      schema: {
        tags: ['dashboard'],
        summary: 'Angka halaman utama: lowongan perusahaan atau lamaran dan acara pencari kerja',
      },
    },
    async (req) => ok(await dashboardOf(app.db, currentUser(req))),
  );
  // The office dashboard's backup card (issue 18 item 1).
  route(
    app,
    API_ROUTES.dashboardBackup,
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['dashboard'],
        summary: 'Cadangan data terakhir (mesin tertanam) untuk halaman utama Dinas',
      },
    },
    async () => ok(await backupStatus(app.config)),
  );
};
