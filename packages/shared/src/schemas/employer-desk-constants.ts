/**
 * The employer's desk (issue 21 §3 "Bulk actions", "Walk-in sessions" and §4 "Application spam";
 * docs/decisions/109-employer-desk.md): limits, defaults and Indonesian texts, free of zod so the web
 * screens import them without pulling zod into their chunks.
 */
import { APPLICATION_STATUS_NAMES, type ApplicationStatus } from '../enums.ts';

/** How many applicants one bulk move may touch: a selection, or every applicant matching the filters. */
export const BULK_MOVE_MAX = 100;

/** The targets of a bulk move: one stage forward along the pipeline, or 'Tidak Diterima'. */
export const BULK_MOVE_TARGETS = ['CALLED', 'PASSED', 'ACCEPTED', 'REJECTED'] as const;
export type BulkMoveTarget = (typeof BULK_MOVE_TARGETS)[number];

/** The stage a forward bulk move starts from (the tab it is made on); REJECTED leaves any pipeline stage. */
export const BULK_MOVE_FROM: Record<Exclude<BulkMoveTarget, 'REJECTED'>, ApplicationStatus> = {
  CALLED: 'APPLIED',
  PASSED: 'CALLED',
  ACCEPTED: 'PASSED',
};

/** The note a bulk move sends the seekers: the same limit as a single move's note. */
export const BULK_NOTE_MAX = 1000;

/** A company's message templates: how many, and how long. */
export const MESSAGE_TEMPLATES_MAX = 20;
export const MESSAGE_TEMPLATE_NAME_MAX = 80;
export const MESSAGE_TEMPLATE_BODY_MAX = BULK_NOTE_MAX;

/** The two templates every company starts with (seeded on its first visit; each can be edited or deleted). */
export const DEFAULT_MESSAGE_TEMPLATES = [
  {
    name: 'Undangan wawancara',
    body: 'Terima kasih atas lamaran Anda. Kami mengundang Anda untuk wawancara. Jadwal dan tempat akan kami sampaikan melalui telepon atau e-mail.',
  },
  {
    name: 'Belum sesuai',
    body: 'Terima kasih atas minat Anda. Setelah meninjau lamaran Anda, kami memutuskan bahwa kualifikasi Anda belum sesuai dengan kebutuhan lowongan ini. Semoga sukses.',
  },
] as const;

/** Walk-in sessions of one vacancy: how many, the quota's bounds, the place's length. */
export const WALK_IN_SESSIONS_MAX = 20;
/** A seeker's own bookings listed on their dashboard: the upcoming ones first, then the latest past ones. */
export const WALK_IN_MY_BOOKINGS_MAX = 20;
export const WALK_IN_QUOTA_MAX = 500;
export const WALK_IN_PLACE_MAX = 200;
/** The longest a session may last, in hours (a working day and a half). */
export const WALK_IN_MAX_HOURS = 12;

/** Applications per seeker per calendar day (portal time zone): the office's setting, its default and bounds. */
export const APPLY_LIMIT_PER_DAY_DEFAULT = 20;
export const APPLY_LIMIT_PER_DAY_MIN = 1;
export const APPLY_LIMIT_PER_DAY_MAX = 200;
/** The help text of the setting in the office's site settings form. */
export const APPLY_LIMIT_HINT = `Lamaran yang dapat dikirim satu pencari kerja dalam satu hari kalender (zona waktu portal). Setelah batas tercapai, lamaran berikutnya ditolak sampai tengah malam dengan pesan yang jelas; undangan yang diterima tidak dihitung. Bawaan ${APPLY_LIMIT_PER_DAY_DEFAULT}, antara ${APPLY_LIMIT_PER_DAY_MIN} dan ${APPLY_LIMIT_PER_DAY_MAX}.`;
/** The configs key the office's setting is stored under. */
export const APPLY_LIMIT_CONFIG_KEY = 'apply_limit_per_day';

/** A burst of applies is slowed (429 with Retry-After): per account and per address, per minute. */
export const APPLY_BURST_PER_USER_PER_MINUTE = 5;
export const APPLY_BURST_PER_IP_PER_MINUTE = 60;

const stage = (s: ApplicationStatus) => APPLICATION_STATUS_NAMES[s] ?? s;

