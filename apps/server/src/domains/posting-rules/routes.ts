import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POSTING_RULE_MESSAGES } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireOfficeRole } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { listOfficePostingRules, publicPostingRules, savePostingRule } from './service.ts';

/**
 * The fair-posting rules (docs/decisions/102): the public read the vacancy form checks against, and the
 * administrator's list and edits (configuration, like positions: docs/decisions/072).
 */
export const postingRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireOfficeRole('ADMINISTRATOR');

  route(
    app,
    API_ROUTES.postingRules,
    { schema: { tags: ['posting-rules'], summary: 'Aturan pemeriksaan lowongan yang aktif' } },
    async (_req, reply) => {
      // The form reads it once per visit; an office edit reaches browsers within five minutes.
      reply.header('cache-control', 'public, max-age=300');
      return ok(await publicPostingRules(app.db), POSTING_RULE_MESSAGES.listLoaded);
    },
  );

  route(
    app,
    API_ROUTES.officePostingRuleList,
    { preHandler: admin, schema: { tags: ['posting-rules'], summary: 'Semua aturan (per halaman)' } },
    async (req) => ok(await listOfficePostingRules(app.db, req.query), POSTING_RULE_MESSAGES.listLoaded),
  );

  route(
    app,
    API_ROUTES.officePostingRuleCreate,
    { preHandler: admin, schema: { tags: ['posting-rules'], summary: 'Tambah aturan' } },
    async (req, reply) =>
      created(
        reply,
        await savePostingRule(app.db, req.body, currentUser(req)),
        POSTING_RULE_MESSAGES.created,
      ),
  );

  route(
    app,
    API_ROUTES.officePostingRuleUpdate,
    {
      preHandler: admin,
      schema: { tags: ['posting-rules'], summary: 'Ubah, nonaktifkan atau aktifkan aturan' },
    },
    async (req) =>
      ok(
        await savePostingRule(app.db, req.body, currentUser(req), req.params.id),
        POSTING_RULE_MESSAGES.updated,
      ),
  );
};
