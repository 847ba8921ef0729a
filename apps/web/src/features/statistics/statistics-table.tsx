import { STATISTICS_MEASURES, type StatisticsSection } from '@siloker/shared/schemas/statistics-constants';
import { formatCount } from './format.ts';
import type { StatisticsRowValues } from './statistics-chart.tsx';

/** The figures of one section as a table: what a screen reader (or a careful reader) uses. */
export function StatisticsTable({
  section,
  rows,
  caption,
}: {
  section: StatisticsSection;
  rows: StatisticsRowValues[];
  caption: string;
}) {
  return (
    <table className="stat-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{section.group}</th>
          {section.measures.map((m) => (
            <th key={m} scope="col" className="stat-num">
              {STATISTICS_MEASURES[m]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            {section.measures.map((m) => (
              <td key={m} className="stat-num">
                {formatCount(Number(r[m]))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
