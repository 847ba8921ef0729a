import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MATCH_TEXTS } from '@siloker/shared/schemas/skills-constants';
import { vacancyMatchQueryOptions } from './api.ts';
import './matching.css';

/**
 * The signed-in seeker's match to a vacancy (docs/decisions/107): the percent and, in words, what matches
 * and what is missing. Nothing while it loads or when it cannot be read (the page is whole without it).
 */
export function MatchPanel({ vacancyId }: { vacancyId: number }) {
  const id = useId();
  const query = useQuery(vacancyMatchQueryOptions(vacancyId));
  if (!query.data) return null;
  const m = query.data;
  return (
    <section className="match-panel" aria-labelledby={id}>
      <h2 id={id} className="match-panel-title">
        {MATCH_TEXTS.panelTitle}
      </h2>
      <p className="match-panel-score">
        <strong>{MATCH_TEXTS.percent(m.score)}</strong>
      </p>
      <div
        className="match-meter"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={m.score}
        aria-label={MATCH_TEXTS.panelTitle}
      >
        <span style={{ width: `${m.score}%` }} />
      </div>
      {m.matches.length > 0 ? (
        <>
          <h3 className="match-panel-sub">{MATCH_TEXTS.matches}</h3>
          <ul className="match-list match-list-yes">
            {m.matches.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {m.missing.length > 0 ? (
        <>
          <h3 className="match-panel-sub">{MATCH_TEXTS.missing}</h3>
          <ul className="match-list match-list-no">
            {m.missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** "83% cocok" beside a card or a row. */
export function MatchBadge({ score }: { score: number }) {
  return <span className="match-badge">{MATCH_TEXTS.percent(score)}</span>;
}

/**
 * "Kecocokan 62%" on a card the company reads (an applicant, a seeker ranked for its vacancy); a screen
 * reader hears what the figure is out of.
 */
export function CompanyMatchBadge({ score }: { score: number }) {
  return (
    <span className="match-badge">
      <span aria-hidden="true">{MATCH_TEXTS.badge(score)}</span>
      <span className="sr-only">{MATCH_TEXTS.badgeLabel(score)}</span>
    </span>
  );
}
