import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { companyDetails } from './companies.ts';
import { seekerJobVacancies } from './vacancies.ts';

/**
 * Interviews a company schedules for an applicant at CALLED (docs/decisions/110-interview-scheduling.md).
 * `uid` is the iCalendar UID, kept across reschedules; `sequence` goes up with each change sent to the
 * seeker (a reschedule or the cancellation). `reminded_for` is the start the day-before reminder was sent
 * for: a moved interview is reminded again for its new day, never twice for one.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => seekerJobVacancies.id, { onDelete: 'cascade' }),
    company_detail_id: integer('company_detail_id')
      .notNull()
      .references(() => companyDetails.id, { onDelete: 'cascade' }),
    seeker_user_id: integer('seeker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 100 }).notNull(),
    round: smallint('round').notNull(),
    /** INTERVIEW_KINDS: IN_PERSON, ONLINE, PHONE. */
    kind: varchar('kind', { length: 20 }).notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    duration_minutes: smallint('duration_minutes').notNull(),
    location: varchar('location', { length: 300 }),
    online_url: varchar('online_url', { length: 500 }),
    note: text('note'),
    sequence: integer('sequence').notNull().default(0),
    /** SCHEDULED or CANCELLED. */
    status: varchar('status', { length: 20 }).notNull().default('SCHEDULED'),
    /** The seeker's answer: null (none yet), CONFIRMED or RESCHEDULE_REQUESTED; cleared by a reschedule. */
    answer: varchar('answer', { length: 30 }),
    answer_reason: varchar('answer_reason', { length: 300 }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    reminded_for: timestamp('reminded_for', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_uid_idx').on(t.uid),
    /** One scheduled interview per application and round. */
    uniqueIndex('interviews_application_round_idx')
      .on(t.application_id, t.round)
      .where(sql`${t.status} = 'SCHEDULED'`),
    /** The company's week agenda. */
    index('interviews_company_start_idx').on(t.company_detail_id, t.starts_at),
    /** The seeker's list, newest start first. */
    index('interviews_seeker_start_idx').on(t.seeker_user_id, t.starts_at),
    /** The reminder job: scheduled interviews by start. */
    index('interviews_scheduled_start_idx')
      .on(t.starts_at)
      .where(sql`${t.status} = 'SCHEDULED'`),
  ],
);
