import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  benefits,
  cities,
  companyDetails,
  districts,
  jobVacancies,
  subDistricts,
} from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';
import { nameByCode } from '../../lib/sql-names.ts';
import { masterNames, namesOf } from '../../lib/master-names.ts';
import { closedVacancy, publicCompany, publicVacancy } from '../../lib/visibility.ts';
import { publicChecksColumn } from '../company-checks/service.ts';
import { responsiveColumn } from './freshness-repository.ts';

/** What a vacancy card and a vacancy detail page show: the rows and how they are read by id or slug. */

/**
 * Columns of a vacancy card, region names by subquery (one query, no N+1); the names of the small
 * lists come from lib/master-names.ts (withNames).
 */
const summaryColumns = {
  id: jobVacancies.id,
  title: jobVacancies.title,
  title_slug: jobVacancies.title_slug,
  status: jobVacancies.status,
  publication_status: jobVacancies.publication_status,
  job_type_id: jobVacancies.job_type_id,
  position_id: jobVacancies.position_id,
  is_position_other: jobVacancies.is_position_other,
  position_other: jobVacancies.position_other,
  salary: jobVacancies.salary,
  salary_type: jobVacancies.salary_type,
  worker_count: jobVacancies.worker_count,
  work_type: jobVacancies.work_type,
  education_id: jobVacancies.education_id,
  poster: jobVacancies.poster,
  province_code: jobVacancies.province_code,
  city_code: jobVacancies.city_code,
  district_code: jobVacancies.district_code,
  sub_district_code: jobVacancies.sub_district_code,
  city_name: nameByCode(cities, jobVacancies.city_code, 'city_name'),
  district_name: nameByCode(districts, jobVacancies.district_code, 'district_name'),
  sub_district_name: nameByCode(subDistricts, jobVacancies.sub_district_code, 'sub_district_name'),
  expired_at: jobVacancies.expired_at,
  is_invitation: jobVacancies.is_invitation,
  applicant_count: jobVacancies.applicant_count,
  view_count: jobVacancies.view_count,
  created_at: jobVacancies.created_at,
  company_id: companyDetails.id,
  company_name: companyDetails.name,
  company_slug_name: companyDetails.slug_name,
  company_photo: companyDetails.photo,
  company_city_name: nameByCode(cities, companyDetails.city_code, 'company_city_name'),
  /** The mark the freshness job stores (docs/decisions/104): one primary-key probe per card. */
  company_is_responsive: responsiveColumn(companyDetails.id),
  /** The office's checks still current (docs/decisions/106), read with the card rather than after it. */
  company_checks: publicChecksColumn(jobVacancies.company_detail_id),
};

/** Every column of a vacancy's card and detail; the company's own reads add its private ones. */
export const detailColumns = {
  ...summaryColumns,
  email: jobVacancies.email,
  address: jobVacancies.address,
  is_gender_based_count: jobVacancies.is_gender_based_count,
  male_count: jobVacancies.male_count,
  female_count: jobVacancies.female_count,
  description: jobVacancies.description,
  conclusion: jobVacancies.conclusion,
  deadline: jobVacancies.deadline,
  deadline_period: jobVacancies.deadline_period,
  benefits: jobVacancies.benefits,
  benefit_other: jobVacancies.benefit_other,
  required_skills: jobVacancies.required_skills,
  set_major: jobVacancies.set_major,
  special_condition: jobVacancies.special_condition,
  work_hour: jobVacancies.work_hour,
  year_experience: jobVacancies.year_experience,
  age_min: jobVacancies.age_min,
  age_max: jobVacancies.age_max,
  fair_posting_reason: jobVacancies.fair_posting_reason,
  company_user_id: companyDetails.user_id,
  /** The visibility rule of visibility.ts, evaluated per row so a service can decide who sees what. */
  is_public: sql<boolean>`(${publicVacancy()} and ${publicCompany()})`.as('is_public'),
};

