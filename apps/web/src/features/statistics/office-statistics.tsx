import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  STATISTICS_HEADLINE_SECTION,
  STATISTICS_SECTIONS,
} from '@siloker/shared/schemas/statistics-constants';
import { LoadFailedCard } from '../../components/status-card.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError, type ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { statisticsCsvUrl, statisticsQueryOptions, type StatisticsRange } from './api.ts';
import { formatFreshness, formatRange } from './format.ts';
import { HeadlineCards } from './headline-cards.tsx';
import { RangeFilter } from './range-filter.tsx';
import { StatisticsSection } from './statistics-section.tsx';
import type { StatisticsRowValues } from './statistics-chart.tsx';
import { VitalsSection } from './vitals-section.tsx';
import '../../components/office-queue.css';
import './statistics.css';

/** What the server said of a range it refused: the field's message where it names one. */
function refusal(error: ApiError): string {
  const errors = (error.response.data?.data as { errors?: Record<string, string[]> } | null)?.errors;
  return errors?.to?.[0] ?? errors?.from?.[0] ?? error.message;
}

/**
 * Statistik (/panel/statistik, role admin; issue 11 item 8): the headline figures, then each section as
 * a chart with its table and CSV, for the range in the address (?from=YYYY-MM-DD&to=YYYY-MM-DD; none:
 * the last 12 months). The figures may be up to CACHE_TTL_SECONDS old: the screen says when they were
 * computed.
 */
export function OfficeStatistics() {
  useDocumentTitle(paths.officeStatistics.title);
  const [params, setParams] = useSearchParams();
  const asked: StatisticsRange = {
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const query = useQuery({ ...statisticsQueryOptions(asked), placeholderData: keepPreviousData });
  const data = query.data;
  const shown = data ? { from: data.from, to: data.to } : undefined;

  const apply = (range: StatisticsRange) => {
    const next = new URLSearchParams();
    if (range.from) next.set('from', range.from);
    if (range.to) next.set('to', range.to);
    setParams(next);
  };

  return (
    <section className="container page-section stat-page" aria-labelledby="stat-title">
      <header className="office-head stat-head">
        <h1 id="stat-title">Statistik</h1>
        <p className="muted">
          Lowongan, lamaran, penempatan kerja, pencari kerja, dan acara di portal pada rentang tanggal yang
          Anda pilih. Setiap bagian dapat diunduh sebagai CSV.
        </p>
      </header>
      <RangeFilter key={shown ? `${shown.from}:${shown.to}` : 'awal'} shown={shown} onApply={apply} />
      {query.isError && !data ? (
        isApiError(query.error) && query.error.status === 400 ? (
          <p className="stat-error" role="alert">
            {refusal(query.error)}
          </p>
        ) : (
          <LoadFailedCard
            title="Statistik gagal dimuat"
            lead="Periksa koneksi Anda lalu coba lagi."
            onRetry={() => query.refetch()}
          />
        )
      ) : !data || !shown ? (
        <div className="stat-loading" aria-busy="true" aria-label="Memuat statistik">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line short" />
        </div>
      ) : (
        <div aria-busy={query.isFetching}>
          {query.isError && isApiError(query.error) ? (
            <p className="stat-error" role="alert">
              {refusal(query.error)}
            </p>
          ) : null}
          <div className="stat-summary">
            <p className="stat-range">
              <strong>{formatRange(shown.from, shown.to)}</strong>
            </p>
            <p className="stat-freshness">Data per {formatFreshness(data.generated_at, data.time_zone)}</p>
          </div>
          <section className="stat-section" aria-labelledby="stat-headline">
            <div className="stat-section-head">
              <h2 id="stat-headline">{STATISTICS_HEADLINE_SECTION.title}</h2>
              <a
                className="btn btn-outline btn-sm"
                href={statisticsCsvUrl(STATISTICS_HEADLINE_SECTION.key, shown)}
                download
              >
                Unduh CSV <span className="sr-only">{STATISTICS_HEADLINE_SECTION.title}</span>
              </a>
            </div>
            <HeadlineCards headline={data.headline} label="Angka utama" />
          </section>
          {STATISTICS_SECTIONS.map((section) => (
            <StatisticsSection
              key={section.key}
              section={section}
              rows={data.sections[section.key] as unknown as StatisticsRowValues[]}
              range={shown}
            />
          ))}
        </div>
      )}
      <VitalsSection />
    </section>
  );
}
