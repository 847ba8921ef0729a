import { REVERIFICATION_MESSAGES } from '@siloker/shared/schemas/reverification';
import { OFFICE_REVIEW_TEXT } from '@siloker/shared/schemas/verification-constants';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { VerifiedChanges } from '../../components/decision/verified-changes.tsx';
import { VacancyMainSections, VacancyMeta, VacancySummarySection, VacancyTags } from '../vacancies/index.ts';
import type { OfficeVacancy } from './api.ts';
import './review.css';

/**
 * What changed since the office last verified the vacancy, old → new; or that it is new, or that
 * nothing the public sees changed (docs/decisions/083).
 */
export function VacancyChanges({ vacancy: v }: { vacancy: OfficeVacancy }) {
  if (!v.has_verified_version) {
    return v.status === 'PENDING' ? (
      <p className="office-review-note">{REVERIFICATION_MESSAGES.vacancyNew}</p>
    ) : null;
  }
  if (v.changes.length === 0) {
    return v.status === 'VERIFIED' ? null : (
      <p className="office-review-note">{REVERIFICATION_MESSAGES.vacancyUnchanged}</p>
    );
  }
  return <VerifiedChanges changes={v.changes} subject={v.title} />;
}

/**
 * The vacancy as its public page will show it, built from the same parts as that page
 * (features/vacancies: VacancyMainSections, VacancySummarySection), without the seeker's actions.
 */
export function VacancyPreview({ vacancy: v, id }: { vacancy: OfficeVacancy; id: string }) {
  const p = v.preview;
  return (
    <section id={id} className="office-preview" aria-label={OFFICE_REVIEW_TEXT.previewTitle(v.title)}>
      <p className="office-preview-lead muted">{OFFICE_REVIEW_TEXT.previewLead}</p>
      <header className="detail-header">
        <CompanyLogo name={p.company.name} photoUrl={p.company.photo_url} size={64} />
        <div>
          <h4 className="office-preview-title">{p.title}</h4>
          <p className="card-subtitle">{p.company.name}</p>
          <VacancyTags vacancy={p} />
          <VacancyMeta vacancy={p} />
        </div>
      </header>
      <div className="detail-layout">
        <div className="detail-main">
          <VacancyMainSections vacancy={p} />
        </div>
        <aside className="detail-aside" aria-label={`Ringkasan ${v.title}`}>
          <VacancySummarySection vacancy={p} />
        </aside>
      </div>
    </section>
  );
}
