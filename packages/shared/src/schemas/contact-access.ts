/**
 * Who sees an applicant's contact details and documents (issue 15 items 1 and 8,
 * docs/decisions/076-contact-after-consent.md). Plain values, no zod, so web screens import them freely.
 */
import { DOCUMENT_ACCESS_DAYS, INVITATIONS_PER_COMPANY_PER_DAY } from './security-constants.ts';

/**
 * What a company sees of one applicant: SHARED (contact details and documents), NOT_APPLIED (an
 * invitation not yet accepted, or declined: the public profile only) or ENDED (the vacancy stopped
 * being live more than DOCUMENT_ACCESS_DAYS ago: the public profile only).
 */
export const CONTACT_ACCESS = ['SHARED', 'NOT_APPLIED', 'ENDED'] as const;
export type ContactAccess = (typeof CONTACT_ACCESS)[number];

/** The line a company reads where an applicant's contact details would be, by why they are not. */
export const CONTACT_HIDDEN_NOTES = {
  /** An invitation the seeker has not answered. */
  PENDING:
    'Kontak dan dokumen pencari kerja tampil setelah ia menerima undangan Anda. Sampai saat itu hanya profil publiknya yang terlihat.',
  /** An invitation the seeker declined. */
  DECLINED:
    'Pencari kerja menolak undangan ini, sehingga kontak dan dokumennya tidak dibagikan. Hanya profil publiknya yang terlihat.',
  ENDED: `Kontak dan dokumen pelamar ini tidak lagi tampil: akses berakhir ${DOCUMENT_ACCESS_DAYS} hari setelah lowongan ditutup, dihapus, atau melewati batas waktu.`,
} as const;

/** The note for an applicant card whose contact details are hidden (null when they are shown). */
export function contactHiddenNote(access: ContactAccess, status: string): string | null {
  if (access === 'SHARED') return null;
  if (access === 'ENDED') return CONTACT_HIDDEN_NOTES.ENDED;
  return status === 'REJECTED' ? CONTACT_HIDDEN_NOTES.DECLINED : CONTACT_HIDDEN_NOTES.PENDING;
}

/**
 * The one sentence that tells a seeker how long a company keeps their contact details and documents
 * (apply flow, Lamaran Saya, Kebijakan Privasi).
 */
export const DOCUMENT_ACCESS_NOTICE = `Perusahaan yang Anda lamar (atau yang undangannya Anda terima) dapat melihat nomor telepon, e-mail, alamat, KTP, CV, sertifikat, dan surat lamaran Anda selama lowongannya tayang dan paling lama ${DOCUMENT_ACCESS_DAYS} hari setelah lowongan itu ditutup, dihapus, atau melewati batas waktu. Undangan yang belum Anda terima atau yang Anda tolak tidak membuka data tersebut.`;

/** "5 jam 12 menit", "40 menit", "1 menit": how long until a limit resets. */
export function waitDuration(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} menit`;
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
}

/** The 429 of POST /invitations once a company sent its day's invitations. */
export const invitationLimitMessage = (retryAfterSeconds: number) =>
  `Batas ${INVITATIONS_PER_COMPANY_PER_DAY} undangan per hari untuk perusahaan Anda sudah tercapai. Undangan berikutnya dapat dikirim dalam ${waitDuration(retryAfterSeconds)}.`;
