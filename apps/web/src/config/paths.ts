/**
 * Every route of docs/product.md §2 in one typed table: path, screen name, title, and who may open it.
 * Build links with `href(paths.x, params)` instead of writing URLs in components.
 */
import { generatePath } from 'react-router';
import type { Role } from '@siloker/shared/enums';
import type { OfficeRole } from '@siloker/shared/schemas/security-constants';
import {
  COMPANY_INTERVIEW_AGENDA_LINK,
  JOB_ALERT_CONFIRM_PAGE,
  JOB_ALERT_MANAGE_PAGE,
  JOB_ALERTS_LINK,
  MESSAGE_TEMPLATES_LINK,
  SAVED_VACANCIES_LINK,
  SEEKER_INTERVIEWS_LINK,
  SKILLS_LINK,
  WLLP_COMPANY_LINK,
  WLLP_OFFICE_LINK,
} from '@siloker/shared/panel-links';

export type Access = 'public' | 'login' | 'guest';

export interface RouteDef<P extends string = string> {
  path: P;
  screen: string;
  title: string;
  access: Access;
  /** Auth screens: no header, footer laid out to the right. */
  authLayout?: boolean;
  /**
   * The roles (`role_name`) that may open a login-required screen; absent = every signed-in role. A
   * signed-in user of another role is sent to NotPermission (router guardFor).
   */
  roles?: readonly Role[];
  /**
   * Within the office, the office roles (`office_role`) that may open it; absent = both. Another office
   * role is sent to NotPermission too (docs/decisions/072); the server refuses it anyway.
   */
  officeRoles?: readonly OfficeRole[];
}

function route<const P extends string>(
  path: P,
  screen: string,
  title: string,
  extra: Partial<Pick<RouteDef, 'access' | 'authLayout' | 'roles' | 'officeRoles'>> = {},
): RouteDef<P> {
  return {
    path,
    screen,
    title,
    access: extra.access ?? 'public',
    authLayout: extra.authLayout,
    roles: extra.roles,
    officeRoles: extra.officeRoles,
  };
}

const SEEKER_ONLY = ['seeker'] as const satisfies readonly Role[];
const COMPANY_ONLY = ['company'] as const satisfies readonly Role[];
const ADMIN_ONLY = ['admin'] as const satisfies readonly Role[];
/** The office's administrator: staff, settings, positions, the audit trail (docs/decisions/072). */
const ADMINISTRATOR_ONLY = ['ADMINISTRATOR'] as const satisfies readonly OfficeRole[];

