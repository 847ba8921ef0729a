import type { Db } from '../../db/client.ts';
import { seekerValues, type SeekerMatchFacts } from '../../lib/match.ts';
import type { Page, VacancyListFilter } from './list-query.ts';
import {
  before,
  changedSince,
  changedSinceFor,
  scoredPage,
  scoredTop,
  type Changed,
  type MatchRow,
} from './match-list.ts';

/*
 * The match-ordered list's first rows, kept per seeker's facts and filters (docs/decisions/113). No index
 * can hold a per-seeker order, and scoring every public row costs about 200 ms on the embedded engine; so
 * the first read scores them all once and keeps the best `rows` ids and where they stop (the boundary).
 * Each later read rescores only those ids and the rows changed since (`list_changed_xid`, the transaction
 * that triggers stamp on every change that moves a row in or out of the list or changes its score, at or
 * after the oldest transaction the earlier read could not see): every other row is unchanged and stood
 * below the boundary, so the answer is exact, on any number of servers. A kept list
 * is only an index of what to rescore; nothing is served from memory without the database's word.
 * A seeker's next read of the same filters reads their facts and the changed rows in one statement,
 * and uses the list it read last when the facts are still those the list was kept for.
 */

const settings = {
  /** Rows kept per list: 60 pages of 5, 15 of 20. A deeper page scores the whole list. */
  rows: 300,
  /** Lists kept per server process (about 15 KB each), the least recently read dropped first. */
  lists: 1000,
};

/** Tests shrink the kept rows to reach the boundary with a handful of vacancies. */
export function configureMatchTops(change: Partial<typeof settings>): void {
  Object.assign(settings, change);
}

interface KeptList {
  /** Exactly the list's rows at or above the boundary when it was read, in order. */
  rows: MatchRow[];
  /** The transaction from which a row's change may not have been seen. */
  since: string;
  /** The last row of a full read; null when the rows were all of the list. */
  boundary: MatchRow | null;
}

/** Who the list is for: the account, and how to read its facts when no kept list answers. */
export interface MatchSeeker {
  userId: number;
  facts: () => Promise<SeekerMatchFacts>;
}

interface Kept {
  lists: Map<string, Promise<KeptList | null>>;
  /** The key of the list each seeker last read with each filters. */
  lastRead: Map<string, string>;
  /** Reads that scored every row, and reads of a kept list: how often the lists serve (tests, docs/benchmarks.md). */
  counts: { scans: number; rereads: number };
}

const keptByOwner = new WeakMap<object, Kept>();

function keptOf(db: Db): Kept {
  let kept = keptByOwner.get(db);
  if (!kept)
    keptByOwner.set(db, (kept = { lists: new Map(), lastRead: new Map(), counts: { scans: 0, rereads: 0 } }));
  return kept;
}

/** How many reads of this database's match lists scored every row, and how many read a kept list. */
export const matchListCounts = (db: Db): { scans: number; rereads: number } => ({ ...keptOf(db).counts });

/**
 * One page of the list ordered by this seeker's match, with each row's score: from the kept list when
 * the page lies within it, else by scoring every row.
 */
export async function matchPage(
  db: Db,
  filter: VacancyListFilter,
  seeker: MatchSeeker,
  page: Page,
): Promise<MatchRow[]> {
  const needed = page.offset + page.limit;
  if (needed > settings.rows) return scoredPage(db, filter, await seeker.facts(), page);
  const { lists, lastRead, counts } = keptOf(db);
  const mine = JSON.stringify([seeker.userId, filter]);
  const last = lastRead.get(mine);
  const again = last === undefined ? null : await rereadLast(db, filter, seeker.userId, last, needed);
  if (again) return again.slice(page.offset, needed);
  const facts = await seeker.facts();
  const key = keyOf(facts, filter);
  lastRead.delete(mine);
  lastRead.set(mine, key);
  if (lastRead.size > settings.lists * 10) lastRead.delete(lastRead.keys().next().value!);
  // A read of the same list under way is waited for (one scan, not ten, when a list is first read).
  const kept = await lists.get(key)?.catch(() => null);
  const read = kept ? reread(db, filter, facts, kept) : scan(db, filter, facts);
  counts[kept ? 'rereads' : 'scans'] += 1;
  keep(db, key, read);
  return (await complete(db, key, filter, facts, await read, needed)).slice(page.offset, needed);
}

