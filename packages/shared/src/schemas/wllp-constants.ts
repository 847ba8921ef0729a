/**
 * Wajib Lapor Lowongan Pekerjaan (Perpres 57/2023; docs/decisions/105-wllp.md): the plain values of the
 * vacancy report (Pasal 5), the fill report (Pasal 6) and the office's WLLP report, free of zod so the web
 * screens import them without it.
 */

/** Reminders while a fill report is missing: this many days after the vacancy closed, each once. */
export const WLLP_REMINDER_DAYS = [3, 10] as const;
/** A fill report not filed this many days after the vacancy closed is overdue (the first reminder). */
export const WLLP_OVERDUE_DAYS = 3;
/**
 * A vacancy that closed longer ago than this when the portal first saw it closed owes no report here:
 * vacancies closed before the portal asked for reports are not dunned all at once.
 */
export const WLLP_BACKFILL_DAYS = 30;
/** The youngest age a vacancy may ask for (UU 13/2003: children do not work). */
export const WORKING_AGE_MIN = 15;
/** Fill reports per page on the company's screen. */
export const WLLP_PAGE_SIZE = 10;
/** The most hires one figure of a fill report may state. */
export const WLLP_MAX_HIRED = 10_000;
export { WLLP_COMPANY_LINK, WLLP_OFFICE_LINK } from '../panel-links.ts';

export const WLLP_REPORT_TABS = ['due', 'done', 'all'] as const;
export type WllpReportTab = (typeof WLLP_REPORT_TABS)[number];
export const WLLP_REPORT_TAB_NAMES: Record<WllpReportTab, string> = {
  due: 'Belum dilaporkan',
  done: 'Sudah dilaporkan',
  all: 'Semua',
};

export const WLLP_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type WllpExportFormat = (typeof WLLP_EXPORT_FORMATS)[number];

/**
 * The vacancy form's fields that Perpres 57/2023 Pasal 5 requires a company to report (the form marks
 * them): employer identity comes from the company profile; the rest are the vacancy's own fields.
 */
export const WLLP_PASAL5_FIELDS = [
  'title',
  'worker_count',
  'male_count',
  'female_count',
  'deadline',
  'age_min',
  'age_max',
  'is_gender_based_count',
  'education_id',
  'required_skills',
  'year_experience',
  'salary',
  'address',
  'province_code',
  'city_code',
] as const;
export type WllpPasal5Field = (typeof WLLP_PASAL5_FIELDS)[number];

/** The fill report's labels (Pasal 6). */
export const WLLP_FILL_LABELS = {
  hired_portal: 'Diterima dari pelamar SiLoker',
  hired_other: 'Diterima dari sumber lain',
  hired_male: 'Laki-laki',
  hired_female: 'Perempuan',
  educations: 'Menurut pendidikan',
  education_id: 'Pendidikan',
  count: 'Jumlah',
} as const;

