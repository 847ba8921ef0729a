import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyDetails } from './companies.ts';
import { users } from './users.ts';
import { jobVacancies } from './vacancies.ts';

/**
 * A vacancy's freshness history (issue 20 item 5, docs/decisions/104): the expiry reminder (one per
 * deadline: `for_expiry` is the expired_at it warned of), each extension, the "still open?" question,
 * its answer and the unpublishing when none came. The office reads it beside the vacancy.
 * kind: EXPIRY_REMINDER | EXTENDED | STALE_ASKED | STALE_CONFIRMED | STALE_CLOSED.
 */
export const vacancyFreshnessEvents = pgTable(
  'vacancy_freshness_events',
  {
    id: serial('id').primaryKey(),
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The deadline a reminder was for, or the one an extension replaced. */
    for_expiry: timestamp('for_expiry', { withTimezone: true }),
    /** An extension's new deadline. */
    new_expiry: timestamp('new_expiry', { withTimezone: true }),
    days: smallint('days'),
    /** Who acted (the company's account); null for the portal's own jobs. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vacancy_freshness_events_vacancy_idx').on(t.job_vacancy_id, t.created_at.desc(), t.id.desc()),
    /** One reminder per vacancy per deadline, even with two job runs racing. */
    uniqueIndex('vacancy_freshness_events_reminder_idx')
      .on(t.job_vacancy_id, t.for_expiry)
      .where(sql`${t.kind} = 'EXPIRY_REMINDER'`),
  ],
);

/**
 * The "Perusahaan responsif" mark (docs/decisions/104): per company, its applications of the last 90
 * days and how many left APPLIED within 14 days, stored by a periodic job so no card computes it.
 */
export const companyResponsiveness = pgTable(
  'company_responsiveness',
  {
    company_detail_id: integer('company_detail_id')
      .primaryKey()
      .references(() => companyDetails.id, { onDelete: 'cascade' }),
    applications: integer('applications').notNull(),
    moved_in_time: integer('moved_in_time').notNull(),
    is_responsive: boolean('is_responsive').notNull(),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_responsiveness_responsive_idx')
      .on(t.company_detail_id)
      .where(sql`${t.is_responsive}`),
  ],
);
