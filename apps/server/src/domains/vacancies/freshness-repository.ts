import { and, count, desc, eq, gt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  companyDetails,
  companyResponsiveness,
  jobVacancies,
  seekerDetails,
  seekerJobVacancies,
  vacancyFreshnessEvents,
} from '../../db/schema/index.ts';
import { ofPublicCompany, publicCompany } from '../../lib/visibility.ts';
import { qualified } from '../../lib/sql-names.ts';

/*
 * The freshness jobs' reads and writes (docs/decisions/104). Each takes `now` so a test moves the
 * clock; the public terms are those of lib/visibility.ts with `now` in place of now(), so the partial
 * `job_vacancies_public*` indexes still match.
 */

const DAY_MS = 86_400_000;

/** publicVacancy() of lib/visibility.ts at the instant `now`. */
const publicAt = (now: Date): SQL =>
  sql`(${jobVacancies.status} = 'VERIFIED' and ${jobVacancies.publication_status} = 'PUBLISHED' and not ${jobVacancies.is_removed} and not ${jobVacancies.is_invitation} and (${jobVacancies.expired_at} is null or ${jobVacancies.expired_at} > ${now.toISOString()}::timestamptz))`;

export interface DueVacancy {
  id: number;
  title: string;
  expired_at: Date | null;
  company_detail_id: number;
  company_user_id: number;
}

const dueColumns = {
  id: jobVacancies.id,
  title: jobVacancies.title,
  expired_at: jobVacancies.expired_at,
  company_detail_id: jobVacancies.company_detail_id,
  company_user_id: companyDetails.user_id,
};

/** The due vacancies the three freshness jobs read: public at `now`, of a public company, and `conditions`. */
function publicDue(db: Db, now: Date, ...conditions: SQL[]) {
  return db
    .select(dueColumns)
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(and(publicAt(now), publicCompany(), ...conditions));
}

/** Public vacancies whose deadline is within `days` of `now` and that were not yet reminded of it. */
export async function expiringUnreminded(
  db: Db,
  now: Date,
  days: number,
  limit: number,
): Promise<DueVacancy[]> {
  const until = new Date(now.getTime() + days * DAY_MS).toISOString();
  return publicDue(
    db,
    now,
    sql`${jobVacancies.expired_at} <= ${until}::timestamptz`,
    sql`not exists (select 1 from ${vacancyFreshnessEvents} e where e.job_vacancy_id = ${jobVacancies.id} and e.kind = 'EXPIRY_REMINDER' and e.for_expiry = ${jobVacancies.expired_at})`,
  )
    .orderBy(jobVacancies.expired_at, jobVacancies.id)
    .limit(limit);
}

/**
 * Records the reminder of this deadline; false when another run recorded it first (the unique
 * partial index), so each deadline is told once.
 */
export async function claimReminder(db: Db, vacancyId: number, expiry: Date): Promise<boolean> {
  const rows = await db
    .insert(vacancyFreshnessEvents)
    .values({ job_vacancy_id: vacancyId, kind: 'EXPIRY_REMINDER', for_expiry: expiry })
    .onConflictDoNothing()
    .returning({ id: vacancyFreshnessEvents.id });
  return rows.length === 1;
}

export async function insertEvent(
  db: Db,
  e: Omit<typeof vacancyFreshnessEvents.$inferInsert, 'id' | 'created_at'> & { created_at?: Date },
): Promise<void> {
  await db.insert(vacancyFreshnessEvents).values(e);
}

/** The vacancy's last sign of life: an applicant's stage change, its publication, or the company's "Ya". */
const lastActivity = sql`greatest(
  (select max(a.updated_at) from ${seekerJobVacancies} a where a.job_vacancy_id = ${qualified(jobVacancies.id)}),
  ${qualified(jobVacancies.published_at)},
  (select max(e.created_at) from ${vacancyFreshnessEvents} e where e.job_vacancy_id = ${qualified(jobVacancies.id)} and e.kind in ('STALE_CONFIRMED', 'EXTENDED')))`;

/** The latest "still open?" question of the vacancy, if any. */
const lastAsked = sql`(select max(e.created_at) from ${vacancyFreshnessEvents} e where e.job_vacancy_id = ${qualified(jobVacancies.id)} and e.kind = 'STALE_ASKED')`;

/**
 * Vacancy ids per statement of a scan over every public vacancy (docs/decisions/104): the embedded
 * engine has one connection, so one statement over 100,000 vacancies held every request for seconds
 * each hour; in slices, the requests that arrive meanwhile run between them.
 */
export const SCAN_SLICE = 5_000;

