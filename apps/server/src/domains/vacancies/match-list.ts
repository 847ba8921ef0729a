import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobVacancies } from '../../db/schema/index.ts';
import {
  matchParts,
  seekerFactColumns,
  seekerFactFields,
  seekerFactsOf,
  seekerPlaceholders,
  seekerValues,
  toSeekerFacts,
  vacancyColumns,
  type SeekerMatchFacts,
  type SeekerMatchSide,
} from '../../lib/match.ts';
import { prepared } from '../../lib/prepared.ts';
import { listShape, listValues, listWhere, type Page, type VacancyListFilter } from './list-query.ts';

/**
 * The statements of the public list ordered by one seeker's match (docs/decisions/107, 113): best first,
 * the newest first among equals, then the highest id. The seeker's facts are placeholders, so one plan
 * serves every seeker; row counts are literals, so a statement keeps one plan.
 */

/** A row of a match-ordered list: its place in the order is (score, created, id), all descending. */
export interface MatchRow {
  id: number;
  score: number;
  /** created_at in microseconds since 1970, exactly (a double holds them until the year 2255). */
  created: number;
  /** expired_at in milliseconds since 1970, or null: the one way a row leaves the list unchanged. */
  expires: number | null;
}

const score = (seeker: SeekerMatchSide) => matchParts(vacancyColumns('job_vacancies'), seeker).score;
const order = [sql`score desc`, sql`${jobVacancies.created_at} desc`, sql`${jobVacancies.id} desc`];
const rowColumns = (seeker: SeekerMatchSide = seekerPlaceholders()) => ({
  id: jobVacancies.id,
  score: score(seeker).as('score'),
  created: sql<number>`round(extract(epoch from ${jobVacancies.created_at}) * 1000000)::float8`,
  expires: sql<number | null>`(extract(epoch from ${jobVacancies.expired_at}) * 1000)::float8`,
});
/**
 * The oldest transaction still running when this statement's snapshot was taken: every change this read
 * cannot see was written by it or a later one, so a later read asks for rows changed since (docs/decisions/113).
 */
const sinceOf = () => sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`;

const toRow = (r: { id: unknown; score: unknown; created: unknown; expires: unknown }): MatchRow => ({
  id: Number(r.id),
  score: Number(r.score),
  created: Number(r.created),
  expires: r.expires === null ? null : Number(r.expires),
});

/**
 * Every public row that passes the filters (read through the public partial indexes) scored, the page
 * kept: a page deeper than the kept rows.
 */
export async function scoredPage(
  db: Db,
  filter: VacancyListFilter,
  seeker: SeekerMatchFacts,
  page: Page,
): Promise<MatchRow[]> {
  const rows = await prepared(db, `vacancies:match:${listShape(filter)}`, () =>
    db
      .select(rowColumns())
      .from(jobVacancies)
      .where(listWhere(filter))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  ).execute({ ...listValues(filter, page), ...seekerValues(seeker) });
  return rows.map(toRow);
}

/**
 * The best `rows` of the whole list, every public row that passes the filters scored, and the
 * transaction a later read looks for changes from. An empty answer carries no snapshot: transaction 0,
 * so the next read rescores every row, as this one did.
 */
export async function scoredTop(
  db: Db,
  filter: VacancyListFilter,
  seeker: SeekerMatchFacts,
  rows: number,
): Promise<{ rows: MatchRow[]; since: string }> {
  const found = await prepared(db, `vacancies:match-top:${listShape(filter)}:${rows}`, () =>
    db
      .select({ ...rowColumns(), since: sinceOf() })
      .from(jobVacancies)
      .where(listWhere(filter))
      .orderBy(...order)
      .limit(rows),
  ).execute({ ...listValues(filter), ...seekerValues(seeker) });
  return { rows: found.map(toRow), since: found.length > 0 ? String(found[0]!.since) : '0' };
}

/** A row changed since a read: scored, and whether it is in the list now (public, passing the filters). */
export interface ChangedRow extends MatchRow {
  listed: boolean;
}

/** The rows changed since a read, this snapshot's own `since`, and the database's clock (milliseconds). */
export interface Changed {
  rows: ChangedRow[];
  since: string;
  now: number;
}

/**
 * The rows whose `list_changed_xid` (set by triggers on every change the list reads, migration 0021) is
 * at or after `since`, each scored and tested against the list's filters, with this snapshot's own
 * `since` and the database's clock to test the kept rows' expiry by. One row even when nothing changed
 * (the join from a single row), so the snapshot and clock always come back.
 */
export async function changedSince(
  db: Db,
  filter: VacancyListFilter,
  seeker: SeekerMatchFacts,
  since: string,
): Promise<Changed> {
  const found = await prepared(db, `vacancies:match-changed:${listShape(filter)}`, () =>
    db
      .select(changedFields(filter, seekerPlaceholders()))
      .from(sql`(select 1) as one`)
      .leftJoin(jobVacancies, changedAfter()),
  ).execute({ ...listValues(filter), ...seekerValues(seeker), k_since: since });
  return changedOf(found);
}

/**
 * changedSince() for the seeker with this account, whose facts the same statement reads and returns
 * (the rows scored with them): a kept list's read in one statement, not two (docs/decisions/113).
 * Null when the account has no seeker profile.
 */
export async function changedSinceFor(
  db: Db,
  filter: VacancyListFilter,
  userId: number,
  since: string,
): Promise<(Changed & { facts: SeekerMatchFacts }) | null> {
  const found = await prepared(db, `vacancies:match-changed-for:${listShape(filter)}`, () =>
    db
      .select({ ...changedFields(filter, seekerFactColumns('s')), ...seekerFactFields('s') })
      .from(sql`${seekerFactsOf(sql`${sql.placeholder('k_user')}::int`)} as s`)
      .leftJoin(jobVacancies, changedAfter()),
  ).execute({ ...listValues(filter), k_user: userId, k_since: since });
  return found.length === 0 ? null : { ...changedOf(found), facts: toSeekerFacts(found[0]!) };
}

const changedFields = (filter: VacancyListFilter, seeker: SeekerMatchSide) => ({
  ...rowColumns(seeker),
  listed: sql<boolean | null>`(${listWhere(filter)})`,
  since: sinceOf(),
  now: sql<number>`(extract(epoch from now()) * 1000)::float8`,
});

// The transaction in a sub-select: its value is unknown to every plan, so the planner keeps one plan
// for the statement instead of planning each read anew (a custom plan that knows "few rows").
const changedAfter = () =>
  sql`${jobVacancies.list_changed_xid} >= (select ${sql.placeholder('k_since')}::xid8)`;

function changedOf(
  found: {
    id: unknown;
    score: unknown;
    created: unknown;
    expires: unknown;
    listed: boolean | null;
    since: string;
    now: number;
  }[],
): Changed {
  const first = found[0]!;
  return {
    rows: found.filter((r) => r.id !== null).map((r) => ({ ...toRow(r), listed: r.listed === true })),
    since: String(first.since),
    now: Number(first.now),
  };
}

/** Whether row a comes before row b in the list's order (both descending). */
export function before(a: MatchRow, b: MatchRow): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.created !== b.created) return a.created > b.created;
  return a.id > b.id;
}
