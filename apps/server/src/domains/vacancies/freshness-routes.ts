import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { provinceTimeZone } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { answerStillOpen, extendVacancy, vacancyFreshness } from './freshness.ts';

/**
 * Vacancies that do not go stale (docs/decisions/104): the company's screen of one vacancy (and the
 * office's view of its history), its one-click extensions and its answer to "Masih membuka lowongan ini?".
 */
export const vacancyFreshnessRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.vacancyFreshness,
    {
      preHandler: requireRole('company', 'admin'),
      schema: { tags: ['vacancies'], summary: 'Batas waktu, pertanyaan dan riwayat kesegaran lowongan' },
    },
    async (req) => ok(await vacancyFreshness(app.db, currentUser(req), req.params.id, req.query)),
  );

  route(
    app,
    API_ROUTES.vacancyExtend,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['vacancies'], summary: 'Perpanjang lowongan 14 atau 30 hari' },
    },
    async (req) => {
      // Dates in the portal's time zone (the province of CITY_CODE).
      const timeZone = provinceTimeZone(app.config.provinceCode);
      const { data, message } = await extendVacancy(
        app.db,
        currentUser(req),
        req.params.id,
        req.body.days,
        timeZone,
      );
      return ok(data, message);
    },
  );

  route(
    app,
    API_ROUTES.vacancyStillOpen,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['vacancies'], summary: 'Jawab "Masih membuka lowongan ini?" (Ya atau Tutup)' },
    },
    async (req) => {
      const { data, message } = await answerStillOpen(app.db, currentUser(req), req.params.id, req.body.open);
      return ok(data, message);
    },
  );
};
