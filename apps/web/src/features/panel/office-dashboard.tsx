import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { AuthUser } from '../../lib/session.ts';
import { DashboardHead, DashCard } from './dashboard-parts.tsx';
import { PanelIcon } from './panel-icons.tsx';
import type { PanelIconName } from './panel-menu.ts';

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

/** Halaman Utama of the office (role admin): a welcome and the ways on; its own screens come later. */
export function OfficeDashboard({ user }: { user: AuthUser }) {
  return (
    <>
      <DashboardHead
        eyebrow="Panel Dinas Tenaga Kerja"
        title={`Selamat datang, ${user.name}!`}
        lead="Dari panel ini Anda mengelola akun Dinas. Menu verifikasi perusahaan, lowongan, dan pencari kerja akan ditambahkan di sini."
      />
      <div className="dashboard-grid">
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