/** The highest vacancy id (the primary key's last entry): where a sliced scan ends. */
export async function maxVacancyId(db: Db): Promise<number> {
  const [row] = await db.select({ top: max(jobVacancies.id) }).from(jobVacancies);
  return Number(row?.top ?? 0);
}

export interface IdSlice {
  /** Exclusive lower bound. */
  after: number;
  /** Inclusive upper bound. */
  upTo: number;
}

/**
 * Public vacancies of the slice with applicants and no sign of life for `days` that were not asked
 * since: they get the question. A vacancy without applicants is not asked (the expiry reminder covers
 * it). The signs of life are aggregated once per slice (a grouped read of the applications' and the
 * events' indexes) rather than three subqueries per vacancy: the same rule as `lastActivity` and
 * `lastAsked`, a third of the time.
 */
export async function staleUnasked(
  db: Db,
  now: Date,
  days: number,
  limit: number,
  slice: IdSlice,
): Promise<DueVacancy[]> {
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  const inSlice = (column: AnyPgColumn) => and(gt(column, slice.after), lte(column, slice.upTo));
  const applied = db
    .select({
      vacancy_id: seekerJobVacancies.job_vacancy_id,
      at: max(seekerJobVacancies.updated_at).as('at'),
    })
    .from(seekerJobVacancies)
    .where(inSlice(seekerJobVacancies.job_vacancy_id))
    .groupBy(seekerJobVacancies.job_vacancy_id)
    .as('applied');
  const events = db
    .select({
      vacancy_id: vacancyFreshnessEvents.job_vacancy_id,
      confirmed:
        sql<Date | null>`max(${vacancyFreshnessEvents.created_at}) filter (where ${vacancyFreshnessEvents.kind} in ('STALE_CONFIRMED', 'EXTENDED'))`.as(
          'confirmed',
        ),
      asked:
        sql<Date | null>`max(${vacancyFreshnessEvents.created_at}) filter (where ${vacancyFreshnessEvents.kind} = 'STALE_ASKED')`.as(
          'asked',
        ),
    })
    .from(vacancyFreshnessEvents)
    .where(inSlice(vacancyFreshnessEvents.job_vacancy_id))
    .groupBy(vacancyFreshnessEvents.job_vacancy_id)
    .as('events');
  const last = sql`greatest(${applied.at}, ${jobVacancies.published_at}, ${events.confirmed})`;
  return db
    .select(dueColumns)
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .innerJoin(applied, eq(applied.vacancy_id, jobVacancies.id))
    .leftJoin(events, eq(events.vacancy_id, jobVacancies.id))
    .where(
      and(
        inSlice(jobVacancies.id),
        publicAt(now),
        publicCompany(),
        sql`${last} < ${before}::timestamptz`,
        sql`(${events.asked} is null or ${events.asked} < ${last})`,
      ),
    )
    .orderBy(jobVacancies.id)
    .limit(limit);
}

/** Public vacancies asked at least `days` ago with no sign of life since: they are closed. */
export async function staleUnanswered(db: Db, now: Date, days: number, limit: number): Promise<DueVacancy[]> {
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  return publicDue(
    db,
    now,
    // Only vacancies asked by then can be due: a short list from the events, before the per-vacancy terms.
    sql`${jobVacancies.id} in (select e.job_vacancy_id from ${vacancyFreshnessEvents} e where e.kind = 'STALE_ASKED' and e.created_at <= ${before}::timestamptz)`,
    sql`${lastAsked} is not null`,
    sql`${lastAsked} >= coalesce(${lastActivity}, '-infinity'::timestamptz)`,
    sql`${lastAsked} <= ${before}::timestamptz`,
  )
    .orderBy(jobVacancies.id)
    .limit(limit);
}

/** When the open question of one vacancy was asked (null when none is open). */
export async function openQuestionOf(db: Db, vacancyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ asked: sql<string | null>`${lastAsked}::text` })
    .from(jobVacancies)
    .where(
      and(
        eq(jobVacancies.id, vacancyId),
        sql`${lastAsked} is not null`,
        sql`${lastAsked} >= coalesce(${lastActivity}, '-infinity'::timestamptz)`,
      ),
    )
    .limit(1);
  return row?.asked ? new Date(row.asked) : null;
}

/** The accounts of a vacancy's applicants still in the running (not yet accepted or rejected). */
export async function applicantUserIds(db: Db, vacancyId: number): Promise<number[]> {
  const rows = await db
    .select({ user_id: seekerDetails.user_id })
    .from(seekerJobVacancies)
    .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
    .where(
      and(
        eq(seekerJobVacancies.job_vacancy_id, vacancyId),
        sql`${seekerJobVacancies.status} in ('APPLIED', 'CALLED', 'PASSED')`,
      ),
    );
  return rows.map((r) => r.user_id);
}

