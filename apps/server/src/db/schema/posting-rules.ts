import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Fair-posting and fee-wording rules (issue 20 items 2 and 3, docs/decisions/102): a plain phrase or a
 * restricted regex (checked on save, docs/security.md), its category, `flag` or `refuse`, and the
 * explanation the company reads. Rows from the repository's data file carry `seed_key`, so the seed
 * adds missing ones and never undoes the office's edits.
 */
export const postingRules = pgTable(
  'posting_rules',
  {
    id: serial('id').primaryKey(),
    pattern: varchar('pattern', { length: 120 }).notNull(),
    is_regex: boolean('is_regex').notNull().default(false),
    category: varchar('category', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    explanation: text('explanation').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    seed_key: varchar('seed_key', { length: 60 }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('posting_rules_seed_key_idx').on(t.seed_key),
    /** One rule per pattern and type (case-insensitive). */
    uniqueIndex('posting_rules_pattern_idx').on(sql`lower(${t.pattern})`, t.is_regex),
    /** The public read and every vacancy save: the active rules in id order. */
    index('posting_rules_active_idx')
      .on(t.id)
      .where(sql`${t.is_active}`),
    /** The office's list, newest first. */
    index('posting_rules_created_idx').on(t.created_at.desc(), t.id.desc()),
  ],
);
