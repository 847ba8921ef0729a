import { Link } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { APPLICATION_STATUS_NAMES } from '@siloker/shared/enums';
import { formatDate } from '@siloker/shared/format/index';
import type { CompanyDashboardData, DashboardVacancy } from '@siloker/shared/schemas/dashboard';
import { COMPANY_DASHBOARD_TABS, DASHBOARD_STAGES } from '@siloker/shared/schemas/dashboard-constants';
import type { CompanyProfile } from '@siloker/shared/schemas/profiles';
import {
  PUBLICATION_STATUS_NAMES,
  VACANCY_STATUS_NAMES,
} from '@siloker/shared/schemas/vacancy-form-constants';
import { href, paths } from '../../config/paths.ts';
import type { AuthUser } from '../../lib/session.ts';
import { companyProfileQueryOptions } from '../profiles/index.ts';
import { COMPANY_REQUIREMENTS } from './completeness.ts';
import { dashboardQueryOptions } from './api.ts';
import {
  CompletenessCard,
  DashboardCards,
  DashboardHead,
  DashboardNumbers,
  DashCard,
  DashTabs,
  MissingGroup,
  StatusPill,
  VerificationCard,
  type BadgeTone,
} from './dashboard-parts.tsx';
import { PanelIcon } from '../panel/index.ts';
import './company-dashboard.css';

/**
 * Halaman Utama of a company: profile and documents, the office's verification, and its vacancies in
 * the two tabs of docs/product.md §2 with their applicants per stage.
 */
export function CompanyDashboard({ user }: { user: AuthUser }) {
  const query = useQuery(companyProfileQueryOptions(user.id));
  const numbers = useQuery(dashboardQueryOptions(user.id, 'company'));
  const name = query.data?.company_detail.name || user.name;
  return (
    <>
      <DashboardHead
        eyebrow="Panel Perusahaan"
        title={`Halo, ${name}!`}
        lead="Lengkapi data dan dokumen perusahaan agar Dinas Tenaga Kerja dapat memverifikasinya dan lowongan Anda tampil di portal."
      />
      <DashboardCards query={query} failedTitle="Data perusahaan tidak dapat dimuat">
        {(data) => (
          <>
            <ProfileCard company={data.company_detail} />
            <CompanyVerificationCard company={data.company_detail} />
            <VacanciesCard />
            <VacancyTabsCard query={numbers} />
          </>
        )}
      </DashboardCards>
    </>
  );
}

function ProfileCard({ company }: { company: CompanyProfile }) {
  return (
    <CompletenessCard
      title="Kelengkapan Data Perusahaan"
      icon={<PanelIcon name="building" />}
      label="Kelengkapan data perusahaan"
      missing={company.missing}
      total={COMPANY_REQUIREMENTS}
      completeText="Data dan dokumen perusahaan Anda sudah lengkap."
      completeActions={
        <Link to={paths.companyProfile.path} className="btn btn-outline btn-sm">
          Perbarui Data Perusahaan
        </Link>
      }
      missingLead="Dinas Tenaga Kerja baru dapat memverifikasi perusahaan Anda setelah data berikut lengkap:"
    >
      <MissingGroup
        title="Data Perusahaan"
        items={company.missing}
        to={paths.companyProfile.path}
        action="Lengkapi Data Perusahaan"
      />
    </CompletenessCard>
  );
}

function CompanyVerificationCard({ company }: { company: CompanyProfile }) {
  return (
    <VerificationCard
      status={company.status}
      waitingLabel="Menunggu verifikasi"
      note={company.status_note}
      rejectedAdvice="Perbaiki data perusahaan sesuai catatan di atas, lalu simpan kembali."
    >
      <p className="muted">
        {company.status === 'VERIFIED'
          ? 'Perusahaan Anda telah diverifikasi. Lowongan yang disetujui Dinas dan Anda terbitkan tampil di portal.'
          : company.missing.length > 0
            ? 'Lengkapi data dan dokumen perusahaan terlebih dahulu agar dapat diperiksa.'
            : 'Dinas Tenaga Kerja sedang memeriksa data dan dokumen perusahaan Anda. Lowongan Anda tampil di portal setelah perusahaan terverifikasi.'}
      </p>
    </VerificationCard>
  );
}

