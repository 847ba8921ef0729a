import { COMPANY_STATUSES, type CompanyStatus } from '../enums.ts';

/**
 * Office verification (issue 10 item 6): labels and messages the web app needs without zod.
 * Companies and vacancies share the three statuses (PENDING → VERIFIED | REJECTED).
 */

export const VERIFICATION_STATUSES = COMPANY_STATUSES;
export type VerificationStatus = CompanyStatus;
/** What the office may decide; PENDING is only ever set by the company's own edits. */
export const VERIFICATION_DECISIONS = ['VERIFIED', 'REJECTED'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** The status filter of the office queues. */
export const VERIFICATION_STATUS_NAMES: Record<VerificationStatus, string> = {
  PENDING: 'Menunggu',
  VERIFIED: 'Terverifikasi',
  REJECTED: 'Ditolak',
};

export const OFFICE_NOTE_MAX = 1000;

/** The office's page size for both queues. */
export const OFFICE_PAGE_SIZE = 5;

export const OFFICE_MESSAGES = {
  noteRequired: 'Alasan penolakan wajib diisi.',
  noteTooLong: `Alasan penolakan paling banyak ${OFFICE_NOTE_MAX} karakter.`,
  badDecision: 'Pilih Verifikasi atau Tolak.',
  badStatus: 'Status tidak dikenal.',
  companyNotFound: 'Perusahaan tidak ditemukan.',
  vacancyNotFound: 'Lowongan kerja tidak ditemukan.',
  companyIncomplete: (missing: readonly string[]) =>
    `Perusahaan belum dapat diverifikasi karena data berikut belum lengkap: ${missing.join(', ')}.`,
  companyVerified: 'Perusahaan berhasil diverifikasi.',
  companyRejected: 'Perusahaan ditolak.',
  vacancyVerified: 'Lowongan kerja berhasil diverifikasi.',
  vacancyRejected: 'Lowongan kerja ditolak.',
} as const;

/** What the account is told (notifications): title, and the link to the screen it can act on. */
export const OFFICE_NOTIFICATIONS = {
  companyVerified: 'Perusahaan Anda telah diverifikasi',
  companyRejected: 'Verifikasi perusahaan ditolak',
  companyVerifiedBody: 'Perusahaan Anda kini dapat memublikasikan lowongan kerja yang telah diverifikasi.',
  companyLink: '/panel/data-pribadi/perusahaan',
  vacancyVerified: (title: string) => `Lowongan "${title}" telah diverifikasi`,
  vacancyRejected: (title: string) => `Verifikasi lowongan "${title}" ditolak`,
  vacancyVerifiedBody: 'Lowongan ini kini dapat Anda publikasikan.',
  vacancyLink: '/panel/data-lowongan-kerja',
} as const;

/**
 * The company documents the office reads, and the declared values each proves (docs/decisions/083): the
 * NIB (OSS) names the company, its NIB, address and business field; the NPWP its name and address.
 */
export const COMPANY_DOCUMENT_FIELDS = ['file_nib', 'file_npwp'] as const;
export type CompanyDocumentField = (typeof COMPANY_DOCUMENT_FIELDS)[number];
export const COMPANY_DOCUMENT_PROVES: Record<
  CompanyDocumentField,
  readonly ('name' | 'nib' | 'address' | 'business_field_id')[]
> = {
  file_nib: ['name', 'nib', 'address', 'business_field_id'],
  file_npwp: ['name', 'address'],
};

/** The office's review screens (docs/decisions/083). */
export const OFFICE_REVIEW_TEXT = {
  previewShow: 'Pratinjau halaman publik',
  previewHide: 'Tutup pratinjau',
  previewTitle: (title: string) => `Pratinjau lowongan: ${title}`,
  previewLead: 'Lowongan ini seperti yang akan tampil di halaman publik.',
  documentsTitle: 'Dokumen dan data yang dibuktikan',
  documentMissing: (label: string) => `${label} belum diunggah`,
  documentOpen: (label: string) => `Lihat ${label}`,
  documentShow: (label: string) => `Tampilkan ${label}`,
  documentHide: (label: string) => `Sembunyikan ${label}`,
  documentProves: 'Dicocokkan dengan:',
} as const;
