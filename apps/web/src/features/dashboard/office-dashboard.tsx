import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadFailedCard } from '../../components/status-card.tsx';
import { paths } from '../../config/paths.ts';
import type { AuthUser } from '../../lib/session.ts';
import { officeSummaryQueryOptions } from '../verification/index.ts';
import '../../components/office-queue.css';
import { statisticsQueryOptions } from '../statistics/index.ts';
import { formatCount, formatFreshness, formatRange } from '../statistics/index.ts';
import { HeadlineCards } from '../statistics/index.ts';
import { DashboardHead, DashboardNumbers, DashCard } from './dashboard-parts.tsx';
import { BACKUP_STATUS_TEXT } from '@siloker/shared/schemas/dashboard';
import { formatDate, timeZoneLabel } from '@siloker/shared/format/index';
import { usePortalTimeZone } from '../master/index.ts';
import { backupStatusQueryOptions } from './api.ts';
import { PanelIcon } from '../panel/index.ts';
import type { PanelIconName } from '../panel/index.ts';
import './office-dashboard.css';

const SHORTCUTS: { to: string; label: string; text: string; icon: PanelIconName }[] = [
  { to: paths.notifications.path, label: 'Notifikasi', text: 'Pemberitahuan untuk akun Anda.', icon: 'bell' },
  {
    to: paths.accountProfile.path,
    label: 'Profil Akun',
    text: 'Nama, email, dan nomor telepon.',
    icon: 'user',
  },
  { to: paths.changePassword.path, label: 'Ubah Kata Sandi', text: 'Jaga keamanan akun Dinas.', icon: 'key' },
];

const PORTAL: { to: string; label: string }[] = [
  { to: paths.vacancies.path, label: 'Lowongan Pekerjaan' },
  { to: paths.companies.path, label: 'Perusahaan' },
  { to: paths.seekers.path, label: 'Pencari Kerja' },
  { to: paths.posts.path, label: 'Acara' },
];

const verification = paths.officeVerification.path;

/** What waits for the office (GET /office/summary), each count leading to its queue in Verifikasi. */
function VerificationQueues() {
  const summary = useQuery(officeSummaryQueryOptions());
  if (summary.isError) {
    return (
      <LoadFailedCard
        title="Antrean verifikasi gagal dimuat"
        lead="Periksa koneksi Anda lalu coba lagi."
        onRetry={() => summary.refetch()}
      />
    );
  }
  const pending = summary.data?.pending;
  const count = (n: number | undefined) => (
    <span className="office-queue-count">{n === undefined ? '…' : formatCount(n)}</span>
  );
  return (
    <ul className="office-queue" aria-busy={summary.isPending}>
      <li>
        <Link to={verification} className="office-queue-item">
          {count(pending?.companies)}
          <span>Perusahaan menunggu verifikasi</span>
        </Link>
      </li>
      <li>
        <Link to={`${verification}?tab=lowongan`} className="office-queue-item">
          {count(pending?.job_vacancies)}
          <span>Lowongan kerja menunggu verifikasi</span>
        </Link>
      </li>
      <li>
        <Link to={`${verification}?tab=pencari-kerja`} className="office-queue-item">
          {count(pending?.seekers)}
          <span>Pencari kerja menunggu verifikasi</span>
        </Link>
      </li>
    </ul>
  );
}

/** The headline figures shown here (the statistics screen has them all, and every chart). */
const HEADLINE_KEYS = [
  'placements',
  'applications',
  'vacancies_published',
  'workers_needed',
  'active_seekers',
  'companies_verified',
  'events',
  'participants',
] as const;

/** The portal's figures of the last 12 months (GET /office/statistics), placements first. */
function HeadlineFigures() {
  const statistics = useQuery(statisticsQueryOptions());
  return (
    <DashboardNumbers query={statistics} failedText="Angka statistik gagal dimuat.">
      {(data) => (
        <>
          <p className="muted stat-dash-range">
            {formatRange(data.from, data.to)} · Data per {formatFreshness(data.generated_at, data.time_zone)}
          </p>
          <HeadlineCards headline={data.headline} keys={HEADLINE_KEYS} label="Angka utama portal" />
          <div className="dash-actions">
            <Link to={paths.officeStatistics.path} className="btn btn-outline btn-sm">
              Lihat statistik lengkap
            </Link>
          </div>
        </>
      )}
    </DashboardNumbers>
  );
}

/**
 * The newest backup archive (GET /dashboard/backup): its time in the portal's zone and size in MB, and a
 * warning when it is older than two days or missing; on PostgreSQL a note that pg_dump is the backup
 * (docs/decisions/092-backup-restore-and-data-dir-lock.md).
 */
function BackupStatus() {
  const status = useQuery(backupStatusQueryOptions());
  const zone = usePortalTimeZone();
  if (status.isError) return <p className="muted">{BACKUP_STATUS_TEXT.failed}</p>;
  const data = status.data;
  if (!data)
    return (
      <p className="muted" aria-busy="true">
        …
      </p>
    );
  if (data.engine === 'postgres') return <p className="muted">{BACKUP_STATUS_TEXT.postgres}</p>;
  return (
    <>
      {data.last_at ? (
        <dl className="backup-status">
          <dt>{BACKUP_STATUS_TEXT.last}</dt>
          <dd>{`${formatDate(data.last_at, { withTime: true, timeZone: zone })} ${timeZoneLabel(zone)}`}</dd>
          <dt>{BACKUP_STATUS_TEXT.size}</dt>
          <dd>{`${((data.size_bytes ?? 0) / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`}</dd>
        </dl>
      ) : (
        <p className="muted">{BACKUP_STATUS_TEXT.none}</p>
      )}
      {data.stale && (
        <p className="form-alert form-alert-warning" role="alert">
          {BACKUP_STATUS_TEXT.stale}
        </p>
      )}
    </>
  );
}

/** Halaman Utama of the office (role admin): the verification queues, the portal's figures, the ways on. */
export function OfficeDashboard({ user }: { user: AuthUser }) {
  return (
    <>
      <DashboardHead
        eyebrow="Panel Dinas Tenaga Kerja"
        title={`Selamat datang, ${user.name}!`}
        lead="Dari panel ini Anda memverifikasi perusahaan, lowongan kerja, dan pencari kerja, serta memantau hasil portal."
      />
      <div className="dashboard-grid">
        <DashCard wide title="Menunggu Verifikasi" icon={<PanelIcon name="shield-check" />}>
          <VerificationQueues />
        </DashCard>
        <DashCard wide title="Hasil Portal 12 Bulan Terakhir" icon={<PanelIcon name="chart" />}>
          <HeadlineFigures />
        </DashCard>
        <DashCard wide title={BACKUP_STATUS_TEXT.title} icon={<PanelIcon name="shield-check" />}>
          <BackupStatus />
        </DashCard>
        <DashCard wide title="Akun Anda" icon={<PanelIcon name="user" />}>
          <ul className="shortcut-list">
            {SHORTCUTS.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className="shortcut">
                  <span className="shortcut-icon">
                    <PanelIcon name={s.icon} />
                  </span>
                  <span>
                    <span className="shortcut-label">{s.label}</span>
                    <span className="shortcut-text">{s.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </DashCard>
        <DashCard wide title="Lihat Portal" icon={<PanelIcon name="home" />}>
          <p className="muted">Halaman publik seperti yang dilihat warga:</p>
          <div className="dash-actions">
            {PORTAL.map((p) => (
              <Link key={p.to} to={p.to} className="btn btn-outline btn-sm">
                {p.label}
              </Link>
            ))}
          </div>
        </DashCard>
      </div>
    </>
  );
}
