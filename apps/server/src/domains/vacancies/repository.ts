import { and, eq, getTableName, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { VacancyOrderBy } from '@siloker/shared';
import { containsPattern } from '../../lib/search.ts';
import { shortCached } from '../../lib/short-cache.ts';
import { nameByCode, nameById, qualified } from '../../lib/sql-names.ts';
import type { Db } from '../../db/client.ts';
import {
  benefits,
  cities,
  companyDetails,
  districts,
  educations,
  jobTypes,
  jobVacancies,
  positions,
  provinces,
  subDistricts,
} from '../../db/schema/index.ts';
import { ofPublicCompany, publicCompany, publicVacancy } from '../visibility.ts';

/** Columns of a vacancy card, names joined in (one query, no N+1). */
const summaryColumns = {
  id: jobVacancies.id,
  title: jobVacancies.title,
  title_slug: jobVacancies.title_slug,
  status: jobVacancies.status,
  publication_status: jobVacancies.publication_status,
  job_type_id: jobVacancies.job_type_id,
  job_type_name: nameById(jobTypes, jobVacancies.job_type_id, 'job_type_name'),
  position_id: jobVacancies.position_id,
  position_name: nameById(positions, jobVacancies.position_id, 'position_name'),
  is_position_other: jobVacancies.is_position_other,
  position_other: jobVacancies.position_other,
  salary: jobVacancies.salary,
  salary_type: jobVacancies.salary_type,
  worker_count: jobVacancies.worker_count,
  work_type: jobVacancies.work_type,
  education_id: jobVacancies.education_id,
  education_name: nameById(educations, jobVacancies.education_id, 'education_name'),
  poster: jobVacancies.poster,
  province_code: jobVacancies.province_code,
  city_code: jobVacancies.city_code,
  district_code: jobVacancies.district_code,
  sub_district_code: jobVacancies.sub_district_code,
  province_name: nameByCode(provinces, jobVacancies.province_code, 'province_name'),
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
};

const detailColumns = {
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
  company_user_id: companyDetails.user_id,
  /** The visibility rule of visibility.ts, evaluated per row so a service can decide who sees what. */
  is_public: sql<boolean>`(${publicVacancy()} and ${publicCompany()})`.as('is_public'),
};

export type VacancySummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];
export type VacancyDetailRow = NonNullable<Awaited<ReturnType<typeof findVacancyBySlug>>>;

const summaryQuery = (db: Db) =>
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

export interface VacancyListFilter {
  search?: string | undefined;
  user_id?: number | undefined;
  job_type_id?: number | undefined;
  province_code?: string | undefined;
  company_detail_id?: number | undefined;
}

export interface VacancyListOrder {
  /** Undefined with a search: by relevance. */
  order_by?: VacancyOrderBy | undefined;
  sort_by: 'asc' | 'desc';
}

/** Full text on the stored tsvector (whole words, stemmed) or trigram on the title (partial words). */
function searchParts(term: string) {
  const query = sql`websearch_to_tsquery('indonesian', ${term})`;
  const pattern = containsPattern(term);
  return {
    where: or(sql`${jobVacancies.search} @@ ${query}`, ilike(jobVacancies.title, pattern))!,
    rank: sql`ts_rank(${jobVacancies.search}, ${query}) + case when ${jobVacancies.title} ilike ${pattern} then 0.1 else 0 end`,
  };
}

/**
 * By default on job_vacancies alone (no join), so ids, matches and counts read one table. A query that
 * joins company_details anyway (the single-statement page) tests the joined row: for a few rows found
 * by an index walk, a primary-key lookup each is cheaper than hashing the unverified ids.
 */
function listWhere(filter: VacancyListFilter, company: 'joined' | 'lookup' = 'lookup'): SQL {
  const conditions: SQL[] = [publicVacancy(), company === 'joined' ? publicCompany() : ofPublicCompany()];
  if (filter.user_id !== undefined)
    // company_details.user_id is unique: at most one company per account.
    conditions.push(
      sql`${qualified(jobVacancies.company_detail_id)} = (select ${qualified(companyDetails.id)} from ${companyDetails} where ${qualified(companyDetails.user_id)} = ${filter.user_id})`,
    );
  if (filter.company_detail_id !== undefined)
    conditions.push(eq(jobVacancies.company_detail_id, filter.company_detail_id));
  if (filter.job_type_id !== undefined) conditions.push(eq(jobVacancies.job_type_id, filter.job_type_id));
  if (filter.province_code !== undefined)
    conditions.push(eq(jobVacancies.province_code, filter.province_code));
  if (filter.search) conditions.push(searchParts(filter.search).where);
  return and(...conditions)!;
}

