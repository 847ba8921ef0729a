import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';
import { companyDetails } from './companies.ts';
import { jobVacancies } from './vacancies.ts';

/**
 * Wajib Lapor Lowongan Pekerjaan (Perpres 57/2023 Pasal 6, docs/decisions/105-wllp.md): the fill report a
 * company owes once a vacancy it published stops being open. The row is made when the vacancy closes
 * (due_at), whoever closed it; `filed_at` is null until the company files it. Hires are split by where
 * they came from (the portal's applicants or elsewhere), by sex and by education (`educations`:
 * [{ education_id, count }]); each split adds up to the same total.
 */
export const wllpFillReports = pgTable(
  'wllp_fill_reports',
  {
    id: serial('id').primaryKey(),
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    company_detail_id: integer('company_detail_id')
      .notNull()
      .references(() => companyDetails.id, { onDelete: 'cascade' }),
    /** When the vacancy stopped being open: the reminders count from here. */
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    filed_at: timestamp('filed_at', { withTimezone: true }),
    filed_by: integer('filed_by'),
    hired_portal: integer('hired_portal').notNull().default(0),
    hired_other: integer('hired_other').notNull().default(0),
    hired_male: integer('hired_male').notNull().default(0),
    hired_female: integer('hired_female').notNull().default(0),
    educations: jsonb('educations')
      .$type<{ education_id: number; count: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The reminder after WLLP_REMINDER_DAYS[0] and [1] days, each sent once (notify: in-app and e-mail). */
    first_reminded_at: timestamp('first_reminded_at', { withTimezone: true }),
    second_reminded_at: timestamp('second_reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wllp_fill_reports_vacancy_idx').on(t.job_vacancy_id),
    /** The company's list: due first, then by closing, newest first. */
    index('wllp_fill_reports_company_idx').on(t.company_detail_id, t.due_at.desc(), t.id.desc()),
    /** The office's report over a period, by closing. */
    index('wllp_fill_reports_due_idx').on(t.due_at),
    /** Reminders and overdue companies: the unfiled rows only. */
    index('wllp_fill_reports_unfiled_idx')
      .on(t.due_at)
      .where(sql`${t.filed_at} is null`),
  ],
);
