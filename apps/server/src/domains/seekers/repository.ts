import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  seekerDetails,
  seekerEducations,
  seekerExperiences,
  seekerSkills,
  users,
} from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';
import { shortCached } from '../../lib/short-cache.ts';
import { nameByCode, qualified } from '../../lib/sql-names.ts';
import { masterNames } from '../../lib/master-names.ts';
import {
  afterBookmark,
  listShape,
  listValues,
  listWhere,
  orderBy,
  scopeConditions,
  type Page,
  type SeekerListFilter,
  type SeekerScope,
  type SortDirection,
} from './list-query.ts';
import { bookmarkFor } from './page-bookmarks.ts';
import {
  matchParts,
  seekerColumns,
  vacancyPlaceholders,
  vacancyValues,
  type VacancyMatchFacts,
} from '../../lib/match.ts';

export type { SeekerListFilter, SeekerScope, SortDirection } from './list-query.ts';

/**
 * The only seeker columns a list or public profile selects. NIK, KTP file, birth date and place,
 * address, RT/RW/house number, phone, e-mail, district codes and the registration number are left out
 * here, and the response schemas strip anything else besides. Education and position names come from
 * lib/master-names.ts, as the vacancy cards' do (docs/decisions/006).
 */
const summaryColumns = {
  id: seekerDetails.id,
  // The account name when the profile has none yet: a subquery on the primary key, no join to plan.
  name: sql<string>`coalesce(nullif(${qualified(seekerDetails.full_name)}, ''), (select ${qualified(users.name)} from ${users} where ${qualified(users.id)} = ${qualified(seekerDetails.user_id)}))`.as(
    'name',
  ),
  slug_name: seekerDetails.slug_name,
  photo: seekerDetails.photo,
  gender: seekerDetails.gender,
  age: sql<
    number | null
  >`date_part('year', age(current_date, ${qualified(seekerDetails.birth_date)}))::int`.as('age'),
  city_name: nameByCode(cities, seekerDetails.city_code, 'city_name'),
  position_id: seekerDetails.position_id,
  is_position_other: seekerDetails.is_position_other,
  position_other: seekerDetails.position_other,
  education_id: seekerDetails.education_id,
  created_at: seekerDetails.created_at,
};

const detailColumns = {
  ...summaryColumns,
  about: seekerDetails.about,
  language_skills: seekerDetails.language_skills,
  language_another: seekerDetails.language_another,
};

interface Named {
  position_name: string | null;
  education_name: string | null;
}
export type SeekerSummaryRow = Awaited<ReturnType<typeof cardQuery>>[number] & Named;
export type SeekerDetailRow = Awaited<ReturnType<typeof detailQuery>>[number] & Named;

const cardQuery = (db: Db) => db.select(summaryColumns).from(seekerDetails);
const detailQuery = (db: Db) => db.select(detailColumns).from(seekerDetails);

/** The position (or the seeker's own words for it) and education names of rows. */
async function withNames<
  T extends {
    position_id: number | null;
    is_position_other: boolean;
    position_other: string | null;
    education_id: number | null;
  },
>(db: Db, rows: T[]): Promise<(T & Named)[]> {
  if (rows.length === 0) return [];
  const names = await masterNames(db);
  return rows.map((r) => ({
    ...r,
    position_name: r.is_position_other
      ? r.position_other
      : (r.position_id !== null && names.position.get(r.position_id)) || null,
    education_name: (r.education_id !== null && names.education.get(r.education_id)) || null,
  }));
}

/** `id in ($1 … $n)`: one statement per count, so PostgreSQL keeps one plan (docs/decisions/006). */
function idPlaceholders(ids: number[]) {
  const names = ids.map((_, i) => `id${i}`);
  return {
    list: names.map((name) => sql.placeholder(name)),
    values: Object.fromEntries(names.map((name, i) => [name, ids[i]])),
  };
}

/**
 * The cards of these seekers, in this order. `recheck`: the ids come from a match list kept for the
 * short-cache TTL (matchList), so the scope is tested again and a seeker who opted out or deleted the
 * account since is left out at once rather than at the end of that time. Ids read just now need not be.
 */