const ORDER_COLUMNS: Record<VacancyOrderBy, PgColumn> = {
  created_at: jobVacancies.created_at,
  title: jobVacancies.title,
  salary: jobVacancies.salary,
  expired_at: jobVacancies.expired_at,
  applicant_count: jobVacancies.applicant_count,
};
/** Columns that may be empty; empty values sort last in both directions. */
const NULLABLE_ORDER: ReadonlySet<VacancyOrderBy> = new Set(['salary', 'expired_at']);

/**
 * Every order ends in id, so pages never overlap. The orders of the web app are exactly the key of a
 * public partial index (db/schema/vacancies.ts) or its backward scan: `col DESC NULLS LAST, id DESC NULLS
 * LAST`, and for `asc` the backward scan `col ASC NULLS FIRST, id ASC NULLS FIRST`; NULLS FIRST changes
 * nothing on the NOT NULL columns (created_at, title, applicant_count). The nullable ones (salary,
 * expired_at) keep empty values last in both directions.
 */
function orderBy(order: VacancyListOrder, search: string | undefined): SQL[] {
  const desc = order.sort_by === 'desc';
  const indexed = (col: PgColumn) => (desc ? sql`${col} desc nulls last` : sql`${col} asc nulls first`);
  const tail = indexed(jobVacancies.id);
  if (!order.order_by && search)
    return [sql`${searchParts(search).rank} desc`, indexed(jobVacancies.created_at), tail];
  const key = order.order_by ?? 'created_at';
  const col = ORDER_COLUMNS[key];
  if (!NULLABLE_ORDER.has(key)) return [indexed(col), tail];
  return [desc ? sql`${col} desc nulls last` : sql`${col} asc nulls last`, tail];
}

/**
 * From this offset on a page first picks its ids and only then computes names for its own rows: the
 * eight name subqueries cost about 35 µs per row that the offset skips, the extra join about 1.5 ms of
 * planning (measured on PGlite, docs/decisions/005).
 */
const DEFER_NAMES_FROM_OFFSET = 50;

/** The ids of a page of a plain (not searched) list, in order: an index walk over narrow rows. */
function pageIds(db: Db, filter: VacancyListFilter, order: SQL[], page: Page) {
  return db
    .select({ id: jobVacancies.id })
    .from(jobVacancies)
    .where(listWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The ids of a page of a search, in order, reading the public match set first: the `offset 0`
 * subquery is a planner fence. Without it, for an explicit order_by the planner may walk that
 * column's index and test every public vacancy against a term that is common in the table but rare
 * among public rows (200+ ms on the bench); matching first costs at most the number of matches.
 */
function searchPageIds(db: Db, filter: VacancyListFilter, order: SQL[], page: Page) {
  const { id, title, search, created_at, salary, expired_at, applicant_count } = jobVacancies;
  const matches = db
    .select({ id, title, search, created_at, salary, expired_at, applicant_count })
    .from(jobVacancies)
    .where(listWhere(filter));
  // Aliased as the table, so the order expressions (written against job_vacancies) apply unchanged.
  const alias = sql.identifier(getTableName(jobVacancies));
  return db
    .select({ id: sql<number>`${alias}.${sql.identifier('id')}`.as('id') })
    .from(sql`(${matches} offset 0) as ${alias}`)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

interface Page {
  offset: number;
  limit: number;
}

/**
 * The page, then the total (cached, docs/decisions/004). Searches and deep pages take two steps: the
 * ordered ids, then the cards of just those rows (none when nothing matched).
 */
export async function listPublicVacancies(
  db: Db,
  filter: VacancyListFilter,
  order: VacancyListOrder,
  page: Page,
) {
  const orderSql = orderBy(order, filter.search);
  let rows: VacancySummaryRow[];
  if (filter.search || page.offset >= DEFER_NAMES_FROM_OFFSET) {
    const ids = (await (filter.search ? searchPageIds : pageIds)(db, filter, orderSql, page)).map(
      (r) => r.id,
    );
    const byId = new Map(
      ids.length === 0
        ? []
        : (await summaryQuery(db).where(inArray(jobVacancies.id, ids))).map((r) => [r.id, r]),
    );
    // A vacancy deleted between the two statements is simply left out.
    rows = ids.flatMap((id) => byId.get(id) ?? []);
  } else {
    rows = await summaryQuery(db)
      .where(listWhere(filter, 'joined'))
      .orderBy(...orderSql)
      .limit(page.limit)
      .offset(page.offset);
  }
  const total = await shortCached(db, `vacancies:${JSON.stringify(filter)}`, async () => {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobVacancies)
      .where(listWhere(filter));
    return Number(count?.total ?? 0);
  });
  return { rows, total };
}

/** Any vacancy by slug with `is_public` computed; the service decides who may see it. */
export async function findVacancyBySlug(db: Db, slug: string) {
  const [row] = await detailQuery(db).where(eq(jobVacancies.title_slug, slug)).limit(1);
  return row;
}

export async function benefitNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id) => id > 0);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: benefits.id, name: benefits.name })
    .from(benefits)
    .where(inArray(benefits.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
