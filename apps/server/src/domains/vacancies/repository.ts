import { and, eq, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { VacancyOrderBy } from '@siloker/shared';
import { prepared } from '../../lib/prepared.ts';
import { containsPattern } from '../../lib/search.ts';
import { shortCached } from '../../lib/short-cache.ts';
import { nameByCode, qualified } from '../../lib/sql-names.ts';
import type { Db } from '../../db/client.ts';
import {
  benefits,
  cities,
  companyDetails,
  districts,
  jobVacancies,
  subDistricts,
} from '../../db/schema/index.ts';
import { masterNames, namesOf } from '../master/names.ts';
import { ofPublicCompany, publicCompany, publicVacancy } from '../visibility.ts';

/**
 * Columns of a vacancy card, region names by subquery (one query, no N+1); the names of the small
 * lists come from master/names.ts (withNames).
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

type Named = ReturnType<typeof namesOf>;
export type VacancySummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number] & Named;
export type VacancyDetailRow = Awaited<ReturnType<typeof detailQuery>>[number] & Named;

/** Rows with the names of their job type, education, position and province. */
async function withNames<T extends Parameters<typeof namesOf>[1]>(db: Db, rows: T[]): Promise<(T & Named)[]> {
  if (rows.length === 0) return [];
  const names = await masterNames(db);
  return rows.map((r) => ({ ...r, ...namesOf(names, r) }));
}

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

/*
 * Every list statement is a prepared read (lib/prepared.ts): its SQL carries placeholders, named
 * after the fields of `listValues`, and `listShape` names which of them it uses.
 */

/** The placeholder values of a list statement. */
function listValues(filter: VacancyListFilter, page?: Page) {
  return {
    term: filter.search,
    pattern: filter.search === undefined ? undefined : containsPattern(filter.search),
    user_id: filter.user_id,
    company_detail_id: filter.company_detail_id,
    job_type_id: filter.job_type_id,
    province_code: filter.province_code,
    limit: page?.limit,
    offset: page?.offset,
  };
}

/** Which filters a statement tests: with the order and strategy, all that changes its SQL. */
function listShape(filter: VacancyListFilter): string {
  const { search, ...rest } = filter;
  const present = Object.entries(rest).flatMap(([k, v]) => (v === undefined ? [] : [k]));
  return [search ? 'search' : '', ...present].join(',');
}

/** The power of two at or above n: bounds that take few values, so few statement shapes. */
const roundUp = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));
/**
 * Pages ending within this many rows, the ones people mostly read, have statements with their own
 * offset and limit as literals (at most 136 shapes per filter and order); deeper ones round up
 * (roundUp) and cut the page in code. Rounding up a first page would read 60 % more rows for 5 cards.
 */
const EXACT_PAGE_MAX = 16;

/**
 * A page's bounds as SQL literals, so a statement has no parameter in its LIMIT and PostgreSQL can
 * keep one generic plan for it (with `limit $1 offset $2` it assumes a tenth of the rows is wanted and
 * plans every request). `exact`: the statement returns the page itself; otherwise it returns the
 * first `roundUp(offset + limit)` rows and `take` cuts the page from them.
 */
function literalRange(page: Page) {
  const needed = page.offset + page.limit;
  const exact = needed <= EXACT_PAGE_MAX;
  const n = (value: number) => sql.raw(String(value));
  return {
    exact,
    key: exact ? `${page.offset}+${page.limit}` : `${roundUp(needed)}`,
    sql: exact ? sql`limit ${n(page.limit)} offset ${n(page.offset)}` : sql`limit ${n(roundUp(needed))}`,
    /** The page's rows from what the statement returned: fewer than `limit` at the end of the rows. */
    take<T>(rows: T[]): T[] {
      return exact ? rows : rows.slice(page.offset, needed);
    },
  };
}

const limitValue = () => sql.placeholder('limit');
const offsetValue = () => sql.placeholder('offset');

/**
 * Full text on the stored tsvector (whole words, stemmed) or trigram on the title (partial words),
 * for the `term` and `pattern` placeholders. `perRow` is the test for an index walk: the tsquery in
 * a subquery, computed once per statement whether or not the planner knows the term, so a plan
 * without the values costs what a plan with them does and PostgreSQL can keep one (walkedSearchIds).
 */
