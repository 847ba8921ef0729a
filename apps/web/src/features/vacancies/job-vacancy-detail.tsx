import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatThousands, PAST_TEXT, timeAgo } from '@siloker/shared/format/index';
import type { VacancyDetail } from '@siloker/shared/schemas/vacancies';
import { useOpenRegistration } from '../../components/registration-modal.tsx';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { ClockIcon, MapPinIcon, WalletIcon } from '../../components/icons.tsx';
import { href, paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { vacancyDetailQueryOptions } from './api.ts';
import { ApplySection } from '../applications/index.ts';
import { SaveVacancyButton } from '../saved-vacancies/index.ts';
import { ShareButton } from './share-button.tsx';
import {
  addressText,
  benefitList,
  deadlinePeriodText,
  deadlineText,
  experienceText,
  positionText,
  salaryText,
  vacancyCity,
  workerCountText,
} from './vacancy-format.ts';
import { useCountVacancyView } from './views-api.ts';
import '../../components/detail-page.css';
import '../../components/tags.css';
import './vacancies.css';
import { LoadFailedCard, StatusCard } from '../../components/status-card.tsx';

/** A term and its value; nothing when the value is empty. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A company's own text: line breaks kept, never interpreted as HTML. */
function TextSection({ title, text }: { title: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <section className="detail-section">
      <h2>{title}</h2>
      <p className="detail-text">{text.trim()}</p>
    </section>
  );
}

function GuestCallToAction() {
  const openRegistration = useOpenRegistration();
  return (
    <section className="detail-section detail-cta" aria-labelledby="vacancy-cta">
      <h2 id="vacancy-cta">Tertarik dengan lowongan ini?</h2>
      <p>Masuk sebagai pencari kerja untuk melamar, atau daftar jika belum punya akun.</p>
      <div className="detail-cta-actions">
        <Link to={paths.login.path} className="btn btn-primary">
          Masuk untuk melamar
        </Link>
        <button type="button" className="btn btn-outline" onClick={openRegistration}>
          Daftar
        </button>
      </div>
    </section>
  );
}

function VacancyBody({ vacancy }: { vacancy: VacancyDetail }) {
  const { isGuest, hasRoleSeeker } = useSession();
  const { company } = vacancy;
  useCountVacancyView(vacancy.id);
  const shareUrl = `${window.location.origin}${href(paths.vacancyDetail, { title_slug: vacancy.title_slug })}`;
  const city = vacancyCity(vacancy);
  const deadline = deadlineText(vacancy.expired_at);
  const benefits = benefitList(vacancy);
  const position = positionText(vacancy);
  const address = addressText(vacancy.address, vacancy.location);
  const period = deadlinePeriodText(vacancy);
  const requirements = [
    vacancy.education_name ? { term: 'Pendidikan minimal', value: vacancy.education_name } : null,
    vacancy.set_major?.trim() ? { term: 'Jurusan', value: vacancy.set_major.trim() } : null,
    experienceText(vacancy.year_experience)
      ? { term: 'Pengalaman kerja', value: experienceText(vacancy.year_experience) }
      : null,
  ].filter((r): r is { term: string; value: string } => r !== null);

  return (
    <>
      <header className="detail-header">
        <CompanyLogo name={company.name} photoUrl={company.photo_url} size={64} />
        <div>
          <h1>{vacancy.title}</h1>
          <p className="card-subtitle">
            <Link to={href(paths.companyDetail, { name_slug: company.slug_name })}>{company.name}</Link>
          </p>
          <p className="tag-list">
            {vacancy.job_type_name ? <span className="tag">{vacancy.job_type_name}</span> : null}
            {vacancy.work_type_name ? <span className="tag">{vacancy.work_type_name}</span> : null}
            {vacancy.is_invitation ? <span className="tag tag-accent">Lewat undangan</span> : null}
          </p>
          <ul className="meta-list">
            {city ? (
              <li>
                <MapPinIcon />
                <span>{city}</span>
              </li>
            ) : null}
            <li>
              <WalletIcon />
              <span data-testid="vacancy-salary">{salaryText(vacancy)}</span>
            </li>
            {deadline ? (
              <li className={deadline === PAST_TEXT ? 'deadline-past' : undefined}>
                <ClockIcon />
                <span>
                  Batas lamaran {formatDate(vacancy.expired_at)} ({deadline})
                </span>
              </li>
            ) : null}
          </ul>
          <p className="detail-stats">
            <span>Diunggah {timeAgo(vacancy.created_at)}</span>
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
          <TextSection title="Deskripsi Pekerjaan" text={vacancy.description} />

          {requirements.length || vacancy.required_skills?.trim() || vacancy.special_condition?.trim() ? (
            <section className="detail-section">
              <h2>Kualifikasi</h2>
              {requirements.length ? (
                <dl className="detail-facts">
                  {requirements.map((r) => (
                    <Fact key={r.term} term={r.term}>
                      {r.value}
                    </Fact>
                  ))}
                </dl>
              ) : null}
              {vacancy.required_skills?.trim() ? (
                <>
                  <h3>Keahlian yang dibutuhkan</h3>
                  <p className="detail-text">{vacancy.required_skills.trim()}</p>
                </>
              ) : null}
              {vacancy.special_condition?.trim() ? (
                <>
                  <h3>Syarat khusus</h3>
                  <p className="detail-text">{vacancy.special_condition.trim()}</p>
                </>
              ) : null}
            </section>
          ) : null}

          <section className="detail-section">
            <h2>Tunjangan dan Fasilitas</h2>
            {benefits.length ? (
              <ul className="detail-list">
                {benefits.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">Tidak ada tunjangan tambahan.</p>
            )}
          </section>

          <TextSection title="Informasi Lainnya" text={vacancy.conclusion} />

          {vacancy.poster_url ? (
            <section className="detail-section">
              <h2>Poster Lowongan</h2>
              <img
                className="detail-poster"
                src={vacancy.poster_url}
                alt={`Poster lowongan ${vacancy.title}`}
                width="800"
                height="1000"
                loading="lazy"
              />
            </section>
          ) : null}
        </div>

        <aside className="detail-aside" aria-label="Ringkasan lowongan">
          {isGuest ? <GuestCallToAction /> : hasRoleSeeker ? <ApplySection vacancy={vacancy} /> : null}
          <section className="detail-section">
            <h2>Ringkasan</h2>
            <dl className="detail-facts">
              <Fact term="Jabatan">{position}</Fact>
              <Fact term="Jenis pekerjaan">{vacancy.job_type_name}</Fact>
              <Fact term="Status kerja">{vacancy.work_type_name}</Fact>
              <Fact term="Jam kerja">{vacancy.work_hour?.trim()}</Fact>
              <Fact term="Gaji">{salaryText(vacancy)}</Fact>
              <Fact term="Jumlah kebutuhan">{workerCountText(vacancy)}</Fact>
              <Fact term="Lokasi kerja">{address}</Fact>
              <Fact term="Masa tayang">{period}</Fact>
              <Fact term="Batas lamaran">{vacancy.expired_at ? formatDate(vacancy.expired_at) : null}</Fact>
              <Fact term="Diunggah">{formatDate(vacancy.created_at)}</Fact>
              <Fact term="Email">
                {vacancy.email ? <a href={`mailto:${vacancy.email}`}>{vacancy.email}</a> : null}
              </Fact>
            </dl>
          </section>
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
  useDocumentTitle(
    vacancy ? vacancy.title : vacancy === null ? 'Lowongan tidak ditemukan' : paths.vacancyDetail.title,
  );

  return (
    <section className="container page-section vacancy-detail-page" aria-busy={detail.isPending}>
      <Link to={paths.vacancies.path} className="detail-back">
        ← Semua lowongan
      </Link>
      {detail.isPending ? (
        <DetailSkeleton />
      ) : detail.isError ? (
        <LoadFailedCard
          title="Lowongan belum dapat dimuat"
          lead="Terjadi kesalahan saat mengambil detail lowongan. Silakan coba lagi."
          onRetry={detail.refetch}
        />
      ) : vacancy === null ? (
        <StatusCard
          title="Lowongan tidak ditemukan"
          lead="Lowongan ini tidak ada, sudah ditutup, atau sudah melewati batas waktunya."
          actions={
            <Link to={paths.vacancies.path} className="btn btn-primary">
              Lihat lowongan lainnya
            </Link>
          }
        />
      ) : vacancy ? (
        <VacancyBody vacancy={vacancy} />
      ) : null}
    </section>
  );
}
