import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webVitals } from '../../db/schema/index.ts';

/** Real-user metrics (docs/decisions/100-real-user-metrics.md): the table's reads and its one write. */

export interface VitalsRow {
  route: string;
  lcp_ms: number | null;
  inp_ms: number | null;
  cls: number | null;
  ttfb_ms: number | null;
}

export async function insertReport(db: Db, row: VitalsRow): Promise<void> {
  await db.insert(webVitals).values(row);
}

/** The first day of the range (the Monday `weeks - 1` weeks before this week's) and today, local. */
export async function rangeOf(
  db: Db,
  weeks: number,
  timeZone: string,
): Promise<{ from: string; to: string }> {
  const local = sql`(now() at time zone ${timeZone})`;
  const [row] = await rowsOf<{ from: string; to: string }>(
    db,
    sql`select to_char(date_trunc('week', ${local}) - make_interval(weeks => ${weeks - 1}::int), 'YYYY-MM-DD') as "from",
               to_char(${local}, 'YYYY-MM-DD') as "to"`,
  );
  return row!;
}

export interface FigureRow {
  lcp_p75: number | string | null;
  lcp_count: number | string;
  inp_p75: number | string | null;
  inp_count: number | string;
  cls_p75: number | string | null;
  cls_count: number | string;
  ttfb_p75: number | string | null;
  ttfb_count: number | string;
}

// percentile_cont and count skip nulls: each metric's p75 over the views that reported it.
const figures = sql`
  percentile_cont(0.75) within group (order by ${webVitals.lcp_ms}) as lcp_p75, count(${webVitals.lcp_ms}) as lcp_count,
  percentile_cont(0.75) within group (order by ${webVitals.inp_ms}) as inp_p75, count(${webVitals.inp_ms}) as inp_count,
  percentile_cont(0.75) within group (order by ${webVitals.cls}) as cls_p75, count(${webVitals.cls}) as cls_count,
  percentile_cont(0.75) within group (order by ${webVitals.ttfb_ms}) as ttfb_p75, count(${webVitals.ttfb_ms}) as ttfb_count`;

const since = (from: string, timeZone: string) =>
  sql`${webVitals.created_at} >= ((${from}::date)::timestamp at time zone ${timeZone})`;

/** Each page over the range, the most reported first (at most the app's routes: a bounded list). */
export async function perPage(
  db: Db,
  from: string,
  timeZone: string,
): Promise<(FigureRow & { route: string })[]> {
  return rowsOf(
    db,
    sql`select ${webVitals.route} as route, ${figures} from ${webVitals}
        where ${since(from, timeZone)}
        group by ${webVitals.route} order by count(*) desc, ${webVitals.route}`,
  );
}

/** Each week of the range with reports (all pages or one), oldest first: at most VITALS_MAX_WEEKS rows. */
export async function perWeek(
  db: Db,
  from: string,
  timeZone: string,
  route: string | undefined,
): Promise<(FigureRow & { week: string })[]> {
  const week = sql`to_char(date_trunc('week', ${webVitals.created_at} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  return rowsOf(
    db,
    sql`select ${week} as week, ${figures} from ${webVitals}
        where ${since(from, timeZone)} ${route === undefined ? sql`` : sql`and ${webVitals.route} = ${route}`}
        group by 1 order by 1`,
  );
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
