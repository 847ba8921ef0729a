import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CONFIRM_DIALOG_NO, CONFIRM_DIALOG_YES } from '@siloker/shared/constants';
import { VACANCY_FORM_MESSAGES } from '@siloker/shared/schemas/vacancy-form-constants';
import { VACANCY_REPORT_MESSAGES } from '@siloker/shared/schemas/vacancy-reports-constants';
import { WALK_IN_TEXTS } from '@siloker/shared/schemas/employer-desk-constants';
import { href, paths } from '../../../config/paths.ts';
import type { CompanyVacancy } from './api.ts';
import { PublicationBadge, VerificationBadge, expiryText } from './vacancy-status.tsx';

export interface VacancyRowActions {
  onPublish: (vacancy: CompanyVacancy) => void;
  onWithdraw: (vacancy: CompanyVacancy) => void;
  onDelete: (vacancy: CompanyVacancy) => void;
  /** The vacancy an action is running on: its buttons wait. */
  busyId: number | null;
  /** The vacancy just saved: marked and scrolled into view (issue 17 item 5). */
  savedId?: number | null;
}

export const DELETE_CONFIRM = {
  title: 'Hapus lowongan?',
  confirmText: CONFIRM_DIALOG_YES,
  cancelText: CONFIRM_DIALOG_NO,
  tone: 'error' as const,
  message: (title: string) =>
    `Lowongan "${title}" dihapus dari daftar dan tidak tampil lagi untuk umum. Lamaran yang sudah masuk tetap tersimpan.`,
};

/** One of the company's vacancies: its two statuses, counts, and what the company can do with it. */
export function VacancyRow({
  vacancy,
  onPublish,
  onWithdraw,
  onDelete,
  busyId,
  savedId = null,
}: { vacancy: CompanyVacancy } & VacancyRowActions) {
  const busy = busyId === vacancy.id;
  const published = vacancy.publication_status === 'PUBLISHED';
  const titleId = `cv-title-${vacancy.id}`;
  const refusalId = `cv-refusal-${vacancy.id}`;
  const saved = savedId === vacancy.id;
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    if (saved) row.current?.scrollIntoView?.({ block: 'center' });
  }, [saved]);
  // A list item: the list of ListResults is a <ul> (axe 'list').
  return (
    <li>
      <article
        ref={row}
        className={`cv-row${saved ? ' cv-row-saved' : ''}`}
        aria-labelledby={titleId}
        aria-current={saved ? 'true' : undefined}
        data-vacancy-id={vacancy.id}
      >
        <div className="cv-row-main">
          <h3 id={titleId} className="cv-row-title">
            {vacancy.title}
          </h3>
          <p className="cv-row-meta muted">
            {vacancy.position_name ?? 'Jabatan belum diisi'} ·{' '}
            {vacancy.location.city?.name ?? 'Lokasi belum diisi'}
          </p>
          <div className="cv-badges">
            <VerificationBadge vacancy={vacancy} />
            <PublicationBadge vacancy={vacancy} />
            {/* Hidden by three verified reports until the office decides (docs/decisions/103). */}
            {vacancy.under_review ? (
              <span className="cv-badge cv-badge-warning">{VACANCY_REPORT_MESSAGES.underReviewTag}</span>
            ) : null}
          </div>
          {vacancy.status === 'REJECTED' && vacancy.status_note ? (
            <p className="cv-note">
              <strong>Catatan Dinas:</strong> {vacancy.status_note}
            </p>
          ) : null}
          {!published && vacancy.publish_refusal ? (
            <p className="cv-refusal" id={refusalId}>
              <strong>{VACANCY_FORM_MESSAGES.publishBlockedTitle}:</strong> {vacancy.publish_refusal}
            </p>
          ) : null}
          <dl className="cv-stats">
            <div>
              <dt>Pelamar</dt>
              <dd>{vacancy.applicant_count}</dd>
            </div>
            <div>
              <dt>Dilihat</dt>
              <dd>{vacancy.view_count}</dd>
            </div>
            <div>
              <dt>Batas lamaran</dt>
              <dd>{expiryText(vacancy.expired_at)}</dd>
            </div>
          </dl>
        </div>
        <div className="cv-actions" aria-label={`Aksi untuk ${vacancy.title}`} role="group">
          <Link
            className="btn btn-outline btn-sm"
            to={href(paths.companyVacancyForm, { title_slug: vacancy.title_slug })}
          >
            Ubah
          </Link>
          <Link
            className="btn btn-outline btn-sm"
            to={href(paths.companyVacancyApplicants, { title_slug: vacancy.title_slug })}
          >
            Pelamar
          </Link>
          <Link
            className="btn btn-outline btn-sm"
            to={href(paths.vacancyAnalytics, { id: String(vacancy.id) })}
          >
            Analitik
          </Link>
          <Link
            className="btn btn-outline btn-sm"
            to={href(paths.companyWalkIns, { id: String(vacancy.id) })}
          >
            {WALK_IN_TEXTS.link}
          </Link>
          {published ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy}
              onClick={() => onWithdraw(vacancy)}
            >
              Tarik
            </button>
          ) : (
            // Not offered while the server would refuse it: disabled, the reason beside it (issue 17 item 5).
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy || vacancy.publish_refusal !== null}
              aria-describedby={vacancy.publish_refusal ? refusalId : undefined}
              title={vacancy.publish_refusal ?? undefined}
              onClick={() => onPublish(vacancy)}
            >
              Terbitkan
            </button>
          )}
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={busy}
            onClick={() => onDelete(vacancy)}
          >
            Hapus
          </button>
        </div>
      </article>
    </li>
  );
}
