import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Indonesian administrative regions with Kemendagri codes (e.g. 64, 64.72, 64.72.01, 64.72.01.1001). */
export const provinces = pgTable(
  'provinces',
  {
    code: varchar('code', { length: 2 }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [index('provinces_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const cities = pgTable(
  'cities',
  {
    code: varchar('code', { length: 5 }).primaryKey(),
    province_code: varchar('province_code', { length: 2 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [
    index('cities_province_idx').on(t.province_code, t.name),
    index('cities_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const districts = pgTable(
  'districts',
  {
    code: varchar('code', { length: 8 }).primaryKey(),
    city_code: varchar('city_code', { length: 5 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [
    index('districts_city_idx').on(t.city_code, t.name),
    index('districts_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const subDistricts = pgTable(
  'sub_districts',
  {
    code: varchar('code', { length: 13 }).primaryKey(),
    district_code: varchar('district_code', { length: 8 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [
    index('sub_districts_district_idx').on(t.district_code, t.name),
    index('sub_districts_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
