import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicantListQuery, ApplicationStatus } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import {
  applicationStatusHistories,
  cities,
  companyDetails,
  educations,
  jobVacancies,
  positions,
  religions,
  seekerDetails,
  seekerEducations,
  seekerJobVacancies,
  seekerSkills,
  users,
} from '../../db/schema/index.ts';
import { contactAccess, contactShared } from '../../lib/contact-access.ts';
import { containsPattern } from '../../lib/search.ts';
import { prepared } from '../../lib/prepared.ts';
import { shortCached } from '../../lib/short-cache.ts';
import { nameByCode, nameById, qualified } from '../../lib/sql-names.ts';
import { ofPublicCompany, publicVacancy } from '../../lib/visibility.ts';

/*
 * Applications and their stage history. Reads for a company name the vacancy in the WHERE clause (the
 * service has checked the vacancy is the caller's company's); reads for a seeker name the seeker's own
 * profile id, taken from the session.
 */

export { isUniqueViolation } from '../../lib/pg-errors.ts';

const companyUserId = sql<number>`(select ${qualified(companyDetails.user_id)} from ${companyDetails} where ${qualified(companyDetails.id)} = ${qualified(jobVacancies.company_detail_id)})`;

/** A vacancy as applying and the company's screens need it; `is_public` is the visibility rule. */
export async function findVacancy(db: Db, vacancyId: number) {
  // Prepared (docs/decisions/006): every apply and invitation answer starts here.
  const [row] = await prepared(db, 'applications:vacancy', () =>
    db
      .select({
        id: jobVacancies.id,
        title: jobVacancies.title,
        title_slug: jobVacancies.title_slug,
        company_detail_id: jobVacancies.company_detail_id,
        company_user_id: companyUserId.as('company_user_id'),
        is_public: sql<boolean>`(${publicVacancy()} and ${ofPublicCompany()})`.as('is_public'),
      })
      .from(jobVacancies)
      .where(eq(jobVacancies.id, sql.placeholder('vacancy')))
      .limit(1),
  ).execute({ vacancy: vacancyId });
  return row;
}
export type VacancyRow = NonNullable<Awaited<ReturnType<typeof findVacancy>>>;

const applicationColumns = {
  id: seekerJobVacancies.id,
  job_vacancy_id: seekerJobVacancies.job_vacancy_id,
  seeker_detail_id: seekerJobVacancies.seeker_detail_id,
  status: seekerJobVacancies.status,
  is_invitation: seekerJobVacancies.is_invitation,
  applied_at: seekerJobVacancies.applied_at,
  created_at: seekerJobVacancies.created_at,
};
export type ApplicationRow = {
  id: number;
  job_vacancy_id: number;
  seeker_detail_id: number;
  status: string;
  is_invitation: boolean;
  applied_at: Date | null;
  created_at: Date;
};

export async function findApplication(db: Db, vacancyId: number, seekerId: number) {
  const [row] = await db
    .select(applicationColumns)
    .from(seekerJobVacancies)
    .where(
      and(
        eq(seekerJobVacancies.job_vacancy_id, vacancyId),
        eq(seekerJobVacancies.seeker_detail_id, seekerId),
      ),
    )
    .limit(1);
  return row;
}

