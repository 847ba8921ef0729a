import { Link } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { APPLICATION_STATUS_NAMES } from '@siloker/shared/enums';
import { formatDate } from '@siloker/shared/format/index';
import type {
  DashboardApplication,
  DashboardPost,
  SeekerDashboardData,
} from '@siloker/shared/schemas/dashboard';
import {
  SEEKER_DASHBOARD_COUNTERS,
  SEEKER_DASHBOARD_TABS,
  type SeekerDashboardCounter,
} from '@siloker/shared/schemas/dashboard-constants';
import type { SeekerProfile } from '@siloker/shared/schemas/profiles';
import { href, paths } from '../../config/paths.ts';
import type { AuthUser } from '../../lib/session.ts';
import { seekerProfileQueryOptions } from '../profiles/index.ts';
import { SEEKER_REQUIREMENTS, seekerMissingBySection } from './completeness.ts';
import { dashboardQueryOptions } from './api.ts';
import {
  CompletenessCard,
  DashboardCards,
  DashboardHead,
  DashboardNumbers,
  DashCard,
  DashTabs,
  MissingGroup,
  VerificationCard,
} from './dashboard-parts.tsx';
import { PanelIcon } from '../panel/index.ts';
import { usePortalTimeZone } from '../master/index.ts';
import { MatchBadge, matchedVacanciesQueryOptions } from '../matching/index.ts';
import { MATCH_DASHBOARD_COUNT, MATCH_TEXTS } from '@siloker/shared/schemas/skills-constants';
import { WALK_IN_TEXTS } from '@siloker/shared/schemas/employer-desk-constants';
import { myWalkInBookingsQueryOptions, sessionWhen } from '../walk-ins/index.ts';
import './seeker-dashboard.css';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Halaman Utama of a job seeker: profile completeness, AK/1 verification, the six counters of docs/product.md
 * §2 and the latest applications and joined events.
 */
export function SeekerDashboard({ user }: { user: AuthUser }) {
  const query = useQuery(seekerProfileQueryOptions(user.id));
  const numbers = useQuery(dashboardQueryOptions(user.id, 'seeker'));
  return (
    <>
      <DashboardHead
        eyebrow="Panel Pencari Kerja"
        title={`Halo, ${firstName(user.name)}!`}
        lead="Lengkapi profil Anda agar dapat melamar lowongan dan diverifikasi oleh Dinas Tenaga Kerja."
      />
      <DashboardCards query={query} failedTitle="Data profil tidak dapat dimuat">
        {(data) => (
          <>
            <ProfileCard profile={data.seeker_detail} />
            <SeekerVerificationCard profile={data.seeker_detail} />
            <CountersCard query={numbers} />
            <LatestCard query={numbers} />
            <BestMatchesCard />
            <MyWalkInsCard userId={user.id} />
          </>
        )}
      </DashboardCards>
    </>
  );
}

function ProfileCard({ profile }: { profile: SeekerProfile }) {
  const { biodata, qualification } = seekerMissingBySection(profile.missing);
  return (
    <CompletenessCard
      title="Kelengkapan Profil"
      icon={<PanelIcon name="id-card" />}
      label="Kelengkapan profil"
      missing={profile.missing}
      total={SEEKER_REQUIREMENTS}
      completeText="Profil Anda sudah lengkap. Anda dapat melamar lowongan pekerjaan."
      completeActions={
        <>
          <Link to={paths.vacancies.path} className="btn btn-primary btn-sm">
            Cari Lowongan
          </Link>
          <Link to={paths.seekerProfileBiodata.path} className="btn btn-outline btn-sm">
            Perbarui Data Pribadi
          </Link>
        </>
      }
      missingLead="Sebelum dapat melamar, lengkapi data berikut:"
    >
      {biodata.length > 0 ? (
        <MissingGroup
          title="Biodata"
          items={biodata}
          to={paths.seekerProfileBiodata.path}
          action="Lengkapi Biodata"
        />
      ) : null}
      {qualification.length > 0 ? (
        <MissingGroup
          title="Kualifikasi"
          items={qualification}
          to={paths.seekerProfileQualification.path}
          action="Lengkapi Kualifikasi"
        />
      ) : null}
    </CompletenessCard>
  );
}

