import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SKILL_MESSAGES } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireOfficeRole, requireRole } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { deleteSkill, listMatchedVacancies, listOfficeSkills, saveSkill, vacancyMatch } from './service.ts';

/**
 * The skills vocabulary (the administrator's, configuration like positions: docs/decisions/072) and the
 * signed-in seeker's match (docs/decisions/107).
 */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireOfficeRole('ADMINISTRATOR');
  const seeker = requireRole('seeker');

  route(
    app,
    API_ROUTES.officeSkillList,
    {
      preHandler: admin,
      schema: { tags: ['matching'], summary: 'Kamus keahlian (per halaman, dengan pencarian)' },
    },
    async (req) => ok(await listOfficeSkills(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.officeSkillCreate,
    { preHandler: admin, schema: { tags: ['matching'], summary: 'Tambah keahlian dan sinonimnya' } },
    async (req, reply) =>
      created(reply, await saveSkill(app.db, req.body, currentUser(req)), SKILL_MESSAGES.created),
  );

  route(
    app,
    API_ROUTES.officeSkillUpdate,
    { preHandler: admin, schema: { tags: ['matching'], summary: 'Ubah nama dan sinonim keahlian' } },
    async (req) =>
      ok(await saveSkill(app.db, req.body, currentUser(req), req.params.id), SKILL_MESSAGES.updated),
  );

  route(
    app,
    API_ROUTES.officeSkillDelete,
    { preHandler: admin, schema: { tags: ['matching'], summary: 'Hapus keahlian dari kamus' } },
    async (req) => ok(await deleteSkill(app.db, req.params.id, currentUser(req)), SKILL_MESSAGES.deleted),
  );

  route(
    app,
    API_ROUTES.matchVacancyList,
    {
      preHandler: seeker,
      schema: {
        tags: ['matching'],
        summary: 'Lowongan publik, paling cocok dengan profil pencari kerja dulu',
      },
    },
    async (req) => ok(await listMatchedVacancies(app.db, currentUser(req), req.query)),
  );

  route(
    app,
    API_ROUTES.matchVacancy,
    {
      preHandler: seeker,
      schema: { tags: ['matching'], summary: 'Kecocokan profil pencari kerja dengan satu lowongan' },
    },
    async (req) => ok(await vacancyMatch(app.db, currentUser(req), req.params.id)),
  );
};