type Named = ReturnType<typeof namesOf>;
export type VacancySummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number] & Named;
export type VacancyDetailRow = Awaited<ReturnType<typeof detailQuery>>[number] & Named;

/** Rows with the names of their job type, education, position and province. */
export async function withNames<T extends Parameters<typeof namesOf>[1]>(
  db: Db,
  rows: T[],
): Promise<(T & Named)[]> {
  if (rows.length === 0) return [];
  const names = await masterNames(db);
  return rows.map((r) => ({ ...r, ...namesOf(names, r) }));
}

export const summaryQuery = (db: Db) =>
  db
    .select(summaryColumns)
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .$dynamic();

const detailQuery = (db: Db) =>
  db
    .select(detailColumns)
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .$dynamic();

/**
 * The cards of these vacancies, in this order (none when there are no ids). A statement per number of
 * ids (at most the largest page size): with `id in ($1, …, $n)` the planner knows the row count without
 * the values, so PostgreSQL settles on one generic plan and stops planning the card's subqueries on
 * every request; `= any($1::int[])` hides the count and kept it planning each time.
 * `recheck`: the ids come from a search's match list kept for the short-cache TTL (repository.ts),
 * so the public rule is tested again and a vacancy hidden, removed or expired since is left out at
 * once rather than at the end of that time. Ids read just now need not be.
 */
export async function cardsOf(db: Db, ids: number[], recheck = false): Promise<VacancySummaryRow[]> {
  if (ids.length === 0) return [];
  const names = ids.map((_, i) => `id${i}`);
  const rows = await prepared(db, `vacancies:${recheck ? 'public-cards' : 'cards'}:${ids.length}`, () => {
    const byId = inArray(
      jobVacancies.id,
      names.map((name) => sql.placeholder(name)),
    );
    return summaryQuery(db).where(recheck ? and(byId, publicVacancy(), publicCompany()) : byId);
  }).execute(Object.fromEntries(names.map((name, i) => [name, ids[i]])));
  const byId = new Map((await withNames(db, rows)).map((r) => [r.id, r]));
  // A vacancy deleted between the two statements is simply left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Any vacancy by slug with `is_public` computed; the service decides who may see it. */
export async function findVacancyBySlug(db: Db, slug: string): Promise<VacancyDetailRow | undefined> {
  const [row] = await prepared(db, 'vacancies:by-slug', () =>
    detailQuery(db)
      .where(eq(jobVacancies.title_slug, sql.placeholder('slug')))
      .limit(1),
  ).execute({ slug });
  return row && (await withNames(db, [row]))[0];
}

export async function benefitNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id) => id > 0);
  if (wanted.length === 0) return new Map();
  const rows = await prepared(db, 'vacancies:benefit-names', () =>
    db
      .select({ id: benefits.id, name: benefits.name })
      .from(benefits)
      .where(sql`${benefits.id} = any(${sql.placeholder('ids')}::int[])`),
  ).execute({ ids: wanted });
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Any vacancies by id, whatever their status (the office's review preview, docs/decisions/083). */
export async function findVacanciesById(db: Db, ids: number[]): Promise<VacancyDetailRow[]> {
  if (ids.length === 0) return [];
  const rows = await detailQuery(db).where(inArray(jobVacancies.id, ids));
  return withNames(db, rows);
}

/**
 * The cards of these vacancies whatever their state, each with whether it is public now and whether it
 * closed for good: for a seeker's saved vacancies (docs/decisions/087), which stay listed after they
 * close. In the order of `ids`; at most a page of them.
 */
export async function cardsInAnyState(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const withState = await db
    .select({
      ...summaryColumns,
      is_public: sql<boolean>`(${publicVacancy()} and ${publicCompany()})`,
      is_closed: sql<boolean>`${closedVacancy()}`,
    })
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(inArray(jobVacancies.id, ids));
  const byId = new Map((await withNames(db, withState)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
