/**
 * The plain values of the office's statistics (issue 11 items 8 and 9): section keys with their titles
 * and columns, the headline figures, the age bands and the messages. Kept apart from the zod schemas
 * (statistics.ts) so the web screens import them without pulling zod into their chunks.
 */

/** The default range: this month and the eleven before it. */
export const STATISTICS_DEFAULT_MONTHS = 12;
/** The longest range one request may ask for (its month rows stay a readable chart). */
export const STATISTICS_MAX_YEARS = 5;

/** What a section's rows count, with the column names the table and the CSV use. */
export const STATISTICS_MEASURES = {
  job_vacancies: 'Lowongan',
  workers: 'Kebutuhan tenaga kerja',
  applications: 'Lamaran',
  placements: 'Diterima bekerja',
  seekers: 'Pencari kerja',
  events: 'Acara',
  participants: 'Peserta',
  attended: 'Hadir',
} as const;
export type StatisticsMeasure = keyof typeof STATISTICS_MEASURES;

/**
 * Every section the screen draws and `GET /office/statistics/export?section=` writes, in screen order.
 * `group`: the first column's name; `measures`: the numbers of each row; `chart`: how the screen draws it
 * (months as columns over time, categories as horizontal bars).
 */
export const STATISTICS_SECTIONS = [
  {
    key: 'vacancies_by_business_field',
    title: 'Lowongan menurut bidang usaha',
    group: 'Bidang usaha',
    measures: ['job_vacancies', 'workers'],
    chart: 'bars',
  },
  {
    key: 'vacancies_by_education',
    title: 'Lowongan menurut pendidikan minimal',
    group: 'Pendidikan',
    measures: ['job_vacancies', 'workers'],
    chart: 'bars',
  },
  {
    key: 'vacancies_by_month',
    title: 'Lowongan per bulan',
    group: 'Bulan',
    measures: ['job_vacancies', 'workers'],
    chart: 'months',
  },
  {
    key: 'applications_by_month',
    title: 'Lamaran dan penempatan per bulan',
    group: 'Bulan',
    measures: ['applications', 'placements'],
    chart: 'months',
  },
  {
    key: 'applications_by_business_field',
    title: 'Lamaran dan penempatan menurut bidang usaha',
    group: 'Bidang usaha',
    measures: ['applications', 'placements'],
    chart: 'bars',
  },
  {
    key: 'seekers_by_education',
    title: 'Pencari kerja menurut pendidikan',
    group: 'Pendidikan',
    measures: ['seekers'],
    chart: 'bars',
  },
  {
    key: 'seekers_by_gender',
    title: 'Pencari kerja menurut jenis kelamin',
    group: 'Jenis kelamin',
    measures: ['seekers'],
    chart: 'bars',
  },
  {
    key: 'seekers_by_age_band',
    title: 'Pencari kerja menurut kelompok umur',
    group: 'Kelompok umur',
    measures: ['seekers'],
    chart: 'bars',
  },
  {
    key: 'seekers_by_district',
    title: 'Pencari kerja menurut kecamatan',
    group: 'Kecamatan',
    measures: ['seekers'],
    chart: 'bars',
  },
  {
    key: 'events_by_month',
    title: 'Acara dan peserta per bulan',
    group: 'Bulan',
    measures: ['events', 'participants', 'attended'],
    chart: 'months',
  },
] as const satisfies readonly {
  key: string;
  title: string;
  group: string;
  measures: readonly StatisticsMeasure[];
  chart: 'bars' | 'months';
}[];

export type StatisticsSection = (typeof STATISTICS_SECTIONS)[number];
export type StatisticsSectionKey = StatisticsSection['key'];
export const STATISTICS_SECTION_KEYS = STATISTICS_SECTIONS.map((s) => s.key) as [
  StatisticsSectionKey,
  ...StatisticsSectionKey[],
];

/** The headline figures (cards on the screen and the dashboard), the portal's placements first. */
export const STATISTICS_HEADLINE = [
  { key: 'placements', label: 'Diterima bekerja lewat portal' },
  { key: 'applications', label: 'Lamaran dikirim' },
  { key: 'vacancies_published', label: 'Lowongan dipublikasikan' },
  { key: 'workers_needed', label: 'Kebutuhan tenaga kerja' },
  { key: 'companies_verified', label: 'Perusahaan terverifikasi' },
  { key: 'active_seekers', label: 'Pencari kerja terdaftar' },
  { key: 'events', label: 'Acara' },
  { key: 'participants', label: 'Peserta acara' },
  { key: 'attended', label: 'Peserta hadir' },
] as const;
export type StatisticsHeadlineKey = (typeof STATISTICS_HEADLINE)[number]['key'];

/** The headline as its own CSV (section=headline): one row per figure. */
export const STATISTICS_HEADLINE_SECTION = { key: 'headline', title: 'Ringkasan' } as const;
export const STATISTICS_EXPORT_KEYS = [STATISTICS_HEADLINE_SECTION.key, ...STATISTICS_SECTION_KEYS] as const;
export type StatisticsExportKey = (typeof STATISTICS_EXPORT_KEYS)[number];

/** Age bands of the seekers' section, in years at the day the figures are computed. */
export const STATISTICS_AGE_BANDS = [
  { key: 'under_20', label: 'Di bawah 20 tahun', min: null, max: 19 },
  { key: '20_24', label: '20–24 tahun', min: 20, max: 24 },
  { key: '25_29', label: '25–29 tahun', min: 25, max: 29 },
  { key: '30_39', label: '30–39 tahun', min: 30, max: 39 },
  { key: '40_49', label: '40–49 tahun', min: 40, max: 49 },
  { key: '50_plus', label: '50 tahun ke atas', min: 50, max: null },
] as const;

/** The rows of a section that gather what fits no category. */
export const STATISTICS_OTHER_KEYS = { none: 'none', outside: 'outside' } as const;
export const STATISTICS_OTHER_LABELS = {
  /** A vacancy or profile without the value (no education required, no business field, no birth date). */
  none: 'Tidak diisi',
  /** A seeker living outside the configured city. */
  outside: (city: string) => `Di luar ${city}`,
} as const;

export const STATISTICS_MESSAGES = {
  badDate: 'Tanggal harus berformat TTTT-BB-HH.',
  toBeforeFrom: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  tooLong: `Rentang tanggal paling lama ${STATISTICS_MAX_YEARS} tahun.`,
  badSection: 'Bagian statistik tidak dikenal.',
  badRange: 'Rentang tanggal tidak valid.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is refused). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The last day a range starting on `from` may end on: one day short of STATISTICS_MAX_YEARS later. */
export function latestRangeEnd(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + STATISTICS_MAX_YEARS);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The time zone that dates the figures (months, days of a range): the province's (format/index.ts). */
export { provinceTimeZone } from '../format/index.ts';
