import { Link } from 'react-router';
import { formatDate } from '@siloker/shared/format/index';
import type { SeekerApplication } from '@siloker/shared/schemas/applications';
import { COVER_LETTER } from '@siloker/shared/schemas/applications-constants';
import { href, paths } from '../../config/paths.ts';
import { CoverLetter } from './cover-letter.tsx';
import { InvitationAnswer } from './invitation-answer.tsx';
import { StageBadge, StageHistory } from './stage-parts.tsx';

/** One of the seeker's own applications: the vacancy, its company, the stage and how it got there. */
export function SeekerApplicationCard({ application }: { application: SeekerApplication }) {
  const { job_vacancy: vacancy } = application;
  const titleId = `application-${application.id}-title`;
  // The company's message with its invitation: the note of the history row that made it INVITED.
  const invitationMessage = application.is_invitation
    ? application.histories.find((h) => h.to_status === 'INVITED')?.note
    : null;
  return (
    <li className="card app-card">
      <article aria-labelledby={titleId}>
        <header className="app-card-head">
          <div>
            <h3 id={titleId} className="app-card-title">
              {vacancy.is_removed ? (
                vacancy.title
              ) : (
                <Link to={href(paths.vacancyDetail, { title_slug: vacancy.title_slug })}>
                  {vacancy.title}
                </Link>
              )}
            </h3>
            <p className="app-card-sub">{vacancy.company.name}</p>
          </div>
          <StageBadge status={application.status} />
        </header>
        <p className="app-card-meta muted">
          {application.applied_at ? (
            <>
              Dilamar <time dateTime={application.applied_at}>{formatDate(application.applied_at)}</time>
            </>
          ) : (
            'Undangan belum dijawab'
          )}
          {application.is_invitation ? ' · Lewat undangan' : null}
          {vacancy.is_removed ? ' · Lowongan telah dihapus perusahaan' : null}
        </p>
        {invitationMessage ? (
          <p className="app-invite-message">
            Pesan perusahaan: <q data-testid="invitation-message">{invitationMessage}</q>
          </p>
        ) : null}
        {application.cover_letter ? (
          <CoverLetter
            title={COVER_LETTER.seekerTitle}
            text={application.cover_letter}
            testId="own-cover-letter"
          />
        ) : null}
        <StageHistory histories={application.histories} />
        {application.status === 'INVITED' ? (
          <InvitationAnswer invitationId={application.id} title={vacancy.title} />
        ) : null}
      </article>
    </li>
  );
}
