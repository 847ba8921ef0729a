import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { companyDetails } from './companies.ts';
import { seekerDetails } from './seekers.ts';
import { jobVacancies } from './vacancies.ts';

/*
 * The employer's desk (docs/decisions/109-employer-desk.md).
 */

/**
 * A company's message templates for bulk moves. A deleted one keeps its row (`deleted_at`), so the two
 * seeded on the company's first visit are seeded once: a company that deleted them does not get them back.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    company_detail_id: integer('company_detail_id')
      .notNull()
      .references(() => companyDetails.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    body: text('body').notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('message_templates_company_idx').on(t.company_detail_id, t.id)],
);

/**
 * A walk-in session of a vacancy: when, where and how many seekers. `booked_count` moves with the
 * bookings in their transaction, by a conditional UPDATE that never passes `quota` (the check says so too).
 */
export const walkInSessions = pgTable(
  'walk_in_sessions',
  {
    id: serial('id').primaryKey(),
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 200 }).notNull(),
    quota: integer('quota').notNull(),
    booked_count: integer('booked_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('walk_in_sessions_vacancy_idx').on(t.job_vacancy_id, t.starts_at, t.id),
    check('walk_in_sessions_quota_check', sql`${t.booked_count} >= 0 and ${t.booked_count} <= ${t.quota}`),
  ],
);

/** One seeker's place in one session; one per seeker and vacancy (the unique index decides races). */
export const walkInBookings = pgTable(
  'walk_in_bookings',
  {
    id: serial('id').primaryKey(),
    walk_in_session_id: integer('walk_in_session_id')
      .notNull()
      .references(() => walkInSessions.id, { onDelete: 'cascade' }),
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    seeker_detail_id: integer('seeker_detail_id')
      .notNull()
      .references(() => seekerDetails.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('walk_in_bookings_seeker_idx').on(t.job_vacancy_id, t.seeker_detail_id),
    index('walk_in_bookings_session_idx').on(t.walk_in_session_id, t.created_at),
    index('walk_in_bookings_seeker_detail_idx').on(t.seeker_detail_id),
  ],
);
