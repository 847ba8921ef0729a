/**
 * Reports of fake or unfair vacancies (issue 20 item 3; docs/decisions/103-vacancy-reports.md):
 * categories, limits and messages, free of zod so the web screens can import them.
 */

/** Why an account reports a vacancy, as stored in `vacancy_reports.category`. */
export const VACANCY_REPORT_CATEGORIES = [
  'ASKS_MONEY',
  'EXCESSIVE_DATA',
  'FAKE_COMPANY',
  'MISLEADING',
  'DISCRIMINATORY',
  'OTHER',
] as const;
export type VacancyReportCategory = (typeof VACANCY_REPORT_CATEGORIES)[number];

export const VACANCY_REPORT_CATEGORY_LABELS: Readonly<Record<VacancyReportCategory, string>> = {
  ASKS_MONEY: 'Meminta uang atau biaya',
  EXCESSIVE_DATA: 'Meminta data pribadi berlebihan',
  FAKE_COMPANY: 'Bukan perusahaan sungguhan',
  MISLEADING: 'Informasi menyesatkan',
  DISCRIMINATORY: 'Diskriminatif',
  OTHER: 'Lainnya',
};

/** The longest note a reporter may write. */
export const VACANCY_REPORT_NOTE_MAX = 1000;
/** Distinct verified accounts whose open reports hide a vacancy until the office decides. */
export const VACANCY_REPORT_HIDE_THRESHOLD = 3;
/** Vacancies per page of the office's queue. */
export const VACANCY_REPORTS_PAGE_SIZE = 10;
/** The reports of one vacancy the queue shows (the oldest); the count says how many there are. */
export const VACANCY_REPORTS_SHOWN_MAX = 20;
/** The vacancy page's anchor of the report button (`/lowongan-kerja/<slug>#laporkan`). */
export const VACANCY_REPORT_ANCHOR = 'laporkan';
/** The office's queue screen; the office's notification links there. */
export const VACANCY_REPORTS_OFFICE_LINK = '/panel/laporan-lowongan';

/** Who reported, as the office's queue names the account's role. */
export const VACANCY_REPORTER_ROLE_NAMES: Readonly<Record<string, string>> = {
  seeker: 'Pencari kerja',
  company: 'Perusahaan',
  admin: 'Dinas',
};

/** The office's decision on a vacancy's open reports. */
export const VACANCY_REPORT_DECISIONS = ['DISMISS', 'REMOVE'] as const;
export type VacancyReportDecision = (typeof VACANCY_REPORT_DECISIONS)[number];

export const VACANCY_REPORT_MESSAGES = {
  button: 'Laporkan lowongan',
  dialogTitle: 'Laporkan lowongan ini',
  dialogIntro:
    'Laporkan lowongan yang meminta uang, meminta data pribadi berlebihan, palsu, menyesatkan, atau diskriminatif. Perusahaan tidak diberi tahu siapa yang melapor.',
  categoryLabel: 'Alasan laporan',
  noteLabel: 'Keterangan',
  noteHint: 'Ceritakan apa yang Anda temukan (wajib untuk alasan "Lainnya").',
  submit: 'Kirim laporan',
  cancel: 'Batal',
  sent: 'Laporan terkirim. Terima kasih, Dinas akan memeriksanya.',
  already: 'Anda sudah melaporkan lowongan ini. Satu akun hanya dapat melapor sekali per lowongan.',
  ownVacancy: 'Perusahaan tidak dapat melaporkan lowongannya sendiri.',
  notAvailable: 'Lowongan ini tidak tersedia untuk dilaporkan.',
  badCategory: 'Pilih alasan laporan.',
  noteRequired: 'Tulis keterangan untuk alasan "Lainnya".',
  noteTooLong: `Keterangan paling banyak ${VACANCY_REPORT_NOTE_MAX} karakter.`,
  guestHint: 'Masuk terlebih dahulu untuk melaporkan lowongan ini.',
  guestLabel: 'Masuk untuk melaporkan lowongan',
  badDecision: 'Pilih keputusan: abaikan laporan atau hapus lowongan.',
  notInQueue: 'Tidak ada laporan terbuka untuk lowongan ini.',
  dismissed: 'Laporan diabaikan. Lowongan tampil kembali bila tidak ada hal lain yang menyembunyikannya.',
  removed: 'Lowongan dihapus karena penipuan; pelamarnya sudah diberi tahu.',
  removedSuspended:
    'Lowongan dihapus karena penipuan dan perusahaan ditangguhkan; pelamarnya sudah diberi tahu.',
  /** The office's note on the vacancy (and the company's notice) when it removes it for fraud. */
  fraudNote: 'Dihapus oleh Dinas karena laporan penipuan (fraud).',
  suspendNote: 'Akun perusahaan ditangguhkan oleh Dinas karena lowongan penipuan (fraud).',
  underReviewTitle: (title: string) => `Lowongan "${title}" sedang ditinjau Dinas`,
  underReviewBody:
    'Lowongan ini dilaporkan oleh beberapa pengguna terverifikasi dan disembunyikan dari publik sampai Dinas selesai meninjaunya.',
  underReviewTag: 'Ditinjau Dinas (dilaporkan)',
  fraudTitle: (title: string) => `Peringatan: lowongan "${title}" dihapus karena penipuan`,
  fraudBody:
    'Dinas menghapus lowongan yang Anda lamar karena terindikasi penipuan. Jangan membayar biaya apa pun dan jangan kirim data pribadi lagi kepada pihak tersebut. Melamar kerja melalui portal ini selalu gratis.',
  queueTitle: 'Laporan Lowongan',
  queueIntro:
    'Lowongan yang dilaporkan pengguna, yang paling lama menunggu di atas. Tiga laporan dari akun terverifikasi menyembunyikan lowongan dari publik sampai Dinas memutuskan.',
  queueEmpty: 'Tidak ada laporan lowongan yang menunggu tinjauan.',
  hiddenTag: 'Disembunyikan dari publik',
  visibleTag: 'Masih tampil',
  dismiss: 'Abaikan laporan',
  remove: 'Hapus lowongan (penipuan)',
  suspendCompany: 'Tangguhkan juga perusahaan',
  decisionNoteLabel: 'Catatan Dinas (opsional)',
  reportsCount: (n: number, verified: number) => `${n} laporan, ${verified} dari akun terverifikasi`,
  firstReported: 'Laporan pertama',
  reporterVerified: 'terverifikasi',
  reporterUnverified: 'belum terverifikasi',
} as const;
