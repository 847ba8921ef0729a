import { Link, useParams, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatThousands, timeAgo } from '@siloker/shared/format/index';
import type { VacancyDetail } from '@siloker/shared/schemas/vacancies';
import { ApplyBar } from '../../components/apply-bar.tsx';
import { useOpenRegistration } from '../../components/registration-modal.tsx';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { href, paths } from '../../config/paths.ts';
import { loginHref } from '../../lib/login-return.ts';
import { useSession } from '../../lib/session-context.tsx';
import { MatchPanel } from '../matching/index.ts';
import { useOrigin } from '../../lib/server-rendered.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { vacancyDetailQueryOptions, vacancyGoneQueryOptions } from './api.ts';
import { VacancyGone } from './vacancy-gone.tsx';
import { ApplySection } from '../applications/index.ts';
import { SaveVacancyButton } from '../saved-vacancies/index.ts';
import { ReportVacancySection } from '../vacancy-reports/index.ts';
import { VacancyWalkIns } from '../walk-ins/index.ts';
import { ShareButton } from './share-button.tsx';
import {
  FreeApplyNotice,
  VacancyMainSections,
  VacancyMeta,
  VacancySummarySection,
  VacancyTags,
} from './vacancy-sections.tsx';
import { useCountVacancyView } from './views-api.ts';
import '../../components/detail-page.css';
import '../../components/tags.css';
import './vacancies.css';
import { StatusCard } from '../../components/status-card.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { countApplyClick } from '../vacancy-analytics/index.ts';

function GuestCallToAction({ vacancyId }: { vacancyId: number }) {
  const openRegistration = useOpenRegistration();
  // Signing in comes back to this page (lib/login-return.ts).
  const { pathname } = useLocation();
  return (
    <section className="detail-section detail-cta" aria-labelledby="vacancy-cta">
      <h2 id="vacancy-cta">Tertarik dengan lowongan ini?</h2>
      <p>Masuk sebagai pencari kerja untuk melamar, atau daftar jika belum punya akun.</p>
      <div className="detail-cta-actions">
        {/* Signing in to apply is pressing "Lamar" (docs/decisions/111). */}
        <Link to={loginHref(pathname)} className="btn btn-primary" onClick={() => countApplyClick(vacancyId)}>
          Masuk untuk melamar
        </Link>
        <button type="button" className="btn btn-outline" onClick={openRegistration}>
          Daftar
        </button>
      </div>
      <ApplyBar targetId="vacancy-cta" label="Lamar Sekarang" />
    </section>
  );
}

function VacancyBody({ vacancy }: { vacancy: VacancyDetail }) {
  const { isGuest, hasRoleSeeker } = useSession();
  const { company } = vacancy;
  useCountVacancyView(vacancy.id);
  // The origin after hydration: the server renders without it (docs/decisions/099).
  const shareUrl = `${useOrigin()}${href(paths.vacancyDetail, { title_slug: vacancy.title_slug })}`;

  return (
    <>
      <header className="detail-header">
        <CompanyLogo name={company.name} photoUrl={company.photo_url} size={64} />
        <div>
          <h1>{vacancy.title}</h1>
          <p className="card-subtitle">
            <Link to={href(paths.companyDetail, { name_slug: company.slug_name })}>{company.name}</Link>
          </p>
          <VacancyTags vacancy={vacancy} />
          <VacancyMeta vacancy={vacancy} />
          <p className="detail-stats">
            <span suppressHydrationWarning>Diunggah {timeAgo(vacancy.created_at)}</span>
            <span data-testid="vacancy-applicants">
              {formatThousands(vacancy.applicant_count) || '0'} pelamar
            </span>
            <span data-testid="vacancy-views">{formatThousands(vacancy.view_count) || '0'} kali dilihat</span>
          </p>
          <ShareButton title={vacancy.title} url={shareUrl} />
          <SaveVacancyButton vacancyId={vacancy.id} vacancyTitle={vacancy.title} />
        </div>
      </header>

      <div className="detail-layout">
        <div className="detail-main">
          <VacancyMainSections vacancy={vacancy} />
          <ReportVacancySection vacancyId={vacancy.id} companyId={company.id} />
        </div>

        <aside className="detail-aside" aria-label="Ringkasan lowongan">
          <VacancySummarySection vacancy={vacancy} />
          {hasRoleSeeker ? <MatchPanel vacancyId={vacancy.id} /> : null}
          <FreeApplyNotice />
          {/* After the summary: what depends on the user fills in after hydration and moves nothing
              above it (docs/decisions/099). */}
          {isGuest ? (
            <GuestCallToAction vacancyId={vacancy.id} />
          ) : hasRoleSeeker ? (
            <ApplySection vacancy={vacancy} />
          ) : null}
          {/* Read after hydration, at the aside's end: it moves nothing above it (docs/decisions/115). */}
          <VacancyWalkIns vacancyId={vacancy.id} />
        </aside>
      </div>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="detail-header">
        <span className="company-logo skeleton" />
        <div style={{ flex: 1 }}>
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line short" />
          <span className="skeleton skeleton-line" />
        </div>
      </div>
      <div className="detail-section">
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line short" />
      </div>
    </div>
  );
}

/** JobVacancyDetail (/lowongan-kerja/:title_slug): everything a job seeker needs to decide to apply. */
export function JobVacancyDetail() {
  const { title_slug: slug = '' } = useParams();
  const detail = useQuery(vacancyDetailQueryOptions(slug));
  const vacancy = detail.data;
  // A miss may be a vacancy that is gone: its short page with similar ones (docs/decisions/104).
  const goneQuery = useQuery({ ...vacancyGoneQueryOptions(slug), enabled: vacancy === null });
  const gone = vacancy === null ? goneQuery.data : undefined;
  useDocumentTitle(
    vacancy ? vacancy.title : vacancy === null ? 'Lowongan tidak ditemukan' : paths.vacancyDetail.title,
  );

  return (
    <section className="container page-section vacancy-detail-page" aria-busy={detail.isPending}>
      <Link to={paths.vacancies.path} className="detail-back">
        ← Semua lowongan
      </Link>
      <QueryView
        query={detail}
        failedTitle="Lowongan belum dapat dimuat"
        failedLead="Terjadi kesalahan saat mengambil detail lowongan. Silakan coba lagi."
        loading={<DetailSkeleton />}
      >
        {(found) =>
          gone ? (
            <VacancyGone gone={gone} />
          ) : found === null && goneQuery.isPending ? (
            <DetailSkeleton />
          ) : found === null ? (
            <StatusCard
              title="Lowongan tidak ditemukan"
              lead="Lowongan ini tidak ada, sudah ditutup, atau sudah melewati batas waktunya."
              actions={
                <Link to={paths.vacancies.path} className="btn btn-primary">
                  Lihat lowongan lainnya
                </Link>
              }
            />
          ) : (
            <VacancyBody vacancy={found} />
          )
        }
      </QueryView>
    </section>
  );
}
