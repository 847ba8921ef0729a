import os from 'node:os';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

/*
 * The lease and record of each named periodic job in `job_runs` (docs/decisions/091, 094): one
 * conditional upsert claims a due run for one of N server processes; the others skip that tick.
 */

/** A job's row as metrics and the office dashboard read it. */
export interface JobRun {
  name: string;
  started_at: Date | null;
  finished_at: Date | null;
  holder: string | null;
  runs: number;
  failures: number;
  last_error: string | null;
}

/** This process, as `host:pid`, in `job_runs.holder`. */
export const JOB_HOLDER = `${os.hostname()}:${process.pid}`.slice(0, 120);

/**
 * The claim lasts a tenth less than the interval, so a process whose ticks land a few milliseconds
 * early against the database clock still claims every tick, and among N processes the first tick after
 * the lease ends wins: each job runs once per interval, never twice.
 */
export function leaseMs(intervalMs: number): number {
  return Math.max(1, Math.floor(intervalMs * 0.9));
}

/**
 * Claims a run of `name` for `holder` when nobody claimed one within the lease: one statement, so two
 * processes racing for the same tick cannot both win. True when this caller runs the job now. A
 * crashed holder's claim simply expires with the lease.
 */
export async function claimJobRun(
  db: Db,
  name: string,
  intervalMs: number,
  holder = JOB_HOLDER,
): Promise<boolean> {
  const lease = sql`${leaseMs(intervalMs)} * interval '1 millisecond'`;
  const rows = await db
    .insert(jobRuns)
    .values({ name, started_at: sql`now()`, finished_at: null, holder })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { started_at: sql`now()`, finished_at: null, holder },
      setWhere: sql`${jobRuns.started_at} is null or ${jobRuns.started_at} <= now() - ${lease}`,
    })
    .returning({ name: jobRuns.name });
  return rows.length === 1;
}

/** Records the end of a claimed run: one more run, and on failure one more failure and its message. */
export async function finishJobRun(db: Db, name: string, error: unknown = null): Promise<void> {
  const message = error === null ? null : error instanceof Error ? error.message : String(error);
  await db
    .update(jobRuns)
    .set({
      finished_at: sql`now()`,
      runs: sql`${jobRuns.runs} + 1`,
      failures: message === null ? jobRuns.failures : sql`${jobRuns.failures} + 1`,
      last_error: message === null ? jobRuns.last_error : message.slice(0, 2000),
    })
    .where(eq(jobRuns.name, name));
}

/** Every job's row, by name (metrics, the office dashboard). */
export async function listJobRuns(db: Db): Promise<JobRun[]> {
  return db.select().from(jobRuns).orderBy(asc(jobRuns.name));
}

/** One job's row, or null before its first claimed run. */
export async function readJobRun(db: Db, name: string): Promise<JobRun | null> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return row ?? null;
}
