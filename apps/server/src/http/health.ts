import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import nodemailer from 'nodemailer';
import { INPUT_MESSAGES } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from './route.ts';

/** How long a health check waits for the database, the storage or the mail server before calling it down. */
export const HEALTH_TIMEOUT_MS = 2_000;
/**
 * How long one answer of the mail server is reused: a load balancer asks every few seconds, and each
 * check is a whole SMTP conversation (connect, greeting, EHLO, login, QUIT).
 */
export const MAIL_HEALTH_CACHE_MS = 10_000;

/** A storage key of the valid shape that is never written: reading it proves the storage answers. */
const PROBE_KEY = 'public/health/health-probe-0000.png';

type State = 'ok' | 'down';

async function within(ms: number, work: () => Promise<unknown>): Promise<State> {
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
 * Whether `SMTP_URL` answers (nodemailer's verify: connect, greet, log in), at most once per
 * MAIL_HEALTH_CACHE_MS, on a connection of its own so the outbox's pool is never disturbed.
 */
function mailProbe(smtpUrl: string | undefined): () => Promise<State | 'file'> {
  if (!smtpUrl) return async () => 'file';
  const url = new URL(smtpUrl);
  url.searchParams.delete('pool');
  const transport = nodemailer.createTransport({
    url: url.toString(),
    connectionTimeout: HEALTH_TIMEOUT_MS,
    greetingTimeout: HEALTH_TIMEOUT_MS,
    socketTimeout: HEALTH_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  let last: { at: number; state: Promise<State> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > MAIL_HEALTH_CACHE_MS) {
      last = { at: Date.now(), state: within(HEALTH_TIMEOUT_MS, () => transport.verify()) };
    }
    return last.state;
  };
}

/**
 * GET /health asks the database (`select 1`), the storage and the mail server, each within
 * HEALTH_TIMEOUT_MS. It is a 503 when the database or the storage fails, so a load balancer stops
 * sending requests to a process that cannot serve them (docs/decisions/075). Mail down is reported
 * but stays 200: every process shares the one mail server, so taking processes out of the balancer
 * would stop the whole portal while the outbox keeps each mail until it is back (docs/decisions/093).
 * Never cached.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailState = mailProbe(app.config.smtpUrl);
  route(
    app,
    API_ROUTES.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Keadaan layanan: basis data, penyimpanan berkas dan server email',
      },
    },
    async (request, reply) => {
      const [database, storage, mail] = await Promise.all([
        within(HEALTH_TIMEOUT_MS, () => app.db.execute(sql`select 1`)),
        within(HEALTH_TIMEOUT_MS, () => app.storage.get(PROBE_KEY)),
        mailState(),
      ]);
      reply.header('cache-control', 'no-store');
      const data = { database, storage, mail };
      if (database === 'down' || storage === 'down') {
        request.log.warn(data, 'health check failed');
        const message =
          database === 'down' ? INPUT_MESSAGES.healthDatabaseDown : INPUT_MESSAGES.healthStorageDown;
        return reply.code(503).send({ status: 'error', message, data });
      }
      if (mail === 'down') {
        app.log.warn(data, 'health check: mail server down');
        return { status: 'success' as const, message: INPUT_MESSAGES.healthMailDown, data };
      }
      return { status: 'success' as const, message: INPUT_MESSAGES.healthOk, data };
    },
  );
};
