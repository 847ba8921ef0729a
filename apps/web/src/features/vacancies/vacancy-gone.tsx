import { Link } from 'react-router';
import { VACANCY_FRESHNESS_MESSAGES as M } from '@siloker/shared/schemas/vacancy-freshness-constants';
import type { VacancyGoneData } from '@siloker/shared/schemas/vacancy-freshness';
import { paths } from '../../config/paths.ts';
import { VacancyCard } from './vacancy-card.tsx';

/**
 * The short page of an expired, closed or removed vacancy (docs/decisions/104), the same as the
 * server's 410 HTML: why it is gone and a few similar open vacancies; kept out of search indexes.
 */
export function VacancyGone({ gone }: { gone: VacancyGoneData }) {
  return (
    <div className="vacancy-gone" data-testid="vacancy-gone">
      <meta name="robots" content="noindex" />
      <header className="detail-header">
        <div>
          <h1>{M.goneTitle}</h1>
          <p className="card-subtitle">
            {gone.title} - {gone.company_name}
          </p>
          <p>{M.goneBody[gone.reason]}</p>
        </div>
      </header>
      <section className="detail-section" aria-labelledby="vacancy-similar">
        <h2 id="vacancy-similar">{M.similarTitle}</h2>
        {gone.similar.length > 0 ? (
          <ul className="card-grid">
            {gone.similar.map((v) => (
              <VacancyCard key={v.id} vacancy={v} />
            ))}
          </ul>
        ) : (
          <p>{M.noSimilar}</p>
        )}
        <p>
          <Link to={paths.vacancies.path} className="btn btn-primary">
            {M.allVacancies}
          </Link>
        </p>
      </section>
    </div>
  );
}
