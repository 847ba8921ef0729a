/**
 * Interview scheduling (issue 21 §3; docs/decisions/110-interview-scheduling.md): kinds, limits, links
 * and messages, free of zod so the web screens can import them.
 */
import { COMPANY_INTERVIEW_AGENDA_LINK, SEEKER_INTERVIEWS_LINK } from '../panel-links.ts';

/** How the interview is held, as stored in `interviews.kind`. */
export const INTERVIEW_KINDS = ['IN_PERSON', 'ONLINE', 'PHONE'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];

export const INTERVIEW_KIND_LABELS: Readonly<Record<InterviewKind, string>> = {
  IN_PERSON: 'Tatap muka',
  ONLINE: 'Daring',
  PHONE: 'Telepon',
};

export const INTERVIEW_STATUSES = ['SCHEDULED', 'CANCELLED'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The seeker's answer to an interview. */
export const INTERVIEW_ANSWERS = ['CONFIRMED', 'RESCHEDULE_REQUESTED'] as const;
export type InterviewAnswer = (typeof INTERVIEW_ANSWERS)[number];

export const INTERVIEW_ANSWER_LABELS: Readonly<Record<InterviewAnswer | 'NONE', string>> = {
  NONE: 'Menunggu jawaban',
  CONFIRMED: 'Dikonfirmasi',
  RESCHEDULE_REQUESTED: 'Minta jadwal ulang',
};

export const INTERVIEW_LIMITS = {
  roundMax: 10,
  durationMin: 15,
  durationMax: 480,
  durationDefault: 60,
  locationMax: 300,
  urlMax: 500,
  noteMax: 1000,
  reasonMax: 300,
  /** How far ahead an interview may be scheduled. */
  aheadDays: 366,
} as const;

/** Interviews per page of the seeker's list and of one week of the company's agenda. */
export const INTERVIEWS_PAGE_SIZE = 20;
export const INTERVIEW_AGENDA_MAX = 200;

export { COMPANY_INTERVIEW_AGENDA_LINK, SEEKER_INTERVIEWS_LINK };
/** The seeker's screen opened at one interview (the mail's and the notification's link). */
export const seekerInterviewLink = (id: number) => `${SEEKER_INTERVIEWS_LINK}?wawancara=${id}`;
/** The company's agenda at the week of a moment, given as the week's Monday `YYYY-MM-DD`. */
export const companyAgendaLink = (weekStart: string) =>
  `${COMPANY_INTERVIEW_AGENDA_LINK}?minggu=${weekStart}`;

export const INTERVIEW_MESSAGES = {
  startsAtInvalid: 'Tanggal dan jam wawancara tidak valid.',
  startsAtPast: 'Waktu wawancara harus di masa depan.',
  startsAtTooFar: 'Wawancara paling jauh dijadwalkan satu tahun ke depan.',
  kindInvalid: 'Pilih jenis wawancara: tatap muka, daring atau telepon.',
  roundInvalid: `Tahap wawancara berupa angka 1 sampai ${INTERVIEW_LIMITS.roundMax}.`,
  durationInvalid: `Durasi wawancara ${INTERVIEW_LIMITS.durationMin} sampai ${INTERVIEW_LIMITS.durationMax} menit.`,
  locationRequired: 'Isi tempat wawancara tatap muka.',
  locationTooLong: `Tempat paling banyak ${INTERVIEW_LIMITS.locationMax} karakter.`,
  urlRequired: 'Isi tautan wawancara daring.',
  urlInvalid: 'Tautan wawancara harus alamat https:// yang valid.',
  noteTooLong: `Catatan paling banyak ${INTERVIEW_LIMITS.noteMax} karakter.`,
  reasonRequired: 'Tuliskan alasan singkat meminta jadwal ulang.',
  reasonTooLong: `Alasan paling banyak ${INTERVIEW_LIMITS.reasonMax} karakter.`,
  answerInvalid: 'Pilih konfirmasi atau minta jadwal ulang.',
  weekInvalid: 'Minggu agenda harus tanggal YYYY-MM-DD.',
  onlyOnCalled: 'Wawancara hanya dapat dijadwalkan saat pelamar dipindahkan ke tahap Dipanggil.',
  notCalled: 'Wawancara hanya dapat dijadwalkan untuk pelamar pada tahap Dipanggil.',
  notFound: 'Wawancara tidak ditemukan.',
  cancelled: 'Wawancara ini sudah dibatalkan.',
  passed: 'Wawancara ini sudah lewat.',
  roundTaken:
    'Tahap wawancara ini sudah terjadwal untuk pelamar tersebut. Ubah jadwalnya atau pilih tahap lain.',
  scheduled: 'Wawancara dijadwalkan. Pencari kerja diberi tahu lewat notifikasi dan email.',
  rescheduled: 'Jadwal wawancara diubah. Pencari kerja diberi tahu.',
  cancelledDone: 'Wawancara dibatalkan. Pencari kerja diberi tahu.',
  confirmed: 'Kehadiran wawancara dikonfirmasi.',
  rescheduleAsked: 'Permintaan jadwal ulang dikirim ke perusahaan.',
} as const;

/** What the seeker and the company are told (in-app and by e-mail). */
export const INTERVIEW_NOTIFICATIONS = {
  scheduled: (vacancy: string, company: string, when: string) => ({
    title: 'Undangan wawancara',
    body: `${company} mengundang Anda wawancara untuk lowongan "${vacancy}" pada ${when}. Buka SiLoker untuk mengonfirmasi atau meminta jadwal ulang. Undangan kalender (.ics) terlampir di email.`,
  }),
  rescheduled: (vacancy: string, company: string, when: string) => ({
    title: 'Jadwal wawancara diubah',
    body: `${company} mengubah jadwal wawancara lowongan "${vacancy}" menjadi ${when}. Mohon konfirmasi kembali.`,
  }),
  cancelled: (vacancy: string, company: string, reason: string | null) => ({
    title: 'Wawancara dibatalkan',
    body: `${company} membatalkan wawancara lowongan "${vacancy}".${reason ? ` Alasan: ${reason}` : ''}`,
  }),
  reminder: (vacancy: string, company: string, when: string) => ({
    title: 'Pengingat wawancara besok',
    body: `Besok Anda wawancara dengan ${company} untuk lowongan "${vacancy}" pada ${when}.`,
  }),
  confirmed: (seeker: string, vacancy: string, when: string) => ({
    title: 'Wawancara dikonfirmasi',
    body: `${seeker} mengonfirmasi wawancara lowongan "${vacancy}" pada ${when}.`,
  }),
  rescheduleAsked: (seeker: string, vacancy: string, when: string, reason: string) => ({
    title: 'Permintaan jadwal ulang wawancara',
    body: `${seeker} meminta jadwal ulang wawancara lowongan "${vacancy}" (${when}). Alasan: ${reason}`,
  }),
} as const;

/** Texts of the screens. */
export const INTERVIEW_TEXTS = {
  scheduleTitle: 'Jadwalkan wawancara',
  rescheduleTitle: 'Ubah jadwal wawancara',
  scheduleButton: 'Jadwalkan wawancara',
  scheduleOnCalled: 'Jadwalkan wawancara sekarang',
  date: 'Tanggal',
  time: 'Jam',
  duration: 'Durasi (menit)',
  kind: 'Jenis wawancara',
  round: 'Tahap ke-',
  location: 'Tempat',
  onlineUrl: 'Tautan (https://)',
  note: 'Catatan untuk pelamar',
  save: 'Simpan jadwal',
  cancel: 'Batalkan wawancara',
  cancelReason: 'Alasan pembatalan (opsional)',
  seekerTitle: 'Wawancara',
  seekerEmpty: 'Belum ada jadwal wawancara.',
  confirm: 'Konfirmasi hadir',
  askReschedule: 'Minta jadwal ulang',
  reason: 'Alasan singkat',
  send: 'Kirim',
  agendaTitle: 'Agenda Wawancara',
  agendaEmpty: 'Tidak ada wawancara pada minggu ini.',
  previousWeek: 'Minggu sebelumnya',
  nextWeek: 'Minggu berikutnya',
  thisWeek: 'Minggu ini',
  upcoming: 'Akan datang',
  past: 'Sudah lewat',
} as const;
