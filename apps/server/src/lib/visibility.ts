import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { companyDetails, jobVacancies, posts, seekerDetails, users } from '../db/schema/index.ts';
import { qualified } from './sql-names.ts';

/**
 * What the public may see (docs/product.md §10 "Status model"), in one place so lists, details and
 * landing-page counts agree.
 */

/**
 * VERIFIED and PUBLISHED vacancies, not removed, not invitations, not past expired_at. Join companies for the company rule.
 * The constants are literals, not bind parameters, and the first four terms are exactly the predicate of
 * the `job_vacancies_public*` partial indexes (db/schema/vacancies.ts), so the planner can match those
 * indexes whatever the driver does with parameters (docs/decisions/005). expired_at depends on now(),
 * which no index predicate may use: it stays a filter.
 */
export const publicVacancy = (): SQL =>
  sql`(${jobVacancies.status} = 'VERIFIED' and ${jobVacancies.publication_status} = 'PUBLISHED' and not ${jobVacancies.is_removed} and not ${jobVacancies.is_invitation} and (${jobVacancies.expired_at} is null or ${jobVacancies.expired_at} > now()) and ${notReportedHidden()})`;

/**
 * Not hidden by verified accounts' reports pending the office's review (docs/decisions/103). A filter
 * on the rows the partial indexes find: their predicate is still implied, so they stay usable.
 */
export const notReportedHidden = (): SQL => sql`${jobVacancies.reported_hidden_at} is null`;

/** Only VERIFIED companies are listed, and only their vacancies go public. */
export const publicCompany = (): SQL => sql`${companyDetails.status} = 'VERIFIED'`;

/**
 * publicCompany() for a vacancy without joining its company: the company is not one of the
 * unverified ones. Every vacancy has exactly one company (NOT NULL foreign key), so the rule is the
 * same; PostgreSQL hashes the (few) unverified ids once, and only when a row reaches the test, where a
 * join hashes every company before the first row (docs/decisions/005). `status <> 'VERIFIED'` (status
 * is NOT NULL) is the predicate of the partial index `company_details_unverified_idx`, so those ids
 * come from that small index instead of a scan of every company on each statement.
 */
export const ofPublicCompany = (): SQL =>
  sql`${qualified(jobVacancies.company_detail_id)} not in (select ${qualified(companyDetails.id)} from ${companyDetails} where ${qualified(companyDetails.status)} <> 'VERIFIED')`;

/**
 * Seekers are listed only when they opt in. Written without a bind parameter, so the planner matches the
 * `seeker_details_public*` partial indexes in a prepared statement's generic plan too.
 */
export const publicSeeker = (): SQL => sql`${seekerDetails.is_public}`;

/**
 * Events other than drafts and those the office deleted. The first term is the `posts_public_idx`
 * predicate, so that index still serves the public list; is_removed is a filter on its rows.
 */
export const publicPost = (): SQL => sql`(${posts.status} <> 'DRAFT' and not ${posts.is_removed})`;

/**
 * Not a deleted account: the user is not one of the deleted ones. The few deleted ids come from the
 * partial index `users_deleted_idx` and are hashed once per statement, so the seeker lists keep reading
 * `seeker_details` alone (the same shape as ofPublicCompany, docs/decisions/005).
 */
export const notDeletedUser = (userId: PgColumn | SQL): SQL =>
  sql`${userId} not in (select ${qualified(users.id)} from ${users} where ${qualified(users.deleted_at)} is not null)`;

/** notDeletedUser for the seeker row, its column qualified so it also holds inside a correlated subquery. */
export const seekerNotDeleted = (): SQL => notDeletedUser(qualified(seekerDetails.user_id));

/**
 * A vacancy that stopped for good, not just hidden for a while (docs/decisions/087): closed or
 * unpublished by the company, removed, refused by the office (each sets closed_at, docs/product.md §4
 * "Vacancy status"), or past its deadline. A vacancy waiting for the office to check an edit, or whose
 * company is being checked again, is hidden but not closed.
 */
export const closedVacancy = (): SQL =>
  sql`(${jobVacancies.is_removed} or ${jobVacancies.publication_status} = 'CLOSED' or ${jobVacancies.closed_at} is not null or (${jobVacancies.expired_at} is not null and ${jobVacancies.expired_at} <= now()))`;
