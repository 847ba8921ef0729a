import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job (housekeeping, AK/1 reminders, the saved-vacancy sweep, backups): the
 * lease that lets exactly one of N server processes run a due job (docs/decisions/091), and the
 * record of its last run that metrics and the office dashboard read.
 */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  /** Start of the last claimed run; a process claims the job only when this is older than its interval. */
  started_at: timestamp('started_at', { withTimezone: true }),
  finished_at: timestamp('finished_at', { withTimezone: true }),
  /** Which process holds (or last held) the lease: `host:pid`. */
  holder: varchar('holder', { length: 120 }),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  last_error: text('last_error'),
});
