import { and, eq, getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SALARY_FILTER_TYPE, type VacancyOrderBy } from '@siloker/shared';
import { containsPattern, type Page } from '../../lib/search.ts';
import { qualified } from '../../lib/sql-names.ts';
import { companyDetails, jobVacancies } from '../../db/schema/index.ts';
import { ofPublicCompany, publicVacancy } from '../../lib/visibility.ts';

/** One Page type for every paged list (lib/search.ts); re-exported for this domain's repository. */
export type { Page };

/** The SQL pieces of the public vacancy lists: filters, search, orders and page bounds. */

export interface VacancyListFilter {
  search?: string | undefined;
  user_id?: number | undefined;
  job_type_id?: number | undefined;
  province_code?: string | undefined;
  company_detail_id?: number | undefined;
  /** Issue 17 item 15 (docs/decisions/087): each served by its own public partial index or the salary one. */
  city_code?: string | undefined;
  district_code?: string | undefined;
  education_id?: number | undefined;
  salary_min?: number | undefined;
  salary_max?: number | undefined;
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
export function listValues(filter: VacancyListFilter, page?: Page) {
  return {
    term: filter.search,
    pattern: filter.search === undefined ? undefined : containsPattern(filter.search),
    user_id: filter.user_id,
    company_detail_id: filter.company_detail_id,
    job_type_id: filter.job_type_id,
    province_code: filter.province_code,
    city_code: filter.city_code,
    district_code: filter.district_code,
    education_id: filter.education_id,
    salary_min: filter.salary_min,
    salary_max: filter.salary_max,
    limit: page?.limit,
    offset: page?.offset,
  };
}

/** Which filters a statement tests: with the order and strategy, all that changes its SQL. */
export function listShape(filter: VacancyListFilter): string {
  const { search, ...rest } = filter;
  const present = Object.entries(rest).flatMap(([k, v]) => (v === undefined ? [] : [k]));
  return [search ? 'search' : '', ...present].join(',');
}

/** The power of two at or above n: bounds that take few values, so few statement shapes. */
export const roundUp = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));
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
export function literalRange(page: Page) {
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

export const limitValue = () => sql.placeholder('limit');
export const offsetValue = () => sql.placeholder('offset');

/**
 * Full text on the stored tsvector (whole words, stemmed) or trigram on the title (partial words),
 * for the `term` and `pattern` placeholders. `perRow` is the test for an index walk: the tsquery in
 * a subquery, computed once per statement whether or not the planner knows the term, so a plan
 * without the values costs what a plan with them does and PostgreSQL can keep one
 * (walkedSearchPage in repository.ts).
 */
export function searchParts() {
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
export function listWhere(filter: VacancyListFilter, search: boolean = true): SQL {
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
  if (filter.city_code !== undefined)
    conditions.push(eq(jobVacancies.city_code, sql.placeholder('city_code')));
  if (filter.district_code !== undefined)
    conditions.push(eq(jobVacancies.district_code, sql.placeholder('district_code')));
  if (filter.education_id !== undefined)
    conditions.push(eq(jobVacancies.education_id, sql.placeholder('education_id')));
  // A vacancy without a salary matches no range: it states none (docs/decisions/087). The range is a
  // monthly figure, so only a monthly salary is compared with it (docs/decisions/098).
  if (filter.salary_min !== undefined || filter.salary_max !== undefined)
    conditions.push(eq(jobVacancies.salary_type, SALARY_FILTER_TYPE));
  if (filter.salary_min !== undefined)
    conditions.push(sql`${jobVacancies.salary} >= ${sql.placeholder('salary_min')}`);
  if (filter.salary_max !== undefined)
    conditions.push(sql`${jobVacancies.salary} <= ${sql.placeholder('salary_max')}`);
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
 * row (walkedSearchPage in repository.ts): dates, which do not depend on what a vacancy is about. Title and salary have
 * indexes too, but a term's matches cluster in them (every "Teknisi …" sits under T; a trade has its
 * pay range), so a walk from either end may cross most public rows before the first match: measured on
 * the bench, walking failed and the match set had to be read anyway.
 */
export const WALKABLE_ORDERS: ReadonlySet<string> = new Set([
  'created_at desc',
  'created_at asc',
  'expired_at asc',
]);

export const orderKey = (order: VacancyListOrder) => `${order.order_by} ${order.sort_by}`;

/** Relevance ranks a search's matches; without a search there is nothing to rank: newest first. */
export function effectiveOrder(order: VacancyListOrder, search: string | undefined): VacancyListOrder {
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
export function orderBy(order: VacancyListOrder): SQL[] {
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
 * Columns an ids subquery carries so every column order applies to its rows (`asTable`); a search's
 * match set adds `search` (withSearch) for the relevance order.
 */
export function narrowColumns(withSearch = false) {
  const { id, title, search, created_at, salary, expired_at, applicant_count } = jobVacancies;
  const columns = { id, title, created_at, salary, expired_at, applicant_count };
  return withSearch ? { ...columns, search } : columns;
}

/** `(subquery) as job_vacancies`: the order expressions (written against job_vacancies) apply unchanged. */
export const asTable = (subquery: SQL) => sql`(${subquery}) as ${sql.identifier(getTableName(jobVacancies))}`;
export const aliasedId = () =>
  sql<number>`${sql.identifier(getTableName(jobVacancies))}.${sql.identifier('id')}`.as('id');
