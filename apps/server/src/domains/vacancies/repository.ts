import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobVacancies } from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';
import { shortCached } from '../../lib/short-cache.ts';
import { cardsOf, summaryQuery, withNames, type VacancySummaryRow } from './cards.ts';
import {
  aliasedId,
  asTable,
  effectiveOrder,
  listShape,
  listValues,
  listWhere,
  limitValue,
  literalRange,
  narrowColumns,
  offsetValue,
  orderBy,
  orderKey,
  roundUp,
  searchParts,
  type Page,
  type VacancyListFilter,
  type VacancyListOrder,
  WALKABLE_ORDERS,
} from './list-query.ts';

export {
  benefitNames,
  findVacanciesById,
  findVacancyBySlug,
  type VacancyDetailRow,
  type VacancySummaryRow,
} from './cards.ts';
export type { VacancyListFilter, VacancyListOrder } from './list-query.ts';

/** The public vacancy lists: which rows a page shows, in which order, by which strategy. */

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
      const first = db
        .select(narrowColumns())
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
    const walk = db
      .select({ ...narrowColumns(), hit: sql<boolean>`${searchParts().perRow}`.as('hit') })
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
    const matches = db.select(narrowColumns(true)).from(jobVacancies).where(listWhere(filter));
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
 * A search's matches in the list's order, at most MATCH_LIST_MAX ids, kept for the short-cache TTL
 * per filters, term and order, as the total is (docs/decisions/004; the seekers' search does the same,
 * 007). Reading a term's ordered matches costs about what counting them did (a bitmap on the partial
 * GIN indexes, then a top-N sort behind the `offset 0` fence: ≈ 19 ms for 5,000 against ≈ 11 ms for
 * the count), so the first request of a term pays it once per TTL and every page after it, however
 * deep and in whatever order (relevance included), is a slice and its cards. Before, walking the date
 * index to page 40 of a common term tested ≈ 4,000 rows (≈ 11 ms) on every request. The cards test the
 * public rule again (cardsOf), so a vacancy hidden within the TTL leaves at once; one made public
 * appears, like the total, within the TTL. The cap bounds the memory a list holds.
 */
const MATCH_LIST_MAX = 5_000;

function matchList(db: Db, filter: VacancyListFilter, order: VacancyListOrder): Promise<number[]> {
  return shortCached(db, `vacancies:matches:${orderKey(order)}:${JSON.stringify(filter)}`, async () => {
    const rows = await prepared(db, `vacancies:match-list:${listShape(filter)}:${orderKey(order)}`, () => {
      // The tsvector only where the order ranks by it: sorting carries every column it is given.
      const columns = narrowColumns(order.order_by === 'relevance');
      const matches = db.select(columns).from(jobVacancies).where(listWhere(filter));
      return (
        db
          .select({ id: aliasedId() })
          .from(asTable(sql`${matches} offset 0`))
          .orderBy(...orderBy(order))
          // One more than kept: a list of MATCH_LIST_MAX is then known to be whole, and its length the total.
          .limit(MATCH_LIST_MAX + 1)
      );
    }).execute(listValues(filter));
    return rows.map((r) => Number(r.id));
  });
}

/** How many public vacancies the list has; cached for the short-cache TTL per filter (004). */
export function countVacancies(db: Db, filter: VacancyListFilter): Promise<number> {
  return shortCached(db, `vacancies:${JSON.stringify(filter)}`, async () => {
    const [count] = await prepared(db, `vacancies:count:${listShape(filter)}`, () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(jobVacancies)
        .where(listWhere(filter)),
    ).execute(listValues(filter));
    return Number(count?.total ?? 0);
  });
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

/** A page of public cards without its total, for a filter without a search term. */
export async function publicVacancyCards(
  db: Db,
  filter: Omit<VacancyListFilter, 'search'>,
  order: VacancyListOrder,
  page: Page,
) {
  return cardsOf(db, await pageIds(db, filter, order, page));
}

/**
 * The total (cached, docs/decisions/004), then the page. A search pages through its match list, whose
 * length is the total; past MATCH_LIST_MAX matches (a page beyond the list) it is counted and its page
 * walked or read from its match set (searchPage). A plain list's page takes two steps, the ordered ids,
 * then the cards of just those rows.
 */
export async function listPublicVacancies(
  db: Db,
  filter: VacancyListFilter,
  requested: VacancyListOrder,
  page: Page,
) {
  const order = effectiveOrder(requested, filter.search);
  if (filter.search) {
    const matches = await matchList(db, filter, order);
    const whole = matches.length <= MATCH_LIST_MAX;
    const needed = page.offset + page.limit;
    if (whole || needed <= MATCH_LIST_MAX) {
      const total = whole ? matches.length : await countVacancies(db, filter);
      return { rows: await cardsOf(db, matches.slice(page.offset, needed), true), total };
    }
    const total = await countVacancies(db, filter);
    return { rows: await searchPage(db, filter, order, page, total), total };
  }
  const total = await countVacancies(db, filter);
  return { rows: await publicVacancyCards(db, filter, order, page), total };
}
