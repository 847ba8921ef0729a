import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { jobVacancies } from './vacancies.ts';

/**
 * Reports of a fake or unfair vacancy ("Laporkan lowongan", docs/decisions/103-vacancy-reports.md): one
 * per account and vacancy. `reporter_verified` is whether the account counted as verified when it
 * reported (the decision's rule); three such OPEN reports hide the vacancy until the office decides.
 */
export const vacancyReports = pgTable(
  'vacancy_reports',
  {
    id: serial('id').primaryKey(),
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    reporter_user_id: integer('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** VACANCY_REPORT_CATEGORIES */
    category: varchar('category', { length: 30 }).notNull(),
    note: text('note'),
    reporter_verified: boolean('reporter_verified').notNull(),
    /** OPEN until the office decides: DISMISSED or REMOVED. */
    status: varchar('status', { length: 20 }).notNull().default('OPEN'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vacancy_reports_unique_idx').on(t.job_vacancy_id, t.reporter_user_id),
    /** The office's queue: open reports by vacancy, oldest first, and each vacancy's verified count. */
    index('vacancy_reports_open_idx')
      .on(t.job_vacancy_id, t.created_at)
      .where(sql`${t.status} = 'OPEN'`),
    index('vacancy_reports_open_created_idx')
      .on(t.created_at, t.job_vacancy_id)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);
