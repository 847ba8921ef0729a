/**
 * The panel navigation of each role (issue 9 item 1), in one place: the side menu (panel-layout.tsx)
 * and the mobile drawer both render it. A screen a role may not open is also guarded by the route's
 * `roles` (config/paths.ts), so hiding an item here is never the only protection.
 */
import type { Role } from '@siloker/shared/enums';
import type { OfficeRole } from '@siloker/shared/schemas/security-constants';
import { paths, type RouteDef } from '../../config/paths.ts';

export type PanelIconName =
  | 'home'
  | 'id-card'
  | 'send'
  | 'calendar'
  | 'bell'
  | 'user'
  | 'key'
  | 'building'
  | 'briefcase'
  | 'search'
  | 'shield-check'
  | 'card'
  | 'mail'
  | 'tree'
  | 'settings'
  | 'chart'
  | 'users'
  | 'list';

export interface PanelMenuItem {
  label: string;
  /** The route path (a screen's sub-routes count as the same item when deciding the active one). */
  to: string;
  icon: PanelIconName;
}

const item = (label: string, to: string, icon: PanelIconName): PanelMenuItem => ({ label, to, icon });

const dashboard = item('Halaman Utama', paths.dashboard.path, 'home');
const notifications = item('Notifikasi', paths.notifications.path, 'bell');
const accountProfile = item('Profil Akun', paths.accountProfile.path, 'user');
const changePassword = item('Ubah Kata Sandi', paths.changePassword.path, 'key');

export const PANEL_MENUS: Readonly<Record<Role, readonly PanelMenuItem[]>> = {
  seeker: [
    dashboard,
    item('Data Pribadi', paths.seekerProfile.path, 'id-card'),
    item('Lamaran Saya', paths.seekerApplications.path, 'send'),
    item('Wawancara', paths.seekerInterviews.path, 'calendar'),
    item('Lowongan Tersimpan', paths.savedVacancies.path, 'list'),
    item('Langganan Lowongan', paths.jobAlerts.path, 'list'),
    item('Acara Diikuti', paths.seekerPosts.path, 'calendar'),
    item('Kartu AK/1', paths.seekerAk1Card.path, 'card'),
    notifications,
    accountProfile,
    changePassword,
  ],
  company: [
    dashboard,
    item('Data Perusahaan', paths.companyProfile.path, 'building'),
    item('Data Lowongan Kerja', paths.companyVacancies.path, 'briefcase'),
    item('Undangan Terkirim', paths.companyInvitations.path, 'mail'),
    item('Agenda Wawancara', paths.companyInterviewAgenda.path, 'calendar'),
    item('Templat Pesan', paths.companyMessageTemplates.path, 'mail'),
    item('Cari Pencari Kerja', paths.seekerSearch.path, 'search'),
    item('Wajib Lapor', paths.companyWllp.path, 'shield-check'),
    notifications,
    accountProfile,
    changePassword,
  ],
  admin: [
    dashboard,
    item('Verifikasi', paths.officeVerification.path, 'shield-check'),
    item('Laporan Lowongan', paths.officeVacancyReports.path, 'shield-check'),
    item('Kelola Acara', paths.officeEvents.path, 'calendar'),
    item('Statistik', paths.officeStatistics.path, 'chart'),
    item('Laporan WLLP', paths.officeWllp.path, 'chart'),
    item('Jabatan', paths.officePositions.path, 'tree'),
    item('Kamus Keahlian', paths.officeSkills.path, 'list'),
    item('Cari Pencari Kerja', paths.seekerSearch.path, 'search'),
    item('Staf Dinas', paths.officeStaff.path, 'users'),
    item('Pengaturan Situs', paths.officeSettings.path, 'settings'),
    item('Jejak Audit', paths.officeAudit.path, 'list'),
    item('Aturan Lowongan', paths.officePostingRules.path, 'shield-check'),
    notifications,
    accountProfile,
    changePassword,
  ],
};

/** What each role is called in the panel. */
export const PANEL_ROLE_LABELS: Readonly<Record<Role, string>> = {
  seeker: 'Pencari Kerja',
  company: 'Perusahaan',
  admin: 'Dinas Tenaga Kerja',
};

const isRole = (role: string | null | undefined): role is Role =>
  role === 'seeker' || role === 'company' || role === 'admin';

const ROUTES_BY_PATH = new Map<string, RouteDef>(
  Object.values(paths as Record<string, RouteDef>).map((def) => [def.path, def]),
);

/**
 * The menu of a user's `role_name`; empty for a guest or an unknown role. An office account sees only
 * the screens its `office_role` may open (docs/decisions/072): a verifier has no staff, settings,
 * positions or audit trail.
 */
export function panelMenuFor(
  role: string | null | undefined,
  officeRole?: OfficeRole | null,
): readonly PanelMenuItem[] {
  if (!isRole(role)) return [];
  return PANEL_MENUS[role].filter((entry) => {
    const allowed = ROUTES_BY_PATH.get(entry.to)?.officeRoles;
    return !allowed || (officeRole ? allowed.includes(officeRole) : false);
  });
}

/** The panel name of a user's `role_name`, or null for a guest or an unknown role. */
export function panelRoleLabel(role: string | null | undefined): string | null {
  return isRole(role) ? PANEL_ROLE_LABELS[role] : null;
}
