/**
 * The plain values of the dashboard contract (issue 10 item 11; docs/product.md §2 "Tabs and counters"): the
 * tab and counter labels verbatim and the list sizes. Kept apart from the zod schemas (dashboard.ts) so
 * the web screens import them without pulling zod into their chunks.
 */

import { APPLICATION_STATUS_NAMES } from '../enums.ts';

/** The company's two tabs (docs/product.md §2: job_vacancies_active, job_vacancies_inactive). */
export const COMPANY_DASHBOARD_TABS = [
  { key: 'job_vacancies_active', total: 'active', label: 'Lowongan Aktif' },
  { key: 'job_vacancies_inactive', total: 'inactive', label: 'Lowongan Tidak Aktif' },
] as const;

/** The seeker's six counters (docs/product.md §2, labels verbatim). */
export const SEEKER_DASHBOARD_COUNTERS = [
  { key: 'applicants', label: 'Lowongan kerja Dikirim' },
  // A stage's one name (issue 17 item 8): defined once, in APPLICATION_STATUS_NAMES.
  { key: 'calls', label: APPLICATION_STATUS_NAMES.CALLED },
  { key: 'passed', label: APPLICATION_STATUS_NAMES.PASSED },
  { key: 'accepted', label: APPLICATION_STATUS_NAMES.ACCEPTED },
  { key: 'invited', label: 'lewat undangan' },
  { key: 'rejected', label: APPLICATION_STATUS_NAMES.REJECTED },
] as const;
export type SeekerDashboardCounter = (typeof SEEKER_DASHBOARD_COUNTERS)[number]['key'];

/** The seeker's two tabs (docs/product.md §2, labels verbatim). */
export const SEEKER_DASHBOARD_TABS = [
  { key: 'applications', label: 'Lowongan sudah dikirim' },
  { key: 'posts', label: 'Acara yang dihadiri' },
] as const;

/** How many rows each dashboard list shows: a glance, with a link to the full screen. */
export const DASHBOARD_LIST_SIZES = { vacancies: 10, applications: 5, posts: 5 } as const;

/** The stages a company's dashboard counts per vacancy: the pipeline and REJECTED. */
export const DASHBOARD_STAGES = ['APPLIED', 'CALLED', 'PASSED', 'ACCEPTED', 'REJECTED'] as const;
export type DashboardStage = (typeof DASHBOARD_STAGES)[number];

export const DASHBOARD_MESSAGES = {
  /** The office's Halaman Utama reads GET /office/summary instead. */
  noDashboard: 'Halaman utama ini hanya untuk perusahaan dan pencari kerja.',
} as const;

/** A backup older than this many days (or none) is warned about on the office dashboard (docs/decisions/092). */
export const BACKUP_STALE_DAYS = 2;

/** The office dashboard's backup card (docs/product.md §2; README "Cadangan dan pemulihan"). */
export const BACKUP_STATUS_TEXT = {
  title: 'Cadangan Data',
  last: 'Cadangan terakhir',
  size: 'Ukuran',
  none: 'Belum ada cadangan di folder cadangan server.',
  stale: `Cadangan terakhir lebih dari ${BACKUP_STALE_DAYS} hari yang lalu atau belum ada. Periksa cadangan harian server (BACKUP_DIR, BACKUP_KEEP) atau jalankan npm run backup.`,
  postgres:
    'Basis data memakai PostgreSQL: cadangannya adalah pg_dump yang dijalankan pengelola server, tidak tampil di sini.',
  failed: 'Keadaan cadangan gagal dimuat.',
} as const;
