import { SALARY_TYPE_NAMES, type SalaryType } from '@siloker/shared/enums';
import { formatDate, rupiah } from '@siloker/shared/format/index';
import { VERIFICATION_STATUS_NAMES } from '@siloker/shared/schemas/verification-constants';
import { PUBLICATION_STATUS_NAMES } from '@siloker/shared/schemas/vacancy-form-constants';
import { useState } from 'react';
import { OFFICE_REVIEW_TEXT } from '@siloker/shared/schemas/verification-constants';
import type { OfficeVacancy } from './api.ts';
import { DecisionButtons } from '../../components/decision/decision-buttons.tsx';
import { VacancyChanges, VacancyPreview } from './vacancy-preview.tsx';
import { FlaggedPhrases } from '../posting-rules/index.ts';

const workersText = (v: OfficeVacancy) =>
  v.is_gender_based_count
    ? `${v.male_count} laki-laki, ${v.female_count} perempuan`
    : `${v.worker_count} orang`;

const salaryText = (v: OfficeVacancy) =>
  v.salary === null
    ? 'Tidak dicantumkan'
    : `${rupiah(v.salary)} (${SALARY_TYPE_NAMES[v.salary_type as SalaryType] ?? v.salary_type})`;

export interface VacancyItemProps {
  vacancy: OfficeVacancy;
  busy: boolean;
  onVerify: () => void;
  onReject: () => void;
}

/**
 * One vacancy in the office's queue: what the office judges it by, what changed since it last verified
 * it, a preview of its public page, and the decision (docs/decisions/083).
 */
export function VacancyItem({ vacancy: v, busy, onVerify, onReject }: VacancyItemProps) {
  const headingId = `office-vacancy-${v.id}`;
  const previewId = `office-vacancy-preview-${v.id}`;
  const [previewing, setPreviewing] = useState(false);
  const place = v.preview.location.city?.name ?? null;
  const publication = PUBLICATION_STATUS_NAMES[v.publication_status as keyof typeof PUBLICATION_STATUS_NAMES];
  return (
    <li
      className={`office-item${v.posting_flags.length > 0 ? ' office-item-flagged' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="office-item-head">
        <div>
          <h3 id={headingId} className="office-item-title">
            {v.title}
          </h3>
          <p className="muted office-item-meta">
            {v.company.name}
            {v.company.status !== 'VERIFIED'
              ? ` (perusahaan ${VERIFICATION_STATUS_NAMES[v.company.status].toLowerCase()})`
              : ''}{' '}
            · Diajukan {formatDate(v.created_at)}
          </p>
        </div>
        <span className={`office-status office-status-${v.status.toLowerCase()}`}>
          {VERIFICATION_STATUS_NAMES[v.status]}
        </span>
      </div>
      <dl className="office-facts">
        <dt>Jabatan</dt>
        <dd>{v.position_name ?? '-'}</dd>
        <dt>Jenis pekerjaan</dt>
        <dd>{v.job_type_name ?? '-'}</dd>
        <dt>Gaji</dt>
        <dd>{salaryText(v)}</dd>
        <dt>Jumlah pekerja</dt>
        <dd>{workersText(v)}</dd>
        <dt>Lokasi</dt>
        <dd>{place ?? '-'}</dd>
        <dt>Batas lamaran</dt>
        <dd>{v.expired_at ? formatDate(v.expired_at) : 'Tanpa batas'}</dd>
        <dt>Publikasi</dt>
        <dd>{publication ?? v.publication_status}</dd>
      </dl>
      {v.description_excerpt ? <p className="office-excerpt">{v.description_excerpt}</p> : null}
      <VacancyChanges vacancy={v} />
      <FlaggedPhrases flags={v.posting_flags} texts={v.preview} reason={v.preview.fair_posting_reason} />
      <div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={previewing}
          aria-controls={previewId}
          onClick={() => setPreviewing((open) => !open)}
        >
          {previewing ? OFFICE_REVIEW_TEXT.previewHide : OFFICE_REVIEW_TEXT.previewShow}
        </button>
      </div>
      {previewing ? <VacancyPreview vacancy={v} id={previewId} /> : null}
      {v.status_note ? (
        <p className="office-note">
          <strong>Catatan Dinas:</strong> {v.status_note}
        </p>
      ) : null}
      <DecisionButtons
        status={v.status}
        subjectName={v.title}
        busy={busy}
        onVerify={onVerify}
        onReject={onReject}
      />
    </li>
  );
}
