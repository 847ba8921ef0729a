import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import type { SeekerProfile } from '@siloker/shared/schemas/profiles';
import { paths } from '../../config/paths.ts';
import type { AuthUser } from '../../lib/session.ts';
import { seekerProfileQueryOptions } from '../profiles/api.ts';
import { SEEKER_REQUIREMENTS, seekerMissingBySection } from './completeness.ts';
import {
  CompletenessCard,
  DashboardCards,
  DashboardHead,
  DashCard,
  MissingGroup,
  VerificationCard,
} from './dashboard-parts.tsx';
import { PanelIcon } from './panel-icons.tsx';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Halaman Utama of a job seeker: profile completeness, AK/1 verification and applications. */
export function SeekerDashboard({ user }: { user: AuthUser }) {
  const query = useQuery(seekerProfileQueryOptions(user.id));
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
            <ApplicationsCard count={data.applied_seeker_job_vacancies.length} />
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

function ApplicationsCard({ count }: { count: number }) {
  return (
    <DashCard title="Lamaran Saya" icon={<PanelIcon name="send" />}>
      <p className="dash-number">
        {count} <span>lamaran terkirim</span>
      </p>
      <div className="dash-actions">
        <Link to={paths.seekerApplications.path} className="btn btn-outline btn-sm">
          Lihat Lamaran
        </Link>
        <Link to={paths.vacancies.path} className="btn btn-ghost btn-sm">
          Cari Lowongan
        </Link>
      </div>
    </DashCard>
  );
}
