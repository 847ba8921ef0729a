import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { deleteAccount, exportAccount } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

const tags = ['account'];

/** The account owner's rights under UU PDP 27/2022: a copy of their data, and erasure (issue 9 item 12). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.accountExport,
    { preHandler: requireAuth, schema: { tags, summary: 'Unduh semua data akun (JSON)' } },
    async (req, reply) => {
      const data = await exportAccount(app.db, currentUser(req));
      const date = data.exported_at.slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="siloker-data-${date}.json"`)
        .header('cache-control', 'no-store');
      return ok(data, ACCOUNT_MESSAGES.exportReady);
    },
  );

  route(
    app,
    API_ROUTES.accountDelete,
    {
      preHandler: requireAuth,
      schema: { tags, summary: 'Hapus akun setelah konfirmasi kata sandi' },
    },
    async (req) => {
      await deleteAccount(
        { db: app.db, storage: app.storage, log: req.log },
        currentUser(req),
        req.body.password,
      );
      return ok(null, ACCOUNT_MESSAGES.deleted);
    },
  );
};
