import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  VITAL_LABELS,
  VITAL_NAMES,
  VITAL_RATING_LABELS,
  VITAL_THRESHOLDS,
  VITALS_DEFAULT_WEEKS,
  VITALS_MESSAGES,
  vitalRating,
  type VitalName,
} from '@siloker/shared/schemas/vitals-constants';
import { ID_LOCALE } from '@siloker/shared/format/index';
import { SelectField } from '../../components/form/select-field.tsx';
import { formatCount, formatRange } from './format.ts';
import { vitalsQueryOptions, type VitalsData } from './vitals-api.ts';

type Figures = Omit<VitalsData['pages'][number], 'route'>;

const seconds = new Intl.NumberFormat(ID_LOCALE, { maximumFractionDigits: 2 });
const score = new Intl.NumberFormat(ID_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** '1,8 s' or '180 ms' for the timings, '0,05' for CLS. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return score.format(value);
  return value >= 1000 ? `${seconds.format(value / 1000)} s` : `${formatCount(value)} ms`;
}

const WEEK_CHOICES = [4, 8, 13, 26].map((w) => ({ value: String(w), label: `${w} minggu terakhir` }));
const key = (name: VitalName) => name.toLowerCase() as 'lcp' | 'inp' | 'cls' | 'ttfb';

/** One metric's p75 in words (Google's thresholds) and how many views reported it. */
function VitalCell({ name, row }: { name: VitalName; row: Figures }) {
  const value = row[`${key(name)}_p75`];
  const count = row[`${key(name)}_count`];
  if (value === null) return <td className="stat-vital">–</td>;
  const rating = vitalRating(name, value);
  return (
    <td className="stat-vital">
      <span className="stat-vital-value">{formatVital(name, value)}</span>{' '}
      <span className={`stat-vital-rating is-${rating}`}>{VITAL_RATING_LABELS[rating]}</span>{' '}
      <span className="stat-vital-count muted">{formatCount(count)} laporan</span>
    </td>
  );
}

function VitalsTable({
  caption,
  group,
  rows,
}: {
  caption: string;
  group: string;
  rows: [string, Figures][];
}) {
  return (
    <table className="stat-table stat-vitals-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{group}</th>
          {VITAL_NAMES.map((n) => (
            <th key={n} scope="col" title={VITAL_LABELS[n]}>
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, row]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {VITAL_NAMES.map((n) => (
              <VitalCell key={n} name={n} row={row} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const dayLabel = (d: string) => formatRange(d, d);

/**
 * Kinerja halaman bagi pengguna (issue 19 item 4; docs/decisions/100-real-user-metrics.md): p75 of LCP,
 * INP, CLS and TTFB as sampled real visitors saw them, per page and per week, each with Google's word
 * for it and its sample count, so the office sees when the portal is slow for its citizens.
 */
export function VitalsSection() {
  const [weeks, setWeeks] = useState(VITALS_DEFAULT_WEEKS);
  const [route, setRoute] = useState('');
  const query = useQuery({
    ...vitalsQueryOptions({ weeks, route: route || undefined }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const routes = data ? data.pages.map((p) => p.route) : [];
  if (route && !routes.includes(route)) routes.unshift(route);

  return (
    <section className="stat-section" aria-labelledby="stat-vitals">
      <div className="stat-section-head">
        <h2 id="stat-vitals">{VITALS_MESSAGES.sectionTitle}</h2>
      </div>
      <p className="muted">{VITALS_MESSAGES.sectionLead}</p>
      <div className="stat-vitals-filter">
        <SelectField
          id="stat-vitals-weeks"
          errorId="stat-vitals-weeks-error"
          label="Rentang"
          value={String(weeks)}
          onValueChange={(v) => setWeeks(Number(v))}
          options={WEEK_CHOICES}
        />
        <SelectField
          id="stat-vitals-route"
          errorId="stat-vitals-route-error"
          label="Halaman (tabel per minggu)"
          value={route}
          onValueChange={setRoute}
          options={[
            { value: '', label: VITALS_MESSAGES.allPages },
            ...routes.map((r) => ({ value: r, label: r })),
          ]}
        />
      </div>
      <ul className="stat-vitals-thresholds">
        {VITAL_NAMES.map((n) => (
          <li key={n}>
            <strong>{VITAL_LABELS[n]}</strong>: baik ≤ {formatVital(n, VITAL_THRESHOLDS[n].good)}, buruk &gt;{' '}
            {formatVital(n, VITAL_THRESHOLDS[n].poor)}
          </li>
        ))}
      </ul>
      {query.isError && !data ? (
        // Not an alert: the statistics above may carry one of their own and this one is secondary.
        <p className="stat-error">{VITALS_MESSAGES.loadFailed}</p>
      ) : !data ? (
        <div className="stat-loading" aria-busy="true" aria-label="Memuat kinerja halaman">
          <span className="skeleton skeleton-line" />
        </div>
      ) : !data.pages.length ? (
        <p className="muted">{VITALS_MESSAGES.empty}</p>
      ) : (
        <div className="stat-section-body" aria-busy={query.isFetching}>
          <VitalsTable
            caption={`p75 per halaman, ${formatRange(data.from, data.to)}`}
            group="Halaman"
            rows={data.pages.map((p) => [p.route, p])}
          />
          <VitalsTable
            caption={`p75 per minggu, ${data.route ?? VITALS_MESSAGES.allPages}`}
            group="Minggu mulai"
            rows={data.weeks.map((w) => [dayLabel(w.week), w])}
          />
        </div>
      )}
    </section>
  );
}