function VacanciesCard() {
  return (
    <DashCard title="Lowongan Kerja" icon={<PanelIcon name="briefcase" />}>
      <p className="muted">Buat lowongan baru, kelola lowongan Anda, dan tinjau para pelamarnya.</p>
      <div className="dash-actions">
        <Link to={href(paths.companyVacancyForm)} className="btn btn-primary btn-sm">
          Buat Lowongan
        </Link>
        <Link to={paths.companyVacancies.path} className="btn btn-outline btn-sm">
          Data Lowongan Kerja
        </Link>
      </div>
    </DashCard>
  );
}

const VERIFICATION_TONES: Record<DashboardVacancy['status'], BadgeTone> = {
  PENDING: 'warning',
  VERIFIED: 'success',
  REJECTED: 'danger',
};

/** The two tabs of docs/product.md §2 (job_vacancies_active, job_vacancies_inactive), counts in their names. */
function VacancyTabsCard({ query }: { query: UseQueryResult<CompanyDashboardData> }) {
  return (
    <DashCard wide title="Lowongan dan Pelamar" icon={<PanelIcon name="send" />}>
      <DashboardNumbers query={query} failedText="Data lowongan tidak dapat dimuat.">
        {(data) => (
          <DashTabs
            label="Lowongan dan pelamar"
            tabs={COMPANY_DASHBOARD_TABS.map((tab) => ({
              key: tab.key,
              label: tab.label,
              count: data.totals[tab.total],
              panel: (
                <VacancyList
                  vacancies={data[tab.key]}
                  total={data.totals[tab.total]}
                  empty={
                    tab.total === 'active'
                      ? 'Belum ada lowongan yang tayang. Lowongan tayang setelah diverifikasi Dinas dan Anda terbitkan.'
                      : 'Tidak ada lowongan tidak aktif.'
                  }
                  all={
                    tab.total === 'active'
                      ? paths.companyVacancies.path
                      : `${paths.companyVacancies.path}?tab=inactive`
                  }
                />
              ),
            }))}
          />
        )}
      </DashboardNumbers>
    </DashCard>
  );
}

function VacancyList({
  vacancies,
  total,
  empty,
  all,
}: {
  vacancies: readonly DashboardVacancy[];
  total: number;
  empty: string;
  all: string;
}) {
  if (vacancies.length === 0) return <p className="muted dash-empty">{empty}</p>;
  return (
    <>
      <ul className="dash-rows">
        {vacancies.map((v) => (
          <VacancyRow key={v.id} vacancy={v} />
        ))}
      </ul>
      {total > vacancies.length ? (
        <p className="dash-more">
          <Link to={all}>Lihat semua ({total})</Link>
        </p>
      ) : null}
    </>
  );
}

/** One vacancy: its states, its expiry, its applicants per stage, and the ways to them and its form. */
function VacancyRow({ vacancy }: { vacancy: DashboardVacancy }) {
  const expired = vacancy.expired_at !== null && new Date(vacancy.expired_at).getTime() <= Date.now();
  return (
    <li className="dash-row dash-vacancy">
      <div className="dash-row-main">
        <h3 className="dash-row-title">{vacancy.title}</h3>
        <p className="dash-row-meta">
          <StatusPill tone={VERIFICATION_TONES[vacancy.status]}>
            {VACANCY_STATUS_NAMES[vacancy.status]}
          </StatusPill>
          <span className="dash-tag">{PUBLICATION_STATUS_NAMES[vacancy.publication_status]}</span>
          <span className="muted">
            {vacancy.expired_at
              ? `${expired ? 'Berakhir' : 'Batas lamaran'} ${formatDate(vacancy.expired_at)}`
              : 'Tanpa batas waktu'}
          </span>
        </p>
        <dl className="dash-stages" aria-label={`Pelamar ${vacancy.title}`}>
          {DASHBOARD_STAGES.map((stage) => (
            <div key={stage} className={`dash-stage dash-stage-${stage.toLowerCase()}`}>
              <dt>{APPLICATION_STATUS_NAMES[stage]}</dt>
              <dd>{vacancy.applicant_counts[stage]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="dash-row-actions">
        <Link
          to={href(paths.companyVacancyApplicants, { title_slug: vacancy.title_slug })}
          className="btn btn-primary btn-sm"
          aria-label={`Lihat Pelamar ${vacancy.title}`}
        >
          Lihat Pelamar
        </Link>
        <Link
          to={href(paths.companyVacancyForm, { title_slug: vacancy.title_slug })}
          className="btn btn-outline btn-sm"
          aria-label={`Ubah ${vacancy.title}`}
        >
          Ubah
        </Link>
      </div>
    </li>
  );
}
