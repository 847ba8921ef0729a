import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { jobVacancies } from './vacancies.ts';

/**
 * Per-vacancy analytics (docs/decisions/111): one row per vacancy and calendar day in the portal's time
 * zone, raised by the batched counter of lib/vacancy-events.ts (views, search appearances, apply clicks,
 * and the day's distinct visitors as they first appear in vacancy_visitor_hashes).
 */
export const vacancyDailyStats = pgTable(
  'vacancy_daily_stats',
  {
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    unique_visitors: integer('unique_visitors').notNull().default(0),
    search_appearances: integer('search_appearances').notNull().default(0),
    apply_clicks: integer('apply_clicks').notNull().default(0),
  },
  // The analytics screen reads one vacancy's range of days: the key is exactly that.
  (t) => [primaryKey({ columns: [t.job_vacancy_id, t.day] })],
);

/**
 * The day's distinct visitors of a vacancy: HMAC-SHA-256 of (address, user agent) under that day's random
 * salt (vacancy_visitor_salts), so a visitor counts once a day across server processes. No address, no
 * user agent, no cookie is stored; rows and salts are deleted once the day is over (one day of grace
 * for batches still in flight), after which the hash cannot be recomputed by anyone.
 */
export const vacancyVisitorHashes = pgTable(
  'vacancy_visitor_hashes',
  {
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor_hash: varchar('visitor_hash', { length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.job_vacancy_id, t.day, t.visitor_hash] }),
    // The daily prune deletes by day.
    index('vacancy_visitor_hashes_day_idx').on(t.day),
  ],
);

/** One random salt per day, shared by every server process, deleted with the day's hashes. */
export const vacancyVisitorSalts = pgTable('vacancy_visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
});