function SeekerVerificationCard({ profile }: { profile: SeekerProfile }) {
  return (
    <VerificationCard
      status={profile.status}
      waitingLabel="Belum diverifikasi"
      note={profile.status_note}
      rejectedAdvice="Perbaiki data Anda sesuai catatan di atas, lalu simpan kembali."
    >
      {profile.status === 'VERIFIED' ? (
        <dl className="dash-facts">
          <dt>Nomor pendaftaran (AK/1)</dt>
          <dd className="dash-registration">{profile.number_registration ?? '-'}</dd>
          {profile.date_registration ? (
            <>
              <dt>Tanggal pendaftaran</dt>
              <dd>{formatDate(profile.date_registration)}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="muted">
          {profile.missing.length > 0
            ? 'Lengkapi profil Anda terlebih dahulu. Setelah itu petugas Dinas Tenaga Kerja memeriksa data Anda dan menerbitkan nomor pendaftaran pencari kerja (AK/1).'
            : 'Petugas Dinas Tenaga Kerja sedang memeriksa data Anda. Setelah disetujui, Anda menerima nomor pendaftaran pencari kerja (AK/1).'}
        </p>
      )}
    </VerificationCard>
  );
}

/** Where each counter leads: its tab of the applications screen (all applications: the first tab). */
const counterLink = (key: SeekerDashboardCounter) =>
  key === 'applicants' ? paths.seekerApplications.path : `${paths.seekerApplications.path}?tab=${key}`;

/** The six counters of docs/product.md §2, labels verbatim; each opens its tab of Lamaran Saya. */
function CountersCard({ query }: { query: UseQueryResult<SeekerDashboardData> }) {
  return (
    <DashCard title="Lamaran Saya" icon={<PanelIcon name="send" />}>
      <DashboardNumbers query={query} failedText="Jumlah lamaran tidak dapat dimuat.">
        {(data) => (
          <>
            <ul className="dash-counters" aria-label="Jumlah lamaran">
              {SEEKER_DASHBOARD_COUNTERS.map((c) => (
                <li key={c.key}>
                  <Link to={counterLink(c.key)} className={`dash-counter dash-counter-${c.key}`}>
                    <span className="dash-counter-value">{data.counters[c.key]}</span>
                    <span className="dash-counter-label">{c.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="dash-actions">
              <Link to={paths.vacancies.path} className="btn btn-primary btn-sm">
                Cari Lowongan
              </Link>
            </div>
          </>
        )}
      </DashboardNumbers>
    </DashCard>
  );
}

/** The two tabs of docs/product.md §2: the latest applications and the latest events joined. */
function LatestCard({ query }: { query: UseQueryResult<SeekerDashboardData> }) {
  return (
    <DashCard wide title="Aktivitas Terakhir" icon={<PanelIcon name="calendar" />}>
      <DashboardNumbers query={query} failedText="Lamaran dan acara tidak dapat dimuat.">
        {(data) => {
          const [applications, posts] = SEEKER_DASHBOARD_TABS;
          return (
            <DashTabs
              label="Aktivitas terakhir"
              tabs={[
                {
                  key: applications.key,
                  label: applications.label,
                  count: data.counters.applicants,
                  panel: <ApplicationList items={data.applications} />,
                },
                {
                  key: posts.key,
                  label: posts.label,
                  count: data.posts_total,
                  panel: <PostList items={data.posts} />,
                },
              ]}
            />
          );
        }}
      </DashboardNumbers>
    </DashCard>
  );
}

function SeeAll({ to, what }: { to: string; what: string }) {
  return (
    <p className="dash-more">
      <Link to={to} aria-label={`Lihat semua ${what}`}>
        Lihat semua
      </Link>
    </p>
  );
}

function ApplicationList({ items }: { items: readonly DashboardApplication[] }) {
  if (items.length === 0) {
    return (
      <>
        <p className="muted dash-empty">Anda belum mengirim lamaran.</p>
        <p className="dash-more">
          <Link to={paths.vacancies.path}>Cari lowongan yang sesuai</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ul className="dash-rows">
        {items.map((a) => (
          <li key={a.id} className="dash-row">
            <div className="dash-row-main">
              <h3 className="dash-row-title">
                {a.job_vacancy.is_removed ? (
                  a.job_vacancy.title
                ) : (
                  <Link to={href(paths.vacancyDetail, { title_slug: a.job_vacancy.title_slug })}>
                    {a.job_vacancy.title}
                  </Link>
                )}
              </h3>
              <p className="dash-row-sub muted">
                {a.company.name} · <time dateTime={a.date}>{formatDate(a.date)}</time>
                {a.is_invitation ? ' · Lewat undangan' : ''}
              </p>
            </div>
            <span className={`dash-stage-pill dash-stage-${a.status.toLowerCase()}`}>
              {APPLICATION_STATUS_NAMES[a.status]}
            </span>
          </li>
        ))}
      </ul>
      <SeeAll to={paths.seekerApplications.path} what="lamaran" />
    </>
  );
}

function PostList({ items }: { items: readonly DashboardPost[] }) {
  const timeZone = usePortalTimeZone();
  if (items.length === 0) {
    return (
      <>
        <p className="muted dash-empty">Anda belum mengikuti acara.</p>
        <p className="dash-more">
          <Link to={paths.posts.path}>Lihat acara Dinas</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ul className="dash-rows">
        {items.map((p) => (
          <li key={p.id} className="dash-row">
            <div className="dash-row-main">
              <h3 className="dash-row-title">
                <Link to={href(paths.postDetail, { title_slug: p.title_slug })}>{p.title}</Link>
              </h3>
              <p className="dash-row-sub muted">
                {p.start_at ? (
                  <time dateTime={p.start_at}>{formatDate(p.start_at, { timeZone })}</time>
                ) : (
                  'Jadwal belum ditentukan'
                )}
                {p.location ? ` · ${p.location}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <SeeAll to={paths.seekerPosts.path} what="acara" />
    </>
  );
}

/** The 5 open vacancies that best match the seeker's profile (docs/decisions/107). */
function BestMatchesCard() {
  const query = useQuery(matchedVacanciesQueryOptions({ offset: 0, limit: MATCH_DASHBOARD_COUNT }));
  const items = query.data?.items ?? [];
  return (
    <DashCard title={MATCH_TEXTS.dashboardTitle} icon={<PanelIcon name="list" />} wide>
      {query.isPending ? null : items.length === 0 ? (
        <p>{MATCH_TEXTS.dashboardEmpty}</p>
      ) : (
        <ul className="best-matches">
          {items.map((v, i) => (
            <li key={v.id}>
              <Link to={href(paths.vacancyDetail, { title_slug: v.title_slug })}>{v.title}</Link>{' '}
              <span className="best-matches-company">{v.company.name}</span>{' '}
              <MatchBadge score={query.data?.scores[i] ?? 0} />
            </li>
          ))}
        </ul>
      )}
    </DashCard>
  );
}

/**
 * The walk-in sessions the seeker booked (docs/decisions/115): when, where and for which vacancy, the
 * upcoming ones first; an ended one says so. Not shown before the first booking.
 */
function MyWalkInsCard({ userId }: { userId: number }) {
  const query = useQuery(myWalkInBookingsQueryOptions(userId));
  const zone = usePortalTimeZone();
  const bookings = query.data?.bookings ?? [];
  if (!query.isError && bookings.length === 0) return null;
  return (
    <DashCard title={WALK_IN_TEXTS.myTitle} icon={<PanelIcon name="calendar" />} wide>
      {query.isError ? (
        <p role="alert">{WALK_IN_TEXTS.myLoadFailed}</p>
      ) : (
        <>
          <p className="muted">{WALK_IN_TEXTS.myLead}</p>
          <ul className="my-walk-ins">
            {bookings.map((b) => (
              <li key={b.session.id} data-testid="my-walk-in">
                {b.vacancy_slug ? (
                  <Link to={href(paths.vacancyDetail, { title_slug: b.vacancy_slug })}>
                    {b.vacancy_title}
                  </Link>
                ) : (
                  <span>{b.vacancy_title}</span>
                )}{' '}
                <span className="best-matches-company">{b.company_name}</span>
                <span className="my-walk-in-when">{sessionWhen(b.session, zone)}</span>
                <span className="my-walk-in-place">{b.session.place}</span>
                {b.session.is_past ? <span className="badge">{WALK_IN_TEXTS.past}</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </DashCard>
  );
}