/** A page of one vacancy's history, newest first (index vacancy_freshness_events_vacancy_idx). */
export async function eventsOf(db: Db, vacancyId: number, page: { offset: number; limit: number }) {
  const where = eq(vacancyFreshnessEvents.job_vacancy_id, vacancyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vacancyFreshnessEvents)
      .where(where)
      .orderBy(desc(vacancyFreshnessEvents.created_at), desc(vacancyFreshnessEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(vacancyFreshnessEvents).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One vacancy (not removed) with what its freshness screen shows, and its company. */
export async function vacancyOf(db: Db, vacancyId: number) {
  const [row] = await db
    .select({
      id: jobVacancies.id,
      title: jobVacancies.title,
      title_slug: jobVacancies.title_slug,
      status: jobVacancies.status,
      expired_at: jobVacancies.expired_at,
      publication_status: jobVacancies.publication_status,
      is_removed: jobVacancies.is_removed,
      is_invitation: jobVacancies.is_invitation,
      company_detail_id: jobVacancies.company_detail_id,
      is_public: sql<boolean>`(${publicAt(new Date())} and ${ofPublicCompany()})`,
    })
    .from(jobVacancies)
    .where(eq(jobVacancies.id, vacancyId))
    .limit(1);
  return row;
}

/**
 * Recomputes the responsive mark of every company with applications in the window (one statement):
 * applications sent in the last `windowDays`, and of them those that left APPLIED within `moveDays`
 * (their first stage change, application_status_histories). Companies with none lose their row. Only
 * rows whose figures changed are written (`computed_at` is when they last changed): rewriting every
 * company's row each hour held the embedded engine's one connection for seconds (decision 104).
 * Returns how many companies have a row.
 */
export async function refreshResponsiveness(
  db: Db,
  now: Date,
  opts: { windowDays: number; moveDays: number; minApplications: number },
): Promise<number> {
  const since = new Date(now.getTime() - opts.windowDays * DAY_MS).toISOString();
  const at = now.toISOString();
  const moveMs = `${opts.moveDays} days`;
  const rows = await db.execute(sql`
    with apps as (
      select v.company_detail_id,
             coalesce(a.applied_at, a.created_at) as sent_at,
             h.moved_at
        from ${seekerJobVacancies} a
        join ${jobVacancies} v on v.id = a.job_vacancy_id
        left join (select seeker_job_vacancy_id, min(created_at) as moved_at
                     from application_status_histories
                    where from_status = 'APPLIED'
                    group by seeker_job_vacancy_id) h on h.seeker_job_vacancy_id = a.id
       where not a.is_invitation
         -- coalesce(applied_at, created_at) in the window, spelled on the plain columns: the planner has
         -- no statistics for the expression, guessed 0.5 % of the rows and probed the vacancies 55,000
         -- times (1.2 s on the bench data) instead of one hash join.
         and ((a.applied_at >= ${since}::timestamptz and a.applied_at <= ${at}::timestamptz)
           or (a.applied_at is null and a.created_at >= ${since}::timestamptz and a.created_at <= ${at}::timestamptz))
    ), per as (
      select company_detail_id,
             count(*)::int as applications,
             count(*) filter (where moved_at is not null and moved_at <= sent_at + ${moveMs}::interval)::int as moved
        from apps group by company_detail_id
    ), written as (
      insert into ${companyResponsiveness} as r (company_detail_id, applications, moved_in_time, is_responsive, computed_at)
      select company_detail_id, applications, moved,
             applications >= ${opts.minApplications} and moved * 2 >= applications, ${at}::timestamptz
        from per
      on conflict (company_detail_id) do update
         set applications = excluded.applications, moved_in_time = excluded.moved_in_time,
             is_responsive = excluded.is_responsive, computed_at = excluded.computed_at
       where (r.applications, r.moved_in_time, r.is_responsive)
             is distinct from (excluded.applications, excluded.moved_in_time, excluded.is_responsive)
      returning 1
    ), dropped as (
      delete from ${companyResponsiveness} d
       where not exists (select 1 from per where per.company_detail_id = d.company_detail_id)
      returning 1
    )
    select (select count(*) from per)::int as kept,
           (select count(*) from written)::int as written,
           (select count(*) from dropped)::int as dropped`);
  const [row] = (rows as unknown as { rows: { kept: number }[] }).rows;
  return Number(row?.kept ?? 0);
}

/**
 * Whether the company carries the mark now, as a column of the statement that reads the company (a
 * vacancy card, the company page): one primary-key probe. `companyId` holds the company's id.
 */
export const responsiveColumn = (companyId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${companyResponsiveness} r where r.company_detail_id = ${qualified(companyId)} and r.is_responsive)`;
