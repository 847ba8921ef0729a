import { Link } from 'react-router';
import { formatDate } from '@siloker/shared/format/index';
import type { Applicant } from '@siloker/shared/schemas/applications';
import { COVER_LETTER } from '@siloker/shared/schemas/applications-constants';
import { contactHiddenNote } from '@siloker/shared/schemas/contact-access';
import { FileLink } from '../../components/file-link.tsx';
import { href, paths } from '../../config/paths.ts';
import { CompanyMatchBadge } from '../matching/index.ts';
import { SeekerAvatar } from '../seekers/index.ts';
import { ApplicantActions } from './applicant-actions.tsx';
import { CoverLetter } from './cover-letter.tsx';
import { StageBadge, StageHistory } from './stage-parts.tsx';

/**
 * One applicant as the company sees them (docs/product.md §6): the card, how to reach them, the documents the
 * application entitles the company to, the stage history and the legal moves. The name links to the
 * public profile only when the seeker chose to be listed. Without the seeker's consent (an invitation
 * not accepted) or after the access window, only the public profile and a line saying why
 * (docs/decisions/076).
 */
export function ApplicantCard({
  vacancyId,
  applicant,
  picked,
  onPick,
}: {
  vacancyId: number;
  applicant: Applicant;
  /** Whether the applicant is in the bulk selection (docs/decisions/109); absent: no checkbox. */
  picked?: boolean;
  onPick?: (picked: boolean) => void;
}) {
  const { seeker } = applicant;
  const hiddenNote = contactHiddenNote(applicant.contact_access, applicant.status);
  const shared = hiddenNote === null;
  const titleId = `applicant-${applicant.id}-name`;
  const facts: [string, string | null][] = [
    ['Usia', seeker.age === null ? null : `${seeker.age} tahun`],
    ['Jenis kelamin', seeker.gender_name],
    ['Pendidikan', seeker.education_name],
    ['Jabatan yang diinginkan', seeker.position_name],
    ['Kota', seeker.city_name],
  ];
  const documents = [
    ...(seeker.file_cv_url ? [{ name: COVER_LETTER.cvLink, url: seeker.file_cv_url }] : []),
    ...(seeker.file_ktp_url ? [{ name: 'KTP', url: seeker.file_ktp_url }] : []),
    ...seeker.certificates,
  ];
  return (
    <li className="card app-card">
      <article aria-labelledby={titleId}>
        <header className="app-card-head">
          <div className="app-card-person">
            <SeekerAvatar name={seeker.name} photoUrl={seeker.photo_url} size={56} />
            <div>
              <h3 id={titleId} className="app-card-title">
                {seeker.is_public ? (
                  <Link to={href(paths.seekerDetail, { name_slug: seeker.slug_name })}>{seeker.name}</Link>
                ) : (
                  seeker.name
                )}
              </h3>
              <p className="app-card-sub muted">
                {applicant.applied_at ? (
                  <>
                    Melamar <time dateTime={applicant.applied_at}>{formatDate(applicant.applied_at)}</time>
                  </>
                ) : (
                  'Belum melamar'
                )}
                {applicant.is_invitation ? ' · Lewat undangan' : null}
              </p>
            </div>
          </div>
          <div className="app-card-side">
            <StageBadge status={applicant.status} />
            <CompanyMatchBadge score={applicant.match} />
            {onPick ? (
              <label className="app-card-pick">
                <input
                  type="checkbox"
                  checked={picked ?? false}
                  onChange={(event) => onPick(event.target.checked)}
                  aria-label={`Pilih ${seeker.name}`}
                />
                Pilih
              </label>
            ) : null}
          </div>
        </header>
        <dl className="app-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? '-'}</dd>
            </div>
          ))}
          {shared ? (
            <>
              <div>
                <dt>Telepon</dt>
                <dd>{seeker.phone ? <a href={`tel:${seeker.phone}`}>{seeker.phone}</a> : '-'}</dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>{seeker.email ? <a href={`mailto:${seeker.email}`}>{seeker.email}</a> : '-'}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {shared ? (
          <div className="app-docs">
            <p className="app-docs-title">Dokumen</p>
            {documents.length > 0 ? (
              <ul>
                {documents.map((doc) => (
                  <li key={doc.url}>
                    <FileLink href={doc.url} label={doc.name} context={seeker.name} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Belum ada dokumen yang diunggah.</p>
            )}
          </div>
        ) : (
          <p className="app-contact-hidden muted">{hiddenNote}</p>
        )}
        {applicant.cover_letter ? (
          <CoverLetter
            title={COVER_LETTER.companyTitle}
            text={applicant.cover_letter}
            testId="applicant-cover-letter"
          />
        ) : null}
        <StageHistory histories={applicant.histories} />
        <ApplicantActions vacancyId={vacancyId} applicant={applicant} />
      </article>
    </li>
  );
}
