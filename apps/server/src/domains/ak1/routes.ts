import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AK1_MESSAGES } from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { fileOwnReport, getOwnCard, verifyNumberThrottled } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** The AK/1 card (issue 11 item 4): the seeker's own card and reports, and the public check of a number. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const seeker = requireRole('seeker');
  const deps = () => ({ db: app.db, config: app.config });

  route(
    app,
    API_ROUTES.ak1Card,
    {
      preHandler: seeker,
      schema: { tags: ['registration'], summary: 'Kartu AK/1 milik pencari kerja yang masuk' },
    },
    async (req) => ok(await getOwnCard(deps(), currentUser(req))),
  );

  route(
    app,
    API_ROUTES.ak1Report,
    { preHandler: seeker, schema: { tags: ['registration'], summary: 'Lapor Kartu AK/1 (6 bulanan)' } },
    async (req, reply) =>
      created(reply, await fileOwnReport(deps(), currentUser(req), req.body), AK1_MESSAGES.reportSaved),
  );

  route(
    app,
    API_ROUTES.ak1Verify,
    { schema: { tags: ['registration'], summary: 'Cek keabsahan Kartu AK/1 (publik)' } },
    async (req) => ok(await verifyNumberThrottled(app.db, req.ip, req.params.number, req.query.kode)),
  );
};
