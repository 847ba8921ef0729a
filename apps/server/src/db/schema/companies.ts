import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps, tsvector } from './columns.ts';
import { users } from './users.ts';

export const companyDetails = pgTable(
  'company_details',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    slug_name: varchar('slug_name', { length: 220 }).notNull(),
    email: varchar('email', { length: 254 }),
    about: text('about'),
    photo: varchar('photo', { length: 255 }),
    address: text('address'),
    province_code: varchar('province_code', { length: 2 }),
    city_code: varchar('city_code', { length: 5 }),
    district_code: varchar('district_code', { length: 8 }),
    sub_district_code: varchar('sub_district_code', { length: 13 }),
    phone: varchar('phone', { length: 30 }),
    website: varchar('website', { length: 255 }),
    business_field_id: integer('business_field_id'),
    postal_code: varchar('postal_code', { length: 10 }),
    position_id: integer('position_id'),
    nib: varchar('nib', { length: 20 }),
    file_nib: varchar('file_nib', { length: 255 }),
    file_npwp: varchar('file_npwp', { length: 255 }),
    status_office: varchar('status_office', { length: 20 }),
    status: varchar('status', { length: 20 }).notNull().default('PENDING'),
    status_note: text('status_note'),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    verified_by: integer('verified_by'),
    /**
     * What the office verified (name, NIB, NPWP, address, business field), kept when it decides so the
     * queue can show what a later change altered (old → new).
     */
    verified_snapshot: jsonb('verified_snapshot').$type<Record<string, unknown>>(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('indonesian', coalesce(name, '') || ' ' || coalesce(about, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_details_user_idx').on(t.user_id),
    uniqueIndex('company_details_slug_idx').on(t.slug_name),
    index('company_details_status_idx').on(t.status, t.created_at.desc()),
    // The company directory's orders (domains/companies/repository.ts) over the VERIFIED ones.
    index('company_details_public_idx')
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'VERIFIED'`),
    index('company_details_public_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.status} = 'VERIFIED'`),
    /** The few companies whose vacancies are hidden: ofPublicCompany() (lib/visibility.ts) reads them. */
    index('company_details_unverified_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'VERIFIED'`),
    // No pending lists (fastupdate): see seeker_details_search_idx.
    index('company_details_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('company_details_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
