import * as z from './zod.ts';
import { SEEKER_STATUSES } from '../enums.ts';
import { listQuerySchema, LocationSchema } from './common.ts';
import {
  AK1_COMPANY_NAME_MAX,
  AK1_MESSAGES,
  AK1_NOTE_MAX,
  AK1_REPORT_SOURCES,
  AK1_REPORT_STATUSES,
} from './ak1-constants.ts';
import { OFFICE_MESSAGES, OFFICE_PAGE_SIZE } from './verification-constants.ts';
import { VerifiedChangeSchema } from './reverification.ts';

export * from './ak1-constants.ts';

/*
 * Seeker verification and the AK/1 card (issue 11 item 4; docs/product.md §10 "Status model": NOT_YET_VERIFIED →
 * VERIFIED by the office, which issues number_registration and date_registration). The office's decision
 * body is the one of companies and vacancies (VerificationDecisionBodySchema in office.ts).
 */

const seekerStatusFilter = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(SEEKER_STATUSES, { error: OFFICE_MESSAGES.badStatus }).default('NOT_YET_VERIFIED'),
);

/** GET /office/seekers: by status, newest registrations first; `search` is a name or a NIK. */
export const OFFICE_SEEKER_ORDER_BY = ['created_at', 'full_name'] as const;
export const OfficeSeekerListQuerySchema = listQuerySchema(OFFICE_SEEKER_ORDER_BY, OFFICE_PAGE_SIZE).extend({
  status: seekerStatusFilter,
});
export type OfficeSeekerListQuery = z.infer<typeof OfficeSeekerListQuerySchema>;

/** A document the office may open: its label and the authorised private-file URL. */
export const OfficeSeekerDocumentSchema = z.object({ label: z.string(), url: z.string() });
export type OfficeSeekerDocument = z.infer<typeof OfficeSeekerDocumentSchema>;

/** A seeker as the office judges the registration: identity, contact, documents, what is missing. */
export const OfficeSeekerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  nik: z.string().nullable(),
  birth_place: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: z.string(),
  /** Street address with RT/RW and house number, as one line. */
  address: z.string().nullable(),
  location: LocationSchema,
  education_name: z.string().nullable(),
  position_name: z.string().nullable(),
  phone: z.string().nullable(),
  photo_url: z.string().nullable(),
  file_ktp_url: z.string().nullable(),
  /** The seeker's CV (a PDF), read under the KTP's rule and logged (docs/decisions/088). */
  file_cv_url: z.string().nullable(),
  /** Education and skill certificates. */
  certificates: z.array(OfficeSeekerDocumentSchema),
  /** What the profile still lacks (seekerProfileMissing); a seeker with any cannot be verified. */
  missing: z.array(z.string()),
  status: z.enum(SEEKER_STATUSES),
  status_note: z.string().nullable(),
  number_registration: z.string().nullable(),
  date_registration: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  /** The identity fields changed since the office verified it, old → new (docs/decisions/073). */
  changes: z.array(VerifiedChangeSchema),
});
export type OfficeSeeker = z.infer<typeof OfficeSeekerSchema>;

export const OfficeSeekerListDataSchema = z.object({
  seekers: z.array(OfficeSeekerSchema),
  total: z.number(),
});
export type OfficeSeekerListData = z.infer<typeof OfficeSeekerListDataSchema>;

export const OfficeSeekerDecisionDataSchema = z.object({ seeker: OfficeSeekerSchema });
export type OfficeSeekerDecisionData = z.infer<typeof OfficeSeekerDecisionDataSchema>;

/** GET /office/seekers/reports-due: verified seekers whose 6-monthly report is overdue, oldest first. */
export const OfficeReportsDueQuerySchema = listQuerySchema(['last_reported_at'], OFFICE_PAGE_SIZE).extend({
  sort_by: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(['asc', 'desc']).default('asc'),
  ),
});
export type OfficeReportsDueQuery = z.infer<typeof OfficeReportsDueQuerySchema>;

export const Ak1ReportSchema = z.object({
  id: z.number(),
  status: z.enum(AK1_REPORT_STATUSES),
  company_name: z.string().nullable(),
  job_vacancy_id: z.number().nullable(),
  note: z.string().nullable(),
  source: z.enum(AK1_REPORT_SOURCES),
  reported_at: z.string(),
});
export type Ak1Report = z.infer<typeof Ak1ReportSchema>;

export const OfficeReportDueSeekerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  number_registration: z.string().nullable(),
  date_registration: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** The last report (registration counts as one); null for a registration older than reporting. */
  last_reported_at: z.string().nullable(),
  next_report_due: z.string().nullable(),
  days_overdue: z.number(),
  last_report: Ak1ReportSchema.nullable(),
});
export type OfficeReportDueSeeker = z.infer<typeof OfficeReportDueSeekerSchema>;

