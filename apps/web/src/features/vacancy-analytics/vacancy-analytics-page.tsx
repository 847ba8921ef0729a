import { useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate, formatThousands, timeZoneLabel } from '@siloker/shared/format/index';
import {
  VACANCY_ANALYTICS_DAY_FIELDS as FIELDS,
  VACANCY_ANALYTICS_LABELS as L,
  type VacancyAnalyticsDayField,
} from '@siloker/shared/schemas/vacancy-analytics-constants';
import type { VacancyAnalyticsDay } from '@siloker/shared/schemas/vacancy-analytics';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LoadFailedCard } from '../../components/status-card.tsx';
import { isApiError } from '../../lib/api-client.ts';
import {
  analyticsCsvUrl,
  vacancyAnalyticsQueryOptions,
  type AnalyticsRange,
  type VacancyAnalyticsData,
} from './api.ts';
import { AnalyticsRangeForm, type RangeProblem } from './range-form.tsx';
import '../../components/detail-page.css';
import './vacancy-analytics.css';

/** The series the chart draws: how many saw the vacancy, how many were drawn in, how many acted. */
const CHART_SERIES = [
  'views',
  'unique_visitors',
  'apply_clicks',
] as const satisfies readonly VacancyAnalyticsDayField[];

const dayText = (day: string) => formatDate(day, { timeZone: 'UTC', short: true });
const count = (n: number) => formatThousands(n) || '0';
const hoursText = (h: number | null) =>
  h === null ? '-' : `${h.toLocaleString('id-ID', { maximumFractionDigits: 1 })} jam`;

/**
 * A small bar chart in plain SVG (no charting library): per day, one bar for each series, scaled to the
 * highest figure. The table below it holds the same figures for a screen reader.
 */
