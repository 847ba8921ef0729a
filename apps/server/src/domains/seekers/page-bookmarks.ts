import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seekerDetails } from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';
import { shortCached } from '../../lib/short-cache.ts';
import {
  listShape,
  listValues,
  listWhere,
  orderBy,
  type SeekerListFilter,
  type SortDirection,
} from './list-query.ts';

/**
 * Bookmarks for deep pages (docs/decisions/007). Read with `offset`, a page walks every row before
 * it: the last of the directory's 11,000 pages (100,000 seekers on the bench) reads 66,000 rows, about
 * 55 ms on the embedded engine, and the pagination lets anyone jump there. A bookmark is the order key
 * (created_at, id) of every BOOKMARK_STEP-th row of a list; a page starts from the bookmark at or below
 * its first row and walks fewer than BOOKMARK_STEP of the list's rows (a filter's rows may be spread
 * through the index the planner walks: fewer rows per bookmark keep that walk short too; 780 bookmarks
 * for 100,000 rows are still one small array). The bookmarks of a list (per scope, filter
 * values and direction) are one statement and are kept for the short-cache TTL, as the list's total is
 * (docs/decisions/004): within that time, seekers added or removed before a bookmark shift the deep
 * pages by as many rows, as they shift the total.
 */
export const BOOKMARK_STEP = 128;

export interface Bookmark {
  /** Rows before the bookmarked one's successor: the page starts `offset - row` rows after the mark. */
  row: number;
  created_at: string;
  id: number;
}

type Marks = { created_at: string; id: number }[];

function bookmarks(db: Db, filter: SeekerListFilter, sort: SortDirection): Promise<Marks> {
  return shortCached(db, `seekers:bookmarks:${sort}:${JSON.stringify(filter)}`, () =>
    prepared(db, `seekers:bookmarks:${listShape(filter)}:${sort}`, () => {
      // The rows numbered in the list's order: an index walk, no sort. created_at as text keeps its
      // microseconds for the row comparison that starts a page (afterBookmark).
      const numbered = sql`(select ${seekerDetails.created_at}::text as mark_created_at, ${seekerDetails.id} as mark_id, row_number() over (order by ${sql.join(orderBy(sort), sql`, `)}) as n from ${seekerDetails} where ${listWhere(filter)}) as numbered`;
      return db
        .select({ created_at: sql<string>`numbered.mark_created_at`, id: sql<number>`numbered.mark_id` })
        .from(numbered)
        .where(sql`numbered.n % ${sql.raw(String(BOOKMARK_STEP))} = 0`)
        .orderBy(sql`numbered.n`);
    }).execute(listValues(filter)),
  );
}

/**
 * The bookmark a page at `offset` starts from, or null for pages before the first bookmark (read with
 * a plain offset). Past the last bookmark the last one serves.
 */
export async function bookmarkFor(
  db: Db,
  filter: SeekerListFilter,
  sort: SortDirection,
  offset: number,
): Promise<Bookmark | null> {
  if (offset < BOOKMARK_STEP) return null;
  const marks = await bookmarks(db, filter, sort);
  const index = Math.min(Math.floor(offset / BOOKMARK_STEP), marks.length) - 1;
  if (index < 0) return null;
  const mark = marks[index]!;
  return { row: (index + 1) * BOOKMARK_STEP, created_at: mark.created_at, id: Number(mark.id) };
}
