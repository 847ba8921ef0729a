import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { storeReport, vitalsStatistics } from './service.ts';

/** Real-user metrics (docs/decisions/100-real-user-metrics.md). The address is request.ip: TRUST_PROXY decides. */
export const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.vitalsReport,
    { schema: { tags: ['vitals'], summary: 'Laporkan kinerja satu kunjungan halaman (tanpa data pribadi)' } },
    async (req) => ok(await storeReport(app.db, req.body, req.ip), 'Laporan kinerja diterima'),
  );

  route(
    app,
    API_ROUTES.vitalsStatistics,
    {
      preHandler: requireRole('admin'),
      schema: { tags: ['office'], summary: 'Kinerja halaman bagi pengguna: p75 per halaman dan per minggu' },
    },
    async (req) => ok(await vitalsStatistics(app.db, app.config.provinceCode, req.query)),
  );
};