/** The name a company sees for a seeker: the profile's full name, else the account's. */
export async function seekerName(db: Db, seekerId: number): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(nullif(${seekerDetails.full_name}, ''), ${users.name})` })
    .from(seekerDetails)
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(eq(seekerDetails.id, seekerId))
    .limit(1);
  return row?.name ?? '';
}

/**
 * The application at APPLIED, its first history row and the vacancy's count, in the caller's
 * transaction. Throws the unique violation when the seeker already applied (also under concurrency:
 * the unique index decides). Returns the new row and the vacancy's applicant_count after it.
 */
export async function insertApplication(
  tx: Db,
  a: { vacancyId: number; seekerId: number; userId: number; coverLetter: string | null },
): Promise<{ application: ApplicationRow; applicant_count: number }> {
  const [application] = await tx
    .insert(seekerJobVacancies)
    .values({
      job_vacancy_id: a.vacancyId,
      seeker_detail_id: a.seekerId,
      status: 'APPLIED',
      is_invitation: false,
      applied_at: sql`now()`,
      cover_letter: a.coverLetter,
    })
    .returning(applicationColumns);
  await tx.insert(applicationStatusHistories).values({
    seeker_job_vacancy_id: application!.id,
    from_status: null,
    to_status: 'APPLIED',
    changed_by: a.userId,
  });
  const [vacancy] = await tx
    .update(jobVacancies)
    .set({ applicant_count: sql`${jobVacancies.applicant_count} + 1` })
    .where(eq(jobVacancies.id, a.vacancyId))
    .returning({ applicant_count: jobVacancies.applicant_count });
  return { application: application!, applicant_count: vacancy!.applicant_count };
}

/**
 * The application of this seeker to this vacancy, row-locked until the transaction ends, so
 * concurrent stage changes run one after another and each sees the stage the previous one left.
 */
export async function lockApplication(tx: Db, vacancyId: number, seekerId: number) {
  const [row] = await tx
    .select({
      ...applicationColumns,
      seeker_user_id:
        sql<number>`(select ${qualified(seekerDetails.user_id)} from ${seekerDetails} where ${qualified(seekerDetails.id)} = ${qualified(seekerJobVacancies.seeker_detail_id)})`.as(
          'seeker_user_id',
        ),
    })
    .from(seekerJobVacancies)
    .where(
      and(
        eq(seekerJobVacancies.job_vacancy_id, vacancyId),
        eq(seekerJobVacancies.seeker_detail_id, seekerId),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

const historyColumns = {
  id: applicationStatusHistories.id,
  seeker_job_vacancy_id: applicationStatusHistories.seeker_job_vacancy_id,
  from_status: applicationStatusHistories.from_status,
  to_status: applicationStatusHistories.to_status,
  note: applicationStatusHistories.note,
  changed_by_role: sql<
    string | null
  >`(select ${qualified(users.role_name)} from ${users} where ${qualified(users.id)} = ${qualified(applicationStatusHistories.changed_by)})`.as(
    'changed_by_role',
  ),
  created_at: applicationStatusHistories.created_at,
};
export type HistoryRow = {
  id: number;
  seeker_job_vacancy_id: number;
  from_status: string | null;
  to_status: string;
  note: string | null;
  changed_by_role: string | null;
  created_at: Date;
};

/** Moves the (locked) application and records the move, in the caller's transaction. */
export async function moveApplication(
  tx: Db,
  m: { id: number; from: ApplicationStatus; to: ApplicationStatus; userId: number; note: string | null },
): Promise<{ application: ApplicationRow; history: HistoryRow }> {
  const [application] = await tx
    .update(seekerJobVacancies)
    .set({ status: m.to, updated_at: sql`now()` })
    .where(eq(seekerJobVacancies.id, m.id))
    .returning(applicationColumns);
  const [inserted] = await tx
    .insert(applicationStatusHistories)
    .values({
      seeker_job_vacancy_id: m.id,
      from_status: m.from,
      to_status: m.to,
      changed_by: m.userId,
      note: m.note,
    })
    .returning({ id: applicationStatusHistories.id });
  const [history] = await tx
    .select(historyColumns)
    .from(applicationStatusHistories)
    .where(eq(applicationStatusHistories.id, inserted!.id));
  return { application: application!, history: history! };
}

/** The stage history of these applications, oldest first. */
export async function historiesOf(db: Db, applicationIds: number[]): Promise<HistoryRow[]> {
  if (applicationIds.length === 0) return [];
  const { list, values } = idPlaceholders(applicationIds);
  return prepared(db, `applications:histories:${applicationIds.length}`, () =>
    db
      .select(historyColumns)
      .from(applicationStatusHistories)
      .where(inArray(applicationStatusHistories.seeker_job_vacancy_id, list))
      .orderBy(asc(applicationStatusHistories.created_at), asc(applicationStatusHistories.id)),
  ).execute(values);
}

// ---------------------------------------------------------------------------------------------------------
// The company's applicants of one vacancy

export type ApplicantFilter = Omit<ApplicantListQuery, 'offset' | 'limit' | 'auth_user_id' | 'order_by'>;

/** Free text across the seeker's name, wanted position, skills, schools and majors (`p`: an ILIKE pattern). */
function searchCondition(p: SQL | ReturnType<typeof sql.placeholder>): SQL {
  const ownedBy = (col: typeof seekerSkills.seeker_detail_id | typeof seekerEducations.seeker_detail_id) =>
    sql`${qualified(col)} = ${qualified(seekerDetails.id)}`;
  return or(
    sql`${seekerDetails.full_name} ilike ${p}`,
    sql`${seekerDetails.position_other} ilike ${p}`,
    sql`${seekerDetails.about} ilike ${p}`,
    sql`exists (select 1 from ${positions} where ${qualified(positions.id)} = ${qualified(seekerDetails.position_id)} and ${qualified(positions.name)} ilike ${p})`,
    sql`exists (select 1 from ${seekerSkills} where ${ownedBy(seekerSkills.seeker_detail_id)} and ${qualified(seekerSkills.name)} ilike ${p})`,
    sql`exists (select 1 from ${seekerEducations} where ${ownedBy(seekerEducations.seeker_detail_id)} and (${qualified(seekerEducations.school_name)} ilike ${p} or ${qualified(seekerEducations.major)} ilike ${p}))`,
  )!;
}

/**
 * What the §5 filters read of each applicant of one vacancy, in list order (newest application first),
 * every stage at once: one statement per vacancy and stamp, kept for the short-cache TTL. A filter set
 * is then a pass over these rows in memory, not a statement of its own, so a company trying new filter
 * sets costs no engine time (docs/decisions/101). Dates travel as text (YYYY-MM-DD) with the engine's
 * own `current_date`, so the age bounds are the engine's.
 */
interface ApplicantFacts {
  today: string;
  rows: {
    id: number;
    status: string;
    education_id: number | null;
    gender: string | null;
    marriage_status: string | null;
    religion_id: number | null;
    job_location_expectation: string | null;
    wage_amount_id: number | null;
    latest_gpa: string | null;
    birth_date: string | null;
  }[];
}

/** Newest application first; the index seeker_job_vacancies_vacancy_order_idx is keyed exactly so. */
const applicantOrder = [desc(seekerJobVacancies.created_at), desc(seekerJobVacancies.id)];

async function applicantFacts(db: Db, vacancyId: number): Promise<ApplicantFacts> {
  const rows = await prepared(db, 'applicants:facts', () => {
    // One profile per application, by its primary key (a lateral join): the planner otherwise hashes a
    // scan of every profile, which the engine reads past its buffers (bulk-read ring) every time.
    const s = db
      .select({
        education_id: seekerDetails.education_id,
        gender: seekerDetails.gender,
        marriage_status: seekerDetails.marriage_status,
        religion_id: seekerDetails.religion_id,
        job_location_expectation: seekerDetails.job_location_expectation,
        wage_amount_id: seekerDetails.wage_amount_id,
        latest_gpa: sql<string | null>`${seekerDetails.latest_gpa}::text`.as('latest_gpa'),
        birth_date: sql<string | null>`${seekerDetails.birth_date}::text`.as('birth_date'),
      })
      .from(seekerDetails)
      .where(sql`${qualified(seekerDetails.id)} = ${qualified(seekerJobVacancies.seeker_detail_id)}`)
      // A limit keeps the planner from flattening the lateral subquery back into a (hash) join.
      .limit(1)
      .as('s');
    return db
      .select({
        id: seekerJobVacancies.id,
        status: seekerJobVacancies.status,
        education_id: s.education_id,
        gender: s.gender,
        marriage_status: s.marriage_status,
        religion_id: s.religion_id,
        job_location_expectation: s.job_location_expectation,
        wage_amount_id: s.wage_amount_id,
        latest_gpa: s.latest_gpa,
        birth_date: s.birth_date,
        today: sql<string>`current_date::text`,
      })
      .from(seekerJobVacancies)
      .innerJoinLateral(s, sql`true`)
      .where(eq(seekerJobVacancies.job_vacancy_id, sql.placeholder('vacancy')))
      .orderBy(...applicantOrder);
  }).execute({ vacancy: vacancyId });
  return { today: rows[0]?.today ?? '', rows };
}

/** `today` minus `years` as the engine computes `(date - make_interval(years => n))::date`: Feb 29 → Feb 28. */
export function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, last))}`;
}

