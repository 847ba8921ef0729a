import { formatDate } from '@siloker/shared/format/index';
import { VERIFICATION_STATUS_NAMES } from '@siloker/shared/schemas/verification-constants';
import type { OfficeCompany } from './api.ts';
import { DecisionButtons } from '../../components/decision/decision-buttons.tsx';
import { VerifiedChanges } from '../../components/decision/verified-changes.tsx';
import { CompanyDocuments } from './company-documents.tsx';
import { CompanyChecks } from './company-checks.tsx';

const placeText = (c: OfficeCompany) =>
  [
    c.address,
    c.location.sub_district?.name,
    c.location.district?.name,
    c.location.city?.name,
    c.location.province?.name,
  ]
    .filter(Boolean)
    .join(', ');

export interface CompanyItemProps {
  company: OfficeCompany;
  busy: boolean;
  onVerify: () => void;
  onReject: () => void;
}

/** One company in the office's queue: what it declared, its documents, what is missing, the decision. */
export function CompanyItem({ company: c, busy, onVerify, onReject }: CompanyItemProps) {
  const headingId = `office-company-${c.id}`;
  return (
    <li className="office-item" aria-labelledby={headingId}>
      <div className="office-item-head">
        {c.photo_url ? <img className="office-logo" src={c.photo_url} alt="" width={48} height={48} /> : null}
        <div>
          <h3 id={headingId} className="office-item-title">
            {c.name}
          </h3>
          <p className="muted office-item-meta">
            Mendaftar {formatDate(c.created_at)} · {c.job_vacancy_count} lowongan
          </p>
        </div>
        <span className={`office-status office-status-${c.status.toLowerCase()}`}>
          {VERIFICATION_STATUS_NAMES[c.status]}
        </span>
      </div>
      <dl className="office-facts">
        <dt>NIB</dt>
        <dd>{c.nib ?? '-'}</dd>
        <dt>Bidang usaha</dt>
        <dd>{c.business_field_name ?? '-'}</dd>
        <dt>Status kantor</dt>
        <dd>{c.status_office_name ?? '-'}</dd>
        <dt>Email</dt>
        <dd>{c.email ?? '-'}</dd>
        <dt>Telepon</dt>
        <dd>{c.phone ?? '-'}</dd>
        <dt>Alamat</dt>
        <dd>{placeText(c) || '-'}</dd>
      </dl>
      <CompanyDocuments company={c} />
      <CompanyChecks company={c} />
      <VerifiedChanges changes={c.changes} subject={c.name} />
      {c.missing.length > 0 ? (
        <div className="office-missing">
          <p>Belum lengkap, belum dapat diverifikasi:</p>
          <ul aria-label={`Data ${c.name} yang belum lengkap`}>
            {c.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {c.status_note ? (
        <p className="office-note">
          <strong>Catatan Dinas:</strong> {c.status_note}
        </p>
      ) : null}
      <DecisionButtons
        status={c.status}
        subjectName={c.name}
        busy={busy}
        verifyBlocked={c.missing.length > 0 ? 'Data perusahaan belum lengkap.' : null}
        onVerify={onVerify}
        onReject={onReject}
      />
    </li>
  );
}
