import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CompanyProfile } from '@siloker/shared/schemas/profiles';
import { LoadFailedCard } from '../../components/status-card.tsx';
import { href, paths } from '../../config/paths.ts';
import type { AuthUser } from '../../lib/session.ts';
import { companyProfileQueryOptions } from '../profiles/api.ts';
import { COMPANY_REQUIREMENTS, completeness } from './completeness.ts';
import {
  CompletenessBar,
  DashboardHead,
  DashboardSkeleton,
  DashCard,
  MissingGroup,
  StatusPill,
  type BadgeTone,
} from './dashboard-parts.tsx';
import { PanelIcon } from './panel-icons.tsx';

/** Halaman Utama of a company: profile and documents, the office's verification, and its vacancies. */
export function CompanyDashboard({ user }: { user: AuthUser }) {
  const { data, isPending, isError, refetch } = useQuery(companyProfileQueryOptions(user.id));
  const name = data?.company_detail.name || user.name;
  return (
    <>
      <DashboardHead
        eyebrow="Panel Perusahaan"
        title={`Halo, ${name}!`}
        lead="Lengkapi data dan dokumen perusahaan agar Dinas Tenaga Kerja dapat memverifikasinya dan lowongan Anda tampil di portal."
      />
      {isPending ? (
        <DashboardSkeleton />
      ) : isError ? (
        <LoadFailedCard
          title="Data perusahaan tidak dapat dimuat"
          lead="Periksa koneksi Anda, lalu coba lagi."
          onRetry={refetch}
        />
      ) : (
        <div className="dashboard-grid">
          <ProfileCard company={data.company_detail} />
          <VerificationCard company={data.company_detail} />
          <VacanciesCard />
        </div>
      )}
    </>
  );
}

function ProfileCard({ company }: { company: CompanyProfile }) {
  const value = completeness(company.missing, COMPANY_REQUIREMENTS);
  return (
    <DashCard wide title="Kelengkapan Data Perusahaan" icon={<PanelIcon name="building" />}>
      <CompletenessBar label="Kelengkapan data perusahaan" value={value} />
      {company.missing.length === 0 ? (
        <>
          <p className="dash-ok">Data dan dokumen perusahaan Anda sudah lengkap.</p>
          <div className="dash-actions">
            <Link to={paths.companyProfile.path} className="btn btn-outline btn-sm">
              Perbarui Data Perusahaan
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>Dinas Tenaga Kerja baru dapat memverifikasi perusahaan Anda setelah data berikut lengkap:</p>
          <div className="missing-groups">
            <MissingGroup
              title="Data Perusahaan"
              items={company.missing}
              to={paths.companyProfile.path}
              action="Lengkapi Data Perusahaan"
            />
          </div>
        </>
      )}
    </DashCard>
  );
}

const COMPANY_STATUS: Record<CompanyProfile['status'], { tone: BadgeTone; label: string }> = {
  PENDING: { tone: 'warning', label: 'Menunggu verifikasi' },
  VERIFIED: { tone: 'success', label: 'Terverifikasi' },
  REJECTED: { tone: 'danger', label: 'Ditolak' },
};

function VerificationCard({ company }: { company: CompanyProfile }) {
  const status = COMPANY_STATUS[company.status];
  return (
    <DashCard title="Status Verifikasi" icon={<PanelIcon name="key" />}>
      <p>
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
      </p>
      {company.status === 'VERIFIED' ? (
        <p className="muted">
          Perusahaan Anda telah diverifikasi. Lowongan yang disetujui Dinas dan Anda terbitkan tampil di
          portal.
        </p>
      ) : company.status === 'REJECTED' ? (
        <>
          <div className="dash-note">
            <strong>Catatan dari Dinas:</strong>
            <p>{company.status_note || 'Tidak ada catatan.'}</p>
          </div>
          <p className="muted">Perbaiki data perusahaan sesuai catatan di atas, lalu simpan kembali.</p>
        </>
      ) : (
        <p className="muted">
          {company.missing.length > 0
            ? 'Lengkapi data dan dokumen perusahaan terlebih dahulu agar dapat diperiksa.'
            : 'Dinas Tenaga Kerja sedang memeriksa data dan dokumen perusahaan Anda. Lowongan Anda tampil di portal setelah perusahaan terverifikasi.'}
        </p>
      )}
    </DashCard>
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
