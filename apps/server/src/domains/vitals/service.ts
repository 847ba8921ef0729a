import { provinceTimeZone, type VitalsData, type VitalsQuery, type VitalsReportBody } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { consume, type Limit } from '../../lib/throttle.ts';
import * as repo from './repository.ts';

/*
 * Real-user metrics (issue 19 item 4, docs/decisions/100-real-user-metrics.md): a sampled page view
 * reports LCP, INP, CLS and TTFB against its route template; the office reads p75 per page and per week.
 */

/** Reports per address: a sampled tenth of the views, so 30 in 10 minutes is a busy office NAT. */
export const VITALS_LIMIT: Limit = { name: 'vitals:ip', max: 30, windowSeconds: 10 * 60 };

/** Stores one page view's metrics; the address only counts against the throttle, it is not stored. */
export async function storeReport(db: Db, body: VitalsReportBody, ip: string): Promise<null> {
  await consume(db, [[VITALS_LIMIT, ip]]);
  const value = (name: string) => body.metrics.find((m) => m.name === name)?.value ?? null;
  await repo.insertReport(db, {
    route: body.route,
    lcp_ms: value('LCP'),
    inp_ms: value('INP'),
    cls: value('CLS'),
    ttfb_ms: value('TTFB'),
  });
  return null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** p75 as numbers (PostgreSQL answers double precision, counts as bigint strings). */
function figures(row: repo.FigureRow) {
  return {
    lcp_p75: num(row.lcp_p75),
    lcp_count: Number(row.lcp_count),
    inp_p75: num(row.inp_p75),
    inp_count: Number(row.inp_count),
    cls_p75: num(row.cls_p75),
    cls_count: Number(row.cls_count),
    ttfb_p75: num(row.ttfb_p75),
    ttfb_count: Number(row.ttfb_count),
  };
}

/** GET /office/statistics/vitals: weeks counted in the portal's time zone, Monday first. */
export async function vitalsStatistics(db: Db, provinceCode: string, q: VitalsQuery): Promise<VitalsData> {
  const timeZone = provinceTimeZone(provinceCode);
  const { from, to } = await repo.rangeOf(db, q.weeks, timeZone);
  const [pages, weeks] = await Promise.all([
    repo.perPage(db, from, timeZone),
    repo.perWeek(db, from, timeZone, q.route),
  ]);
  return {
    from,
    to,
    time_zone: timeZone,
    route: q.route ?? null,
    pages: pages.map((r) => ({ route: r.route, ...figures(r) })),
    weeks: weeks.map((r) => ({ week: r.week, ...figures(r) })),
  };
}
