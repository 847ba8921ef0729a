import { STATISTICS_HEADLINE } from '@siloker/shared/schemas/statistics-constants';
import type { StatisticsData } from '@siloker/shared/schemas/statistics';
import { formatCount } from './format.ts';
import './statistics.css';

/**
 * The headline figures as cards, the portal's placements first and larger: the statistics screen and
 * the office's dashboard both show them. `keys` picks some (the dashboard shows fewer).
 */
export function HeadlineCards({
  headline,
  keys,
  label,
}: {
  headline: StatisticsData['headline'];
  keys?: readonly (typeof STATISTICS_HEADLINE)[number]['key'][];
  label: string;
}) {
  const shown = keys ? STATISTICS_HEADLINE.filter((h) => keys.includes(h.key)) : STATISTICS_HEADLINE;
  return (
    <ul className="stat-cards" aria-label={label}>
      {shown.map((h) => (
        <li key={h.key} className={`stat-card${h.key === 'placements' ? ' stat-card-lead' : ''}`}>
          <span className="stat-card-value">{formatCount(headline[h.key])}</span>
          <span className="stat-card-label">{h.label}</span>
        </li>
      ))}
    </ul>
  );
}
