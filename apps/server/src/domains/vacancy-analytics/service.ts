import {
  APPLICATION_STATUS_NAMES,
  APPLICATION_STATUSES,
  daysInRange,
  VACANCY_ANALYTICS_DAY_FIELDS,
  VACANCY_ANALYTICS_LABELS,
  VACANCY_ANALYTICS_MAX_DAYS,
  VACANCY_ANALYTICS_MESSAGES,
  type ApplicationStatus,
  type VacancyAnalyticsData,
  type VacancyAnalyticsQuery,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { csvAttachment, toCsv, type CsvCell } from '../../lib/csv.ts';
import { consume, type Limit } from '../../lib/throttle.ts';
import type { VacancyEventCounter } from '../../lib/vacancy-events.ts';
import { dayIn } from '../statistics/service.ts';
import { isPublicVacancy } from '../vacancies/service.ts';
import * as repo from './repository.ts';

/*
 * Per-vacancy analytics (docs/product.md §4 "Analitik lowongan", docs/decisions/111): the owning company's
 * figures of one vacancy per day in the portal's time zone, as JSON for the screen and as CSV.
 */

/** Apply clicks per address: a person presses a few buttons a minute, a script far more. */
export const APPLY_CLICK_LIMIT: Limit = { name: 'apply-click:ip', max: 60, windowSeconds: 10 * 60 };

/** POST /job-vacancies/apply-click: the apply button was pressed on a public vacancy (counted in memory). */
export async function recordApplyClick(
  db: Db,
  counter: VacancyEventCounter,
  jobVacancyId: number,
  client: { ip: string; userAgent: string },
): Promise<null> {
  if (!(await isPublicVacancy(db, jobVacancyId))) throw notFound(VACANCY_ANALYTICS_MESSAGES.notFound);
  await consume(db, [[APPLY_CLICK_LIMIT, client.ip]]);
  counter.record('apply_click', [jobVacancyId], client);
  return null;
}

const DAY = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const hours = (v: number | string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

/** The vacancy, read by its owning company only: 404 when there is none, 403 another company's. */
async function ownVacancy(db: Db, user: AuthContext, id: number, timeZone: string) {
  const v = await repo.vacancyOf(db, id, timeZone);
  if (!v || v.is_invitation || v.is_removed) throw notFound(VACANCY_ANALYTICS_MESSAGES.notFound);
  if (user.role_name !== 'company' || v.company_detail_id !== user.company_detail_id) {
    throw forbidden(VACANCY_ANALYTICS_MESSAGES.notYours);
  }
  return v;
}

/** The range asked for; by default from the vacancy's first day (at most the last 731 days) to today. */
export function resolveRange(
  q: VacancyAnalyticsQuery,
  firstDay: string,
  today: string,
): { from: string; to: string } {
  const to = q.to ?? (today < firstDay ? firstDay : today);
  let from = q.from;
  if (!from) {
    const earliest = addDays(to, 1 - VACANCY_ANALYTICS_MAX_DAYS);
    from = firstDay > to ? to : firstDay < earliest ? earliest : firstDay;
  }
  if (to < from)
    throw badRequest(VACANCY_ANALYTICS_MESSAGES.toBeforeFrom, {
      to: [VACANCY_ANALYTICS_MESSAGES.toBeforeFrom],
    });
  if (daysInRange(from, to) > VACANCY_ANALYTICS_MAX_DAYS) {
    throw badRequest(VACANCY_ANALYTICS_MESSAGES.tooLong, { to: [VACANCY_ANALYTICS_MESSAGES.tooLong] });
  }
  return { from, to };
}

/** GET /job-vacancies/analytics/{id}. */
export async function vacancyAnalytics(
  db: Db,
  user: AuthContext,
  id: number,
  q: VacancyAnalyticsQuery,
  timeZone: string,
  now: Date = new Date(),
): Promise<VacancyAnalyticsData> {
  const v = await ownVacancy(db, user, id, timeZone);
  const { from, to } = resolveRange(q, v.first_day, dayIn(now, timeZone));
  const range = { from, to, timeZone };
  const [days, stageRows, first] = await Promise.all([
    repo.days(db, id, range),
    repo.stages(db, id, range),
    repo.firstResponse(db, id, range),
  ]);
  const totals = { views: 0, unique_visitors: 0, search_appearances: 0, apply_clicks: 0, applications: 0 };
  for (const d of days) for (const f of VACANCY_ANALYTICS_DAY_FIELDS) totals[f] += d[f];
  const byStatus = new Map(stageRows.map((r) => [r.status, r.count]));
  return {
    job_vacancy: { id: v.id, title: v.title, created_at: v.created_at },
    time_zone: timeZone,
    from,
    to,
    days,
    totals,
    stages: APPLICATION_STATUSES.filter((s) => s !== 'INVITED' || byStatus.has(s)).map((status) => ({
      status,
      label: APPLICATION_STATUS_NAMES[status as ApplicationStatus],
      count: byStatus.get(status) ?? 0,
    })),
    first_response: {
      responded: first.responded,
      waiting: first.waiting,
      median_hours: hours(first.median_hours),
      average_hours: hours(first.average_hours),
    },
  };
}

/** The screen's figures as CSV: the table per day with its total row, the stages, the first response. */
export function analyticsCsv(data: VacancyAnalyticsData): { csv: string; disposition: string } {
  const L = VACANCY_ANALYTICS_LABELS;
  const rows: CsvCell[][] = data.days.map((d) => [d.day, ...VACANCY_ANALYTICS_DAY_FIELDS.map((f) => d[f])]);
  rows.push([L.total, ...VACANCY_ANALYTICS_DAY_FIELDS.map((f) => data.totals[f])]);
  rows.push([]);
  rows.push([L.stage, L.count]);
  for (const s of data.stages) rows.push([s.label, s.count]);
  rows.push([]);
  rows.push([L.responded, data.first_response.responded]);
  rows.push([L.waiting, data.first_response.waiting]);
  rows.push([L.medianHours, data.first_response.median_hours]);
  rows.push([L.averageHours, data.first_response.average_hours]);
  return {
    csv: toCsv([L.day, ...VACANCY_ANALYTICS_DAY_FIELDS.map((f) => L[f])], rows),
    disposition: csvAttachment(`analitik-lowongan-${data.job_vacancy.id}-${data.from}-${data.to}`),
  };
}
