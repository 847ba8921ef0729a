import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SAVED_VACANCY_MESSAGES } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { listSavedVacancies, removeSavedVacancy, saveVacancy, savedVacancyIds } from './service.ts';

/** A seeker's saved vacancies (docs/product.md §7 "Saved vacancies", docs/decisions/087). */
export const savedVacancyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.savedVacancyList,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['saved-vacancies'], summary: 'Lowongan tersimpan (pencari kerja)' },
    },
    async (req) => ok(await listSavedVacancies(app.db, currentUser(req), req.query)),
  );

  route(
    app,
    API_ROUTES.savedVacancyIds,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['saved-vacancies'], summary: 'Lowongan mana yang sudah disimpan' },
    },
    async (req) => ok(await savedVacancyIds(app.db, currentUser(req), req.query.job_vacancy_ids)),
  );

  route(
    app,
    API_ROUTES.savedVacancySave,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['saved-vacancies'], summary: 'Simpan lowongan' },
    },
    async (req, reply) => {
      const { data, created } = await saveVacancy(app.db, currentUser(req), req.body.job_vacancy_id);
      reply.code(created ? 201 : 200);
      return ok(data, SAVED_VACANCY_MESSAGES.saved);
    },
  );

  route(
    app,
    API_ROUTES.savedVacancyRemove,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['saved-vacancies'], summary: 'Hapus lowongan dari simpanan' },
    },
    async (req) =>
      ok(
        await removeSavedVacancy(app.db, currentUser(req), req.params.job_vacancy_id),
        SAVED_VACANCY_MESSAGES.removed,
      ),
  );
};