/**
 * The applications of the vacancy whose seeker matches the free text, whatever their stage: one
 * statement per vacancy, stamp and term, shared by every filter set with that term.
 */
function searchMatches(db: Db, vacancyId: number, stamp: string, term: string): Promise<Set<number>> {
  return shortCached(db, `applicants:search:${vacancyId}:${stamp}:${term}`, async () => {
    const rows = await prepared(db, 'applicants:search', () =>
      db
        .select({ id: seekerJobVacancies.id })
        .from(seekerJobVacancies)
        .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
        .where(
          and(
            eq(seekerJobVacancies.job_vacancy_id, sql.placeholder('vacancy')),
            searchCondition(sql.placeholder('pattern')),
          ),
        ),
    ).execute({ vacancy: vacancyId, pattern: containsPattern(term) });
    return new Set(rows.map((r) => r.id));
  });
}

/**
 * The applications of the vacancy whose contact details the company may see (contactShared(), decision
 * 076), for the filters on fields the public profile leaves out. In the WHERE clause the rule's
 * subqueries become semi-joins and the vacancy's id reaches them as a constant; in the select list the
 * planner hashed a scan of every vacancy instead (bench/explain.ts).
 */
function sharedIds(db: Db, vacancyId: number, stamp: string): Promise<Set<number>> {
  return shortCached(db, `applicants:shared:${vacancyId}:${stamp}`, async () => {
    const rows = await prepared(db, 'applicants:shared', () =>
      db
        .select({ id: seekerJobVacancies.id })
        .from(seekerJobVacancies)
        .where(and(eq(seekerJobVacancies.job_vacancy_id, sql.placeholder('vacancy')), contactShared())),
    ).execute({ vacancy: vacancyId });
    return new Set(rows.map((r) => r.id));
  });
}

