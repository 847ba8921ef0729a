import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { VITALS_RETENTION_DAYS } from '@siloker/shared';
import { authTokens, rateLimits, webVitals } from '../db/schema/index.ts';
import { sweepUploadLeftovers } from './multipart.ts';
import { registerPeriodic } from './periodic.ts';

/** How often the rows are swept (by one of N processes) and each process sweeps its upload folders. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

export interface PurgeResult {
  tokens: number;
  rateLimits: number;
  vitals: number;
}

/**
 * Deletes rows that can never matter again: tokens past their expiry, tokens used (or revoked) more
 * than a day ago, throttle counters whose window has passed, and real-user metrics past their retention. A deleted link answers exactly as an
 * expired one does, so nothing a user sees changes.
 */
export async function purgeExpired(db: Db): Promise<PurgeResult> {
  const tokens = await db
    .delete(authTokens)
    .where(
      or(
        lt(authTokens.expires_at, sql`now()`),
        and(isNotNull(authTokens.used_at), lt(authTokens.used_at, sql`now() - interval '1 day'`)),
      ),
    )
    .returning({ id: authTokens.id });
  const counters = await db
    .delete(rateLimits)
    .where(lt(rateLimits.reset_at, sql`now()`))
    .returning({ key: rateLimits.key });
  // Real-user metrics past their retention (docs/decisions/100-real-user-metrics.md).
  const vitals = await db
    .delete(webVitals)
    .where(lt(webVitals.created_at, sql`now() - make_interval(days => ${VITALS_RETENTION_DAYS})`))
    .returning({ id: webVitals.id });
  return { tokens: tokens.length, rateLimits: counters.length, vitals: vitals.length };
}

/**
 * Sweeps once when the server is ready and then every hour, without holding the process open: expired
 * rows, once across all processes (the `housekeeping` lease, docs/decisions/094), and the temporary
 * upload folders a crashed process left behind, by every process in its own DATA_DIR.
 */
export function registerHousekeeping(app: FastifyInstance, intervalMs = HOUSEKEEPING_INTERVAL_MS): void {
  registerPeriodic(
    app,
    intervalMs,
    'housekeeping failed',
    async () => {
      const purged = await purgeExpired(app.db);
      if (purged.tokens || purged.rateLimits || purged.vitals) app.log.info({ purged }, 'housekeeping');
    },
    { job: 'housekeeping' },
  );
  registerPeriodic(app, intervalMs, 'housekeeping failed', async () => {
    const uploadLeftovers = await sweepUploadLeftovers(app.config.dataDir);
    if (uploadLeftovers) app.log.info({ uploadLeftovers }, 'housekeeping');
  });
}
