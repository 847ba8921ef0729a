import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INPUT_MESSAGES } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from './route.ts';

/** How long a health check waits for the database or the storage before calling it down. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** A storage key of the valid shape that is never written: reading it proves the storage answers. */
const PROBE_KEY = 'public/health/health-probe-0000.png';

async function within(ms: number, work: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health asks the database (`select 1`) and the storage, each within HEALTH_TIMEOUT_MS, and is a
 * 503 when either fails, so a load balancer stops sending requests to a process that cannot serve
 * them (docs/decisions/075). Never cached.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.health,
    { schema: { tags: ['health'], summary: 'Keadaan layanan: basis data dan penyimpanan berkas' } },
    async (request, reply) => {
      const [database, storage] = await Promise.all([
        within(HEALTH_TIMEOUT_MS, () => app.db.execute(sql`select 1`)),
        within(HEALTH_TIMEOUT_MS, () => app.storage.get(PROBE_KEY)),
      ]);
      reply.header('cache-control', 'no-store');
      const data = { database, storage };
      if (database === 'down' || storage === 'down') {
        request.log.warn(data, 'health check failed');
        const message =
          database === 'down' ? INPUT_MESSAGES.healthDatabaseDown : INPUT_MESSAGES.healthStorageDown;
        return reply.code(503).send({ status: 'error', message, data });
      }
      return { status: 'success' as const, message: INPUT_MESSAGES.healthOk, data };
    },
  );
};