export const OfficeReportsDueDataSchema = z.object({
  seekers: z.array(OfficeReportDueSeekerSchema),
  total: z.number(),
});
export type OfficeReportsDueData = z.infer<typeof OfficeReportsDueDataSchema>;

/** GET /seeker/ak1: the signed-in seeker's own card (a verified seeker only). */
export const Ak1CardSchema = z.object({
  number_registration: z.string(),
  date_registration: z.string(),
  valid_until: z.string(),
  is_valid: z.boolean(),
  status: z.enum(SEEKER_STATUSES),
  /** The holder changed their identity: the card is not valid until the office verifies again (decision 073). */
  reverification_pending: z.boolean(),
  name: z.string(),
  nik: z.string().nullable(),
  birth_place: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: z.string(),
  address: z.string().nullable(),
  location: LocationSchema,
  marriage_status: z.string().nullable(),
  religion_name: z.string().nullable(),
  education_name: z.string().nullable(),
  educations: z.array(
    z.object({
      education_name: z.string().nullable(),
      school_name: z.string().nullable(),
      major: z.string().nullable(),
      graduation_year: z.number().nullable(),
    }),
  ),
  skills: z.array(z.string()),
  position_name: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** The latest reports, newest first (AK1_REPORTS_SHOWN). */
  reports: z.array(Ak1ReportSchema),
  last_reported_at: z.string().nullable(),
  next_report_due: z.string().nullable(),
  report_overdue: z.boolean(),
  /** Where the QR code leads: PUBLIC_URL + /kartu-ak1/<number>?kode=<the card's check code>. */
  verify_url: z.string(),
  /** The QR code of verify_url as an SVG document, made on the server. */
  qr_svg: z.string(),
  office_name: z.string().nullable(),
  city_name: z.string().nullable(),
  /**
   * The heading and signature block (issue 17 item 9; docs/decisions/086): the regional government and
   * the office as set in Pengaturan, else from the city configuration; who signs, their NIP (18 digits),
   * and the signature and stamp images as private links that the card holder and the office may open.
   */
  heading_government: z.string(),
  heading_office: z.string(),
  /** The site logo (`/storage/...`), or null for the bundled emblem. */
  logo_url: z.string().nullable(),
  head_title: z.string(),
  head_name: z.string().nullable(),
  head_nip: z.string().nullable(),
  signature_url: z.string().nullable(),
  stamp_url: z.string().nullable(),
});
export type Ak1Card = z.infer<typeof Ak1CardSchema>;

export const Ak1CardDataSchema = z.object({ card: Ak1CardSchema });
export type Ak1CardData = z.infer<typeof Ak1CardDataSchema>;

/** The 404 of GET /seeker/ak1 before the card is issued: why, and what the seeker still has to fill in. */
export const Ak1NotIssuedDataSchema = z.object({
  seeker_status: z.enum(SEEKER_STATUSES),
  status_note: z.string().nullable(),
  missing: z.array(z.string()),
});
export type Ak1NotIssuedData = z.infer<typeof Ak1NotIssuedDataSchema>;

/** POST /seeker/ak1/reports: still looking, or working (then the company is named). */
export const Ak1ReportBodySchema = z
  .object({
    status: z.enum(AK1_REPORT_STATUSES, { error: AK1_MESSAGES.badReportStatus }),
    company_name: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
      z.string().max(AK1_COMPANY_NAME_MAX, { error: AK1_MESSAGES.companyTooLong }).optional(),
    ),
    note: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
      z.string().max(AK1_NOTE_MAX, { error: AK1_MESSAGES.noteTooLong }).optional(),
    ),
    auth_user_id: z.unknown().optional(),
  })
  .refine((b) => b.status !== 'WORKING' || (b.company_name?.length ?? 0) > 0, {
    error: AK1_MESSAGES.companyRequired,
    path: ['company_name'],
    ...z.evenWithFieldErrors,
  });
export type Ak1ReportBody = z.infer<typeof Ak1ReportBodySchema>;

export const Ak1ReportDataSchema = z.object({ card: Ak1CardSchema, report: Ak1ReportSchema });
export type Ak1ReportData = z.infer<typeof Ak1ReportDataSchema>;

/**
 * GET /ak1/verify/{number}?kode=: the public check behind the QR code. Never NIK, birth date, address,
 * phone. Without the card's code (a number typed by hand) only validity and a masked name (decision 073).
 */
export const Ak1NumberParamsSchema = z.object({ number: z.string().trim().min(1).max(40) });
export const Ak1VerifyDataSchema = z.object({
  number_registration: z.string(),
  /** The name on the card; masked ("B*** H******") unless the card's code came with the number. */
  name: z.string(),
  is_valid: z.boolean(),
  /** Only with the card's code. */
  valid_until: z.string().nullable(),
  /** Whether the card's code came with the number (the full check). */
  with_code: z.boolean(),
});
export type Ak1VerifyData = z.infer<typeof Ak1VerifyDataSchema>;
