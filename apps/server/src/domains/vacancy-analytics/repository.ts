import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Reads of per-vacancy analytics (docs/decisions/111); the counter of lib/vacancy-events.ts writes them. */

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface Range {
  from: string;
  to: string;
  timeZone: string;
}

/** The range's bounds as instants: from the start of `from` to the end of `to`, in the time zone. */
const start = (r: Range) => sql`((${r.from}::date)::timestamp at time zone ${r.timeZone})`;
const end = (r: Range) => sql`((${r.to}::date + 1)::timestamp at time zone ${r.timeZone})`;

export async function vacancyOf(db: Db, id: number, timeZone: string) {
  const [row] = await rowsOf<{
    id: number;
    title: string;
    company_detail_id: number;
    is_removed: boolean;
    is_invitation: boolean;
    created_at: string;
    first_day: string;
  }>(
    db,
    sql`select id, title, company_detail_id, is_removed, is_invitation,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as first_day
        from job_vacancies where id = ${id}`,
  );
  return row;
}

export interface DayRow {
  day: string;
  views: number;
  unique_visitors: number;
  search_appearances: number;
  apply_clicks: number;
  applications: number;
}

/**
 * Every day of the range, zero-filled: the counted events (vacancy_daily_stats, by its key) and the
 * applications sent that day (seeker_job_vacancies_vacancy_order_idx leads with the vacancy).
 */
export function days(db: Db, id: number, r: Range): Promise<DayRow[]> {
  return rowsOf<DayRow>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day,
          coalesce(s.views, 0)::int as views,
          coalesce(s.unique_visitors, 0)::int as unique_visitors,
          coalesce(s.search_appearances, 0)::int as search_appearances,
          coalesce(s.apply_clicks, 0)::int as apply_clicks,
          coalesce(a.n, 0)::int as applications
        from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') as d
        left join vacancy_daily_stats s on s.job_vacancy_id = ${id} and s.day = d::date
        left join (
          select (applied_at at time zone ${r.timeZone})::date as day, count(*) as n
          from seeker_job_vacancies
          where job_vacancy_id = ${id} and applied_at >= ${start(r)} and applied_at < ${end(r)}
          group by 1
        ) a on a.day = d::date
        order by d`,
  );
}

/** Applications sent in the range, by the stage each is at now. */
export function stages(db: Db, id: number, r: Range) {
  return rowsOf<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from seeker_job_vacancies
        where job_vacancy_id = ${id} and applied_at >= ${start(r)} and applied_at < ${end(r)}
        group by status`,
  );
}

/**
 * Time to first response: from an application's applied_at to the first change from APPLIED (the
 * company moving or rejecting it), for the applications sent in the range.
 */
export async function firstResponse(db: Db, id: number, r: Range) {
  const [row] = await rowsOf<{
    responded: number;
    waiting: number;
    median_hours: number | string | null;
    average_hours: number | string | null;
  }>(
    db,
    sql`with firsts as (
          select a.applied_at, (
            select min(h.created_at) from application_status_histories h
            where h.seeker_job_vacancy_id = a.id and h.from_status = 'APPLIED'
          ) as first_at
          from seeker_job_vacancies a
          where a.job_vacancy_id = ${id} and a.applied_at >= ${start(r)} and a.applied_at < ${end(r)}
        )
        select count(first_at)::int as responded,
          (count(*) - count(first_at))::int as waiting,
          percentile_cont(0.5) within group (order by extract(epoch from first_at - applied_at))
            filter (where first_at is not null) / 3600 as median_hours,
          avg(extract(epoch from first_at - applied_at)) filter (where first_at is not null) / 3600
            as average_hours
        from firsts`,
  );
  return row!;
}