export const WLLP_MESSAGES = {
  pasal5Mark: 'Wajib dilaporkan',
  pasal5Legend:
    'Kolom bertanda ◆ wajib dilaporkan menurut Perpres 57/2023 Pasal 5 (Wajib Lapor Lowongan Pekerjaan). Identitas pemberi kerja diambil dari profil perusahaan.',
  pasal5Heading: 'Wajib Lapor Lowongan (Perpres 57/2023)',
  employerIdentity: 'Identitas pemberi kerja',
  ageHeading: 'Batas usia',
  ageIntro: 'Kosongkan bila tidak ada batas usia. Batas usia termasuk persyaratan yang wajib dilaporkan.',
  ageRange: 'Usia minimal harus antara 15 dan 99 tahun.',
  ageMaxRange: 'Usia maksimal harus antara 15 dan 99 tahun.',
  ageMaxBelowMin: 'Usia maksimal tidak boleh lebih kecil dari usia minimal.',
  notNumber: 'Isi dengan angka bulat 0 atau lebih.',
  tooMany: `Paling banyak ${WLLP_MAX_HIRED.toLocaleString('id-ID')}.`,
  sexMismatch: 'Jumlah laki-laki dan perempuan harus sama dengan jumlah yang diterima bekerja.',
  educationMismatch: 'Jumlah menurut pendidikan harus sama dengan jumlah yang diterima bekerja.',
  educationTwice: 'Setiap jenjang pendidikan cukup sekali.',
  educationUnknown: 'Pilih jenjang pendidikan dari daftar.',
  portalAboveAccepted: (accepted: number) =>
    `Diterima dari pelamar SiLoker tidak boleh lebih dari jumlah pelamar berstatus Diterima di lowongan ini (${accepted}).`,
  reportNotFound: 'Laporan pengisian lowongan tidak ditemukan.',
  reportNotDue: 'Lowongan ini masih dibuka: laporan pengisian diminta setelah lowongan ditutup.',
  filed: 'Laporan pengisian lowongan tersimpan. Terima kasih.',
  reminderTitle: 'Laporkan pengisian lowongan',
  reminderBody: (title: string, days: number) =>
    `Lowongan "${title}" sudah ditutup ${days} hari yang lalu. Sesuai Perpres 57/2023 Pasal 6, laporkan berapa tenaga kerja yang diterima di menu Wajib Lapor.`,
  companyHeading: 'Wajib Lapor Lowongan',
  companyIntro:
    'Perpres 57/2023 mewajibkan pemberi kerja melaporkan setiap lowongan (Pasal 5) dan, setelah lowongan ditutup, hasil pengisiannya (Pasal 6). Lowongan yang Anda pasang di SiLoker sudah dilaporkan; laporkan pengisiannya di sini.',
  compliance: {
    vacancies_reported: 'Lowongan dilaporkan',
    reports_done: 'Laporan pengisian selesai',
    reports_due: 'Laporan pengisian belum diisi',
    reports_overdue: 'Terlambat',
  },
  empty: 'Tidak ada laporan pengisian pada daftar ini.',
  dueSince: 'Ditutup',
  overdue: 'Terlambat',
  fileAction: 'Isi laporan',
  editAction: 'Ubah laporan',
  formHeading: 'Laporan pengisian lowongan (Perpres 57/2023 Pasal 6)',
  prefillNote: (accepted: number) =>
    `Diisi dari ${accepted} pelamar berstatus Diterima di SiLoker. Tambahkan yang Anda terima dari sumber lain.`,
  totalHired: 'Jumlah diterima bekerja',
  addEducation: 'Tambah jenjang pendidikan',
  removeEducation: 'Hapus',
  submit: 'Simpan laporan',
  officeHeading: 'Laporan Wajib Lapor Lowongan (WLLP)',
  officeIntro:
    'Lowongan yang dilaporkan pemberi kerja, kebutuhan dan pengisiannya pada satu periode, untuk dikirim ke Kementerian Ketenagakerjaan.',
  periodTitle: (officeName: string, from: string, to: string) =>
    `Laporan Wajib Lapor Lowongan Pekerjaan ${officeName}, periode ${from} s.d. ${to}`,
  show: 'Tampilkan',
  downloadCsv: 'Unduh CSV',
  downloadXlsx: 'Unduh XLSX',
  noOverdue: 'Tidak ada perusahaan yang terlambat melapor.',
} as const;

/** The office report's tables, in screen, CSV and workbook order (one sheet each). */
export const WLLP_TABLES = [
  { key: 'summary', title: 'Ringkasan' },
  { key: 'by_business_field', title: 'Menurut bidang usaha', group: 'Bidang usaha' },
  { key: 'by_education', title: 'Menurut pendidikan', group: 'Pendidikan' },
  { key: 'by_sex', title: 'Menurut jenis kelamin', group: 'Jenis kelamin' },
  { key: 'by_district', title: 'Menurut kecamatan', group: 'Kecamatan' },
  { key: 'overdue_companies', title: 'Perusahaan terlambat melapor' },
] as const;
export type WllpTableKey = (typeof WLLP_TABLES)[number]['key'];

/** The measures of a grouped table's rows. */
export const WLLP_MEASURES = {
  job_vacancies: 'Lowongan dilaporkan',
  openings: 'Kebutuhan tenaga kerja',
  hired: 'Terisi',
} as const;

export const WLLP_SUMMARY_LABELS = {
  job_vacancies: 'Lowongan dilaporkan',
  openings: 'Kebutuhan tenaga kerja',
  reports_due: 'Lowongan ditutup (laporan pengisian diminta)',
  reports_filed: 'Laporan pengisian masuk',
  hired: 'Terisi',
  hired_portal: 'Terisi dari pelamar SiLoker',
  hired_other: 'Terisi dari sumber lain',
} as const;

export const WLLP_OVERDUE_COLUMNS = {
  name: 'Perusahaan',
  overdue_reports: 'Laporan terlambat',
  oldest_due_at: 'Ditutup paling lama',
} as const;

/** Group keys for the rows that gather the rest. */
export const WLLP_OTHER_LABELS = {
  none: 'Tidak disebutkan',
  any: 'Laki-laki/perempuan',
} as const;
