import { date, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyDetails } from './companies.ts';
import { users } from './users.ts';

/**
 * What the office checked about a company, one row per kind (issue 20 item 4; docs/decisions/106):
 * who recorded it, when, the site visit's day, and a fingerprint of the values the check stands on
 * (COMPANY_CHECK_BASIS). A check is public only while the company's values still give that fingerprint.
 * Recording a kind again replaces its row; the audit trail keeps every recording.
 */
export const companyChecks = pgTable(
  'company_checks',
  {
    id: serial('id').primaryKey(),
    company_detail_id: integer('company_detail_id')
      .notNull()
      .references(() => companyDetails.id, { onDelete: 'cascade' }),
    /** COMPANY_CHECK_KINDS */
    kind: varchar('kind', { length: 30 }).notNull(),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The site visit's day in the portal's time zone; null for the other kinds. */
    visited_on: date('visited_on', { mode: 'string' }),
    /** md5 of the checked values as the office saw them (domains/company-checks/repository.ts). */
    fingerprint: varchar('fingerprint', { length: 32 }).notNull(),
  },
  // Also serves a page of cards' one read: company_detail_id = any($ids).
  (t) => [uniqueIndex('company_checks_company_kind_idx').on(t.company_detail_id, t.kind)],
);
