import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';

/** Simple id/name master lists (docs/product.md §3 "Master data"). */
const simpleList = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  });

export const educations = simpleList('educations');
export const religions = simpleList('religions');
export const marriageStatuses = simpleList('marriage_statuses');
export const disabilities = simpleList('disabilities');
export const jobTypes = simpleList('job_types');
export const businessFields = simpleList('business_fields');
export const majors = simpleList('majors');
export const benefits = simpleList('benefits');
export const languages = simpleList('languages');

export const wageAmounts = pgTable('wage_amounts', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  min_amount: bigint('min_amount', { mode: 'number' }),
  max_amount: bigint('max_amount', { mode: 'number' }),
  sort: smallint('sort').notNull().default(0),
});

export const jobLocationExpectations = pgTable('job_location_expectations', {
  code: varchar('code', { length: 20 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Positions (jabatan) form a tree: level 1 groups, deeper levels under a parent. */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    level: smallint('level').notNull().default(1),
    parent_id: integer('parent_id'),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('positions_parent_idx').on(t.parent_id, t.name),
    index('positions_level_idx').on(t.level, t.name),
    index('positions_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    /** One name (any case) per parent among active positions: settles two saves of one name at once. */
    uniqueIndex('positions_parent_name_idx')
      .on(sql`coalesce(${t.parent_id}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.is_active}`),
  ],
);

/** Site configuration key/value pairs (web_name, web_logo, city and office names). */
export const configs = pgTable('configs', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/** Records which idempotent seed sets have been applied, so a restart skips them. */
export const seedVersions = pgTable('seed_versions', {
  name: varchar('name', { length: 100 }).primaryKey(),
  version: varchar('version', { length: 100 }).notNull(),
  ...timestamps,
});