// The facts the score reads, not who the seeker is: seekers alike share a list; a profile edit, or a
// month more of experience, is another list.
const keyOf = (facts: SeekerMatchFacts, filter: VacancyListFilter) =>
  JSON.stringify([seekerValues(facts), filter, settings.rows]);

/**
 * The seeker's last list read again in one statement with their facts; null (nothing kept) when there
 * is no such list any more or the facts are no longer those it was kept for.
 */
async function rereadLast(
  db: Db,
  filter: VacancyListFilter,
  userId: number,
  key: string,
  needed: number,
): Promise<MatchRow[] | null> {
  const kept = await keptOf(db)
    .lists.get(key)
    ?.catch(() => null);
  if (!kept) return null;
  const changed = await changedSinceFor(db, filter, userId, kept.since);
  if (!changed || keyOf(changed.facts, filter) !== key) return null;
  keptOf(db).counts.rereads += 1;
  const read = merge(kept, changed);
  keep(db, key, Promise.resolve(read));
  return complete(db, key, filter, changed.facts, read, needed);
}

/** Keeps a read as the list's newest (the least recently read list dropped past the limit). */
function keep(db: Db, key: string, read: Promise<Read>) {
  const { lists } = keptOf(db);
  const next = read.then(({ list }) => list);
  lists.delete(key);
  lists.set(key, next);
  next.catch(() => lists.get(key) === next && lists.delete(key));
  if (lists.size > settings.lists) lists.delete(lists.keys().next().value!);
}

/** The read's rows, or the whole list scored again when rows left it and the page reaches past the kept ones. */
async function complete(
  db: Db,
  key: string,
  filter: VacancyListFilter,
  facts: SeekerMatchFacts,
  read: Read,
  needed: number,
): Promise<MatchRow[]> {
  if (!read.list.boundary || read.rows.length >= needed) return read.rows;
  keptOf(db).counts.scans += 1;
  const again = await scan(db, filter, facts);
  keptOf(db).lists.set(key, Promise.resolve(again.list));
  return again.rows;
}

interface Read {
  rows: MatchRow[];
  list: KeptList;
}

/** Every row scored: the list's first `rows`, and whether they are all of it. */
async function scan(db: Db, filter: VacancyListFilter, seeker: SeekerMatchFacts): Promise<Read> {
  const { rows, since } = await scoredTop(db, filter, seeker, settings.rows);
  const full = rows.length === settings.rows;
  return { rows, list: { rows, since, boundary: full ? rows.at(-1)! : null } };
}

/**
 * The kept rows again, without reading them: those unchanged since stay where they were, unless they
 * expired; the changed ones are dropped and, rescored, come back if they are in the list at or above the
 * boundary. Every other row is unchanged and was below the boundary, so the merge is exactly the list's
 * first rows. A full merge moves the boundary up to its last row; a short one keeps the old boundary, or
 * none when the kept rows were all of the list.
 */
async function reread(
  db: Db,
  filter: VacancyListFilter,
  seeker: SeekerMatchFacts,
  kept: KeptList,
): Promise<Read> {
  return merge(kept, await changedSince(db, filter, seeker, kept.since));
}

function merge(kept: KeptList, changed: Changed): Read {
  const gone = new Set(changed.rows.map((r) => r.id));
  const stayed = kept.rows.filter((r) => !gone.has(r.id) && (r.expires === null || r.expires > changed.now));
  const boundary = kept.boundary;
  const came = changed.rows
    .filter((r) => r.listed && (boundary === null || !before(boundary, r)))
    .map(({ listed: _, ...row }) => row)
    .sort((a, b) => (before(a, b) ? -1 : 1));
  const rows = merged(stayed, came).slice(0, settings.rows);
  const full = rows.length === settings.rows;
  return { rows, list: { rows, since: changed.since, boundary: full ? rows.at(-1)! : boundary } };
}

/** Two lists in the order merged into one. */
function merged(a: MatchRow[], b: MatchRow[]): MatchRow[] {
  const out: MatchRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length)
    out.push(j >= b.length || (i < a.length && before(a[i]!, b[j]!)) ? a[i++]! : b[j++]!);
  return out;
}
