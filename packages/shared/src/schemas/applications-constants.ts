/**
 * The plain values of the applications contract (issue 10 items 3, 4, 7, 9): the pipeline's legal
 * moves, tab labels and messages. Kept apart from the zod schemas (applications.ts) so the web screens
 * import them without pulling zod into their chunks, as profile-constants.ts does.
 */
import { APPLICATION_PIPELINE, APPLICATION_STATUS_NAMES, type ApplicationStatus } from '../enums.ts';

/** The stages a company may set through change-status: the pipeline and REJECTED. */
export const COMPANY_SETTABLE_STATUSES = [...APPLICATION_PIPELINE, 'REJECTED'] as const;
export type CompanySettableStatus = (typeof COMPANY_SETTABLE_STATUSES)[number];

const pipelineIndex = (s: string) => (APPLICATION_PIPELINE as readonly string[]).indexOf(s);

/** The next stage along APPLIED → CALLED → PASSED → ACCEPTED; null at ACCEPTED or off the pipeline. */
export function nextStage(from: ApplicationStatus): ApplicationStatus | null {
  const i = pipelineIndex(from);
  return i >= 0 && i < APPLICATION_PIPELINE.length - 1 ? APPLICATION_PIPELINE[i + 1]! : null;
}

/** The stage one step back; null at APPLIED or off the pipeline. */
export function previousStage(from: ApplicationStatus): ApplicationStatus | null {
  const i = pipelineIndex(from);
  return i > 0 ? APPLICATION_PIPELINE[i - 1]! : null;
}

/**
 * docs/product.md §4: one step forward or back along the pipeline, REJECTED from any pipeline stage, nothing
 * out of REJECTED. INVITED is answered by the seeker, never moved by the company.
 */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (pipelineIndex(from) < 0) return false;
  if (to === 'REJECTED') return true;
  return nextStage(from) === to || previousStage(from) === to;
}

/** Tabs of the company's applicant screen (docs/product.md §2), each the stage it lists. */
export const COMPANY_APPLICANT_TABS = [
  { key: 'applicants', status: 'APPLIED', label: 'Melamar Kerja' },
  { key: 'calls', status: 'CALLED', label: 'Pelamar yang dipanggil' },
  { key: 'passed', status: 'PASSED', label: 'Pelamar yang diproses' },
  { key: 'accepted', status: 'ACCEPTED', label: 'Pelamar yang diterima' },
] as const satisfies readonly { key: string; status: ApplicationStatus; label: string }[];

/** Tabs of the seeker's applications screen (docs/product.md §2, labels verbatim). */
export const SEEKER_APPLICATION_TABS = [
  { key: 'applicants', label: 'Sudah Dikirm' },
  { key: 'calls', label: 'Di Panggil' },
  { key: 'passed', label: 'Telah Lolos' },
  { key: 'accepted', label: 'Sudah Diterima' },
  { key: 'invited', label: 'Lewat Undangan' },
] as const;

/** The group of the seeker's statuses call each stage belongs to. */
export const SEEKER_STATUS_GROUPS = {
  calls: 'CALLED',
  passed: 'PASSED',
  accepted: 'ACCEPTED',
  rejected: 'REJECTED',
} as const satisfies Record<string, ApplicationStatus>;

const stageName = (s: ApplicationStatus) => APPLICATION_STATUS_NAMES[s] ?? s;

export const APPLICATION_MESSAGES = {
  applied: 'Lamaran Anda berhasil dikirim.',
  alreadyApplied: 'Anda sudah melamar lowongan ini. Lamaran hanya dapat dikirim satu kali.',
  vacancyUnavailable: 'Lowongan ini tidak tersedia: sudah ditutup, dihapus, atau melewati batas waktu.',
  vacancyNotFound: 'Lowongan kerja tidak ditemukan.',
  notOwnSeeker: 'Anda hanya dapat melamar atas nama Anda sendiri.',
  onlySeekers: 'Hanya pencari kerja yang dapat melamar lowongan.',
  profileIncomplete: (missing: readonly string[]) =>
    `Lengkapi profil Anda sebelum melamar. Yang belum diisi: ${missing.join(', ')}.`,
  notOwnVacancy: 'Lowongan ini bukan milik perusahaan Anda.',
  notApplied: 'Pencari kerja ini tidak melamar lowongan ini.',
  sameStatus: (s: ApplicationStatus) => `Status pelamar sudah "${stageName(s)}".`,
  rejectedFinal: 'Pelamar yang sudah "Tidak Diterima" tidak dapat dipindahkan ke tahap lain.',
  illegalMove: (from: ApplicationStatus, to: ApplicationStatus) =>
    `Status pelamar tidak dapat diubah dari "${stageName(from)}" ke "${stageName(to)}": hanya satu tahap maju atau mundur, atau ditolak.`,
  statusChanged: (to: ApplicationStatus) => `Status pelamar diubah menjadi "${stageName(to)}".`,
  notOwnApplications: 'Anda hanya dapat melihat lamaran Anda sendiri.',
} as const;

/** Notification texts (notify()) for the company and the seeker. */
export const APPLICATION_NOTIFICATIONS = {
  newApplicant: (vacancyTitle: string, seekerName: string) => ({
    title: 'Pelamar baru',
    body: `${seekerName} melamar lowongan "${vacancyTitle}".`,
  }),
  statusChanged: (vacancyTitle: string, to: ApplicationStatus) => ({
    title: `Status lamaran Anda: ${stageName(to)}`,
    body: `Lamaran Anda untuk lowongan "${vacancyTitle}" kini berstatus "${stageName(to)}".`,
  }),
} as const;

/** Labels of the company's applicant filters (docs/product.md §5). */
export const APPLICANT_FILTER_LABELS = {
  search: 'Cari (nama, keahlian, sekolah, jurusan)',
  education_id: 'Pendidikan terakhir',
  gender: 'Jenis kelamin',
  marriage_status: 'Status perkawinan',
  religion_id: 'Agama',
  job_location_expectation: 'Harapan lokasi kerja',
  wage_amount_id: 'Harapan upah',
  min_gpa: 'IPK minimal',
  min_age: 'Usia minimal',
  max_age: 'Usia maksimal',
} as const;

/**
 * The cover letter a seeker may add when applying (issue 17 item 14; docs/decisions/088): plain text,
 * optional, read by the company with the application and by the seeker in 'Lamaran Saya'.
 */
export const COVER_LETTER_MAX_CHARS = 2000;
export const COVER_LETTER = {
  label: 'Surat lamaran (opsional)',
  hint: `Perkenalkan diri Anda secara singkat kepada perusahaan, paling banyak ${COVER_LETTER_MAX_CHARS.toLocaleString('id-ID')} karakter. Teks biasa, tanpa format.`,
  tooLong: `Surat lamaran paling banyak ${COVER_LETTER_MAX_CHARS.toLocaleString('id-ID')} karakter.`,
  /** The heading over the letter on the company's applicant card and in 'Lamaran Saya'. */
  companyTitle: 'Surat lamaran',
  seekerTitle: 'Surat lamaran Anda',
  /** The CV link on the company's applicant card. */
  cvLink: 'CV',
} as const;

/**
 * The first tab of the seeker's applications (issue 17 item 12): every application whatever its stage,
 * so 'Lamaran Saya' never opens on an empty tab while the seeker has applications elsewhere.
 */
export const SEEKER_APPLICATIONS_ALL_TAB = { key: 'all', label: 'Semua' } as const;
