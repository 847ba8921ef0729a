import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import type { SeekerProfile } from '@siloker/shared/schemas/profiles';
import { LoadFailedCard } from '../../components/status-card.tsx';
import { paths } from '../../config/paths.ts';
import type { AuthUser } from '../../lib/session.ts';
import { seekerProfileQueryOptions } from '../profiles/api.ts';
import { completeness, SEEKER_REQUIREMENTS, seekerMissingBySection } from './completeness.ts';
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

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Halaman Utama of a job seeker: profile completeness, AK/1 verification and applications. */
export function SeekerDashboard({ user }: { user: AuthUser }) {
  const { data, isPending, isError, refetch } = useQuery(seekerProfileQueryOptions(user.id));
  return (
    <>
      <DashboardHead
        eyebrow="Panel Pencari Kerja"
        title={`Halo, ${firstName(user.name)}!`}
        lead="Lengkapi profil Anda agar dapat melamar lowongan dan diverifikasi oleh Dinas Tenaga Kerja."
      />
      {isPending ? (
        <DashboardSkeleton />
      ) : isError ? (
        <LoadFailedCard
          title="Data profil tidak dapat dimuat"
          lead="Periksa koneksi Anda, lalu coba lagi."
          onRetry={refetch}
        />
      ) : (
        <div className="dashboard-grid">
          <ProfileCard profile={data.seeker_detail} />
          <VerificationCard profile={data.seeker_detail} />
          <ApplicationsCard count={data.applied_seeker_job_vacancies.length} />
        </div>
      )}
    </>
  );
}

function ProfileCard({ profile }: { profile: SeekerProfile }) {
  const value = completeness(profile.missing, SEEKER_REQUIREMENTS);
  const { biodata, qualification } = seekerMissingBySection(profile.missing);
  return (
    <DashCard wide title="Kelengkapan Profil" icon={<PanelIcon name="id-card" />}>
      <CompletenessBar label="Kelengkapan profil" value={value} />
      {profile.missing.length === 0 ? (
        <>
          <p className="dash-ok">Profil Anda sudah lengkap. Anda dapat melamar lowongan pekerjaan.</p>
          <div className="dash-actions">
            <Link to={paths.vacancies.path} className="btn btn-primary btn-sm">
              Cari Lowongan
            </Link>
            <Link to={paths.seekerProfileBiodata.path} className="btn btn-outline btn-sm">
              Perbarui Data Pribadi
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>Sebelum dapat melamar, lengkapi data berikut:</p>
          <div className="missing-groups">
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
          </div>
        </>
      )}
    </DashCard>
  );
}

const SEEKER_STATUS: Record<SeekerProfile['status'], { tone: BadgeTone; label: string }> = {
  NOT_YET_VERIFIED: { tone: 'warning', label: 'Belum diverifikasi' },
  VERIFIED: { tone: 'success', label: 'Terverifikasi' },
  REJECTED: { tone: 'danger', label: 'Ditolak' },
};

function VerificationCard({ profile }: { profile: SeekerProfile }) {
  const status = SEEKER_STATUS[profile.status];
  return (
    <DashCard title="Status Verifikasi" icon={<PanelIcon name="key" />}>
      <p>
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
      </p>
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
      ) : profile.status === 'REJECTED' ? (
        <>
          <div className="dash-note">
            <strong>Catatan dari Dinas:</strong>
            <p>{profile.status_note || 'Tidak ada catatan.'}</p>
          </div>
          <p className="muted">Perbaiki data Anda sesuai catatan di atas, lalu simpan kembali.</p>
        </>
      ) : (
        <p className="muted">
          {profile.missing.length > 0
            ? 'Lengkapi profil Anda terlebih dahulu. Setelah itu petugas Dinas Tenaga Kerja memeriksa data Anda dan menerbitkan nomor pendaftaran pencari kerja (AK/1).'
            : 'Petugas Dinas Tenaga Kerja sedang memeriksa data Anda. Setelah disetujui, Anda menerima nomor pendaftaran pencari kerja (AK/1).'}
        </p>
      )}
    </DashCard>
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