function searchParts() {
  const query = sql`websearch_to_tsquery('indonesian', ${sql.placeholder('term')})`;
  const titleMatches = sql`${jobVacancies.title} ilike ${sql.placeholder('pattern')}`;
  return {
    where: or(sql`${jobVacancies.search} @@ ${query}`, titleMatches)!,
    perRow: or(sql`${jobVacancies.search} @@ (select ${query})`, titleMatches)!,
    rank: sql`ts_rank(${jobVacancies.search}, ${query}) + case when ${titleMatches} then 0.1 else 0 end`,
  };
}

/**
 * On job_vacancies alone (no join), so ids, matches and counts read one table. `search: false` leaves
 * the search out (the index walk tests it row by row instead).
 */
function listWhere(filter: VacancyListFilter, search: boolean = true): SQL {
  const conditions: SQL[] = [publicVacancy(), ofPublicCompany()];
  if (filter.user_id !== undefined)
    // company_details.user_id is unique: at most one company per account.
    conditions.push(
      sql`${qualified(jobVacancies.company_detail_id)} = (select ${qualified(companyDetails.id)} from ${companyDetails} where ${qualified(companyDetails.user_id)} = ${sql.placeholder('user_id')})`,
    );
  if (filter.company_detail_id !== undefined)
    conditions.push(eq(jobVacancies.company_detail_id, sql.placeholder('company_detail_id')));
  if (filter.job_type_id !== undefined)
    conditions.push(eq(jobVacancies.job_type_id, sql.placeholder('job_type_id')));
  if (filter.province_code !== undefined)
    conditions.push(eq(jobVacancies.province_code, sql.placeholder('province_code')));
  if (search && filter.search) conditions.push(searchParts().where);
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

const orderKey = (order: VacancyListOrder) => `${order.order_by} ${order.sort_by}`;

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
function orderBy(order: VacancyListOrder): SQL[] {
  const desc = order.sort_by === 'desc';
  const indexed = (col: PgColumn) => (desc ? sql`${col} desc nulls last` : sql`${col} asc nulls first`);
  const tail = indexed(jobVacancies.id);
  if (order.order_by === 'relevance')
    return [
      sql`${searchParts().rank} desc`,
      sql`${jobVacancies.created_at} desc nulls last`,
      sql`${jobVacancies.id} desc nulls last`,
    ];
  const key = order.order_by;
  const col = ORDER_COLUMNS[key];
  if (!NULLABLE_ORDER.has(key)) return [indexed(col), tail];
  return [desc ? sql`${col} desc nulls last` : sql`${col} asc nulls last`, tail];
}

/**
 * Pages up to this depth have literal bounds (literalRange). Deeper pages, which are rare, send offset
 * and limit as parameters.
 */
const LITERAL_BOUND_MAX = 64;

/** The ids of a page of a plain (not searched) list, in order: an index walk over narrow rows. */
async function pageIds(db: Db, filter: VacancyListFilter, order: VacancyListOrder, page: Page) {
  const shape = `${listShape(filter)}:${orderKey(order)}`;
  const needed = page.offset + page.limit;
  if (needed <= LITERAL_BOUND_MAX) {
    const range = literalRange(page);
    const rows = await prepared(db, `vacancies:ids:${shape}:${range.key}`, () => {
      const { search: _unused, ...columns } = narrowColumns();
      const first = db
        .select(columns)
        .from(jobVacancies)
        .where(listWhere(filter))
        .orderBy(...orderBy(order));
      return (
        db
          .select({ id: aliasedId() })
          // Drizzle's .limit() would send the bounds as parameters.
          .from(asTable(sql`${first} ${range.sql}`))
          .orderBy(...orderBy(order))
      );
    }).execute(listValues(filter));
    // A short list ends before the page does: whatever it has.
    return range.take(rows).map((r) => r.id);
  }
  const rows = await prepared(db, `vacancies:ids:${shape}`, () =>
    db
      .select({ id: jobVacancies.id })
      .from(jobVacancies)
      .where(listWhere(filter))
      .orderBy(...orderBy(order))
      .limit(limitValue())
      .offset(offsetValue()),
  ).execute(listValues(filter, page));
  return rows.map((r) => r.id);
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
 * A search's page by walking the order's index over the public rows (the search tested on each row,
 * not through its indexes), at most about `budget` rows. Null when the walk ran out of budget before
 * filling the page: the caller then reads the match set.
 *
 * The bounds are literals that take few values, so the term only appears in the per-row test, every
 * plan of a shape is the same, and PostgreSQL keeps one generic plan instead of planning each request
 * (with `limit $1 offset $2` it assumes a tenth of the rows is wanted and keeps planning): the rows
 * walked are rounded up to a power of two. The first pages, which most people read, are one statement
 * with the page's own offset and limit: a page's walk and its cards in one call. Deeper pages keep the
 * first `roundUp(offset + limit)` matches, cut the page from their ids here, then read its cards.
 */
async function walkedSearchPage(
  db: Db,
  filter: VacancyListFilter,
  order: VacancyListOrder,
  page: Page,
  budget: number,
): Promise<VacancySummaryRow[] | null> {
  const walked = roundUp(budget);
  const range = literalRange(page);
  const key = `vacancies:walk:${listShape(filter)}:${orderKey(order)}:${walked}:${range.key}`;
  const orderSql = orderBy(order);
  const hits = () => {
    const { search: _tested, ...columns } = narrowColumns();
    const walk = db
      .select({ ...columns, hit: sql<boolean>`${searchParts().perRow}`.as('hit') })
      .from(jobVacancies)
      .where(listWhere(filter, false))
      .orderBy(...orderSql);
    // Drizzle's .limit() would send the bounds as parameters.
    const found = sql`select * from ${asTable(sql`${walk} limit ${sql.raw(String(walked))}`)} where ${sql.identifier('hit')} order by ${sql.join(orderSql, sql`, `)}`;
    return db
      .select({ id: aliasedId() })
      .from(asTable(sql`${found} ${range.sql}`))
      .orderBy(...orderSql);
  };
  if (range.exact) {
    const rows = await prepared(db, key, () =>
      summaryQuery(db)
        .where(inArray(jobVacancies.id, hits()))
        .orderBy(...orderSql),
    ).execute(listValues(filter));
    return rows.length === page.limit ? withNames(db, rows) : null;
  }
  const ids = range.take(await prepared(db, key, hits).execute(listValues(filter)));
  return ids.length < page.limit
    ? null
    : cardsOf(
        db,
        ids.map((r) => r.id),
      );
}

/**
 * The ids of a page of a search, in order, from the public match set: the `offset 0` subquery is a
 * planner fence, so the matches come from the partial GIN indexes and are sorted (top-N). Without it,
 * the planner may walk an order's index and test every public vacancy against a term that is common
 * in the table but rare among public rows (200+ ms on the bench); matching first costs at most the
 * number of matches.
 */
async function matchedSearchIds(db: Db, filter: VacancyListFilter, order: VacancyListOrder, page: Page) {
  const rows = await prepared(db, `vacancies:matched:${listShape(filter)}:${orderKey(order)}`, () => {
    const matches = db.select(narrowColumns()).from(jobVacancies).where(listWhere(filter));
    return db
      .select({ id: aliasedId() })
      .from(asTable(sql`${matches} offset 0`))
      .orderBy(...orderBy(order))
      .limit(limitValue())
      .offset(offsetValue());
  }).execute(listValues(filter, page));
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
  const needed = page.offset + page.limit;
  if (WALKABLE_ORDERS.has(orderKey(order)) && matches >= needed * WALK_MIN_MATCHES_PER_ROW) {
    const walked = await walkedSearchPage(db, filter, order, page, matches * WALK_ROWS_PER_MATCH);
    if (walked) return walked;
  }
  return cardsOf(db, await matchedSearchIds(db, filter, order, page));
}

/**
 * The cards of these vacancies, in this order (none when there are no ids). A statement per number of
 * ids (at most the largest page size): with `id in ($1, …, $n)` the planner knows the row count without
 * the values, so PostgreSQL settles on one generic plan and stops planning the eight name subqueries on
 * every request; `= any($1::int[])` hides the count and kept it planning each time.
 */
async function cardsOf(db: Db, ids: number[]): Promise<VacancySummaryRow[]> {
  if (ids.length === 0) return [];
  const names = ids.map((_, i) => `id${i}`);
  const rows = await prepared(db, `vacancies:cards:${ids.length}`, () =>
    summaryQuery(db).where(
      inArray(
        jobVacancies.id,
        names.map((name) => sql.placeholder(name)),
      ),
    ),
  ).execute(Object.fromEntries(names.map((name, i) => [name, ids[i]])));
  const byId = new Map((await withNames(db, rows)).map((r) => [r.id, r]));
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
    const [count] = await prepared(db, `vacancies:count:${listShape(filter)}`, () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(jobVacancies)
        .where(listWhere(filter)),
    ).execute(listValues(filter));
    return Number(count?.total ?? 0);
  });
  const rows = filter.search
    ? await searchPage(db, filter, order, page, total)
    : await cardsOf(db, await pageIds(db, filter, order, page));
  return { rows, total };
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