/** A filter on a field the public profile leaves out (decision 076). */
const onHiddenField = (f: ApplicantFilter) =>
  [f.marriage_status, f.religion_id, f.job_location_expectation, f.wage_amount_id, f.min_gpa].some(
    (v) => v !== undefined,
  );

/** Whether one applicant passes the §5 filters other than the stage, the search and the sharing rule. */
function passes(
  row: ApplicantFacts['rows'][number],
  f: ApplicantFilter,
  born: { by?: string; after?: string },
): boolean {
  if (f.education_id !== undefined && row.education_id !== f.education_id) return false;
  if (f.gender !== undefined && row.gender !== f.gender) return false;
  if (f.marriage_status !== undefined && row.marriage_status !== f.marriage_status) return false;
  if (f.religion_id !== undefined && row.religion_id !== f.religion_id) return false;
  if (
    f.job_location_expectation !== undefined &&
    row.job_location_expectation !== f.job_location_expectation
  ) {
    return false;
  }
  if (f.wage_amount_id !== undefined && row.wage_amount_id !== f.wage_amount_id) return false;
  if (f.min_gpa !== undefined && (row.latest_gpa === null || Number(row.latest_gpa) < f.min_gpa))
    return false;
  // birth_date <= (current_date - min_age years) and > (current_date - (max_age + 1) years).
  if (f.min_age !== undefined && (row.birth_date === null || row.birth_date > born.by!)) {
    return false;
  }
  if (f.max_age !== undefined && (row.birth_date === null || row.birth_date <= born.after!)) {
    return false;
  }
  return true;
}

/**
 * Every application of the vacancy at the stage that passes the filters, in list order: the vacancy's
 * facts (and the term's matches) filtered in memory.
 */
async function matchingIds(db: Db, vacancyId: number, stamp: string, f: ApplicantFilter): Promise<number[]> {
  const [facts, found, shared] = await Promise.all([
    shortCached(db, `applicants:facts:${vacancyId}:${stamp}`, () => applicantFacts(db, vacancyId)),
    f.search === undefined ? null : searchMatches(db, vacancyId, stamp, f.search),
    // A filter on a field the public profile leaves out matches only applicants whose details the
    // company may see, so it cannot tell the marriage, religion, wage or GPA of an invited seeker.
    onHiddenField(f) ? sharedIds(db, vacancyId, stamp) : null,
  ]);
  // The age bounds once per filter set, not per applicant.
  const born = {
    by: f.min_age === undefined ? undefined : yearsBefore(facts.today, f.min_age),
    after: f.max_age === undefined ? undefined : yearsBefore(facts.today, f.max_age + 1),
  };
  const ids: number[] = [];
  for (const row of facts.rows) {
    if (row.status !== f.status || (found && !found.has(row.id)) || (shared && !shared.has(row.id))) continue;
    if (passes(row, f, born)) ids.push(row.id);
  }
  return ids;
}

