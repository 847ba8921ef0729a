import * as z from './zod.ts';
import { listQuerySchema, LocationSchema } from './common.ts';
import {
  OFFICE_MESSAGES,
  OFFICE_NOTE_MAX,
  OFFICE_PAGE_SIZE,
  COMPANY_DOCUMENT_FIELDS,
  VERIFICATION_DECISIONS,
  VERIFICATION_STATUSES,
} from './verification-constants.ts';
import { VerifiedChangeSchema } from './reverification.ts';
import { VacancyDetailSchema } from './vacancies.ts';
import { OfficeCompanyChecksSchema } from './company-checks.ts';
import { PostingFlagSchema } from './posting-rules.ts';

export * from './verification-constants.ts';

/*
 * The office's verification queues (issue 10 item 6; docs/product.md §10 "Status model"). Only role `admin`.
 * A queue is worked first come, first served: oldest first by default (sort_by=asc).
 */

const statusFilter = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(VERIFICATION_STATUSES, { error: OFFICE_MESSAGES.badStatus }).default('PENDING'),
);
const oldestFirst = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
  z.enum(['asc', 'desc']).default('asc'),
);

export const OFFICE_COMPANY_ORDER_BY = ['created_at', 'name'] as const;
export const OfficeCompanyListQuerySchema = listQuerySchema(OFFICE_COMPANY_ORDER_BY, OFFICE_PAGE_SIZE).extend(
  {
    status: statusFilter,
    sort_by: oldestFirst,
  },
);
export type OfficeCompanyListQuery = z.infer<typeof OfficeCompanyListQuerySchema>;

export const OFFICE_VACANCY_ORDER_BY = ['created_at', 'title'] as const;
export const OfficeVacancyListQuerySchema = listQuerySchema(OFFICE_VACANCY_ORDER_BY, OFFICE_PAGE_SIZE).extend(
  {
    status: statusFilter,
    sort_by: oldestFirst,
  },
);
export type OfficeVacancyListQuery = z.infer<typeof OfficeVacancyListQuerySchema>;

/** POST /office/companies/{id}/status and /office/job-vacancies/{id}/status. A rejection needs its reason. */
export const VerificationDecisionBodySchema = z
  .object({
    status: z.enum(VERIFICATION_DECISIONS, { error: OFFICE_MESSAGES.badDecision }),
    note: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
      z.string().max(OFFICE_NOTE_MAX, { error: OFFICE_MESSAGES.noteTooLong }).optional(),
    ),
    auth_user_id: z.unknown().optional(),
  })
  .refine((b) => b.status !== 'REJECTED' || (b.note?.length ?? 0) > 0, {
    error: OFFICE_MESSAGES.noteRequired,
    path: ['note'],
    ...z.evenWithFieldErrors,
  });
export type VerificationDecisionBody = z.infer<typeof VerificationDecisionBodySchema>;

/** What a company document is (by its stored file): an image shows inline, a PDF opens in the viewer. */
export const OFFICE_DOCUMENT_MEDIA = ['image', 'pdf'] as const;
export type OfficeDocumentMedia = (typeof OFFICE_DOCUMENT_MEDIA)[number];

/** One document of a company and the declared values it proves (docs/decisions/083). */
export const OfficeCompanyDocumentSchema = z.object({
  field: z.enum(COMPANY_DOCUMENT_FIELDS),
  label: z.string(),
  /** The authorised private file route; null when not uploaded. */
  url: z.string().nullable(),
  media: z.enum(OFFICE_DOCUMENT_MEDIA).nullable(),
  proves: z.array(z.object({ field: z.string(), label: z.string(), value: z.string().nullable() })),
});
export type OfficeCompanyDocument = z.infer<typeof OfficeCompanyDocumentSchema>;

/** A company as the office judges it: everything including NIB and the private documents' URLs. */
export const OfficeCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  location: LocationSchema,
  business_field_name: z.string().nullable(),
  status_office_name: z.string().nullable(),
  nib: z.string().nullable(),
  file_nib_url: z.string().nullable(),
  file_npwp_url: z.string().nullable(),
  photo_url: z.string().nullable(),
  status: z.enum(VERIFICATION_STATUSES),
  status_note: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  /** What the company still lacks (companyProfileMissing); a company with any is not verified. */
  missing: z.array(z.string()),
  /** Its vacancies, removed ones left out. */
  job_vacancy_count: z.number(),
  /** What changed since the office last verified it, old → new (docs/decisions/073). */
  changes: z.array(VerifiedChangeSchema),
  /** Each document beside the declared values it proves, to open inline (docs/decisions/083). */
  documents: z.array(OfficeCompanyDocumentSchema),
  /** The checks the office recorded, one by one, for the public badge (docs/decisions/106). */
  checks: OfficeCompanyChecksSchema,
});
export type OfficeCompany = z.infer<typeof OfficeCompanySchema>;

export const OfficeCompanyListDataSchema = z.object({
  companies: z.array(OfficeCompanySchema),
  total: z.number(),
});
export type OfficeCompanyListData = z.infer<typeof OfficeCompanyListDataSchema>;

/** A vacancy as the office judges it. Invitations and removed vacancies are never in the queue. */
export const OfficeVacancySchema = z.object({
  id: z.number(),
  title: z.string(),
  title_slug: z.string(),
  company: z.object({ id: z.number(), name: z.string(), status: z.enum(VERIFICATION_STATUSES) }),
  status: z.enum(VERIFICATION_STATUSES),
  status_note: z.string().nullable(),
  publication_status: z.string(),
  position_name: z.string().nullable(),
  job_type_name: z.string().nullable(),
  salary: z.number().nullable(),
  salary_type: z.string(),
  worker_count: z.number(),
  male_count: z.number(),
  female_count: z.number(),
  is_gender_based_count: z.boolean(),
  expired_at: z.string().nullable(),
  /** The start of the description, plain text. */
  description_excerpt: z.string().nullable(),
  poster_url: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  /** The vacancy as its public page will show it (docs/decisions/083). */
  preview: VacancyDetailSchema,
  /** Whether the office verified it before: then `changes` lists what changed since, old → new. */
  has_verified_version: z.boolean(),
  changes: z.array(VerifiedChangeSchema),
  /** What the fair-posting rules find in it now, for the queue's mark and highlights (docs/decisions/102). */
  posting_flags: z.array(PostingFlagSchema).default([]),
});
export type OfficeVacancy = z.infer<typeof OfficeVacancySchema>;

export const OfficeVacancyListDataSchema = z.object({
  job_vacancies: z.array(OfficeVacancySchema),
  total: z.number(),
});
export type OfficeVacancyListData = z.infer<typeof OfficeVacancyListDataSchema>;

export const OfficeCompanyDecisionDataSchema = z.object({ company: OfficeCompanySchema });
export type OfficeCompanyDecisionData = z.infer<typeof OfficeCompanyDecisionDataSchema>;
export const OfficeVacancyDecisionDataSchema = z.object({ job_vacancy: OfficeVacancySchema });
export type OfficeVacancyDecisionData = z.infer<typeof OfficeVacancyDecisionDataSchema>;

/** GET /office/summary: what waits for the office. */
export const OfficeSummaryDataSchema = z.object({
  pending: z.object({ companies: z.number(), job_vacancies: z.number(), seekers: z.number() }),
});
export type OfficeSummaryData = z.infer<typeof OfficeSummaryDataSchema>;