export const DESK_MESSAGES = {
  bulkEmpty: 'Pilih setidaknya satu pelamar.',
  bulkOneSelection: 'Pilih pelamar satu per satu atau "semua yang cocok dengan filter", tidak keduanya.',
  bulkTooMany: (n: number) =>
    `Terlalu banyak pelamar dipilih (${n.toLocaleString('id-ID')}). Paling banyak ${BULK_MOVE_MAX} pelamar sekaligus; persempit filter.`,
  bulkFilterStage: 'Pindahkan dari tahap yang sedang ditampilkan: pilih tab tahap yang sesuai.',
  bulkDone: (moved: number, skipped: number) =>
    skipped === 0 ? `${moved} pelamar dipindahkan.` : `${moved} pelamar dipindahkan, ${skipped} dilewati.`,
  templateNotFound: 'Templat pesan tidak ditemukan.',
  templatesFull: `Paling banyak ${MESSAGE_TEMPLATES_MAX} templat pesan per perusahaan. Hapus templat yang tidak dipakai.`,
  templateSaved: 'Templat pesan disimpan.',
  templateDeleted: 'Templat pesan dihapus.',
  sessionNotFound: 'Sesi walk-in tidak ditemukan.',
  sessionsFull: `Paling banyak ${WALK_IN_SESSIONS_MAX} sesi walk-in per lowongan.`,
  sessionPast: 'Waktu mulai sesi harus di masa depan.',
  sessionEndBeforeStart: 'Waktu selesai harus setelah waktu mulai.',
  sessionTooLong: `Satu sesi paling lama ${WALK_IN_MAX_HOURS} jam.`,
  sessionBadTime: 'Tanggal atau jam tidak valid.',
  sessionCreated: 'Sesi walk-in ditambahkan.',
  sessionUpdated: 'Sesi walk-in diperbarui.',
  sessionDeleted: 'Sesi walk-in dihapus.',
  sessionStarted: 'Sesi walk-in ini sudah dimulai dan tidak dapat diubah.',
  quotaBelowBookings: (n: number) =>
    `Sesi ini sudah dipesan ${n} pencari kerja; kuota tidak boleh kurang dari ${n}.`,
  sessionHasBookings: (n: number) => `Sesi ini sudah dipesan ${n} pencari kerja dan tidak dapat dihapus.`,
  sessionClosed: 'Sesi walk-in ini sudah lewat dan tidak dapat dipesan.',
  sessionFull: 'Kuota sesi walk-in ini sudah penuh. Pilih sesi lain.',
  alreadyBooked:
    'Anda sudah memesan satu sesi walk-in untuk lowongan ini. Batalkan dulu untuk memilih sesi lain.',
  booked: 'Sesi walk-in dipesan. Datang tepat waktu dengan membawa CV dan KTP.',
  bookingCancelled: 'Pesanan sesi walk-in dibatalkan.',
  noBooking: 'Anda tidak memesan sesi walk-in ini.',
  vacancyUnavailable: 'Lowongan ini tidak tersedia: sudah ditutup, dihapus, atau melewati batas waktu.',
  onlySeekers: 'Hanya pencari kerja yang dapat memesan sesi walk-in.',
  applyLimit: (limit: number) =>
    `Anda sudah mengirim ${limit} lamaran hari ini, batas harian yang ditetapkan Dinas. Silakan melamar lagi besok.`,
  applyBurst: (wait: string) =>
    `Terlalu banyak lamaran dalam waktu singkat. Silakan tunggu ${wait} sebelum melamar lagi.`,
  applyLimitLabel: 'Batas lamaran per pencari kerja per hari',
  applyLimitInvalid: `Batas lamaran per hari harus bilangan bulat ${APPLY_LIMIT_PER_DAY_MIN}–${APPLY_LIMIT_PER_DAY_MAX}.`,
  skipStage: (from: ApplicationStatus, to: ApplicationStatus) =>
    `Tahap "${stage(from)}" tidak dapat langsung dipindahkan ke "${stage(to)}".`,
} as const;

/**
 * What a seeker who booked a session is told when the company changes its date, time or place
 * (in the app and by e-mail, under the 'applications' switch).
 */
export const WALK_IN_NOTIFICATIONS = {
  changed: (vacancy: string, company: string, when: string, place: string) => ({
    title: 'Sesi walk-in diubah',
    body: `${company} mengubah sesi walk-in lowongan "${vacancy}" yang Anda pesan. Jadwal sekarang: ${when}, di ${place}. Batalkan pesanan dari halaman lowongan bila Anda berhalangan.`,
  }),
} as const;