export function AnalyticsChart({ days }: { days: VacancyAnalyticsDay[] }) {
  const max = Math.max(1, ...days.flatMap((d) => CHART_SERIES.map((f) => d[f])));
  const width = 600;
  const height = 160;
  const slot = width / Math.max(days.length, 1);
  const bar = Math.max(slot / (CHART_SERIES.length + 1), 0.5);
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure className="va-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby="va-chart-title"
        data-testid="analytics-chart"
      >
        <title id="va-chart-title">
          {`Grafik per hari: ${CHART_SERIES.map((f) => L[f]).join(', ')}. Tertinggi ${count(max)}.`}
        </title>
        {days.map((d, i) =>
          CHART_SERIES.map((f, j) => {
            const h = (d[f] / max) * (height - 4);
            return (
              <rect
                key={`${d.day}-${f}`}
                className={`va-bar va-bar-${j}`}
                x={i * slot + (j + 0.5) * bar}
                y={height - h}
                width={bar}
                height={h}
              />
            );
          }),
        )}
      </svg>
      <figcaption>
        <span className="va-axis">
          <span>{first ? dayText(first.day) : ''}</span>
          <span>Tertinggi: {count(max)}</span>
          <span>{last ? dayText(last.day) : ''}</span>
        </span>
        <ul className="va-legend">
          {CHART_SERIES.map((f, j) => (
            <li key={f}>
              <span className={`va-swatch va-bar-${j}`} aria-hidden="true" />
              {L[f]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** The field and message of the server's refusal of a range (`data.errors.to` or `.from`). */
function rangeRefusal(data: unknown, fallback: string): RangeProblem {
  const errors = (data as { errors?: Record<string, string[]> } | null)?.errors;
  if (errors?.to?.[0]) return { field: 'to', message: errors.to[0] };
  if (errors?.from?.[0]) return { field: 'from', message: errors.from[0] };
  return { field: 'to', message: fallback };
}

/**
 * VacancyAnalytics (/panel/data-lowongan-kerja/analitik/:id, docs/decisions/111): the company's figures
 * of one vacancy per day in the portal's time zone, with the CSV of the same figures, for the range in
 * the address (?from=YYYY-MM-DD&to=YYYY-MM-DD; none: the vacancy's whole life, up to 731 days).
 */
export function VacancyAnalytics() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [params, setParams] = useSearchParams();
  const asked: AnalyticsRange = {
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const query = useQuery({
    ...vacancyAnalyticsQueryOptions(id, asked),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  useDocumentTitle(
    data ? `${paths.vacancyAnalytics.title}: ${data.job_vacancy.title}` : paths.vacancyAnalytics.title,
  );
  // A range the server refused (400) is said under its field; the vacancy's own refusals are not.
  const refused: RangeProblem =
    query.isError && isApiError(query.error) && query.error.status === 400
      ? rangeRefusal(query.error.response.data?.data, query.error.message)
      : null;

  const apply = (range: AnalyticsRange) => {
    const next = new URLSearchParams();
    if (range.from) next.set('from', range.from);
    if (range.to) next.set('to', range.to);
    setParams(next);
  };

  if (!valid || (query.isError && !refused))
    return (
      <LoadFailedCard
        title={paths.vacancyAnalytics.title}
        lead="Analitik lowongan ini tidak dapat dimuat."
        onRetry={query.refetch}
      />
    );
  const form = (
    <AnalyticsRangeForm
      shown={data ? { from: data.from, to: data.to } : undefined}
      refused={refused}
      onApply={apply}
    />
  );
  // One tree whatever the state, so the dates typed stay in the form while a range is refused.
  return (
    <section className="detail-section vacancy-analytics" aria-labelledby="va-title">
      <h1 id="va-title">{paths.vacancyAnalytics.title}</h1>
      {data ? <p className="card-subtitle">{data.job_vacancy.title}</p> : null}
      {form}
      {refused ? null : data ? <Figures data={data} /> : <p aria-busy="true">Memuat…</p>}
    </section>
  );
}

/** The figures of the range shown: totals, chart, CSV link, the per-day table, stages, first response. */
function Figures({ data }: { data: VacancyAnalyticsData }) {
  return (
    <>
      <p className="va-range">
        {dayText(data.from)} - {dayText(data.to)}, per hari menurut {timeZoneLabel(data.time_zone)}.
        Pengunjung unik dihitung sekali per hari tanpa cookie; jumlahnya adalah jumlah harian.
      </p>
      <dl className="va-totals" data-testid="analytics-totals">
        {FIELDS.map((f) => (
          <div key={f}>
            <dt>{L[f]}</dt>
            <dd>{count(data.totals[f])}</dd>
          </div>
        ))}
      </dl>
      <AnalyticsChart days={data.days} />
      <p>
        <a className="btn btn-outline btn-sm" href={analyticsCsvUrl(data.job_vacancy.id, data)} download>
          Unduh CSV
        </a>
      </p>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="va-table-wrap" role="region" aria-label="Angka per hari" tabIndex={0}>
        <table className="va-table" data-testid="analytics-days">
          <caption>Angka per hari</caption>
          <thead>
            <tr>
              <th scope="col">{L.day}</th>
              {FIELDS.map((f) => (
                <th key={f} scope="col" className="va-num">
                  {L[f]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={d.day}>
                <th scope="row">
                  <time dateTime={d.day}>{dayText(d.day)}</time>
                </th>
                {FIELDS.map((f) => (
                  <td key={f} className="va-num">
                    {count(d[f])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{L.total}</th>
              {FIELDS.map((f) => (
                <td key={f} className="va-num">
                  {count(data.totals[f])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="va-columns">
        <table className="va-table" data-testid="analytics-stages">
          <caption>Lamaran per tahap (tahap saat ini)</caption>
          <thead>
            <tr>
              <th scope="col">{L.stage}</th>
              <th scope="col" className="va-num">
                {L.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.stages.map((s) => (
              <tr key={s.status}>
                <th scope="row">{s.label}</th>
                <td className="va-num">{count(s.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <h2 className="va-subtitle">Waktu respons pertama</h2>
          <p className="va-note">Dari lamaran dikirim sampai tahapnya pertama kali Anda ubah.</p>
          <dl className="va-response" data-testid="analytics-response">
            <div>
              <dt>{L.responded}</dt>
              <dd>{count(data.first_response.responded)}</dd>
            </div>
            <div>
              <dt>{L.waiting}</dt>
              <dd>{count(data.first_response.waiting)}</dd>
            </div>
            <div>
              <dt>Median</dt>
              <dd>{hoursText(data.first_response.median_hours)}</dd>
            </div>
            <div>
              <dt>Rata-rata</dt>
              <dd>{hoursText(data.first_response.average_hours)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </>
  );
}
