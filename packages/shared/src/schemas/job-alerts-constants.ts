/**
 * Job alerts, saved searches mailed (issue 21 §2, docs/decisions/108): frequencies, limits, screens and
 * messages, free of zod so the web screens can import them.
 */

export const JOB_ALERT_FREQUENCIES = ['INSTANT', 'DAILY', 'WEEKLY'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
export const JOB_ALERT_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type JobAlertStatus = (typeof JOB_ALERT_STATUSES)[number];

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  INSTANT: 'Segera (setiap ada lowongan baru)',
  DAILY: 'Harian',
  WEEKLY: 'Mingguan',
};
export const JOB_ALERT_STATUS_LABELS: Record<JobAlertStatus, string> = {
  ACTIVE: 'Aktif',
  PAUSED: 'Dijeda',
};

/** The least time between two mails of a subscription, by frequency (INSTANT: every run of the job). */
export const JOB_ALERT_PERIOD_HOURS: Record<JobAlertFrequency, number> = {
  INSTANT: 0,
  DAILY: 24,
  WEEKLY: 168,
};
/** A guest's confirmation link lives this long. */
export const JOB_ALERT_CONFIRM_HOURS = 48;
/** Subscriptions per account, and per e-mail address for guests (confirmed or waiting). */
export const JOB_ALERTS_MAX = 20;
/** Vacancies listed in one mail; the rest are counted with a link to the search. */
export const JOB_ALERT_MAIL_LIST_MAX = 20;
/** A vacancy public longer than this is not "new" for an alert (bounds the job's scan). */
export const JOB_ALERT_NEW_WINDOW_DAYS = 30;
/** The panel's list, per page. */
export const JOB_ALERTS_PAGE_SIZE = 10;

export { JOB_ALERT_CONFIRM_PAGE, JOB_ALERT_MANAGE_PAGE, JOB_ALERTS_LINK } from '../panel-links.ts';
export const JOB_ALERT_ACTIONS = { pause: 'jeda', unsubscribe: 'berhenti' } as const;

export const JOB_ALERT_MESSAGES = {
  saveButton: 'Simpan pencarian & kirim lowongan baru',
  dialogTitle: 'Kirim lowongan baru ke email saya',
  dialogIntro: 'Kami mengirim lowongan baru yang cocok dengan pencarian ini:',
  frequencyLabel: 'Seberapa sering',
  emailLabel: 'Email',
  guestNote: 'Kami mengirim tautan konfirmasi ke email ini. Lowongan baru dikirim setelah tautan itu dibuka.',
  submit: 'Simpan pencarian',
  cancel: 'Batal',
  created: 'Pencarian disimpan. Lowongan baru yang cocok akan dikirim ke email Anda.',
  /** The same answer whatever the address (no account enumeration). */
  confirmSent:
    'Periksa email Anda: buka tautan konfirmasi di dalamnya untuk mulai menerima lowongan baru. Tautan berlaku 48 jam.',
  confirmed: 'Langganan lowongan dikonfirmasi. Lowongan baru yang cocok akan dikirim ke email Anda.',
  confirmInvalid: 'Tautan konfirmasi tidak berlaku: sudah dipakai, kedaluwarsa, atau tidak dikenal.',
  manageInvalid: 'Tautan ini tidak berlaku atau langganannya sudah dihentikan.',
  paused: 'Langganan dijeda. Anda tidak menerima email lowongan sampai melanjutkannya.',
  resumed: 'Langganan dilanjutkan.',
  unsubscribed: 'Langganan dihentikan. Anda tidak akan menerima email lowongan ini lagi.',
  updated: 'Langganan diperbarui.',
  deleted: 'Langganan dihapus.',
  tooMany: `Paling banyak ${JOB_ALERTS_MAX} langganan lowongan untuk satu email.`,
  salaryRange: 'Gaji minimum tidak boleh lebih besar dari gaji maksimum.',
  frequency: 'Pilih frekuensi: segera, harian, atau mingguan.',
  status: 'Status harus aktif atau dijeda.',
  token: 'Tautan tidak valid.',
  notFound: 'Langganan tidak ditemukan.',
  rolesOnly: 'Hanya pencari kerja atau tamu yang dapat berlangganan lowongan.',
  allVacancies: 'Semua lowongan',
  panelTitle: 'Langganan Lowongan',
  panelIntro:
    'Pencarian yang Anda simpan. Lowongan baru yang cocok dikirim ke email Anda; lowongan yang sudah dikirim tidak dikirim lagi.',
  empty:
    'Belum ada langganan. Buka Lowongan Kerja, atur pencarian, lalu tekan "Simpan pencarian & kirim lowongan baru".',
  pause: 'Jeda',
  resume: 'Lanjutkan',
  remove: 'Hapus',
  confirmRemove: 'Hapus langganan ini?',
  lastSent: 'Email terakhir',
  never: 'Belum pernah',
  manageTitle: 'Langganan Lowongan',
  pauseQuestion: 'Jeda langganan ini? Anda tidak menerima email lowongan sampai melanjutkannya.',
  unsubscribeQuestion: 'Hentikan langganan ini? Anda tidak akan menerima email lowongan ini lagi.',
  pauseButton: 'Jeda langganan',
  unsubscribeButton: 'Hentikan langganan',
  confirmTitle: 'Konfirmasi Langganan',
  confirmButton: 'Konfirmasi langganan',
  confirmQuestion: 'Mulai menerima lowongan baru untuk pencarian ini?',
  mailSubject: (count: number) => `${count} lowongan baru untuk pencarian Anda`,
  mailConfirmSubject: 'Konfirmasi langganan lowongan',
} as const;
