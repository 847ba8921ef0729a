import {
  GENDER_NAMES,
  GENDERS,
  ID_LOCALE,
  latestRangeEnd,
  provinceTimeZone,
  STATISTICS_AGE_BANDS,
  STATISTICS_DEFAULT_MONTHS,
  STATISTICS_HEADLINE,
  STATISTICS_MEASURES,
  STATISTICS_MESSAGES,
  STATISTICS_OTHER_KEYS,
  STATISTICS_OTHER_LABELS,
  STATISTICS_SECTIONS,
  type StatisticsData,
  type StatisticsExportKey,
  type StatisticsQuery,
  type StatisticsSections,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { csvAttachment, toCsv } from '../../lib/csv.ts';
import { shortCached } from '../../lib/short-cache.ts';
import * as repo from './repository.ts';

/*
 * GET /office/statistics (issue 11 item 8): the figures of one date range, computed by four aggregate
 * scans (statistics-repository.ts says what each counts) and kept for CACHE_TTL_SECONDS per range
 * (lib/short-cache.ts), so the dashboard and the screen opening together, or several staff at once,
 * pay for one computation; `generated_at` tells the screen how fresh they are. Role `admin` only
 * (statistics-routes.ts).
 */

export interface StatisticsSettings {
  /** The portal's city (CITY_CODE): its districts are the kecamatan rows. */
  cityCode: string;
  provinceCode: string;
}

/** YYYY-MM-DD of `at` in `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The first day of the month `months` months before the month of `day`. */
function monthStartBefore(day: string, months: number): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** The range asked for, with the defaults: up to today, from the start of the last 12 months. */
export function resolveRange(q: StatisticsQuery, today: string): { from: string; to: string } {
  const to = q.to ?? today;
  const from = q.from ?? monthStartBefore(to, STATISTICS_DEFAULT_MONTHS - 1);
  // The schema checked a range given whole; one end given alone is checked here, against its default.
  if (to < from) throw badRequest(STATISTICS_MESSAGES.badRange, { to: [STATISTICS_MESSAGES.toBeforeFrom] });
  if (to > latestRangeEnd(from))
    throw badRequest(STATISTICS_MESSAGES.badRange, { to: [STATISTICS_MESSAGES.tooLong] });
  return { from, to };
}

/** Every month of the range as 'YYYY-MM', oldest first. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  const d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  const last = to.slice(0, 7);
  for (let m = d.toISOString().slice(0, 7); m <= last; m = d.toISOString().slice(0, 7)) {
    months.push(m);
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return months;
}

const monthLabel = new Intl.DateTimeFormat(ID_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const labelOfMonth = (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00Z`));

type Measures<R> = Omit<R, 'dim' | 'key'>;

/**
 * The rows of one grouping set in the order of `groups` (zeros included), then the rows that gather the
 * rest (`extra`: 'outside', 'none'), listed only when they count something. A key the groups do not
 * know (a master entry removed since) is counted under 'none'.
 */
function rowsFor<R extends repo.GroupedRow>(
  found: R[],
  dim: string,
  groups: { key: string; label: string }[],
  zero: Measures<R>,
  extra: { key: string; label: string }[] = [
    { key: STATISTICS_OTHER_KEYS.none, label: STATISTICS_OTHER_LABELS.none },
  ],
) {
  const byKey = new Map<string, Measures<R>>();
  const known = new Set(groups.map((g) => g.key));
  for (const row of found) {
    if (row.dim !== dim) continue;
    const { dim: _dim, key, ...measures } = row;
    const target =
      key !== null && (known.has(key) || extra.some((e) => e.key === key)) ? key : STATISTICS_OTHER_KEYS.none;
    const sum = byKey.get(target);
    byKey.set(
      target,
      sum
        ? (Object.fromEntries(
            Object.entries(sum).map(([k, v]) => [
              k,
              (v as number) + (measures as Record<string, number>)[k]!,
            ]),
          ) as Measures<R>)
        : (measures as Measures<R>),
    );
  }
  const listed = groups.map((g) => ({ ...g, ...(byKey.get(g.key) ?? zero) }));
  const rest = extra.filter((e) => byKey.has(e.key)).map((e) => ({ ...e, ...byKey.get(e.key)! }));
  return [...listed, ...rest];
}

const totalOf = <R extends repo.GroupedRow>(found: R[], zero: Measures<R>): Measures<R> => {
  const row = found.find((r) => r.dim === 'total');
  if (!row) return zero;
  const { dim: _dim, key: _key, ...measures } = row;
  return measures as Measures<R>;
};

async function compute(
  db: Db,
  settings: StatisticsSettings,
  range: repo.StatisticsPeriod,
): Promise<StatisticsData> {
  const generatedAt = new Date();
  const today = dayIn(generatedAt, range.timeZone);
  // One after another: the embedded engine runs one statement at a time anyway.
  const cats = await repo.categories(db, settings.cityCode);
  const vacancies = await repo.vacancyFigures(db, range);
  const applications = await repo.applicationFigures(db, range);
  const seekers = await repo.seekerFigures(db, range, today, settings.cityCode);
  const events = await repo.eventFigures(db, range);
  const companiesVerified = await repo.verifiedCompanyCount(db, range);

  const fields = cats.fields.map((f) => ({ key: String(f.id), label: f.name }));
  const educations = cats.educations.map((e) => ({ key: String(e.id), label: e.name }));
  const months = monthsOf(range.from, range.to).map((m) => ({ key: m, label: labelOfMonth(m) }));
  const vacancyZero = { job_vacancies: 0, workers: 0 };
  const applicationZero = { applications: 0, placements: 0 };
  const seekerZero = { seekers: 0 };
  const eventZero = { events: 0, participants: 0, attended: 0 };
  const districtExtra = [
    {
      key: STATISTICS_OTHER_KEYS.outside,
      label: STATISTICS_OTHER_LABELS.outside(cats.cityName ?? settings.cityCode),
    },
    { key: STATISTICS_OTHER_KEYS.none, label: STATISTICS_OTHER_LABELS.none },
  ];

  const sections: StatisticsSections = {
    vacancies_by_business_field: rowsFor(vacancies, 'field', fields, vacancyZero),
    vacancies_by_education: rowsFor(vacancies, 'education', educations, vacancyZero),
    vacancies_by_month: rowsFor(vacancies, 'month', months, vacancyZero, []),
    applications_by_month: rowsFor(applications, 'month', months, applicationZero, []),
    applications_by_business_field: rowsFor(applications, 'field', fields, applicationZero),
    seekers_by_education: rowsFor(seekers, 'education', educations, seekerZero),
    seekers_by_gender: rowsFor(
      seekers,
      'gender',
      GENDERS.map((g) => ({ key: g, label: GENDER_NAMES[g] })),
      seekerZero,
    ),
    seekers_by_age_band: rowsFor(
      seekers,
      'band',
      STATISTICS_AGE_BANDS.map((b) => ({ key: b.key, label: b.label })),
      seekerZero,
    ),
    seekers_by_district: rowsFor(
      seekers,
      'district',
      cats.districts.map((d) => ({ key: d.code, label: d.name })),
      seekerZero,
      districtExtra,
    ),
    events_by_month: rowsFor(events, 'month', months, eventZero, []),
  };
  const vacancyTotal = totalOf(vacancies, vacancyZero);
  const applicationTotal = totalOf(applications, applicationZero);
  const eventTotal = totalOf(events, eventZero);
  return {
    from: range.from,
    to: range.to,
    time_zone: range.timeZone,
    generated_at: generatedAt.toISOString(),
    headline: {
      placements: applicationTotal.placements,
      applications: applicationTotal.applications,
      vacancies_published: vacancyTotal.job_vacancies,
      workers_needed: vacancyTotal.workers,
      companies_verified: companiesVerified,
      active_seekers: totalOf(seekers, seekerZero).seekers,
      events: eventTotal.events,
      participants: eventTotal.participants,
      attended: eventTotal.attended,
    },
    sections,
  };
}

/** The figures of the range asked for (defaults filled in), reused for CACHE_TTL_SECONDS. */
export function officeStatistics(
  db: Db,
  settings: StatisticsSettings,
  q: StatisticsQuery,
): Promise<StatisticsData> {
  const timeZone = provinceTimeZone(settings.provinceCode);
  const range = { ...resolveRange(q, dayIn(new Date(), timeZone)), timeZone };
  return shortCached(db, `office:statistics:${range.from}:${range.to}`, () => compute(db, settings, range));
}

/** One section (or the headline) of the figures as CSV: a row per group, a column per measure. */
export async function statisticsCsv(
  db: Db,
  settings: StatisticsSettings,
  q: StatisticsQuery & { section: StatisticsExportKey },
): Promise<{ filename: string; disposition: string; csv: string }> {
  const data = await officeStatistics(db, settings, q);
  const filename = `statistik-${q.section.replace(/_/g, '-')}-${data.from}-${data.to}`;
  let csv: string;
  if (q.section === 'headline') {
    csv = toCsv(
      ['Angka', 'Jumlah'],
      STATISTICS_HEADLINE.map((h) => [h.label, data.headline[h.key]]),
    );
  } else {
    const section = STATISTICS_SECTIONS.find((s) => s.key === q.section)!;
    const rows = data.sections[section.key] as unknown as Record<string, string | number>[];
    csv = toCsv(
      [section.group, ...section.measures.map((m) => STATISTICS_MEASURES[m])],
      rows.map((r) => [r.label as string, ...section.measures.map((m) => r[m] as number)]),
    );
  }
  return { filename, disposition: csvAttachment(filename), csv };
}
