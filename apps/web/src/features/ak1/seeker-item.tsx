import { GENDER_NAMES, type Gender } from '@siloker/shared/enums';
import { formatDate } from '@siloker/shared/format/index';
import { SEEKER_STATUS_NAMES, ak1ValidUntil, isAk1Valid } from '@siloker/shared/schemas/ak1-constants';
import { FileLink } from '../../components/file-link.tsx';
import { DecisionButtons } from '../../components/decision/decision-buttons.tsx';
import { VerifiedChanges } from '../../components/decision/verified-changes.tsx';
import type { OfficeSeeker } from './office-api.ts';

const placeText = (s: OfficeSeeker) =>
  [
    s.address,
    s.location.sub_district?.name,
    s.location.district?.name,
    s.location.city?.name,
    s.location.province?.name,
  ]
    .filter(Boolean)
    .join(', ');

const birthText = (s: OfficeSeeker) =>
  [s.birth_place, s.birth_date ? formatDate(s.birth_date) : null].filter(Boolean).join(', ');

export interface SeekerItemProps {
  seeker: OfficeSeeker;
  busy: boolean;
  onVerify: () => void;
  onReject: () => void;
}

/** One seeker in the office's queue: identity, contact, KTP and certificates, what is missing, the decision. */
export function SeekerItem({ seeker: s, busy, onVerify, onReject }: SeekerItemProps) {
  const headingId = `office-seeker-${s.id}`;
  // A verified seeker whose card's 2 years have run out is renewed by verifying again (decision 068).
  const expired =
    s.status === 'VERIFIED' && s.date_registration !== null && !isAk1Valid(s.status, s.date_registration);
  return (
    <li className="office-item" aria-labelledby={headingId}>
      <div className="office-item-head">
        {s.photo_url ? (
          <a href={s.photo_url} target="_blank" rel="noopener noreferrer" aria-label={`Foto ${s.name}`}>
            <img className="office-logo" src={s.photo_url} alt="" width={48} height={48} />
          </a>
        ) : null}
        <div>
          <h3 id={headingId} className="office-item-title">
            {s.name}
          </h3>
          <p className="muted office-item-meta">
            Mendaftar {formatDate(s.created_at)}
            {s.number_registration ? ` · No. AK/1 ${s.number_registration}` : ''}
          </p>
        </div>
        <span
          className={`office-status office-status-${s.status === 'NOT_YET_VERIFIED' ? 'pending' : s.status.toLowerCase()}`}
        >
          {SEEKER_STATUS_NAMES[s.status]}
        </span>
      </div>
      <dl className="office-facts">
        <dt>NIK</dt>
        <dd>{s.nik ?? '-'}</dd>
        <dt>Tempat, tanggal lahir</dt>
        <dd>{birthText(s) || '-'}</dd>
        <dt>Jenis kelamin</dt>
        <dd>{GENDER_NAMES[s.gender as Gender] ?? s.gender}</dd>
        <dt>Pendidikan</dt>
        <dd>{s.education_name ?? '-'}</dd>
        <dt>Jabatan diminati</dt>
        <dd>{s.position_name ?? '-'}</dd>
        <dt>Telepon</dt>
        <dd>{s.phone ?? '-'}</dd>
        <dt>Email</dt>
        <dd>{s.email ?? '-'}</dd>
        <dt>Alamat</dt>
        <dd>{placeText(s) || '-'}</dd>
      </dl>
      <ul className="office-docs" aria-label={`Dokumen ${s.name}`}>
        <li>
          {s.file_ktp_url ? (
            <FileLink href={s.file_ktp_url} label="KTP" context={s.name} />
          ) : (
            <span className="muted">KTP belum diunggah</span>
          )}
        </li>
        {s.file_cv_url ? (
          <li>
            <FileLink href={s.file_cv_url} label="CV" context={s.name} />
          </li>
        ) : null}
        {s.certificates.map((c) => (
          <li key={c.url}>
            <FileLink href={c.url} label={c.label} context={s.name} />
          </li>
        ))}
      </ul>
      <VerifiedChanges changes={s.changes} subject={s.name} />
      {s.missing.length > 0 ? (
        <div className="office-missing">
          <p>Belum lengkap, belum dapat diverifikasi:</p>
          <ul aria-label={`Data ${s.name} yang belum lengkap`}>
            {s.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {s.status_note ? (
        <p className="office-note">
          <strong>Catatan Dinas:</strong> {s.status_note}
        </p>
      ) : null}
      {expired ? (
        <div className="office-note">
          <p>
            Kartu AK/1 berakhir {formatDate(ak1ValidUntil(s.date_registration!))}.{' '}
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={`Perpanjang Kartu AK/1 ${s.name}`}
              disabled={busy || s.missing.length > 0}
              onClick={onVerify}
            >
              Perpanjang Kartu AK/1
            </button>
          </p>
        </div>
      ) : null}
      <DecisionButtons
        status={s.status === 'NOT_YET_VERIFIED' ? 'PENDING' : s.status}
        subjectName={s.name}
        busy={busy}
        verifyBlocked={s.missing.length > 0 ? 'Data pencari kerja belum lengkap.' : null}
        onVerify={onVerify}
        onReject={onReject}
      />
    </li>
  );
}
