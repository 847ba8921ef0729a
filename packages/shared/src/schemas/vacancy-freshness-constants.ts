/**
 * Vacancies that do not go stale (issue 20 item 5, docs/decisions/104): the periods, the panel
 * addresses and the messages, free of zod so the web screens can import them.
 */

/** The company is reminded this many days before expired_at. */
export const EXPIRY_REMINDER_DAYS = 5;
/** The one-click extensions ("Perpanjang 14 hari" / "Perpanjang 30 hari"). */
export const VACANCY_EXTEND_DAYS = [14, 30] as const;
export type VacancyExtendDays = (typeof VACANCY_EXTEND_DAYS)[number];
/** No stage change among a vacancy's applicants for this long asks "Masih membuka lowongan ini?". */
export const STALE_AFTER_DAYS = 21;
/** Without an answer this long after the question, the vacancy is closed. */
export const STALE_ANSWER_DAYS = 7;
/** The responsive mark: the window, the time an application may stay at APPLIED, the minimum count. */
export const RESPONSIVE_WINDOW_DAYS = 90;
export const RESPONSIVE_MOVE_DAYS = 14;
export const RESPONSIVE_MIN_APPLICATIONS = 10;
/** JobPosting validThrough of a vacancy without a deadline: this many days ahead of each page view. */
export const OPEN_ENDED_VALID_DAYS = 30;
/** How many similar open vacancies the page of a gone vacancy links to. */
export const SIMILAR_VACANCIES = 4;
/** Freshness history rows per page (the office's and the company's view). */
export const FRESHNESS_EVENTS_PAGE_SIZE = 20;

export const FRESHNESS_EVENT_KINDS = [
  'EXPIRY_REMINDER',
  'EXTENDED',
  'STALE_ASKED',
  'STALE_CONFIRMED',
  'STALE_CLOSED',
] as const;
export type FreshnessEventKind = (typeof FRESHNESS_EVENT_KINDS)[number];

export const FRESHNESS_EVENT_LABELS: Readonly<Record<FreshnessEventKind, string>> = {
  EXPIRY_REMINDER: 'Pengingat batas waktu dikirim',
  EXTENDED: 'Diperpanjang',
  STALE_ASKED: 'Ditanya "Masih membuka lowongan ini?"',
  STALE_CONFIRMED: 'Perusahaan menjawab masih membuka',
  STALE_CLOSED: 'Ditutup otomatis karena tidak dijawab',
};

/** Why a vacancy's public page is gone (HTTP 410). */
export const VACANCY_GONE_REASONS = ['EXPIRED', 'CLOSED', 'REMOVED'] as const;
export type VacancyGoneReason = (typeof VACANCY_GONE_REASONS)[number];

/** The company's panel screen of one vacancy's freshness; the notices link there. */
export const vacancyFreshnessLink = (vacancyId: number) =>
  `/panel/data-lowongan-kerja/kesegaran/${vacancyId}`;

export const VACANCY_FRESHNESS_MESSAGES = {
  expiringTitle: 'Lowongan segera berakhir',
  expiringBody: (title: string, date: string) =>
    `Lowongan "${title}" berakhir pada ${date}. Perpanjang 14 atau 30 hari dengan satu klik agar tetap tampil.`,
  staleTitle: 'Masih membuka lowongan ini?',
  staleBody: (title: string, days: number) =>
    `Tidak ada perubahan tahapan pelamar lowongan "${title}" selama ${days} hari. Jawab "Ya" bila masih membuka, atau "Tutup". Tanpa jawaban dalam ${STALE_ANSWER_DAYS} hari, lowongan ditutup.`,
  staleClosedTitle: 'Lowongan yang Anda lamar ditutup',
  staleClosedBody: (title: string) =>
    `Lowongan "${title}" ditutup karena perusahaan tidak lagi memperbaruinya. Silakan cari lowongan lain yang masih dibuka.`,
  companyClosedTitle: 'Lowongan ditutup otomatis',
  companyClosedBody: (title: string) =>
    `Lowongan "${title}" ditutup karena pertanyaan "Masih membuka lowongan ini?" tidak dijawab dalam ${STALE_ANSWER_DAYS} hari.`,
  extended: (days: number, date: string) => `Lowongan diperpanjang ${days} hari, sampai ${date}.`,
  confirmed: 'Terima kasih. Lowongan tetap ditampilkan.',
  closed: 'Lowongan ditutup.',
  notExtendable:
    'Lowongan ini tidak dapat diperpanjang: belum diverifikasi Dinas, sudah ditutup atau dihapus.',
  extendDays: 'Pilih 14 atau 30 hari.',
  noQuestion: 'Tidak ada pertanyaan yang menunggu jawaban untuk lowongan ini.',
  extendLabel: (days: number) => `Perpanjang ${days} hari`,
  yesLabel: 'Ya, masih membuka',
  closeLabel: 'Tutup lowongan',
  goneTitle: 'Lowongan ini sudah tidak tersedia',
  goneBody: {
    EXPIRED: 'Batas waktu lowongan ini sudah lewat.',
    CLOSED: 'Lowongan ini sudah ditutup oleh perusahaan.',
    REMOVED: 'Lowongan ini sudah dihapus.',
  } satisfies Record<VacancyGoneReason, string>,
  similarTitle: 'Lowongan serupa yang masih dibuka',
  noSimilar: 'Belum ada lowongan serupa yang masih dibuka.',
  allVacancies: 'Lihat semua lowongan',
  responsiveLabel: 'Perusahaan responsif',
  responsiveExplain: `Dalam ${RESPONSIVE_WINDOW_DAYS} hari terakhir, perusahaan ini menanggapi sedikitnya separuh lamaran (paling sedikit ${RESPONSIVE_MIN_APPLICATIONS} lamaran) dalam ${RESPONSIVE_MOVE_DAYS} hari.`,
  responsiveToggle: 'Apa arti Perusahaan responsif?',
  freshnessTitle: 'Kesegaran lowongan',
  expiresOn: 'Berakhir pada',
  questionSince: 'Ditanyakan pada',
  historyTitle: 'Riwayat',
  historyEmpty: 'Belum ada riwayat.',
} as const;

/**
 * Whether a 410 answer's data is a gone vacancy's short page (VacancyGoneDataSchema's shape), checked
 * without zod: the public pages read it, and zod would double their JavaScript (docs/benchmarks.md).
 * The cards inside come from the same server as every other card and are not checked again.
 */
export function isVacancyGoneData(value: unknown): value is {
  gone: true;
  reason: VacancyGoneReason;
  title: string;
  title_slug: string;
  company_name: string;
  similar: unknown[];
} {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.gone === true &&
    (VACANCY_GONE_REASONS as readonly unknown[]).includes(v.reason) &&
    typeof v.title === 'string' &&
    typeof v.title_slug === 'string' &&
    typeof v.company_name === 'string' &&
    Array.isArray(v.similar)
  );
}
