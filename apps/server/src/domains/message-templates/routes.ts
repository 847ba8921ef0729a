import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DESK_MESSAGES } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './service.ts';

/** A company's message templates for bulk moves (docs/decisions/109). */
export const messageTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireRole('company') };
  route(
    app,
    API_ROUTES.messageTemplateList,
    { ...guard, schema: { tags: ['message-templates'], summary: 'Templat pesan perusahaan' } },
    async (req) => ok(await listTemplates(app.db, currentUser(req))),
  );
  route(
    app,
    API_ROUTES.messageTemplateCreate,
    { ...guard, schema: { tags: ['message-templates'], summary: 'Tambah templat pesan (perusahaan)' } },
    async (req, reply) =>
      created(reply, await createTemplate(app.db, currentUser(req), req.body), DESK_MESSAGES.templateSaved),
  );
  route(
    app,
    API_ROUTES.messageTemplateUpdate,
    { ...guard, schema: { tags: ['message-templates'], summary: 'Ubah templat pesan (perusahaan)' } },
    async (req) =>
      ok(
        await updateTemplate(app.db, currentUser(req), req.params.id, req.body),
        DESK_MESSAGES.templateSaved,
      ),
  );
  route(
    app,
    API_ROUTES.messageTemplateDelete,
    { ...guard, schema: { tags: ['message-templates'], summary: 'Hapus templat pesan (perusahaan)' } },
    async (req) =>
      ok(await deleteTemplate(app.db, currentUser(req), req.params.id), DESK_MESSAGES.templateDeleted),
  );
};
