import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AK1_MESSAGES } from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { decideSeeker } from './office-decision.ts';
import { listReportsDue, listSeekerQueue } from './office-queue.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** The office's seeker verification and AK/1 report follow-up (issue 11 item 4): role `admin` only. */
export const officeSeekerRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireRole('admin');

  route(
    app,
    API_ROUTES.officeSeekerList,
    {
      preHandler: office,
      schema: { tags: ['office'], summary: 'Antrean verifikasi pencari kerja (Kartu AK/1)' },
    },
    async (req) => ok(await listSeekerQueue(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.officeReportsDue,
    {
      preHandler: office,
      schema: { tags: ['office'], summary: 'Pencari kerja yang wajib lapor Kartu AK/1' },
    },
    async (req) => ok(await listReportsDue(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.officeSeekerDecision,
    { preHandler: office, schema: { tags: ['office'], summary: 'Verifikasi atau tolak pencari kerja' } },
    async (req) =>
      ok(
        await decideSeeker(
          app.db,
          app.config.cityCode,
          currentUser(req).id,
          req.params.id,
          req.body,
          currentUser(req),
        ),
        req.body.status === 'VERIFIED' ? AK1_MESSAGES.seekerVerified : AK1_MESSAGES.seekerRejected,
      ),
  );
};
