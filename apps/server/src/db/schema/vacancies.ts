import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps, tsvector, xid8 } from './columns.ts';
import { companyDetails } from './companies.ts';
import { seekerDetails } from './seekers.ts';
import { users } from './users.ts';

export const jobVacancies = pgTable(
  'job_vacancies',
  {
    id: serial('id').primaryKey(),
    company_detail_id: integer('company_detail_id')
      .notNull()
      .references(() => companyDetails.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    title_slug: varchar('title_slug', { length: 240 }).notNull(),
    /** Office review: PENDING (new or edited) → VERIFIED | REJECTED. */
    status: varchar('status', { length: 20 }).notNull().default('PENDING'),
    status_note: text('status_note'),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    verified_by: integer('verified_by'),
    /**
     * The public fields as the office last verified them, kept when it verifies so the review of an
     * edit shows what changed since (docs/decisions/083).
     */
    verified_snapshot: jsonb('verified_snapshot').$type<Record<string, unknown>>(),
    /** Set by the company: DRAFT | PUBLISHED | CLOSED. */
    publication_status: varchar('publication_status', { length: 20 }).notNull().default('DRAFT'),
    email: varchar('email', { length: 254 }),
    job_type_id: integer('job_type_id'),
    position_id: integer('position_id'),
    is_position_other: boolean('is_position_other').notNull().default(false),
    position_other: varchar('position_other', { length: 200 }),
    address: text('address'),
    province_code: varchar('province_code', { length: 2 }),
    city_code: varchar('city_code', { length: 5 }),
    district_code: varchar('district_code', { length: 8 }),
    sub_district_code: varchar('sub_district_code', { length: 13 }),
    salary: bigint('salary', { mode: 'number' }),
    salary_type: varchar('salary_type', { length: 10 }).notNull().default('monthly'),
    is_gender_based_count: boolean('is_gender_based_count').notNull().default(false),
    male_count: integer('male_count').notNull().default(0),
    female_count: integer('female_count').notNull().default(0),
    worker_count: integer('worker_count').notNull().default(1),
    poster: varchar('poster', { length: 255 }),
    description: text('description'),
    conclusion: text('conclusion'),
    deadline: smallint('deadline'),
    deadline_period: varchar('deadline_period', { length: 10 }).notNull().default('day'),
    expired_at: timestamp('expired_at', { withTimezone: true }),
    benefits: jsonb('benefits')
      .$type<number[]>()
      .notNull()
      .default(sql`'[0]'::jsonb`),
    benefit_other: varchar('benefit_other', { length: 300 }),
    education_id: integer('education_id'),
    required_skills: text('required_skills'),
    set_major: text('set_major'),
    special_condition: text('special_condition'),
    work_type: varchar('work_type', { length: 10 }),
    work_hour: varchar('work_hour', { length: 100 }),
    year_experience: smallint('year_experience'),
    /** Invitation vacancies (tawar lamaran) target one seeker. */
    seeker_detail_id: integer('seeker_detail_id').references(() => seekerDetails.id, {
      onDelete: 'set null',
    }),
    is_invitation: boolean('is_invitation').notNull().default(false),
    is_removed: boolean('is_removed').notNull().default(false),
    applicant_count: integer('applicant_count').notNull().default(0),
    view_count: integer('view_count').notNull().default(0),
    published_at: timestamp('published_at', { withTimezone: true }),
    /**
     * When the vacancy stopped being live (closed, removed or unpublished by the company, or by the
     * office); a company reads applicants' documents until some days after it (DOCUMENT_ACCESS_DAYS).
     */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('indonesian', coalesce(position_other, '') || ' ' || coalesce(required_skills, '')), 'B') || setweight(to_tsvector('indonesian', coalesce(description, '')), 'C')`,
    ),
    ...timestamps,
    /** Age limits the company sets (Perpres 57/2023 Pasal 5: the requirements), in years; null = none. */
    age_min: smallint('age_min'),
    age_max: smallint('age_max'),
    /** The company's job-related reason for flagged requirements, shown on the public page (docs/decisions/102). */
    fair_posting_reason: text('fair_posting_reason'),
    /**
     * When three verified accounts' reports hid it from the public, pending the office's review
     * (docs/decisions/103-vacancy-reports.md); null when nothing of that kind hides it.
     */
    reported_hidden_at: timestamp('reported_hidden_at', { withTimezone: true }),
    /**
     * The skills vocabulary ids required_skills names (docs/decisions/107), ascending; null until mapped
     * (a row written before the vocabulary, mapped by the start-up backfill).
     */
    skill_ids: integer('skill_ids').array(),
    /**
     * The transaction that last changed anything the public list, its filters, its orders or the match
     * read of this row, or its company's status: set by triggers (migration 0021), never by the code, so
     * no write path can forget it. The match list's kept rows rescore the rows changed since they were
     * read (domains/vacancies/match-tops.ts, docs/decisions/113).
     */
    list_changed_xid: xid8('list_changed_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => {
    /**
     * Exactly the literal terms of publicVacancy() (lib/visibility.ts), so every public read can use
     * these partial indexes; expired_at (now()) is checked on the rows found.
     */
    const isPublic = sql`${t.status} = 'VERIFIED' and ${t.publication_status} = 'PUBLISHED' and not ${t.is_removed} and not ${t.is_invitation}`;
    return [
      uniqueIndex('job_vacancies_slug_idx').on(t.title_slug),
      index('job_vacancies_company_idx').on(t.company_detail_id, t.created_at.desc()),
      /** The public list: verified, published, not removed, newest first. */
      index('job_vacancies_public_idx').on(t.created_at.desc(), t.id.desc()).where(isPublic),
      index('job_vacancies_public_job_type_idx').on(t.job_type_id, t.created_at.desc()).where(isPublic),
      index('job_vacancies_public_province_idx').on(t.province_code, t.created_at.desc()).where(isPublic),
      // The list's place and education filters (docs/product.md §2, vacancy list filters).
      index('job_vacancies_public_city_idx').on(t.city_code, t.created_at.desc()).where(isPublic),
      index('job_vacancies_public_district_idx').on(t.district_code, t.created_at.desc()).where(isPublic),
      index('job_vacancies_public_education_idx').on(t.education_id, t.created_at.desc()).where(isPublic),
      /**
       * The orders the web app offers (besides newest): title A–Z, highest salary, nearest deadline, each
       * keyed exactly like the list's ORDER BY (repository.ts `orderBy`); title, NOT NULL, also serves
       * `desc` backwards. Every partial index here is a candidate path the planner costs for each public
       * list query (about 0.1 ms of planning each on PGlite), so the API-only orders (salary ascending,
       * latest deadline, applicants) have none and sort the public set. applicant_count also changes on
       * every application, which an index would make a full-index update.
       */
      index('job_vacancies_public_title_idx').on(t.title.desc(), t.id.desc()).where(isPublic),
      index('job_vacancies_public_salary_idx').on(t.salary.desc(), t.id.desc()).where(isPublic),
      index('job_vacancies_public_expiry_idx')
        .on(t.expired_at.asc().nullsLast(), t.id.asc().nullsFirst())
        .where(isPublic),
      index('job_vacancies_status_idx').on(t.status, t.created_at.desc()),
      // The skills backfill's rows (docs/decisions/107): empty once every row is mapped.
      index('job_vacancies_unmapped_skills_idx')
        .on(t.id)
        .where(sql`${t.skill_ids} is null`),
      // What changed since a kept match list was read (docs/decisions/113): a few recent rows.
      index('job_vacancies_list_changed_idx').on(t.list_changed_xid),
      // The office's WLLP report: vacancies published in a period (domains/wllp/repository.ts).
      index('job_vacancies_wllp_published_idx')
        .on(t.published_at)
        .where(sql`${t.published_at} is not null and not ${t.is_invitation}`),
      /**
       * The office's statistics over a date range: vacancies that went public, by when (literal terms of
       * statistics-repository.ts vacancyFigures). No INCLUDE columns: without a visibility map (no
       * VACUUM on the embedded engine) an index-only scan reads the heap anyway; the gain is reading
       * only the range's heap pages.
       */
      index('job_vacancies_statistics_idx')
        .on(sql`(coalesce(${t.published_at}, ${t.created_at}))`)
        .where(sql`${t.status} = 'VERIFIED' and not ${t.is_removed} and not ${t.is_invitation}`),
      /**
       * Public search: whole words on the stored tsvector, partial words by trigram on the title. Only
       * public rows are indexed, so a term common among hidden or draft vacancies costs nothing. No
       * pending lists (fastupdate): the embedded engine has no autovacuum to merge them (decision 007).
       */
      index('job_vacancies_public_search_idx')
        .using('gin', t.search)
        .with({ fastupdate: false })
        .where(isPublic),
      index('job_vacancies_public_title_trgm_idx')
        .using('gin', sql`${t.title} gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(isPublic),
      /**
       * A company's public vacancies, newest first (its page and its directory card's count), keyed like
       * the list's order; expired_at last (Drizzle has no INCLUDE) so that, once vacuumed (lib/maintenance.ts), counting them
       * reads no heap page (docs/decisions/101).
       */
      index('job_vacancies_public_company_idx')
        .on(t.company_detail_id, t.created_at.desc(), t.id.desc(), t.expired_at)
        // Not hidden by reports either (docs/decisions/103): the page's whole predicate, so no heap read.
        .where(sql`${isPublic} and ${t.reported_hidden_at} is null`),
    ];
  },
);

