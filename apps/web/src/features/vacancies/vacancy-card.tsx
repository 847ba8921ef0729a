import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { timeAgo } from '@siloker/shared/format/index';
import type { VacancySummary } from '@siloker/shared/schemas/vacancies';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { CompanyChecksBadge } from '../../components/company-checks-badge.tsx';
import { ResponsiveMark } from '../../components/responsive-mark.tsx';
import { href, paths } from '../../config/paths.ts';
import { VacancyMeta } from './vacancy-meta.tsx';
import '../../components/tags.css';
import './vacancies.css';

/**
 * A vacancy in a list (landing page, vacancy list, company page, saved vacancies): the whole card opens
 * the detail, unless `linked` is false (a saved vacancy that closed has no page). `headingLevel` keeps
 * the page's heading order (h3 under a section h2, h2 under the page h1). `action` sits at the foot
 * beside the upload time, above the card's link (the "Simpan" button, docs/decisions/087), so the
 * title keeps the card's width; `note` under the facts.
 */
export function VacancyCard({
  vacancy,
  headingLevel = 3,
  showCompany = true,
  linked = true,
  action,
  note,
}: {
  vacancy: VacancySummary;
  headingLevel?: 2 | 3;
  showCompany?: boolean;
  linked?: boolean;
  action?: ReactNode;
  note?: ReactNode;
}) {
  const { company } = vacancy;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card vacancy-card">
      <div className="vacancy-head">
        {showCompany ? <CompanyLogo name={company.name} photoUrl={company.photo_url} /> : null}
        <div className="vacancy-head-text">
          <Heading className="card-title">
            {linked ? (
              <Link
                to={href(paths.vacancyDetail, { title_slug: vacancy.title_slug })}
                className="stretched-link"
              >
                {vacancy.title}
              </Link>
            ) : (
              vacancy.title
            )}
          </Heading>
          {showCompany ? <p className="card-subtitle">{company.name}</p> : null}
          {showCompany && company.is_responsive ? <ResponsiveMark /> : null}
        </div>
      </div>
      {vacancy.job_type_name ? (
        <p className="tag-list">
          <span className="tag">{vacancy.job_type_name}</span>
        </p>
      ) : null}
      <VacancyMeta vacancy={vacancy} variant="card" />
      <CompanyChecksBadge checks={vacancy.company_checks} />
      {note}
      {/* 'Diunggah baru saja' may be '1 menit yang lalu' by the time the rendered page hydrates
          (docs/decisions/099): the server's words stay until the next render, without a mismatch. */}
      {action ? (
        <div className="vacancy-card-foot">
          <p className="card-foot" suppressHydrationWarning>
            Diunggah {timeAgo(vacancy.created_at)}
          </p>
          <div className="vacancy-card-action">{action}</div>
        </div>
      ) : (
        <p className="card-foot" suppressHydrationWarning>
          Diunggah {timeAgo(vacancy.created_at)}
        </p>
      )}
    </li>
  );
}

/**
 * The inside of a placeholder vacancy card for the list's skeletons: the same rows as VacancyCard
 * (logo and two heading lines, the type tag, three facts, the upload time) with bars in place of
 * text, so it is as tall as a real card and the page does not shift when the results arrive.
 */
export function VacancyCardSkeleton() {
  return (
    <>
      <div className="vacancy-head">
        <span className="company-logo skeleton" />
        <div className="vacancy-skeleton-text">
          <p className="vacancy-skeleton-title">
            <span className="skeleton skeleton-text" style={{ width: '75%' }} />
          </p>
          <p className="card-subtitle">
            <span className="skeleton skeleton-text" style={{ width: '55%' }} />
          </p>
        </div>
      </div>
      <p className="tag-list">
        <span className="tag vacancy-skeleton-tag">
          <span className="skeleton skeleton-text" />
        </span>
      </p>
      <ul className="meta-list">
        {['60%', '45%', '70%'].map((width) => (
          <li key={width}>
            <span className="skeleton skeleton-text" style={{ width }} />
          </li>
        ))}
      </ul>
      <p className="card-foot">
        <span className="skeleton skeleton-text" style={{ width: '35%' }} />
      </p>
    </>
  );
}