/**
 * When the vacancy's applications last changed: every write to them (applying, a stage move, an
 * invitation sent or answered) sets updated_at, and the index (job_vacancy_id, updated_at) reads the
 * latest in one step. Part of the match list's cache key, so a write is seen by the next read.
 */
async function applicationsStamp(db: Db, vacancyId: number): Promise<string> {
  const [row] = await prepared(db, 'applicants:stamp', () =>
    db
      .select({ at: sql<string | null>`max(${seekerJobVacancies.updated_at})::text` })
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.job_vacancy_id, sql.placeholder('vacancy'))),
  ).execute({ vacancy: vacancyId });
  return row?.at ?? '';
}

/** `id in ($1 … $n)`: one prepared statement per count of ids (docs/decisions/006). */
function idPlaceholders(ids: number[]) {
  const names = ids.map((_, i) => `id${i}`);
  return {
    list: names.map((name) => sql.placeholder(name)),
    values: Object.fromEntries(names.map((name, i) => [name, ids[i]])) as Record<string, number>,
  };
}

/**
 * The match list of one (vacancy, stage, filters), kept for the short-cache TTL under the vacancy's
 * stamp (lib/short-cache.ts, decisions 004 and 007): any page is a slice and the total its length, so
 * a page costs the stamp and the cards of its rows, and the filters (the free-text search reads six
 * columns and tables per applicant) run once per filter set and change. The list and the count of one
 * request get the same filter object from the service, and share one stamp and one load.
 */
const matchesOfRequest = new WeakMap<ApplicantFilter, Promise<number[]>>();
function matches(db: Db, vacancyId: number, f: ApplicantFilter): Promise<number[]> {
  let found = matchesOfRequest.get(f);
  if (!found) {
    // The filtered list is kept too, so a page of a filter set already seen is a slice (decision 071).
    found = applicationsStamp(db, vacancyId).then((stamp) =>
      shortCached(db, `applicants:${vacancyId}:${stamp}:${JSON.stringify(f)}`, () =>
        matchingIds(db, vacancyId, stamp, f),
      ),
    );
    matchesOfRequest.set(f, found);
  }
  return found;
}

const applicantColumns = {
  ...applicationColumns,
  seeker_name: sql<string>`coalesce(nullif(${seekerDetails.full_name}, ''), ${users.name})`.as('seeker_name'),
  slug_name: seekerDetails.slug_name,
  is_public: seekerDetails.is_public,
  photo: seekerDetails.photo,
  file_ktp: seekerDetails.file_ktp,
  file_cv: seekerDetails.file_cv,
  cover_letter: seekerJobVacancies.cover_letter,
  birth_date: seekerDetails.birth_date,
  age: sql<
    number | null
  >`date_part('year', age(current_date, ${qualified(seekerDetails.birth_date)}))::int`.as('age'),
  gender: seekerDetails.gender,
  marriage_status: seekerDetails.marriage_status,
  religion_name: nameById(religions, seekerDetails.religion_id, 'religion_name'),
  education_id: seekerDetails.education_id,
  education_name: nameById(educations, seekerDetails.education_id, 'education_name'),
  position_id: seekerDetails.position_id,
  is_position_other: seekerDetails.is_position_other,
  position_other: seekerDetails.position_other,
  position_name: nameById(positions, seekerDetails.position_id, 'position_name'),
  city_name: nameByCode(cities, seekerDetails.city_code, 'city_name'),
  job_location_expectation: seekerDetails.job_location_expectation,
  latest_gpa: seekerDetails.latest_gpa,
  wage_expectation: seekerDetails.wage_expectation,
  phone: seekerDetails.phone,
  email: users.email,
  address: seekerDetails.address,
  // The mapper shows the contact details and documents only when this is SHARED (docs/decisions/076).
  contact_access: contactAccess().as('contact_access'),
};

