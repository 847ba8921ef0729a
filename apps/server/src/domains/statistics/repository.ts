import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/*
 * The office's statistics (issue 11 item 8) as plain aggregate SQL: one scan per table, each grouping
 * set a section (GROUPING SETS), so 100,000 rows are read once rather than once per chart. Days and
 * months are counted in the portal's time zone. What counts (docs in statistics-service.ts):
 * - vacancies that went public (VERIFIED, published or closed), not removed, not invitations, of
 *   companies whose account is not deleted, dated by when they were published (created_at for rows
 *   without published_at);
 * - applications dated by when they were sent (applied_at; an invitation counts once accepted), and
 *   placements (ACCEPTED) by when they were accepted (updated_at: ACCEPTED has no next stage, so its
 *   last change is the acceptance), removed vacancies and deleted seekers included: they happened;
 * - seekers by when they registered, deleted accounts left out;
 * - events published or closed, not removed, dated by their start (created_at without one);
 * - companies VERIFIED, dated by verified_at (created_at without one), deleted accounts left out.
 */

export interface StatisticsPeriod {
  /** First day, YYYY-MM-DD, included. */
  from: string;
  /** Last day, YYYY-MM-DD, included. */
  to: string;
  timeZone: string;
}

/** Local midnight of the first day and of the day after the last, as timestamptz bounds. */
const bounds = (r: StatisticsPeriod) => ({
  start: sql`((${r.from}::date)::timestamp at time zone ${r.timeZone})`,
  end: sql`((${r.to}::date + 1)::timestamp at time zone ${r.timeZone})`,
});

const inRange = (column: SQL, r: StatisticsPeriod) => {
  const b = bounds(r);
  return sql`(${column} >= ${b.start} and ${column} < ${b.end})`;
};

/**
 * Local midnight of the first day of each month of the range after the first, then infinity: the
 * thresholds of monthIndex, computed once per statement (an uncorrelated subquery).
 */
const monthStarts = (r: StatisticsPeriod) =>
  sql`(select array_agg(m at time zone ${r.timeZone} order by m) || 'infinity'::timestamptz
    from generate_series(date_trunc('month', ${r.from}::date::timestamp) + interval '1 month',
      ${r.to}::date::timestamp, interval '1 month') m)`;

/**
 * The month of a timestamp inside the range, 0 for the range's first: a binary search over monthStarts,
 * far cheaper per row than formatting the timestamp in the portal's zone (to_char … at time zone).
 */
const monthIndex = (column: SQL, r: StatisticsPeriod) => sql`width_bucket(${column}, ${monthStarts(r)})`;

/** A month index back to 'YYYY-MM', for the few grouped rows. */
const monthKey = (index: SQL, r: StatisticsPeriod) =>
  sql`to_char(date_trunc('month', ${r.from}::date::timestamp) + make_interval(months => ${index}), 'YYYY-MM')`;

/** Accounts deleted by their owner (a few; users_deleted_idx). */
const deletedUsers = sql`(select id from users where deleted_at is not null)`;

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Which grouping set a row belongs to: the one column it is grouped by, or 'total'. */
export interface GroupedRow {
  dim: string;
  key: string | null;
}

export interface VacancyGroupRow extends GroupedRow {
  job_vacancies: number;
  workers: number;
}

/*
 * Each figure groups by integer keys (ids, month indexes) and turns them into text only in the
 * grouped rows: on 100,000 rows hashing text keys and formatting dates cost more than reading them.
 */

export function vacancyFigures(db: Db, r: StatisticsPeriod) {
  const publishedAt = sql`coalesce(v.published_at, v.created_at)`;
  return rowsOf<VacancyGroupRow>(
    db,
    sql`
    with v as (
      select c.business_field_id as field, v.education_id as education, ${monthIndex(publishedAt, r)} as month,
        case when v.is_gender_based_count then v.male_count + v.female_count else v.worker_count end as workers
      from job_vacancies v
      join company_details c on c.id = v.company_detail_id
      where v.status = 'VERIFIED'
        and (v.publication_status <> 'DRAFT' or v.published_at is not null)
        and not v.is_removed and not v.is_invitation
        and ${inRange(publishedAt, r)}
        and c.user_id not in ${deletedUsers}
    )
    select case when grouping(field) = 0 then 'field' when grouping(education) = 0 then 'education'
        when grouping(month) = 0 then 'month' else 'total' end as dim,
      case when grouping(field) = 0 then field::text when grouping(education) = 0 then education::text
        when grouping(month) = 0 then ${monthKey(sql`month`, r)} end as key,
      count(*)::int as job_vacancies, coalesce(sum(workers), 0)::int as workers
    from v
    group by grouping sets ((field), (education), (month), ())`,
  );
}

export interface ApplicationGroupRow extends GroupedRow {
  applications: number;
  placements: number;
}

/**
 * One pass over the applications in range (a CTE read three times): by business field (the join to the
 * vacancy and its company), by month, and the total, each counting applications (applied in range) and
 * placements (accepted in range) of the same rows.
 */
