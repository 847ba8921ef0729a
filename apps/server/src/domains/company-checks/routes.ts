import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_CHECK_MESSAGES } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { recordCheck, withdrawCheck } from './service.ts';

/** The office records and withdraws its checks of a company (docs/decisions/106): office roles only. */
export const companyCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireRole('admin');

  route(
    app,
    API_ROUTES.officeCompanyCheckRecord,
    { preHandler: office, schema: { tags: ['office'], summary: 'Catat pemeriksaan perusahaan' } },
    async (req) =>
      ok(
        await recordCheck(app.db, currentUser(req), req.params.id, req.body, app.config.provinceCode),
        COMPANY_CHECK_MESSAGES.recorded,
      ),
  );

  route(
    app,
    API_ROUTES.officeCompanyCheckWithdraw,
    { preHandler: office, schema: { tags: ['office'], summary: 'Cabut pemeriksaan perusahaan' } },
    async (req) =>
      ok(
        await withdrawCheck(app.db, currentUser(req), req.params.id, req.params.kind),
        COMPANY_CHECK_MESSAGES.withdrawn,
      ),
  );
};
