/**
 * Real-user metrics (issue 19 item 4; docs/decisions/100-real-user-metrics.md): the metrics, the route
 * templates a report may name, Google's thresholds and the messages. Free of zod so the web app's
 * first chunk can import them.
 */

/** The metrics a page view reports, in the order the office's table shows them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Share of page views that report (0..1). Sampled so a busy day costs a few rows a minute; p75 of a
 * tenth of the views is as good as of all of them.
 */
export const VITALS_SAMPLE_RATE = 0.1;

/** The highest value accepted per metric: milliseconds, except CLS (a score). Beyond is a broken client. */
export const VITAL_MAX: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 50, TTFB: 120_000 };

/**
 * Google's thresholds (web.dev/articles/vitals): up to `good` is good, above `poor` is poor, between
 * needs improvement. Milliseconds, except CLS.
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

export const VITAL_LABELS: Record<VitalName, string> = {
  LCP: 'LCP (konten utama tampil)',
  INP: 'INP (tanggapan atas sentuhan)',
  CLS: 'CLS (pergeseran tata letak)',
  TTFB: 'TTFB (byte pertama dari server)',
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: 'Baik',
  'needs-improvement': 'Perlu perbaikan',
  poor: 'Buruk',
};

/** Google's words for a p75 value. */
export function vitalRating(name: VitalName, value: number): VitalRating {
  const t = VITAL_THRESHOLDS[name];
  return value <= t.good ? 'good' : value <= t.poor ? 'needs-improvement' : 'poor';
}

/**
 * Every route template of the web app (apps/web/src/config/paths.ts; a web test keeps the two equal):
 * a report names the page by its template, never by its address with a slug or a query.
 */
export const VITALS_ROUTES = [
  '/',
  '/lowongan-kerja',
  '/lowongan-kerja/:title_slug',
  '/perusahaan',
  '/perusahaan/:name_slug',
  '/pencari-kerja',
  '/pencari-kerja/:name_slug',
  '/acara',
  '/acara/:title_slug',
  '/kebijakan-privasi',
  '/lowongan-kerja-formulir/tawar-lamaran',
  '/kartu-ak1/:number',
  '/langganan-lowongan/konfirmasi',
  '/langganan-lowongan/kelola/:token',
  '/panel',
  '/panel/halaman-utama',
  '/panel/notifikasi',
  '/panel/data-pribadi/pencari-kerja',
  '/panel/data-pribadi/pencari-kerja/biodata',
  '/panel/data-pribadi/pencari-kerja/kualifikasi',
  '/panel/data-lowongan-kerja/pencari-kerja',
  '/panel/data-acara/pencari-kerja',
  '/panel/lowongan-tersimpan',
  '/panel/langganan-lowongan',
  '/panel/data-pribadi/perusahaan',
  '/panel/data-lowongan-kerja',
  '/panel/data-lowongan-kerja/formulir/:title_slug?',
  '/panel/data-lowongan-kerja/:title_slug/pencari-kerja',
  '/panel/cari-pencari-kerja',
  '/panel/verifikasi',
  '/panel/data-lowongan-kerja/undangan',
  '/panel/kartu-ak1',
  '/panel/acara',
  '/panel/acara/formulir/:id?',
  '/panel/acara/:id/peserta',
  '/panel/jabatan',
  '/panel/pengaturan',
  '/panel/statistik',
  '/panel/staf',
  '/panel/jejak-audit',
  '/panel/aturan-lowongan',
  '/panel/laporan-lowongan',
  '/panel/laporan-wllp',
  '/panel/wajib-lapor',
  '/panel/data-lowongan-kerja/kesegaran/:id',
  '/panel/data-lowongan-kerja/analitik/:id',
  '/panel/wawancara',
  '/panel/agenda-wawancara',
  '/panel/templat-pesan',
  '/panel/data-lowongan-kerja/walk-in/:id',
  '/panel/kamus-keahlian',
  '/panel/ubah-kata-sandi',
  '/panel/profil-akun',
  '/panel/not-permission',
  '/registrasi/pencari-kerja',
  '/registrasi/perusahaan',
  '/masuk',
  '/atur-ulang-kata-sandi',
  '/ubah-kata-sandi',
  '/aktifasi-email',
  '*',
] as const;
export type VitalsRoute = (typeof VITALS_ROUTES)[number];

/** The office's read: how many weeks back (this week included). */
export const VITALS_DEFAULT_WEEKS = 8;
export const VITALS_MAX_WEEKS = 26;
/** Rows older than this are deleted by the housekeeping job (lib/housekeeping.ts). */
export const VITALS_RETENTION_DAYS = 400;

export const VITALS_MESSAGES = {
  badReport: 'Laporan kinerja halaman tidak valid.',
  badRoute: 'Halaman tidak dikenal.',
  badMetric: 'Nama metrik tidak dikenal.',
  duplicateMetric: 'Setiap metrik hanya boleh dilaporkan sekali.',
  badValue: 'Nilai metrik di luar batas.',
  badWeeks: `Jumlah minggu harus 1 sampai ${VITALS_MAX_WEEKS}.`,
  sectionTitle: 'Kinerja halaman bagi pengguna',
  sectionLead:
    'Persentil ke-75 (p75) dari yang dialami pengunjung sungguhan, per halaman dan per minggu, dengan ambang Google. Dicatat dari sebagian kunjungan, tanpa data pribadi.',
  empty: 'Belum ada laporan kinerja halaman pada rentang ini.',
  allPages: 'Semua halaman',
  loadFailed: 'Kinerja halaman gagal dimuat. Coba lagi nanti.',
} as const;
