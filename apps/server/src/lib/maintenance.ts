import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { provinceTimeZone } from '@siloker/shared';
import type { Database, Db } from '../db/client.ts';
import {
  applicationStatusHistories,
  auditEvents,
  authTokens,
  companyDetails,
  fileReads,
  jobAlertMails,
  jobAlerts,
  jobAlertSent,
  jobRuns,
  jobVacancies,
  jobVacancyTrackers,
  mailOutbox,
  notifications,
  postParticipants,
  posts,
  postTrackers,
  rateLimits,
  savedVacancies,
  seekerDetails,
  seekerEducations,
  seekerExperiences,
  seekerJobVacancies,
  seekerSkills,
  users,
} from '../db/schema/index.ts';
import { claimJobRun, finishJobRun } from './job-runs.ts';
import { registerPeriodic } from './periodic.ts';

/*
 * The embedded engine's maintenance (docs/decisions/101-slow-reads-and-embedded-maintenance.md). PGlite
 * has no autovacuum (docs/decisions/005): without VACUUM the visibility map stays empty, so an index-only
 * scan still reads every heap row, dead rows pile up and statistics age. Once a day, at a quiet hour of
 * the portal's clock, the tables that are written and read most are vacuumed and analyzed, one statement
 * per table, so requests queued on the one session are served between them. PostgreSQL runs its own
 * autovacuum: nothing is registered there.
 */

/** The job's name in `job_runs` (docs/decisions/091). */
export const MAINTENANCE_JOB = 'db-maintenance';
/** How often the clock is looked at: the run starts within this much of the hour. */
export const MAINTENANCE_CHECK_MS = 10 * 60_000;
/** One run per day: the lease (0.9 of this) outlasts the hour, so a later check in it does not run again. */
const DAY_MS = 24 * 60 * 60_000;

/** The tables written by every day's traffic and read by the lists (the master tables barely change). */
export const MAINTENANCE_TABLES: readonly PgTable[] = [
  jobVacancies,
  seekerJobVacancies,
  applicationStatusHistories,
  seekerDetails,
  seekerSkills,
  seekerEducations,
  seekerExperiences,
  companyDetails,
  users,
  notifications,
  authTokens,
  rateLimits,
  savedVacancies,
  jobVacancyTrackers,
  posts,
  postTrackers,
  postParticipants,
  auditEvents,
  fileReads,
  jobRuns,
  // The job-alert run writes and prunes these daily (docs/decisions/108).
  jobAlerts,
  jobAlertMails,
  jobAlertSent,
  mailOutbox,
];

/** The hour (0–23) of `now` on the clock of `timeZone`. */
export function hourIn(now: Date, timeZone: string): number {
  const text = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now);
  return Number(text) % 24;
}

/** `VACUUM (ANALYZE)` of each table in turn; returns the tables done. VACUUM cannot run in a transaction. */
export async function vacuumTables(
  db: Db,
  tables: readonly PgTable[] = MAINTENANCE_TABLES,
): Promise<string[]> {
  const done: string[] = [];
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
    done.push(name);
    // PGlite runs in this thread: without a turn of the event loop between tables, requests that
    // arrived meanwhile would not even be read until the last table is done.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return done;
}

export interface MaintenanceOptions {
  /** The clock (tests); the real one by default. */
  now?: () => Date;
  checkMs?: number;
  /** The hour; MAINTENANCE_HOUR (app.config) by default. */
  hour?: number | null;
}

/**
 * On the embedded engine, with MAINTENANCE_HOUR set: at each check inside that hour of the portal's
 * clock, claims the day's run (the `db-maintenance` lease) and vacuums; the run and any failure are
 * recorded in `job_runs`.
 */
export function registerMaintenance(
  app: FastifyInstance,
  database: Pick<Database, 'engine'>,
  opts: MaintenanceOptions = {},
): void {
  const hour = opts.hour === undefined ? app.config.maintenanceHour : opts.hour;
  if (database.engine !== 'pglite' || hour === null) return;
  const now = opts.now ?? (() => new Date());
  const timeZone = provinceTimeZone(app.config.provinceCode);
  registerPeriodic(app, opts.checkMs ?? MAINTENANCE_CHECK_MS, 'pemeliharaan basis data gagal', async () => {
    if (hourIn(now(), timeZone) !== hour) return;
    if (!(await claimJobRun(app.db, MAINTENANCE_JOB, DAY_MS))) return;
    const started = Date.now();
    let error: unknown = null;
    try {
      const tables = await vacuumTables(app.db);
      app.log.info({ tables: tables.length, ms: Date.now() - started }, 'pemeliharaan basis data');
    } catch (err) {
      error = err ?? new Error('pemeliharaan basis data gagal');
      throw err;
    } finally {
      await finishJobRun(app.db, MAINTENANCE_JOB, error);
    }
  });
}
