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
  order_by: VacancyOrderBy;
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
 * `search: false` leaves the search out (the index walk tests it row by row instead).
 */
function listWhere(
  filter: VacancyListFilter,
  company: 'joined' | 'lookup' = 'lookup',
  search: boolean = true,
): SQL {
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
  if (search && filter.search) conditions.push(searchParts(filter.search).where);
  return and(...conditions)!;
}

type ColumnOrder = Exclude<VacancyOrderBy, 'relevance'>;
const ORDER_COLUMNS: Record<ColumnOrder, PgColumn> = {
  created_at: jobVacancies.created_at,
  title: jobVacancies.title,
  salary: jobVacancies.salary,
  expired_at: jobVacancies.expired_at,
  applicant_count: jobVacancies.applicant_count,
};
/** Columns that may be empty; empty values sort last in both directions. */
const NULLABLE_ORDER: ReadonlySet<VacancyOrderBy> = new Set(['salary', 'expired_at']);
/**
 * The orders in which a search may walk a public partial index (db/schema/vacancies.ts) and test each
 * row (searchPageIds): dates, which do not depend on what a vacancy is about. Title and salary have
 * indexes too, but a term's matches cluster in them (every "Teknisi …" sits under T; a trade has its
 * pay range), so a walk from either end may cross most public rows before the first match: measured on
 * the bench, walking failed and the match set had to be read anyway.
 */
const WALKABLE_ORDERS: ReadonlySet<string> = new Set(['created_at desc', 'created_at asc', 'expired_at asc']);

/** Relevance ranks a search's matches; without a search there is nothing to rank: newest first. */
function effectiveOrder(order: VacancyListOrder, search: string | undefined): VacancyListOrder {
  if (order.order_by === 'relevance')
    return search ? { order_by: 'relevance', sort_by: 'desc' } : { order_by: 'created_at', sort_by: 'desc' };
  return order;
}

/**
 * Every order ends in id, so pages never overlap. The orders of the web app are exactly the key of a
 * public partial index (db/schema/vacancies.ts) or its backward scan: `col DESC NULLS LAST, id DESC NULLS
 * LAST`, and for `asc` the backward scan `col ASC NULLS FIRST, id ASC NULLS FIRST`; NULLS FIRST changes
 * nothing on the NOT NULL columns (created_at, title, applicant_count). The nullable ones (salary,
 * expired_at) keep empty values last in both directions. Relevance (with a search only, see
 * effectiveOrder) ties on newest first.
 */
