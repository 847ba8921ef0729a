/** Per-vacancy analytics (docs/product.md §4 "Analitik lowongan", docs/decisions/111). */

/** The longest range one request may ask for, in days (both ends included). */
export const VACANCY_ANALYTICS_MAX_DAYS = 731;

export const VACANCY_ANALYTICS_MESSAGES = {
  badDate: 'Tanggal harus berformat TTTT-BB-HH.',
  toBeforeFrom: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  tooLong: `Rentang tanggal paling lama ${VACANCY_ANALYTICS_MAX_DAYS} hari.`,
  notFound: 'Lowongan kerja tidak ditemukan.',
  notYours: 'Analitik lowongan ini hanya untuk perusahaan pemiliknya.',
  clickThrottled: 'Terlalu banyak permintaan. Coba lagi beberapa saat lagi.',
} as const;

/** The figures of a day, in the order of the table, the chart's legend and the CSV's columns. */
export const VACANCY_ANALYTICS_DAY_FIELDS = [
  'views',
  'unique_visitors',
  'search_appearances',
  'apply_clicks',
  'applications',
] as const;
export type VacancyAnalyticsDayField = (typeof VACANCY_ANALYTICS_DAY_FIELDS)[number];

export const VACANCY_ANALYTICS_LABELS: Record<VacancyAnalyticsDayField, string> & {
  day: string;
  total: string;
  stage: string;
  count: string;
  responded: string;
  waiting: string;
  medianHours: string;
  averageHours: string;
} = {
  day: 'Tanggal',
  views: 'Dilihat',
  unique_visitors: 'Pengunjung unik',
  search_appearances: 'Muncul di daftar',
  apply_clicks: 'Klik "Lamar"',
  applications: 'Lamaran masuk',
  total: 'Jumlah',
  stage: 'Tahap',
  count: 'Jumlah lamaran',
  responded: 'Lamaran yang sudah ditanggapi',
  waiting: 'Lamaran yang belum ditanggapi',
  medianHours: 'Median waktu respons pertama (jam)',
  averageHours: 'Rata-rata waktu respons pertama (jam)',
};

/** Days between two YYYY-MM-DD dates, both ends counted (1 for the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
