import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  AccountDeleteBodySchema,
  AccountExportDataSchema,
  envelopeSchema,
} from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { deleteAccount, exportAccount } from './service.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** The account owner's rights under UU PDP 27/2022: a copy of their data, and erasure (issue 9 item 12). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/export',
    {
      preHandler: requireAuth,
      schema: {
        response: { 200: envelopeSchema(AccountExportDataSchema) },
        tags,
        security,
        summary: 'Unduh semua data akun (JSON)',
      },
    },
    async (req, reply) => {
      const data = await exportAccount(app.db, currentUser(req));
      const date = data.exported_at.slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="siloker-data-${date}.json"`)
        .header('cache-control', 'no-store');
      return ok(data, ACCOUNT_MESSAGES.exportReady);
    },
  );

  app.post(
    '/account/delete',
    {
      preHandler: requireAuth,
      schema: {
        body: AccountDeleteBodySchema,
        response: { 200: envelopeSchema(z.null()) },
        tags,
        security,
        summary: 'Hapus akun setelah konfirmasi kata sandi',
      },
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
