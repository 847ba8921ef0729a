import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps, tsvector } from './columns.ts';
import { users } from './users.ts';

/**
 * A job seeker's profile. NIK, KTP, birth date, address and phone are private:
 * public mappers never select them.
 */
export const seekerDetails = pgTable(
  'seeker_details',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug_name: varchar('slug_name', { length: 220 }).notNull(),
    number_registration: varchar('number_registration', { length: 40 }),
    date_registration: date('date_registration', { mode: 'string' }),
    photo: varchar('photo', { length: 255 }),
    file_ktp: varchar('file_ktp', { length: 255 }),
    /** The seeker's CV (PDF), private like the KTP: shown to companies the seeker applied to. */
    file_cv: varchar('file_cv', { length: 255 }),
    full_name: varchar('full_name', { length: 200 }),
    nik: varchar('nik', { length: 16 }),
    birth_place: varchar('birth_place', { length: 100 }),
    birth_date: date('birth_date', { mode: 'string' }),
    gender: varchar('gender', { length: 10 }).notNull().default('male'),
    address: text('address'),
    rt: varchar('rt', { length: 5 }),
    rw: varchar('rw', { length: 5 }),
    house_number: varchar('house_number', { length: 20 }),
    province_code: varchar('province_code', { length: 2 }),
    city_code: varchar('city_code', { length: 5 }),
    district_code: varchar('district_code', { length: 8 }),
    sub_district_code: varchar('sub_district_code', { length: 13 }),
    phone: varchar('phone', { length: 30 }),
    postal_code: varchar('postal_code', { length: 10 }),
    weight: smallint('weight'),
    height: smallint('height'),
    marriage_status: varchar('marriage_status', { length: 20 }),
    religion_id: integer('religion_id'),
    position_id: integer('position_id'),
    is_position_other: boolean('is_position_other').notNull().default(false),
    position_other: varchar('position_other', { length: 200 }),
    job_location_expectation: varchar('job_location_expectation', { length: 20 }),
    job_locale_in: varchar('job_locale_in', { length: 200 }),
    /** The wage the seeker expects, in rupiah; wage_amount_id is the §9 range it falls in (derived on save). */
    wage_expectation: integer('wage_expectation'),
    wage_amount_id: integer('wage_amount_id'),
    latest_gpa: numeric('latest_gpa', { precision: 4, scale: 2 }),
    disability_id: integer('disability_id'),
    language_skills: jsonb('language_skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    language_another: varchar('language_another', { length: 200 }),
    about: text('about'),
    /** Highest education level (derived on save) so the public list can filter by it with an index. */
    education_id: integer('education_id'),
    /** Listed in the public directory only when the seeker opts in. */
    is_public: boolean('is_public').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('NOT_YET_VERIFIED'),
    /** The office's note with its last decision (a rejection's reason). */
    status_note: text('status_note'),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    verified_by: integer('verified_by'),
    /**
     * A random code only the printed AK/1 card carries (in its QR link): the public check shows the
     * holder's name only with it, so walking sequential numbers reveals nothing.
     */
    ak1_check_code: varchar('ak1_check_code', { length: 32 }),
    /**
     * The identity the office verified (name, NIK, birth date and place), kept when it decides so the
     * queue can show what a later change altered (old → new).
     */
    verified_snapshot: jsonb('verified_snapshot').$type<Record<string, unknown>>(),
    /**
     * The last AK/1 report (still looking / working), set to the registration time when the office
     * verifies the seeker; the next report is due 6 months after it.
     */
    last_reported_at: timestamp('last_reported_at', { withTimezone: true }),
    /**
     * The skills vocabulary ids the seeker's skills name (docs/decisions/107), ascending; null until
     * mapped (a profile saved before the vocabulary, mapped by the start-up backfill).
     */
    skill_ids: integer('skill_ids').array(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('indonesian', coalesce(full_name, '') || ' ' || coalesce(position_other, '') || ' ' || coalesce(about, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('seeker_details_user_idx').on(t.user_id),
    uniqueIndex('seeker_details_slug_idx').on(t.slug_name),
    uniqueIndex('seeker_details_registration_idx').on(t.number_registration),
    /** One account per NIK; the profile service says so first, this settles two saves at once. */
    uniqueIndex('seeker_details_nik_idx')
      .on(t.nik)
      .where(sql`${t.nik} is not null`),
    // The seeker lists' order (created_at DESC, id DESC; domains/seekers/list-query.ts) under each
    // scope and filter an index serves: the directory and companies (opted in), the office (every seeker).
    index('seeker_details_public_idx')
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`${t.is_public}`),
    index('seeker_details_public_education_idx')
      .on(t.education_id, t.created_at.desc(), t.id.desc())
      .where(sql`${t.is_public}`),
    index('seeker_details_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('seeker_details_education_idx').on(t.education_id, t.created_at.desc(), t.id.desc()),
    index('seeker_details_position_idx').on(t.position_id, t.created_at.desc(), t.id.desc()),
    index('seeker_details_city_idx').on(t.city_code, t.created_at.desc(), t.id.desc()),
    index('seeker_details_status_idx').on(t.status, t.created_at.desc()),
    // The skills backfill's rows (docs/decisions/107): empty once every profile is mapped.
    index('seeker_details_unmapped_skills_idx')
      .on(t.id)
      .where(sql`${t.skill_ids} is null`),
    /** The office's "report due" list: verified seekers by their last report. */
    index('seeker_details_report_due_idx')
      .on(t.last_reported_at)
      .where(sql`${t.status} = 'VERIFIED'`),
    // No pending list (fastupdate): without autovacuum on the embedded engine it is never merged, and
    // every search scanned all of it (12 ms for a term with no match on the bench; docs/decisions/007).
    index('seeker_details_search_idx').using('gin', t.search).with({ fastupdate: false }),
  ],
);

export const seekerEducations = pgTable(
  'seeker_educations',
  {
    id: serial('id').primaryKey(),
    seeker_detail_id: integer('seeker_detail_id')
      .notNull()
      .references(() => seekerDetails.id, { onDelete: 'cascade' }),
    education_id: integer('education_id').notNull(),
    school_name: varchar('school_name', { length: 200 }),
    graduation_year: smallint('graduation_year'),
    major: varchar('major', { length: 200 }),
    is_lock: boolean('is_lock').notNull().default(false),
    certificate: varchar('certificate', { length: 255 }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('seeker_educations_seeker_idx').on(t.seeker_detail_id, t.sort)],
);

export const seekerExperiences = pgTable(
  'seeker_experiences',
  {
    id: serial('id').primaryKey(),
    seeker_detail_id: integer('seeker_detail_id')
      .notNull()
      .references(() => seekerDetails.id, { onDelete: 'cascade' }),
    company_name: varchar('company_name', { length: 200 }).notNull(),
    position: varchar('position', { length: 200 }),
    jobdesk: text('jobdesk'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('seeker_experiences_seeker_idx').on(t.seeker_detail_id, t.sort)],
);

export const seekerSkills = pgTable(
  'seeker_skills',
  {
    id: serial('id').primaryKey(),
    seeker_detail_id: integer('seeker_detail_id')
      .notNull()
      .references(() => seekerDetails.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    certificate: varchar('certificate', { length: 255 }),
    duration: varchar('duration', { length: 50 }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('seeker_skills_seeker_idx').on(t.seeker_detail_id, t.sort)],
);

/**
 * AK/1 reports (Permenaker 39/2016): every 6 months a registered seeker says whether they are still
 * looking or working; an ACCEPTED application files a 'WORKING' report by itself.
 */
export const seekerReports = pgTable(
  'seeker_reports',
  {
    id: serial('id').primaryKey(),
    seeker_detail_id: integer('seeker_detail_id')
      .notNull()
      .references(() => seekerDetails.id, { onDelete: 'cascade' }),
    /** 'LOOKING' | 'WORKING' */
    status: varchar('status', { length: 20 }).notNull(),
    company_name: varchar('company_name', { length: 200 }),
    job_vacancy_id: integer('job_vacancy_id'),
    note: text('note'),
    /** 'SEEKER' (reported from the panel) | 'APPLICATION' (an accepted application) */
    source: varchar('source', { length: 20 }).notNull().default('SEEKER'),
    reported_at: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seeker_reports_seeker_idx').on(t.seeker_detail_id, t.reported_at.desc())],
);

/**
 * The AK/1 number sequences, one row per prefix (region code and year). An upsert that increments
 * `last_value` and returns it hands out each number once, even to verifications at the same moment.
 */
export const registrationSequences = pgTable('registration_sequences', {
  prefix: varchar('prefix', { length: 30 }).primaryKey(),
  last_value: integer('last_value').notNull().default(0),
});