const applicantsFrom = (db: Db, columns: typeof applicantColumns) =>
  db
    .select(columns)
    .from(seekerJobVacancies)
    .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
    .innerJoin(users, eq(users.id, seekerDetails.user_id));

/**
 * A page of one vacancy's applicants at a stage, filtered, newest application first: the page's ids from
 * the match list, then their cards. The cards test the vacancy and the stage again, so an application
 * moved by a concurrent request since the list was read drops out rather than showing a stale stage.
 */
export async function listApplicants(
  db: Db,
  vacancyId: number,
  filter: ApplicantFilter,
  page: { offset: number; limit: number },
) {
  const ids = (await matches(db, vacancyId, filter)).slice(page.offset, page.offset + page.limit);
  return applicantCards(db, vacancyId, filter.status, ids);
}

/** Every application of the vacancy the filter keeps, newest first (the match sort reorders them). */
export const filteredApplicationIds = matches;

/** The cards of these applications of the vacancy at the stage, newest application first. */
export async function applicantCards(db: Db, vacancyId: number, status: string, ids: number[]) {
  if (ids.length === 0) return [];
  const { list, values } = idPlaceholders(ids);
  // Prepared per count of ids: Drizzle builds this wide select once, not on every page.
  return prepared(db, `applicants:cards:${ids.length}`, () =>
    applicantsFrom(db, applicantColumns)
      .where(
        and(
          inArray(seekerJobVacancies.id, list),
          eq(seekerJobVacancies.job_vacancy_id, sql.placeholder('vacancy')),
          eq(seekerJobVacancies.status, sql.placeholder('status')),
        ),
      )
      .orderBy(...applicantOrder),
  ).execute({ ...values, vacancy: vacancyId, status });
}
export type ApplicantRow = Awaited<ReturnType<typeof listApplicants>>[number];

export async function countApplicants(db: Db, vacancyId: number, filter: ApplicantFilter): Promise<number> {
  return (await matches(db, vacancyId, filter)).length;
}

/** Educations and skills of these seekers, with their certificates (the documents an applicant shares). */
export async function entriesOf(db: Db, seekerIds: number[]) {
  if (seekerIds.length === 0) return { educations: [], skills: [] };
  // Prepared per count of ids, as the cards are: they run on every page of the company's list.
  const { list, values } = idPlaceholders(seekerIds);
  const [educationRows, skillRows] = await Promise.all([
    prepared(db, `applicants:educations:${seekerIds.length}`, () =>
      db
        .select({
          seeker_detail_id: seekerEducations.seeker_detail_id,
          education_name: nameById(educations, seekerEducations.education_id, 'education_name'),
          school_name: seekerEducations.school_name,
          major: seekerEducations.major,
          graduation_year: seekerEducations.graduation_year,
          certificate: seekerEducations.certificate,
        })
        .from(seekerEducations)
        .where(inArray(seekerEducations.seeker_detail_id, list))
        .orderBy(asc(seekerEducations.sort), asc(seekerEducations.id)),
    ).execute(values),
    prepared(db, `applicants:skills:${seekerIds.length}`, () =>
      db
        .select({
          seeker_detail_id: seekerSkills.seeker_detail_id,
          name: seekerSkills.name,
          certificate: seekerSkills.certificate,
        })
        .from(seekerSkills)
        .where(inArray(seekerSkills.seeker_detail_id, list))
        .orderBy(asc(seekerSkills.sort), asc(seekerSkills.id)),
    ).execute(values),
  ]);
  return { educations: educationRows, skills: skillRows };
}
export type SeekerEntryRows = Awaited<ReturnType<typeof entriesOf>>;

// ---------------------------------------------------------------------------------------------------------
// The seeker's own applications

/** Which of the seeker's applications: all, one stage, or those that came by invitation. */
export type SeekerApplicationScope = 'all' | 'invited' | ApplicationStatus;

function ofSeeker(seekerId: number, scope: SeekerApplicationScope, vacancyId?: number): SQL {
  const own = and(
    eq(seekerJobVacancies.seeker_detail_id, seekerId),
    vacancyId === undefined ? undefined : eq(seekerJobVacancies.job_vacancy_id, vacancyId),
  )!;
  if (scope === 'all') return own;
  if (scope === 'invited') return and(own, eq(seekerJobVacancies.is_invitation, true))!;
  return and(own, eq(seekerJobVacancies.status, scope))!;
}

