import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every decision the office takes on a company, a vacancy or a job seeker (docs/product.md §10 "Status model"):
 * who, when, which status and the note the account is told. The subject rows keep only their current
 * status and note; this is the history.
 */
export const verificationDecisions = pgTable(
  'verification_decisions',
  {
    id: serial('id').primaryKey(),
    /** 'company' | 'job_vacancy' | 'seeker' */
    subject_type: varchar('subject_type', { length: 20 }).notNull(),
    subject_id: integer('subject_id').notNull(),
    from_status: varchar('from_status', { length: 20 }),
    to_status: varchar('to_status', { length: 20 }).notNull(),
    note: text('note'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_decisions_subject_idx').on(t.subject_type, t.subject_id, t.created_at.desc())],
);