function orderBy(order: VacancyListOrder, search: string | undefined): SQL[] {
  const desc = order.sort_by === 'desc';
  const indexed = (col: PgColumn) => (desc ? sql`${col} desc nulls last` : sql`${col} asc nulls first`);
  const tail = indexed(jobVacancies.id);
  if (order.order_by === 'relevance')
    return [
      sql`${searchParts(search ?? '').rank} desc`,
      sql`${jobVacancies.created_at} desc nulls last`,
      sql`${jobVacancies.id} desc nulls last`,
    ];
  const key = order.order_by;
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
 * A search walks the order's index and tests each public row when its matches are at least this many
 * times the rows the page needs (offset + limit): at 5 % of the public rows matching, a first page of 5
 * reads about 100 rows instead of every match. Rarer terms, relevance and the other orders read the
 * match set (a bitmap on the partial GIN indexes) and sort it (docs/decisions/005, second pass).
 */
const WALK_MIN_MATCHES_PER_ROW = 20;
/**
 * A walk gives up after this many public rows per match (the matches may all be old, or sit on a
 * deep page) and the match set is read instead: a failed walk costs at most about as much as the
 * reading of the match set it falls back to.
 */
const WALK_ROWS_PER_MATCH = 1;

/** Columns the search's ids queries carry, so every order expression applies to their rows. */
function narrowColumns() {
  const { id, title, search, created_at, salary, expired_at, applicant_count } = jobVacancies;
  return { id, title, search, created_at, salary, expired_at, applicant_count };
}

/** `(subquery) as job_vacancies`: the order expressions (written against job_vacancies) apply unchanged. */
const asTable = (subquery: SQL) => sql`(${subquery}) as ${sql.identifier(getTableName(jobVacancies))}`;
const aliasedId = () =>
  sql<number>`${sql.identifier(getTableName(jobVacancies))}.${sql.identifier('id')}`.as('id');

/**
 * The page's cards by walking the order's index over the public rows (the search tested on each row,
 * not through its indexes), at most `budget` rows, names computed for the page's rows only; one
 * statement, as the walk needs no fence. Null when the walk ran out of budget before filling the page:
 * the caller then reads the match set.
 */
async function walkedSearchPage(
  db: Db,
  filter: VacancyListFilter,
  order: SQL[],
  page: Page,
  budget: number,
): Promise<VacancySummaryRow[] | null> {
  const hit = searchParts(filter.search!).where;
  const { search: _tested, ...columns } = narrowColumns();
  const walk = db
    .select({ ...columns, hit: sql<boolean>`${hit}`.as('hit') })
    .from(jobVacancies)
    .where(listWhere(filter, 'lookup', false))
    .orderBy(...order);
  const ids = db
    .select({ id: aliasedId() })
    // The bound as a literal, so the planner costs the walk with it (an index walk, not a sort).
    .from(asTable(sql`${walk} limit ${sql.raw(String(Math.max(1, Math.trunc(budget))))}`))
    .where(sql`${sql.identifier('hit')}`)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await summaryQuery(db)
    .where(inArray(jobVacancies.id, ids))
    .orderBy(...order);
  return rows.length === page.limit ? rows : null;
}

/**
 * The ids of a page of a search, in order, from the public match set: the `offset 0` subquery is a
 * planner fence, so the matches come from the partial GIN indexes and are sorted (top-N). Without it,
 * the planner may walk an order's index and test every public vacancy against a term that is common
 * in the table but rare among public rows (200+ ms on the bench); matching first costs at most the
 * number of matches.
 */
async function matchedSearchIds(db: Db, filter: VacancyListFilter, order: SQL[], page: Page) {
  const matches = db.select(narrowColumns()).from(jobVacancies).where(listWhere(filter));
  const rows = await db
    .select({ id: aliasedId() })
    .from(asTable(sql`${matches} offset 0`))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

/**
 * A search's page: with many matches for the page's depth and a walkable order, walk the index (a
 * few hundred rows for a common term); otherwise, or when the walk runs out of budget, sort the
 * matches. `matches` (the cached total) only picks the strategy: both give the exact page.
 */
async function searchPage(
  db: Db,
  filter: VacancyListFilter,
  order: VacancyListOrder,
  page: Page,
  matches: number,
): Promise<VacancySummaryRow[]> {
  const orderSql = orderBy(order, filter.search);
  const needed = page.offset + page.limit;
  if (
    WALKABLE_ORDERS.has(`${order.order_by} ${order.sort_by}`) &&
    matches >= needed * WALK_MIN_MATCHES_PER_ROW
  ) {
    const walked = await walkedSearchPage(db, filter, orderSql, page, matches * WALK_ROWS_PER_MATCH);
    if (walked) return walked;
  }
  return cardsOf(db, await matchedSearchIds(db, filter, orderSql, page));
}

/** The cards of these vacancies, in this order (none when there are no ids). */
async function cardsOf(db: Db, ids: number[]): Promise<VacancySummaryRow[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await summaryQuery(db).where(inArray(jobVacancies.id, ids))).map((r) => [r.id, r]));
  // A vacancy deleted between the two statements is simply left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

interface Page {
  offset: number;
  limit: number;
}

/**
 * The total (cached, docs/decisions/004; a search's also picks how its page is read), then the page.
 * A search's page is walked or read from its match set (searchPage); a deep page takes two steps, the
 * ordered ids, then the cards of just those rows.
 */
export async function listPublicVacancies(
  db: Db,
  filter: VacancyListFilter,
  requested: VacancyListOrder,
  page: Page,
) {
  const order = effectiveOrder(requested, filter.search);
  const total = await shortCached(db, `vacancies:${JSON.stringify(filter)}`, async () => {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobVacancies)
      .where(listWhere(filter));
    return Number(count?.total ?? 0);
  });
  let rows: VacancySummaryRow[];
  if (filter.search) rows = await searchPage(db, filter, order, page, total);
  else if (page.offset >= DEFER_NAMES_FROM_OFFSET)
    rows = await cardsOf(
      db,
      (await pageIds(db, filter, orderBy(order, undefined), page)).map((r) => r.id),
    );
  else {
    rows = await summaryQuery(db)
      .where(listWhere(filter, 'joined'))
      .orderBy(...orderBy(order, undefined))
      .limit(page.limit)
      .offset(page.offset);
  }
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