async function cardsOf(db: Db, ids: number[], recheck?: SeekerScope): Promise<SeekerSummaryRow[]> {
  if (ids.length === 0) return [];
  const { list, values } = idPlaceholders(ids);
  const rows = await prepared(db, `seekers:cards:${recheck ?? ''}:${ids.length}`, () =>
    cardQuery(db).where(and(inArray(seekerDetails.id, list), ...(recheck ? scopeConditions(recheck) : []))),
  ).execute(values);
  const byId = new Map((await withNames(db, rows)).map((r) => [r.id, r]));
  // A seeker deleted between the two statements is simply left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A search's matches in the list's order, at most MATCH_LIST_MAX ids, kept for the short-cache TTL per
 * scope, filters, term and direction, as the total is (docs/decisions/004). A term matches seekers all
 * over the table (a name is shared by one in forty), so its page costs reading every match from the
 * heap and sorting them, about 30 ms for 2,500 matches on the embedded engine, whichever page is asked:
 * once per term and TTL instead of on every request. The match set is read first (`offset 0`, a
 * planner fence), so a term with few or no matches never walks the whole order index testing each row.
 * The cap bounds the memory a list holds (the short cache keeps at most 1,000 entries); a term matching
 * more is common enough that walking the order index and testing each row finds a page quickly.
 */
export const MATCH_LIST_MAX = 5_000;

function matchList(db: Db, filter: SeekerListFilter, sort: SortDirection): Promise<number[]> {
  return shortCached(db, `seekers:matches:${sort}:${JSON.stringify(filter)}`, async () => {
    const rows = await prepared(db, `seekers:matches:${listShape(filter)}:${sort}`, () => {
      const matches = db
        .select({ id: seekerDetails.id, created_at: seekerDetails.created_at })
        .from(seekerDetails)
        .where(listWhere(filter));
      return db
        .select({ id: sql<number>`${sql.identifier('seeker_details')}.${sql.identifier('id')}` })
        .from(sql`(${matches} offset 0) as ${sql.identifier('seeker_details')}`)
        .orderBy(...orderBy(sort))
        .limit(MATCH_LIST_MAX);
    }).execute(listValues(filter));
    return rows.map((r) => Number(r.id));
  });
}

/**
 * The ids of a page, in order, of a list without a search. A page starting at row 128 or deeper starts
 * from the bookmark below it (page-bookmarks.ts) and walks at most 127 of the list's rows from there
 * instead of every row before it.
 */
async function pageIds(db: Db, filter: SeekerListFilter, sort: SortDirection, page: Page): Promise<number[]> {
  const shape = `${listShape(filter)}:${sort}`;
  const mark = await bookmarkFor(db, filter, sort, page.offset);
  if (mark) {
    const rows = await prepared(db, `seekers:ids-after:${shape}`, () =>
      db
        .select({ id: seekerDetails.id })
        .from(seekerDetails)
        .where(sql`${listWhere(filter)} and ${afterBookmark(sort)}`)
        .orderBy(...orderBy(sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute({
      ...listValues(filter, { offset: page.offset - mark.row, limit: page.limit }),
      mark_created_at: mark.created_at,
      mark_id: mark.id,
    });
    return rows.map((r) => r.id);
  }
  const rows = await prepared(db, `seekers:ids:${shape}`, () =>
    db
      .select({ id: seekerDetails.id })
      .from(seekerDetails)
      .where(listWhere(filter))
      .orderBy(...orderBy(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  ).execute(listValues(filter, page));
  return rows.map((r) => r.id);
}

/** How many seekers the list has; cached for the short-cache TTL per filter (docs/decisions/004). */
export function countSeekers(db: Db, filter: SeekerListFilter): Promise<number> {
  return shortCached(db, `seekers:total:${JSON.stringify(filter)}`, async () => {
    const [count] = await prepared(db, `seekers:count:${listShape(filter)}`, () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(seekerDetails)
        .where(listWhere(filter)),
    ).execute(listValues(filter));
    return Number(count?.total ?? 0);
  });
}

/**
 * A page of a seeker list (ids first, then the cards of just those rows) and its total. A search pages
 * through its match list, whose length is the total; past MATCH_LIST_MAX matches it is counted and
 * read as a plain list is.
 */
export async function listSeekerCards(db: Db, filter: SeekerListFilter, sort: SortDirection, page: Page) {
  if (filter.search !== undefined) {
    const matches = await matchList(db, filter, sort);
    if (matches.length < MATCH_LIST_MAX || page.offset + page.limit <= matches.length) {
      const total = matches.length < MATCH_LIST_MAX ? matches.length : await countSeekers(db, filter);
      const ids = matches.slice(page.offset, page.offset + page.limit);
      return { rows: await cardsOf(db, ids, filter.scope), total };
    }
  }
  const total = await countSeekers(db, filter);
  const rows = await cardsOf(db, await pageIds(db, filter, sort, page));
  return { rows, total };
}

/** Skill names per seeker, in the seeker's own order. */
export async function skillNames(db: Db, seekerIds: number[]): Promise<Map<number, string[]>> {
  const skills = new Map<number, string[]>(seekerIds.map((id) => [id, []]));
  if (seekerIds.length === 0) return skills;
  const { list, values } = idPlaceholders(seekerIds);
  const rows = await prepared(db, `seekers:skill-names:${seekerIds.length}`, () =>
    db
      .select({ seeker_detail_id: seekerSkills.seeker_detail_id, name: seekerSkills.name })
      .from(seekerSkills)
      .where(inArray(seekerSkills.seeker_detail_id, list))
      .orderBy(asc(seekerSkills.seeker_detail_id), asc(seekerSkills.sort), asc(seekerSkills.id)),
  ).execute(values);
  for (const r of rows) skills.get(r.seeker_detail_id)?.push(r.name);
  return skills;
}

export async function findPublicSeekerBySlug(db: Db, slug: string): Promise<SeekerDetailRow | undefined> {
  const [row] = await prepared(db, 'seekers:public-by-slug', () =>
    detailQuery(db)
      .where(and(eq(seekerDetails.slug_name, sql.placeholder('slug')), ...scopeConditions('public')))
      .limit(1),
  ).execute({ slug });
  return row && (await withNames(db, [row]))[0];
}

/** Educations, experiences and skills of one seeker, without certificate files. */
export async function findSeekerEntries(db: Db, seekerId: number) {
  const [eduRows, expRows, skillRows] = await Promise.all([
    prepared(db, 'seekers:entries:educations', () =>
      db
        .select({
          education_id: seekerEducations.education_id,
          school_name: seekerEducations.school_name,
          graduation_year: seekerEducations.graduation_year,
          major: seekerEducations.major,
        })
        .from(seekerEducations)
        .where(eq(seekerEducations.seeker_detail_id, sql.placeholder('id')))
        .orderBy(asc(seekerEducations.sort), asc(seekerEducations.id)),
    ).execute({ id: seekerId }),
    prepared(db, 'seekers:entries:experiences', () =>
      db
        .select({
          company_name: seekerExperiences.company_name,
          position: seekerExperiences.position,
          jobdesk: seekerExperiences.jobdesk,
          start_date: seekerExperiences.start_date,
          end_date: seekerExperiences.end_date,
        })
        .from(seekerExperiences)
        .where(eq(seekerExperiences.seeker_detail_id, sql.placeholder('id')))
        .orderBy(asc(seekerExperiences.sort), asc(seekerExperiences.id)),
    ).execute({ id: seekerId }),
    prepared(db, 'seekers:entries:skills', () =>
      db
        .select({
          name: seekerSkills.name,
          description: seekerSkills.description,
          duration: seekerSkills.duration,
        })
        .from(seekerSkills)
        .where(eq(seekerSkills.seeker_detail_id, sql.placeholder('id')))
        .orderBy(asc(seekerSkills.sort), asc(seekerSkills.id)),
    ).execute({ id: seekerId }),
  ]);
  const names = await masterNames(db);
  const educations = eduRows.map((e) => ({
    ...e,
    education_name: names.education.get(e.education_id) ?? null,
  }));
  return { educations, experiences: expRows, skills: skillRows };
}

/**
 * A page of the list ranked by the seekers' match to one vacancy (docs/decisions/107): every row the
 * list's scope and filters keep is scored, best first, newest first among equals. The vacancy's facts are
 * placeholders, so one plan serves every vacancy.
 */
export async function matchRankedCards(
  db: Db,
  filter: SeekerListFilter,
  vacancy: VacancyMatchFacts,
  page: Page,
): Promise<{ rows: SeekerSummaryRow[]; scores: Map<number, number>; total: number }> {
  const ranked = await prepared(db, `seekers:match:${listShape(filter)}`, () => {
    const score = matchParts(vacancyPlaceholders(), seekerColumns('seeker_details')).score;
    return db
      .select({ id: seekerDetails.id, score: score.as('score') })
      .from(seekerDetails)
      .where(listWhere(filter))
      .orderBy(sql`score desc`, ...orderBy('desc'))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }).execute({ ...listValues(filter, page), ...vacancyValues(vacancy) });
  const [cards, total] = await Promise.all([
    cardsOf(
      db,
      ranked.map((r) => r.id),
    ),
    countSeekers(db, filter),
  ]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    rows: ranked.flatMap((r) => byId.get(r.id) ?? []),
    scores: new Map(ranked.map((r) => [r.id, Number(r.score)])),
    total,
  };
}
