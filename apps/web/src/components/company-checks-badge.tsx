import { useId } from 'react';
import { formatDate } from '@siloker/shared/format/index';
import {
  COMPANY_CHECK_EXPLANATIONS,
  COMPANY_CHECK_NAMES,
  COMPANY_CHECK_SHORT_NAMES,
  COMPANY_CHECK_TEXT,
} from '@siloker/shared/schemas/company-checks-constants';
import type { PublicCompanyCheck } from '@siloker/shared/schemas/company-checks';
import './detail-page.css';
import './company-checks-badge.css';

/** A visit's day as written (YYYY-MM-DD), read as that calendar day whatever the viewer's zone. */
const visitDay = (day: string, short = false) => formatDate(`${day}T00:00:00Z`, { short, timeZone: 'UTC' });

const shortName = (c: PublicCompanyCheck) =>
  c.kind === 'site_visit' && c.visited_on
    ? `${COMPANY_CHECK_SHORT_NAMES[c.kind]} ${visitDay(c.visited_on, true)}`
    : COMPANY_CHECK_SHORT_NAMES[c.kind];

const fullName = (c: PublicCompanyCheck) =>
  c.kind === 'site_visit' && c.visited_on
    ? `${COMPANY_CHECK_NAMES[c.kind]} ${COMPANY_CHECK_TEXT.visitedOn(visitDay(c.visited_on))}`
    : COMPANY_CHECK_NAMES[c.kind];

function ShieldIcon() {
  return (
    <svg className="company-checks-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z"
      />
    </svg>
  );
}

/**
 * What the office checked about a company, in words (docs/decisions/106): only the checks it recorded
 * whose values have not changed since; nothing at all without one. `card`: one line on a vacancy card
 * that opens to the explanation (a native disclosure, above the card's link); `page`: the company page's
 * section with each check explained.
 */
export function CompanyChecksBadge({
  checks,
  variant = 'card',
}: {
  checks: readonly PublicCompanyCheck[] | undefined;
  variant?: 'card' | 'page';
}) {
  const headingId = useId();
  if (!checks?.length) return null;
  if (variant === 'card') {
    return (
      <details className="company-checks company-checks-card">
        <summary>
          <ShieldIcon />
          <span>
            <strong>{COMPANY_CHECK_TEXT.badgeTitle}:</strong> {checks.map(shortName).join(' · ')}
          </span>
        </summary>
        <p className="company-checks-lead">{COMPANY_CHECK_TEXT.badgeLead}</p>
        <ul>
          {checks.map((c) => (
            <li key={c.kind}>
              <strong>{fullName(c)}</strong>: {COMPANY_CHECK_EXPLANATIONS[c.kind]}
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <section className="detail-section company-checks company-checks-page" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <ShieldIcon /> {COMPANY_CHECK_TEXT.badgePageTitle}
      </h2>
      <ul>
        {checks.map((c) => (
          <li key={c.kind}>
            <strong>{fullName(c)}</strong>
            <span className="company-checks-explain">{COMPANY_CHECK_EXPLANATIONS[c.kind]}</span>
            <span className="company-checks-date">
              {COMPANY_CHECK_TEXT.checkedOn(formatDate(c.checked_at))}
            </span>
          </li>
        ))}
      </ul>
      <p className="muted company-checks-lead">{COMPANY_CHECK_TEXT.badgePageLead}</p>
    </section>
  );
}