/** Where a booked seeker's notification leads when the vacancy is no longer public: their Halaman Utama. */
export const WALK_IN_MY_BOOKINGS_LINK = '/panel/halaman-utama';

export { MESSAGE_TEMPLATES_LINK } from '../panel-links.ts';

/** Texts of the message-template screen. */
export const TEMPLATE_SCREEN_TEXTS = {
  title: 'Templat Pesan',
  intro:
    'Pesan yang dapat Anda pilih saat memindahkan banyak pelamar sekaligus. Pesan dikirim bersama pemberitahuan perubahan tahap.',
  addTitle: 'Tambah templat',
  editTitle: 'Ubah templat',
  add: 'Tambah Templat',
  save: 'Simpan Perubahan',
  empty: 'Belum ada templat pesan. Tambahkan templat pertama Anda.',
  full: `Anda sudah memiliki ${MESSAGE_TEMPLATES_MAX} templat, batas per perusahaan. Hapus templat yang tidak dipakai untuk menambah yang baru.`,
  deleteTitle: (name: string) => `Hapus templat "${name}"?`,
  deleteLead: 'Templat yang dihapus tidak dapat dikembalikan. Pesan yang sudah terkirim tidak berubah.',
  manage: 'Kelola templat pesan',
} as const;

/** Labels of the desk's screens. */
export const DESK_LABELS = {
  templateName: 'Nama templat',
  templateBody: 'Isi pesan',
  sessionDate: 'Tanggal',
  sessionStart: 'Jam mulai',
  sessionEnd: 'Jam selesai',
  sessionPlace: 'Tempat',
  sessionQuota: 'Kuota',
} as const;

/** The walk-in screens' texts: the company's sessions page and the section on a vacancy's page. */
export const WALK_IN_TEXTS = {
  companyTitle: 'Sesi Walk-in',
  companyLead:
    'Wawancara di tempat untuk lowongan ini: tanggal, jam, tempat, dan kuota. Pencari kerja memesan satu tempat dari halaman lowongan; Anda melihat siapa yang memesan.',
  link: 'Walk-in',
  addTitle: 'Tambah sesi',
  add: 'Tambah sesi',
  adding: 'Menyimpan…',
  edit: 'Ubah',
  editTitle: 'Ubah sesi',
  save: 'Simpan perubahan',
  cancelEdit: 'Batal',
  editBooked: (n: number) =>
    `Sesi ini sudah dipesan ${n} pencari kerja: kuota tidak dapat kurang dari ${n}. Bila tanggal, jam, atau tempat berubah, mereka diberi tahu melalui notifikasi dan e-mail.`,
  listTitle: 'Daftar sesi',
  empty: 'Belum ada sesi walk-in untuk lowongan ini.',
  bookedOf: (booked: number, quota: number) => `${booked} dari ${quota} tempat dipesan`,
  bookers: 'Pemesan',
  noBookers: 'Belum ada yang memesan.',
  applied: 'juga melamar',
  bookedAt: 'memesan',
  delete: 'Hapus',
  deleteConfirm: 'Hapus sesi walk-in ini? Sesi yang belum dipesan dapat dihapus.',
  deleteHint: 'Sesi yang sudah dipesan tidak dapat dihapus.',
  past: 'Sudah lewat',
  back: '← Data Lowongan Kerja',
  loadFailed: 'Sesi walk-in lowongan ini tidak dapat dimuat.',
  publicTitle: 'Sesi walk-in',
  publicLead: 'Datang langsung untuk wawancara di tempat. Pesan satu tempat; satu sesi per lowongan.',
  placesLeft: (n: number) => `Sisa ${n} tempat`,
  full: 'Penuh',
  book: 'Pesan tempat',
  booking: 'Memesan…',
  release: 'Batalkan pesanan',
  yours: 'Anda memesan sesi ini',
  guestBook: 'Masuk untuk memesan',
  myTitle: 'Sesi Walk-in Saya',
  myLead: 'Sesi wawancara di tempat yang Anda pesan. Batalkan dari halaman lowongannya bila berhalangan.',
  myLoadFailed: 'Sesi walk-in yang Anda pesan tidak dapat dimuat.',
} as const;
