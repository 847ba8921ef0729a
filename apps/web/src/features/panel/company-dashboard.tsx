import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CompanyProfile } from '@siloker/shared/schemas/profiles';
import { href, paths } from '../../config/paths.ts';
import type { AuthUser } from '../../lib/session.ts';
import { companyProfileQueryOptions } from '../profiles/api.ts';
import { COMPANY_REQUIREMENTS } from './completeness.ts';
import {
  CompletenessCard,
  DashboardCards,
  DashboardHead,
  DashCard,
  MissingGroup,
  VerificationCard,
} from './dashboard-parts.tsx';
import { PanelIcon } from './panel-icons.tsx';

/** Halaman Utama of a company: profile and documents, the office's verification, and its vacancies. */
export function CompanyDashboard({ user }: { user: AuthUser }) {
  const query = useQuery(companyProfileQueryOptions(user.id));
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