export async function listSeekerApplications(
  db: Db,
  seekerId: number,
  scope: SeekerApplicationScope,
  page: { offset: number; limit: number },
  vacancyId?: number,
) {
  return db
    .select({
      ...applicationColumns,
      vacancy_title: jobVacancies.title,
      vacancy_slug: jobVacancies.title_slug,
      vacancy_expired_at: jobVacancies.expired_at,
      vacancy_is_removed: jobVacancies.is_removed,
      cover_letter: seekerJobVacancies.cover_letter,
      company_id: companyDetails.id,
      company_name: companyDetails.name,
      company_slug: companyDetails.slug_name,
      company_photo: companyDetails.photo,
    })
    .from(seekerJobVacancies)
    .innerJoin(jobVacancies, eq(jobVacancies.id, seekerJobVacancies.job_vacancy_id))
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(ofSeeker(seekerId, scope, vacancyId))
    .orderBy(desc(seekerJobVacancies.created_at), desc(seekerJobVacancies.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type SeekerApplicationRow = Awaited<ReturnType<typeof listSeekerApplications>>[number];

export async function countSeekerApplications(
  db: Db,
  seekerId: number,
  scope: SeekerApplicationScope,
  vacancyId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(seekerJobVacancies)
    .where(ofSeeker(seekerId, scope, vacancyId));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------------------
// Bulk moves and the per-day apply limit (docs/decisions/109)

/** Every application of the vacancy at the filter's stage that passes the filters (the list's own match). */
export function matchingApplicationIds(
  db: Db,
  vacancyId: number,
  filter: ApplicantFilter,
): Promise<number[]> {
  return matches(db, vacancyId, filter);
}

/** The seekers of these applications of the vacancy, in the order given. */
export async function seekersOfApplications(db: Db, vacancyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: seekerJobVacancies.id, seeker_detail_id: seekerJobVacancies.seeker_detail_id })
    .from(seekerJobVacancies)
    .where(and(eq(seekerJobVacancies.job_vacancy_id, vacancyId), inArray(seekerJobVacancies.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r.seeker_detail_id]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The applications of these seekers to the vacancy (stage and the name the company sees), by seeker. */
export async function applicationsOfSeekers(
  db: Db,
  vacancyId: number,
  seekerIds: number[],
): Promise<Map<number, { status: string; name: string }>> {
  if (seekerIds.length === 0) return new Map();
  const rows = await db
    .select({
      seeker_detail_id: seekerJobVacancies.seeker_detail_id,
      status: seekerJobVacancies.status,
      name: sql<string>`coalesce(nullif(${seekerDetails.full_name}, ''), ${users.name})`,
    })
    .from(seekerJobVacancies)
    .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(
      and(
        eq(seekerJobVacancies.job_vacancy_id, vacancyId),
        inArray(seekerJobVacancies.seeker_detail_id, seekerIds),
      ),
    );
  return new Map(rows.map((r) => [r.seeker_detail_id, { status: r.status, name: r.name }]));
}

/**
 * Locks the seeker's profile row until the transaction ends (one seeker's applies queue) and counts the
 * applications they sent since midnight in the portal's time zone (invitations they accepted are not
 * sent by them and do not count); also the seconds until the next midnight, the 429's Retry-After.
 */
export async function lockSeekerAppliedToday(
  tx: Db,
  seekerId: number,
  timeZone: string,
): Promise<{ count: number; secondsToMidnight: number }> {
  await tx
    .select({ id: seekerDetails.id })
    .from(seekerDetails)
    .where(eq(seekerDetails.id, seekerId))
    .for('update');
  const midnight = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const [row] = await tx
    .select({
      n: count(),
      seconds: sql<number>`greatest(1, ceil(extract(epoch from (${midnight} + interval '1 day') - now())))::int`,
    })
    .from(seekerJobVacancies)
    .where(
      and(
        eq(seekerJobVacancies.seeker_detail_id, seekerId),
        eq(seekerJobVacancies.is_invitation, false),
        sql`${seekerJobVacancies.applied_at} >= ${midnight}`,
      ),
    );
  return { count: Number(row?.n ?? 0), secondsToMidnight: Number(row?.seconds ?? 1) };
}