export const paths = {
  home: route('/', 'LandingPage', 'Beranda'),
  vacancies: route('/lowongan-kerja', 'JobVacancy', 'Lowongan Pekerjaan'),
  vacancyDetail: route('/lowongan-kerja/:title_slug', 'JobVacancyDetail', 'Detail Lowongan Pekerjaan'),
  companies: route('/perusahaan', 'CompanyList', 'Perusahaan'),
  companyDetail: route('/perusahaan/:name_slug', 'CompanyListDetail', 'Detail Perusahaan'),
  seekers: route('/pencari-kerja', 'JobSeekerList', 'Pencari Kerja'),
  seekerDetail: route('/pencari-kerja/:name_slug', 'JobSeekerDetail', 'Detail Pencari Kerja'),
  posts: route('/acara', 'PostList', 'Acara'),
  postDetail: route('/acara/:title_slug', 'PostDetail', 'Detail Acara'),
  privacyNotice: route('/kebijakan-privasi', 'PrivacyNotice', 'Kebijakan Privasi'),
  // A company invites a seeker to apply: a company action, so it needs login (docs/decisions/041).
  vacancyInvite: route(
    '/lowongan-kerja-formulir/tawar-lamaran',
    'JobVacancyFormInviteByCompany',
    'Tawarkan Lamaran',
    {
      access: 'login',
      roles: COMPANY_ONLY,
    },
  ),

  // Not in docs/product.md §2 (issue 11 item 4): where the AK/1 card's QR code leads; number, name, validity only.
  ak1Check: route('/kartu-ak1/:number', 'Ak1Check', 'Cek Kartu AK/1'),
  // The links of job-alert mails (docs/decisions/108): no sign-in.
  jobAlertConfirm: route(JOB_ALERT_CONFIRM_PAGE, 'JobAlertConfirm', 'Konfirmasi Langganan Lowongan'),
  jobAlertManage: route(`${JOB_ALERT_MANAGE_PAGE}/:token`, 'JobAlertManage', 'Langganan Lowongan'),

  panel: route('/panel', 'Panel', 'Panel', { access: 'login' }),
  dashboard: route('/panel/halaman-utama', 'Dashboard', 'Halaman Utama', { access: 'login' }),
  notifications: route('/panel/notifikasi', 'Notification', 'Notifikasi', { access: 'login' }),
  seekerProfile: route('/panel/data-pribadi/pencari-kerja', 'ProfileJobSeeker', 'Data Pribadi', {
    access: 'login',
    roles: SEEKER_ONLY,
  }),
  seekerProfileBiodata: route(
    '/panel/data-pribadi/pencari-kerja/biodata',
    'ProfileJobSeekerBiodata',
    'Biodata',
    {
      access: 'login',
      roles: SEEKER_ONLY,
    },
  ),
  seekerProfileQualification: route(
    '/panel/data-pribadi/pencari-kerja/kualifikasi',
    'ProfileJobSeekerQualification',
    'Kualifikasi',
    { access: 'login', roles: SEEKER_ONLY },
  ),
  seekerApplications: route(
    '/panel/data-lowongan-kerja/pencari-kerja',
    'JobApplicantSeekerList',
    'Lamaran Pekerjaan Saya',
    { access: 'login', roles: SEEKER_ONLY },
  ),
  seekerPosts: route('/panel/data-acara/pencari-kerja', 'PostJobSeekerList', 'Acara Diikuti', {
    access: 'login',
    roles: SEEKER_ONLY,
  }),
  // Issue 17 item 13 (docs/decisions/087): the vacancies a seeker saved.
  savedVacancies: route(SAVED_VACANCIES_LINK, 'SavedVacancies', 'Lowongan Tersimpan', {
    access: 'login',
    roles: SEEKER_ONLY,
  }),
  // Issue 21 §2 (docs/decisions/108): a seeker's saved searches mailed.
  jobAlerts: route(JOB_ALERTS_LINK, 'JobAlerts', 'Langganan Lowongan', {
    access: 'login',
    roles: SEEKER_ONLY,
  }),
  companyProfile: route('/panel/data-pribadi/perusahaan', 'ProfileCompany', 'Profil Perusahaan', {
    access: 'login',
    roles: COMPANY_ONLY,
  }),
  companyVacancies: route('/panel/data-lowongan-kerja', 'JobVacancyListByCompany', 'Data Lowongan Kerja', {
    access: 'login',
    roles: COMPANY_ONLY,
  }),
  companyVacancyForm: route(
    '/panel/data-lowongan-kerja/formulir/:title_slug?',
    'JobVacancyFormByCompany',
    'Formulir Lowongan Kerja',
    { access: 'login', roles: COMPANY_ONLY },
  ),
  companyVacancyApplicants: route(
    '/panel/data-lowongan-kerja/:title_slug/pencari-kerja',
    'JobVacancyListByCompanyJobSeeker',
    'Pelamar Lowongan Kerja',
    { access: 'login', roles: COMPANY_ONLY },
  ),
  // Not in docs/product.md §2: where a company or the office searches seekers through GET /users (§7).
  seekerSearch: route('/panel/cari-pencari-kerja', 'SeekerSearch', 'Cari Pencari Kerja', {
    access: 'login',
    roles: ['company', 'admin'],
  }),
  // Not in docs/product.md §2: the office's verification of companies and vacancies (issue 10 item 6).
  officeVerification: route('/panel/verifikasi', 'OfficeVerification', 'Verifikasi', {
    access: 'login',
    roles: ['admin'],
  }),
  // Not in docs/product.md §2 (issue 10 item 5): the invitations a company sent, with each seeker's answer.
  companyInvitations: route(
    '/panel/data-lowongan-kerja/undangan',
    'CompanyInvitations',
    'Undangan Terkirim',
    {
      access: 'login',
      roles: COMPANY_ONLY,
    },
  ),
  // Not in docs/product.md §2 (issue 11 item 4): the seeker's AK/1 card, print-ready, and the 6-monthly report.
  seekerAk1Card: route('/panel/kartu-ak1', 'SeekerAk1Card', 'Kartu AK/1', {
    access: 'login',
    roles: SEEKER_ONLY,
  }),
  // Not in docs/product.md §2: the office's back office (issue 11), role `admin` only.
  officeEvents: route('/panel/acara', 'OfficeEventList', 'Kelola Acara', {
    access: 'login',
    roles: ADMIN_ONLY,
  }),
  officeEventForm: route('/panel/acara/formulir/:id?', 'OfficeEventForm', 'Formulir Acara', {
    access: 'login',
    roles: ADMIN_ONLY,
  }),
  officeEventParticipants: route('/panel/acara/:id/peserta', 'OfficeEventParticipants', 'Peserta Acara', {
    access: 'login',
    roles: ADMIN_ONLY,
  }),
  officePositions: route('/panel/jabatan', 'OfficePositions', 'Jabatan', {
    access: 'login',
    roles: ADMIN_ONLY,
    officeRoles: ADMINISTRATOR_ONLY,
  }),
  // Issue 21 §1 (docs/decisions/107): the skills vocabulary, configuration like the positions.
  officeSkills: route(SKILLS_LINK, 'OfficeSkills', 'Kamus Keahlian', {
    access: 'login',
    roles: ADMIN_ONLY,
    officeRoles: ADMINISTRATOR_ONLY,
  }),
  officeSettings: route('/panel/pengaturan', 'OfficeSettings', 'Pengaturan Situs', {
    access: 'login',
    roles: ADMIN_ONLY,
    officeRoles: ADMINISTRATOR_ONLY,
  }),
  officeStatistics: route('/panel/statistik', 'OfficeStatistics', 'Statistik', {
    access: 'login',
    roles: ADMIN_ONLY,
  }),
  officeStaff: route('/panel/staf', 'OfficeStaff', 'Staf Dinas', {
    access: 'login',
    roles: ADMIN_ONLY,
    officeRoles: ADMINISTRATOR_ONLY,
  }),
  // Not in docs/product.md §2 (issue 15 item 9): every office action, for the administrator.
  officeAudit: route('/panel/jejak-audit', 'OfficeAudit', 'Jejak Audit', {
    access: 'login',
    roles: ADMIN_ONLY,
    officeRoles: ADMINISTRATOR_ONLY,
  }),
  // Wajib Lapor Lowongan (issue 20 item 1, docs/decisions/105): the company's fill reports, the office's report.
  companyWllp: route(WLLP_COMPANY_LINK, 'CompanyWllp', 'Wajib Lapor Lowongan', {
    access: 'login',
    roles: COMPANY_ONLY,
  }),
  officeWllp: route(WLLP_OFFICE_LINK, 'OfficeWllp', 'Laporan WLLP', {
    access: 'login',
    roles: ADMIN_ONLY,
  }),
  // Issue 20 item 2 (docs/decisions/102): the fair-posting and fee-wording rules, for the administrator.
  officePostingRules: route('/panel/aturan-lowongan', 'OfficePostingRules', 'Aturan Pemeriksaan Lowongan', {
    access: 'login',
    roles: ADMIN_ONLY,
    officeRoles: ADMINISTRATOR_ONLY,
  }),
  // Issue 20 item 3 (docs/decisions/103): reports of fake or unfair vacancies.
  officeVacancyReports: route('/panel/laporan-lowongan', 'OfficeVacancyReports', 'Laporan Lowongan', {
    access: 'login',
    roles: ADMIN_ONLY,
  }),
  // Issue 21 §3 (docs/decisions/110): the seeker's interviews and the company's week agenda.
  seekerInterviews: route(SEEKER_INTERVIEWS_LINK, 'SeekerInterviews', 'Wawancara', {
    access: 'login',
    roles: SEEKER_ONLY,
  }),
  companyInterviewAgenda: route(COMPANY_INTERVIEW_AGENDA_LINK, 'CompanyInterviewAgenda', 'Agenda Wawancara', {
    access: 'login',
    roles: COMPANY_ONLY,
  }),
  // Issue 21 §3 (docs/decisions/109): the company's message templates for bulk moves.
  companyMessageTemplates: route(MESSAGE_TEMPLATES_LINK, 'CompanyMessageTemplates', 'Templat Pesan', {
    access: 'login',
    roles: COMPANY_ONLY,
  }),
  changePassword: route('/panel/ubah-kata-sandi', 'ChangePassword', 'Ubah Kata Sandi', { access: 'login' }),
  accountProfile: route('/panel/profil-akun', 'ProfileAuth', 'Profil Akun', { access: 'login' }),
  notPermission: route('/panel/not-permission', 'NotPermission', 'Akses Ditolak'),

  registerSeeker: route('/registrasi/pencari-kerja', 'RegisterJobSeeker', 'Daftar Pencari Kerja', {
    authLayout: true,
  }),
  registerCompany: route('/registrasi/perusahaan', 'RegisterCompany', 'Daftar Perusahaan', {
    authLayout: true,
  }),
  login: route('/masuk', 'Login', 'Masuk', { access: 'guest', authLayout: true }),
  resetPassword: route('/atur-ulang-kata-sandi', 'ResetPassword', 'Atur Ulang Kata Sandi', {
    access: 'guest',
    authLayout: true,
  }),
  publicChangePassword: route('/ubah-kata-sandi', 'PublicChangePassword', 'Ubah Kata Sandi', {
    authLayout: true,
  }),
  activateEmail: route('/aktifasi-email', 'ActivateEmail', 'Aktivasi E-mail', { authLayout: true }),
  // Not in docs/product.md §2 (issue 20 item 5, docs/decisions/104): a vacancy's deadline, extensions,
  // "still open?" question and history; the company acts, the office reads.
  vacancyFreshness: route(
    '/panel/data-lowongan-kerja/kesegaran/:id',
    'VacancyFreshness',
    'Kesegaran Lowongan',
    {
      access: 'login',
      roles: ['company', 'admin'],
    },
  ),
  // Not in docs/product.md §2 (issue 21, docs/decisions/111): one vacancy's views, visitors, list
  // appearances, apply clicks, applications per stage and first response, for its company only.
  vacancyAnalytics: route(
    '/panel/data-lowongan-kerja/analitik/:id',
    'VacancyAnalytics',
    'Analitik Lowongan',
    {
      access: 'login',
      roles: COMPANY_ONLY,
    },
  ),
  // Not in docs/product.md §2 (issue 21 §3, docs/decisions/109, 113): one vacancy's walk-in sessions and
  // who booked them, for its company only.
  companyWalkIns: route('/panel/data-lowongan-kerja/walk-in/:id', 'CompanyWalkIns', 'Sesi Walk-in', {
    access: 'login',
    roles: COMPANY_ONLY,
  }),
  notFound: route('*', 'NotFound', 'Halaman Tidak Ditemukan'),
} as const;

export type PathName = keyof typeof paths;

type Params<P extends string> = Parameters<typeof generatePath<P>>[1];

/** A link to a route, with its parameters filled in. */
export function href<P extends string>(def: RouteDef<P>, params?: Params<P>): string {
  return generatePath(def.path, params as never);
}

/** Any path under /panel counts as the panel area (docs/product.md §2). */
export function isPanelPath(pathname: string): boolean {
  return pathname === '/panel' || pathname.startsWith('/panel/');
}

/** Header links of docs/product.md §2. */
export const headerLinks = [paths.vacancies, paths.companies, paths.seekers, paths.posts].map((def) => ({
  to: def.path,
  label: def === paths.vacancies ? 'Lowongan Pekerjaan' : def.title,
}));
