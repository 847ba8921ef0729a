import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  INVITATION_ANSWER_NAMES,
  INVITATION_ANSWERS,
  type InvitationAnswer,
} from '@siloker/shared/schemas/invitations-constants';
import type { Invitation } from '@siloker/shared/schemas/invitations';
import { CONTACT_HIDDEN_NOTES } from '@siloker/shared/schemas/contact-access';
import { ListResults } from '../../components/list/list-results.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { href, paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { handleSessionExpired } from '../auth/index.ts';
import { StageBadge, StageHistory } from '../applications/index.ts';
import { invitationsQueryOptions } from './api.ts';
import '../../components/applications.css';
import '../../components/company-vacancies.css';
import './company-invitations.css';

/** The tabs: every invitation, then one per answer (GET /invitations `answer`). */
const TABS = ['ALL', ...INVITATION_ANSWERS] as const;
type Tab = (typeof TABS)[number];
const TAB_NAMES: Record<Tab, string> = {
  ALL: 'Semua',
  PENDING: 'Menunggu Jawaban',
  ACCEPTED: 'Diterima',
  DECLINED: 'Ditolak',
};
const EMPTY: Record<Tab, string> = {
  ALL: 'Belum ada undangan terkirim. Kirim undangan dari profil pencari kerja atau dari Cari Pencari Kerja.',
  PENDING: 'Tidak ada undangan yang menunggu jawaban.',
  ACCEPTED: 'Belum ada undangan yang diterima.',
  DECLINED: 'Belum ada undangan yang ditolak.',
};
const BADGE_TONE: Record<InvitationAnswer, string> = {
  PENDING: 'cv-badge-warning',
  ACCEPTED: 'cv-badge-success',
  DECLINED: 'cv-badge-error',
};

const FILTERS = ['answer'] as const;
const isAnswer = (value: string | undefined): value is InvitationAnswer =>
  (INVITATION_ANSWERS as readonly string[]).includes(value ?? '');

/** One sent invitation: who, which vacancy, the message, and the seeker's answer. */
function InvitationRow({ invitation }: { invitation: Invitation }) {
  const titleId = `inv-seeker-${invitation.id}`;
  const accepted = invitation.answer === 'ACCEPTED';
  return (
    <li>
      <article className="cv-row inv-row" aria-labelledby={titleId}>
        <div className="cv-row-main">
          <h3 id={titleId} className="cv-row-title">
            <Link to={href(paths.seekerDetail, { name_slug: invitation.seeker.slug_name })}>
              {invitation.seeker.name}
            </Link>
          </h3>
          <p className="cv-row-meta muted">
            Lowongan: <strong>{invitation.job_vacancy.title}</strong>
          </p>
          <div className="cv-badges">
            <span className={`cv-badge ${BADGE_TONE[invitation.answer]}`}>
              {INVITATION_ANSWER_NAMES[invitation.answer]}
            </span>
            {accepted ? <StageBadge status={invitation.status} /> : null}
          </div>
          <dl className="cv-stats">
            <div>
              <dt>Dikirim</dt>
              <dd>
                <time dateTime={invitation.created_at}>{formatDate(invitation.created_at)}</time>
              </dd>
            </div>
            {invitation.answered_at ? (
              <div>
                <dt>Dijawab</dt>
                <dd>
                  <time dateTime={invitation.answered_at}>{formatDate(invitation.answered_at)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          {invitation.message ? (
            <p className="inv-message">
              <strong>Pesan Anda:</strong> {invitation.message}
            </p>
          ) : null}
          {accepted ? null : (
            <p className="inv-contact-note muted">
              {invitation.answer === 'DECLINED'
                ? CONTACT_HIDDEN_NOTES.DECLINED
                : CONTACT_HIDDEN_NOTES.PENDING}
            </p>
          )}
          <StageHistory histories={invitation.histories} />
        </div>
        {accepted ? (
          <div className="cv-actions" role="group" aria-label={`Aksi untuk ${invitation.seeker.name}`}>
            <Link
              className="btn btn-outline btn-sm"
              to={href(paths.companyVacancyApplicants, { title_slug: invitation.job_vacancy.title_slug })}
            >
              Lihat pelamar
            </Link>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/**
 * CompanyInvitations (/panel/data-lowongan-kerja/undangan, 'Undangan Terkirim'): the invitations the
 * company sent ('tawar lamaran', docs/decisions/064) with each seeker's answer, by answer, 5 a page.
 */
export function CompanyInvitations() {
  useDocumentTitle(paths.companyInvitations.title);
  const navigate = useNavigate();
  const list = useListParams(PAGE_SIZES.applicants, FILTERS);
  const tab: Tab = isAnswer(list.filters.answer) ? list.filters.answer : 'ALL';
  const result = useQuery({
    ...invitationsQueryOptions({
      answer: tab === 'ALL' ? undefined : tab,
      offset: list.query.offset,
      limit: list.query.limit,
    }),
    select: (data) => ({ items: data.invitations, total: data.total }),
  });

  useEffect(() => {
    if (result.error && handleSessionExpired(result.error, (message) => feedback.warning(message))) {
      void navigate(paths.login.path);
    }
  }, [result.error, navigate]);

  return (
    <section className="cv-page" aria-labelledby="inv-title">
      <header className="cv-head">
        <div>
          <h1 id="inv-title">{paths.companyInvitations.title}</h1>
          <p className="muted">
            Undangan melamar yang Anda kirim ke pencari kerja. Undangan yang diterima menjadi lamaran dan
            muncul di daftar pelamar lowongannya.
          </p>
        </div>
        <Link className="btn btn-primary" to={paths.seekerSearch.path}>
          Cari pencari kerja
        </Link>
      </header>

      <div className="tabs cv-tabs inv-tabs" role="group" aria-label="Jawaban undangan">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className={`tab${tab === name ? ' active' : ''}`}
            aria-pressed={tab === name}
            onClick={() => list.update({ filters: { answer: name === 'ALL' ? '' : name } })}
          >
            {TAB_NAMES[name]}
          </button>
        ))}
      </div>

      <ListResults
        result={result}
        list={list}
        defaultSize={PAGE_SIZES.applicants}
        noun="undangan"
        errorText={MESSAGES.getDataError}
        filtered={false}
        emptyText={{ filtered: EMPTY[tab], emptyPage: 'Halaman ini kosong.', none: EMPTY[tab] }}
        gridClassName="cv-list"
        renderItem={(invitation) => <InvitationRow key={invitation.id} invitation={invitation} />}
      />
    </section>
  );
}
