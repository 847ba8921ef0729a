import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@siloker/shared';
import { sessionFromCookie } from '../../http/authenticate.ts';
import type { StoredObject } from '../../lib/storage/index.ts';
import { recordFileRead } from '../privacy/service.ts';
import { openPrivateFile, openPublicFile } from './service.ts';
import { API_ROUTES, FileParamsSchema } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** Public files never change under one key (a replaced file gets a new key): a week in any cache. */
const PUBLIC_MAX_AGE_SECONDS = 7 * 24 * 3600;

function sendObject(reply: FastifyReply, object: StoredObject, mime: string) {
  reply.header('content-type', mime).header('x-content-type-options', 'nosniff');
  if (object.size !== undefined) reply.header('content-length', String(object.size));
  return reply.send(object.body);
}

/**
 * GET /files/<kind>/<name>: private files (KTP, NIB, NPWP, certificates) for the people allowed to
 * read them. The bearer token or the web app's `auth` cookie identifies the caller, so a plain link
 * or <img> works for a signed-in user. Never cached; PDFs download, images open in the browser.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.privateFile,
    {
      schema: {
        tags: ['files'],
        summary: 'Unduh berkas pribadi (KTP, NIB, NPWP, sertifikat) bagi yang berhak',
      },
    },
    async (req, reply) => {
      const caller = req.user ?? (await sessionFromCookie(app.db, req.headers.cookie));
      const { file, object } = await openPrivateFile(
        { db: app.db, storage: app.storage },
        caller,
        `${req.params.kind}/${req.params.name}`,
      );
      // Every read by someone other than the owner is logged for the owner (docs/decisions/077).
      await recordFileRead(app.db, caller!, file);
      const ext = file.storage_key.slice(file.storage_key.lastIndexOf('.') + 1);
      const disposition = file.mime === 'application/pdf' ? 'attachment' : 'inline';
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `${disposition}; filename="${file.kind}.${ext}"`);
      return sendObject(reply, object, file.mime);
    },
  );
};

/**
 * GET /storage/<kind>/<name> streamed from the bucket, for the S3 driver (local disk is served by
 * @fastify/static instead). Only keys of public kinds; anything else is the same 404.
 */
export const publicStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storage/:kind/:name',
    { schema: { params: FileParamsSchema, hide: true } },
    async (req, reply) => {
      const found = await openPublicFile(app.storage, `${req.params.kind}/${req.params.name}`);
      if (!found) {
        return reply.code(404).send({ status: 'fail', message: MESSAGES.routeNotFound, data: null });
      }
      reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
      return sendObject(reply, found.object, found.mime);
    },
  );
};
