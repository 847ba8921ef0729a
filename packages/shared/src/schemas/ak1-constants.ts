import type { SeekerStatus } from '../enums.ts';

/**
 * The AK/1 card (Kartu Tanda Pencari Kerja, Permenaker 39/2016; issue 11 item 4), free of zod so the card
 * page, the office screens and the server share one set of rules: the card is free, valid for 2 years from
 * its registration date, and kept alive by a report every 6 months (registration counts as the first).
 */

export const AK1_VALIDITY_MONTHS = 24;
export const AK1_REPORT_INTERVAL_MONTHS = 6;
/** The report boxes printed on the card: the reports due at 6, 12 and 18 months of its 2 years. */
export const AK1_REPORT_BOXES = AK1_VALIDITY_MONTHS / AK1_REPORT_INTERVAL_MONTHS - 1;
/** How many of the latest reports the card's data carries. */
export const AK1_REPORTS_SHOWN = 10;
export const AK1_NOTE_MAX = 500;
export const AK1_COMPANY_NAME_MAX = 200;

/** `<city code digits>-<year>-<6-digit sequence>`, e.g. 6472-2026-000123; URL-safe as it is. */
export const AK1_NUMBER_PATTERN = /^\d{4}-\d{4}-\d{6}$/;
export const AK1_SEQUENCE_DIGITS = 6;

export const AK1_REPORT_STATUSES = ['LOOKING', 'WORKING'] as const;
export type Ak1ReportStatus = (typeof AK1_REPORT_STATUSES)[number];
export const AK1_REPORT_STATUS_NAMES: Record<Ak1ReportStatus, string> = {
  LOOKING: 'Masih mencari kerja',
  WORKING: 'Sudah bekerja',
};

export const AK1_REPORT_SOURCES = ['SEEKER', 'APPLICATION'] as const;
export type Ak1ReportSource = (typeof AK1_REPORT_SOURCES)[number];
export const AK1_REPORT_SOURCE_NAMES: Record<Ak1ReportSource, string> = {
  SEEKER: 'Dilaporkan sendiri',
  APPLICATION: 'Diterima melalui lamaran',
};

/** The seeker's registration status as the office and the seeker read it. */
export const SEEKER_STATUS_NAMES: Record<SeekerStatus, string> = {
  NOT_YET_VERIFIED: 'Menunggu verifikasi',
  VERIFIED: 'Terverifikasi',
  REJECTED: 'Ditolak',
};

export const AK1_FREE_TEXT = 'Kartu AK/1 ini GRATIS: tidak dipungut biaya apa pun.';

export const AK1_MESSAGES = {
  notVerified: (statusName: string) =>
    `Kartu AK/1 belum terbit: status pendaftaran Anda "${statusName}". Kartu terbit setelah Dinas memverifikasi profil Anda.`,
  notRegistered: 'Laporan hanya dapat dikirim oleh pencari kerja yang telah memiliki Kartu AK/1.',
  companyRequired: 'Nama perusahaan wajib diisi bila Anda sudah bekerja.',
  companyTooLong: `Nama perusahaan paling banyak ${AK1_COMPANY_NAME_MAX} karakter.`,
  noteTooLong: `Catatan paling banyak ${AK1_NOTE_MAX} karakter.`,
  badReportStatus: 'Pilih "Masih mencari kerja" atau "Sudah bekerja".',
  reportSaved: 'Laporan Kartu AK/1 berhasil dikirim.',
  cardNotFound: 'Kartu AK/1 dengan nomor ini tidak ditemukan.',
  seekerNotFound: 'Pencari kerja tidak ditemukan.',
  seekerIncomplete: (missing: readonly string[]) =>
    `Pencari kerja belum dapat diverifikasi karena data berikut belum lengkap: ${missing.join(', ')}.`,
  seekerVerified: 'Pencari kerja berhasil diverifikasi dan Kartu AK/1 diterbitkan.',
  seekerRejected: 'Pendaftaran pencari kerja ditolak.',
  cardInvalid:
    'Kartu ini tidak berlaku lagi. Datang ke Dinas Tenaga Kerja dengan KTP untuk memperbarui pendaftaran Anda.',
} as const;

/** What the seeker is told (notifications) and where the link leads (apps/web/src/config/paths.ts). */
export const AK1_NOTIFICATIONS = {
  verifiedTitle: 'Kartu AK/1 Anda telah terbit',
  verifiedBody: (number: string, note: string | null) =>
    `Nomor pendaftaran Anda ${number}. Kartu dapat dibuka dan dicetak dari panel.${note ? ` Catatan Dinas: ${note}` : ''}`,
  rejectedTitle: 'Verifikasi pencari kerja ditolak',
  reportDueTitle: 'Saatnya lapor Kartu AK/1',
  reportDueBody:
    'Sudah 6 bulan sejak laporan terakhir Anda. Laporkan dari panel apakah Anda masih mencari kerja atau sudah bekerja, agar kartu tetap berlaku.',
  cardLink: '/panel/kartu-ak1',
  profileLink: '/panel/data-pribadi/pencari-kerja',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Dates. A registration date is a calendar date ('YYYY-MM-DD', as the server's UTC day); report times are
// instants. Month arithmetic clamps to the month's last day (31 Aug + 6 months = 28/29 Feb).

function addMonthsUtc(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(date.getTime());
  out.setUTCFullYear(y, m, Math.min(date.getUTCDate(), lastDay));
  return out;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The calendar day (UTC) of an instant, 'YYYY-MM-DD'. */
export const ak1Today = (now: Date = new Date()): string => dayOf(now);

/** The last day the card is valid: 2 years after registration, less one day. */
export function ak1ValidUntil(dateRegistration: string): string {
  const end = addMonthsUtc(new Date(`${dateRegistration.slice(0, 10)}T00:00:00Z`), AK1_VALIDITY_MONTHS);
  return dayOf(new Date(end.getTime() - 86_400_000));
}

/** Valid on `today` ('YYYY-MM-DD') when the seeker is verified and the 2 years have not run out. */
export function isAk1Valid(
  status: SeekerStatus | string,
  dateRegistration: string | null,
  today: string = ak1Today(),
): boolean {
  return status === 'VERIFIED' && dateRegistration !== null && today <= ak1ValidUntil(dateRegistration);
}

/** When the next report is due: 6 months after the last one (registration counts as a report). */
export function ak1NextReportDue(lastReportedAt: string | Date): string {
  return addMonthsUtc(new Date(lastReportedAt), AK1_REPORT_INTERVAL_MONTHS).toISOString();
}

/** The moment before which a last report makes the next one overdue now. */
export function ak1ReportCutoff(now: Date = new Date()): Date {
  return addMonthsUtc(now, -AK1_REPORT_INTERVAL_MONTHS);
}

/** Whole days a report is overdue at `now` (0 when not yet due). */
export function ak1DaysOverdue(lastReportedAt: string | Date, now: Date = new Date()): number {
  const due = new Date(ak1NextReportDue(lastReportedAt)).getTime();
  return Math.max(0, Math.floor((now.getTime() - due) / 86_400_000));
}

/** The due dates of the card's report boxes ('YYYY-MM-DD'): 6, 12 and 18 months after registration. */
export function ak1ReportBoxDueDates(dateRegistration: string): string[] {
  const start = new Date(`${dateRegistration.slice(0, 10)}T00:00:00Z`);
  return Array.from({ length: AK1_REPORT_BOXES }, (_, i) =>
    dayOf(addMonthsUtc(start, AK1_REPORT_INTERVAL_MONTHS * (i + 1))),
  );
}