export const jobVacancyTrackers = pgTable(
  'job_vacancy_trackers',
  {
    id: serial('id').primaryKey(),
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    ip_address: varchar('ip_address', { length: 64 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_vacancy_trackers_unique_idx').on(t.job_vacancy_id, t.ip_address)],
);

/** Applications (and invitations) of a seeker to a vacancy: one per pair. */
export const seekerJobVacancies = pgTable(
  'seeker_job_vacancies',
  {
    id: serial('id').primaryKey(),
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    seeker_detail_id: integer('seeker_detail_id')
      .notNull()
      .references(() => seekerDetails.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('APPLIED'),
    is_invitation: boolean('is_invitation').notNull().default(false),
    applied_at: timestamp('applied_at', { withTimezone: true }),
    /** A short letter the seeker sends with the application; the company reads it with the profile. */
    cover_letter: text('cover_letter'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('seeker_job_vacancies_unique_idx').on(t.job_vacancy_id, t.seeker_detail_id),
    /**
     * A vacancy's applicants at a stage in the company's list order (created_at DESC, id DESC, read
     * backwards: ascending keys are NULLS LAST, so the backward scan is exactly DESC NULLS FIRST).
     */
    index('seeker_job_vacancies_vacancy_order_idx').on(t.job_vacancy_id, t.status, t.created_at, t.id),
    /** The latest change to a vacancy's applications: the applicant list's cache stamp (applications/repository.ts). */
    index('seeker_job_vacancies_vacancy_updated_idx').on(t.job_vacancy_id, t.updated_at),
    // The office's statistics over a date range (domains/statistics/repository.ts): applications by
    // when they were sent, placements by when they were accepted.
    index('seeker_job_vacancies_applied_idx').on(t.applied_at),
    index('seeker_job_vacancies_accepted_idx')
      .on(t.updated_at)
      .where(sql`${t.status} = 'ACCEPTED'`),
    index('seeker_job_vacancies_seeker_status_idx').on(t.seeker_detail_id, t.status, t.created_at.desc()),
  ],
);

/** Every stage change: who, when, from, to and an optional note. */
export const applicationStatusHistories = pgTable(
  'application_status_histories',
  {
    id: serial('id').primaryKey(),
    seeker_job_vacancy_id: integer('seeker_job_vacancy_id')
      .notNull()
      .references(() => seekerJobVacancies.id, { onDelete: 'cascade' }),
    from_status: varchar('from_status', { length: 20 }),
    to_status: varchar('to_status', { length: 20 }).notNull(),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_histories_app_idx').on(t.seeker_job_vacancy_id, t.created_at)],
);

/**
 * Vacancies a seeker saved ("Simpan") to come back to; the panel lists them and says when one closed.
 * `closed_notified_at` marks the one notification sent when a saved vacancy stops being open.
 */
export const savedVacancies = pgTable(
  'saved_vacancies',
  {
    id: serial('id').primaryKey(),
    seeker_detail_id: integer('seeker_detail_id')
      .notNull()
      .references(() => seekerDetails.id, { onDelete: 'cascade' }),
    job_vacancy_id: integer('job_vacancy_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    closed_notified_at: timestamp('closed_notified_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_vacancies_unique_idx').on(t.seeker_detail_id, t.job_vacancy_id),
    index('saved_vacancies_seeker_idx').on(t.seeker_detail_id, t.created_at.desc(), t.id.desc()),
    index('saved_vacancies_vacancy_idx').on(t.job_vacancy_id),
  ],
);
