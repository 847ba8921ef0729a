import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { seekerDetails } from '../../db/schema/index.ts';
import { publicSeeker, seekerNotDeleted } from '../../lib/visibility.ts';
import type { Page } from '../../lib/search.ts';

/** One Page type for every paged list (lib/search.ts); re-exported for this domain's repository. */
export type { Page };

/**
 * The SQL pieces of the seeker lists (the public directory and the panel's GET /users): who is in
 * scope, filters, search and order. Every statement is a prepared read (lib/prepared.ts): values
 * travel as placeholders named after the fields of `listValues`, and `listShape` names which of them a
 * statement uses.
 */

/**
 * Who a list may show. `public`: seekers who opted in (the directory, and companies searching in the
 * panel: UU PDP, a company sees no one who did not agree to be seen). `office`: every seeker, for the
 * office's own work. Neither shows a deleted account.
 */
export type SeekerScope = 'public' | 'office';

export interface SeekerListFilter {
  scope: SeekerScope;
  search?: string | undefined;
  education_id?: number | undefined;
  position_id?: number | undefined;
  city_code?: string | undefined;
}

export type SortDirection = 'asc' | 'desc';

/** Whole words of a term as prefixes for to_tsquery ("rahm" finds "Rahmawati"); '' when it has none. */
function prefixQuery(term: string): string {
  const words = term.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
}

/** The placeholder values of a list statement. */
export function listValues(filter: SeekerListFilter, page?: Page) {
  return {
    term: filter.search,
    prefix: filter.search === undefined ? undefined : prefixQuery(filter.search),
    education_id: filter.education_id,
    position_id: filter.position_id,
    city_code: filter.city_code,
    limit: page?.limit,
    offset: page?.offset,
  };
}

/** What changes a statement's SQL: the scope, the filters present and whether the term has words. */
export function listShape(filter: SeekerListFilter): string {
  const { scope, search, ...rest } = filter;
  const present = Object.entries(rest).flatMap(([k, v]) => (v === undefined ? [] : [k]));
  const searched = search === undefined ? '' : prefixQuery(search) ? 'search+prefix' : 'search';
  return [scope, searched, ...present].join(',');
}

/**
 * Whole words through the stored tsvector (websearch syntax); partial words as prefixes, both served
 * by its GIN index.
 */
function searchCondition(withPrefix: boolean): SQL {
  const full = sql`${seekerDetails.search} @@ websearch_to_tsquery('indonesian', ${sql.placeholder('term')})`;
  if (!withPrefix) return full;
  return or(full, sql`${seekerDetails.search} @@ to_tsquery('simple', ${sql.placeholder('prefix')})`)!;
}

/** Who a scope may show (SeekerScope). */
export const scopeConditions = (scope: SeekerScope): SQL[] =>
  scope === 'public' ? [publicSeeker(), seekerNotDeleted()] : [seekerNotDeleted()];

export function listWhere(filter: SeekerListFilter): SQL {
  const conditions = scopeConditions(filter.scope);
  if (filter.education_id !== undefined)
    conditions.push(eq(seekerDetails.education_id, sql.placeholder('education_id')));
  if (filter.position_id !== undefined)
    conditions.push(eq(seekerDetails.position_id, sql.placeholder('position_id')));
  if (filter.city_code !== undefined)
    conditions.push(eq(seekerDetails.city_code, sql.placeholder('city_code')));
  if (filter.search !== undefined) conditions.push(searchCondition(prefixQuery(filter.search) !== ''));
  return and(...conditions)!;
}

/**
 * Newest first (or oldest), ties by id: exactly the key of the seeker indexes (db/schema/seekers.ts,
 * `created_at DESC NULLS LAST, id DESC NULLS LAST`, as Drizzle writes `.desc()`) or its backward scan,
 * so a page is an index walk that stops after offset + limit rows. Both columns are NOT NULL: the NULLS
 * clauses only make the order match the index.
 */
export function orderBy(sort: SortDirection): SQL[] {
  return sort === 'desc'
    ? [sql`${seekerDetails.created_at} desc nulls last`, sql`${seekerDetails.id} desc nulls last`]
    : [sql`${seekerDetails.created_at} asc nulls first`, sql`${seekerDetails.id} asc nulls first`];
}

/**
 * Rows after a bookmark in the list's order (page-bookmarks.ts): a row comparison on the order's key,
 * which the same indexes serve as a start position. created_at travels as text, keeping its
 * microseconds (a JavaScript Date has milliseconds).
 */
export function afterBookmark(sort: SortDirection): SQL {
  const key = sql`(${seekerDetails.created_at}, ${seekerDetails.id})`;
  const mark = sql`(${sql.placeholder('mark_created_at')}::timestamptz, ${sql.placeholder('mark_id')}::int)`;
  return sort === 'desc' ? sql`${key} < ${mark}` : sql`${key} > ${mark}`;
}
