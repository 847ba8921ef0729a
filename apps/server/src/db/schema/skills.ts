import { index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';

/**
 * The shared skills vocabulary the office curates (issue 21 §1, docs/decisions/107): one row per skill,
 * its synonyms as typed. Vacancies' required skills and seekers' skills keep their free text and carry
 * the ids of the skills their text names (job_vacancies.skill_ids, seeker_details.skill_ids).
 */
export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    synonyms: jsonb('synonyms')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Set for the rows of the repository's seed file (skills.json), so a re-seed never duplicates them. */
    seed_key: varchar('seed_key', { length: 100 }),
    ...timestamps,
  },
  (t) => [
    index('skills_name_idx').on(sql`lower(${t.name})`, t.id),
    index('skills_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    uniqueIndex('skills_seed_key_idx')
      .on(t.seed_key)
      .where(sql`${t.seed_key} is not null`),
  ],
);

/**
 * Every spelling of every skill (its name and each synonym), normalised (lower case, one space between
 * words; skillTerm() in packages/shared): what free text is matched against. A spelling names one skill.
 */
export const skillTerms = pgTable(
  'skill_terms',
  {
    term: varchar('term', { length: 120 }).primaryKey(),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [index('skill_terms_skill_idx').on(t.skill_id)],
);