export function applicationFigures(db: Db, r: StatisticsPeriod) {
  const applied = inRange(sql`a.applied_at`, r);
  const accepted = sql`(a.status = 'ACCEPTED' and ${inRange(sql`a.updated_at`, r)})`;
  return rowsOf<ApplicationGroupRow>(
    db,
    sql`
    with e as (
      select c.business_field_id as field,
        case when ${applied} then ${monthIndex(sql`a.applied_at`, r)} end as applied_month,
        case when ${accepted} then ${monthIndex(sql`a.updated_at`, r)} end as accepted_month
      from seeker_job_vacancies a
      join job_vacancies v on v.id = a.job_vacancy_id
      join company_details c on c.id = v.company_detail_id
      where ${applied} or ${accepted}
    ),
    months as (
      select applied_month as month, count(*) as applications, 0 as placements
      from e where applied_month is not null group by applied_month
      union all
      select accepted_month, 0, count(*) from e where accepted_month is not null group by accepted_month
    )
    select 'field' as dim, field::text as key, count(applied_month)::int as applications,
      count(accepted_month)::int as placements
    from e group by field
    union all
    select 'month', ${monthKey(sql`month`, r)}, sum(applications)::int, sum(placements)::int
    from months group by month
    union all
    select 'total', null, count(applied_month)::int, count(accepted_month)::int from e`,
  );
}

export interface SeekerGroupRow extends GroupedRow {
  seekers: number;
}

/**
 * `today`: the day ages are counted at. `cityCode`: the portal's city; a seeker's district outside it
 * is 'outside', a seeker with no district in it 'none'.
 */
export function seekerFigures(db: Db, r: StatisticsPeriod, today: string, cityCode: string) {
  // Younger than n years today ⇔ born after today minus n years: a date comparison per row, where
  // age() computed an interval up to five times.
  const youngerThan = (years: number) =>
    sql`s.birth_date > (${today}::date - make_interval(years => ${years}))::date`;
  return rowsOf<SeekerGroupRow>(
    db,
    sql`
    with s as (
      select s.education_id as education, s.gender,
        case when s.birth_date is null or s.birth_date > ${today}::date then 'none'
          when ${youngerThan(20)} then 'under_20' when ${youngerThan(25)} then '20_24'
          when ${youngerThan(30)} then '25_29' when ${youngerThan(40)} then '30_39'
          when ${youngerThan(50)} then '40_49' else '50_plus' end as band,
        case when s.district_code like ${`${cityCode}.%`} then s.district_code
          when s.district_code is not null or (s.city_code is not null and s.city_code <> ${cityCode}) then 'outside'
          else 'none' end as district,
        count(*) as seekers
      from seeker_details s
      where ${inRange(sql`s.created_at`, r)}
        and s.user_id not in ${deletedUsers}
      -- One hash key per row first (a few hundred combinations), then the four sections from those.
      group by 1, 2, 3, 4
    )
    select case when grouping(education) = 0 then 'education' when grouping(gender) = 0 then 'gender'
        when grouping(band) = 0 then 'band' when grouping(district) = 0 then 'district' else 'total' end as dim,
      coalesce(education::text, gender, band, district) as key,
      coalesce(sum(seekers), 0)::int as seekers
    from s
    group by grouping sets ((education), (gender), (band), (district), ())`,
  );
}

export interface EventGroupRow extends GroupedRow {
  events: number;
  participants: number;
  attended: number;
}

export function eventFigures(db: Db, r: StatisticsPeriod) {
  const startAt = sql`coalesce(p.start_at, p.created_at)`;
  return rowsOf<EventGroupRow>(
    db,
    sql`
    with p as (
      select ${monthIndex(startAt, r)} as month,
        (select count(*) from post_participants pp where pp.post_id = p.id) as participants,
        (select count(*) from post_participants pp where pp.post_id = p.id and pp.attended_at is not null) as attended
      from posts p
      where p.status <> 'DRAFT' and not p.is_removed and ${inRange(startAt, r)}
    )
    select case when grouping(month) = 0 then 'month' else 'total' end as dim,
      case when grouping(month) = 0 then ${monthKey(sql`month`, r)} end as key,
      count(*)::int as events, coalesce(sum(participants), 0)::int as participants,
      coalesce(sum(attended), 0)::int as attended
    from p
    group by grouping sets ((month), ())`,
  );
}

export async function verifiedCompanyCount(db: Db, r: StatisticsPeriod): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from company_details c
    where c.status = 'VERIFIED' and ${inRange(sql`coalesce(c.verified_at, c.created_at)`, r)}
      and c.user_id not in ${deletedUsers}`,
  );
  return row?.n ?? 0;
}

/** The categories every section lists, zeros included: master lists and the city's districts. */
export async function categories(db: Db, cityCode: string) {
  const [fields, educations, districts, city] = await Promise.all([
    rowsOf<{ id: number; name: string }>(db, sql`select id, name from business_fields order by sort, id`),
    rowsOf<{ id: number; name: string }>(db, sql`select id, name from educations order by sort, id`),
    rowsOf<{ code: string; name: string }>(
      db,
      sql`select code, name from districts where city_code = ${cityCode} order by name`,
    ),
    rowsOf<{ name: string }>(db, sql`select name from cities where code = ${cityCode}`),
  ]);
  return { fields, educations, districts, cityName: city[0]?.name ?? null };
}
