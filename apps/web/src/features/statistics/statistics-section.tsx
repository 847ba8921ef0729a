import { useId } from 'react';
import type { StatisticsSection as Section } from '@siloker/shared/schemas/statistics-constants';
import { statisticsCsvUrl } from './api.ts';
import { formatRange } from './format.ts';
import { StatisticsChart, type StatisticsRowValues } from './statistics-chart.tsx';
import { StatisticsTable } from './statistics-table.tsx';

/** One section: its title, the chart (hidden from screen readers), the table and the CSV download. */
export function StatisticsSection({
  section,
  rows,
  range,
}: {
  section: Section;
  rows: StatisticsRowValues[];
  range: { from: string; to: string };
}) {
  const id = useId();
  const empty = rows.every((r) => section.measures.every((m) => Number(r[m]) === 0));
  return (
    <section className="stat-section" aria-labelledby={id}>
      <div className="stat-section-head">
        <h2 id={id}>{section.title}</h2>
        <a className="btn btn-outline btn-sm" href={statisticsCsvUrl(section.key, range)} download>
          Unduh CSV <span className="sr-only">{section.title}</span>
        </a>
      </div>
      <div className="stat-section-body">
        <div className="stat-chart" aria-hidden="true">
          {empty ? (
            <p className="muted stat-chart-empty">Belum ada data pada rentang ini.</p>
          ) : (
            <StatisticsChart section={section} rows={rows} />
          )}
        </div>
        <div className="stat-table-wrap">
          <StatisticsTable
            section={section}
            rows={rows}
            caption={`${section.title}, ${formatRange(range.from, range.to)}`}
          />
        </div>
      </div>
    </section>
  );
}
