import * as z from './zod.ts';
import { PAGE_SIZES, MAX_LIST_OFFSET } from '../constants.ts';
import { APPLICATION_STATUSES, GENDERS, JOB_LOCATION_EXPECTATIONS, MARRIAGE_STATUSES } from '../enums.ts';
import { COMPANY_SETTABLE_STATUSES, COVER_LETTER, COVER_LETTER_MAX_CHARS } from './applications-constants.ts';
import { CONTACT_ACCESS } from './contact-access.ts';
import { id, optionalInt, optionalString, ProfileRefSchema } from './common.ts';
import { InterviewFieldsSchema } from './interviews.ts';
import { INTERVIEW_MESSAGES } from './interviews-constants.ts';

export * from './applications-constants.ts';

/**
 * Applying and the applicant pipeline (docs/product.md §7 "Vacancies" POST /seekers/applied/ and "Applicants").
 * Request bodies are plain objects: zod drops every key they do not name, so `status`,
 * `applicant_count` or `is_invitation` sent in a write never reach the service (mass assignment).
 */

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** The orders of the applicant screen (docs/decisions/107). */
export const APPLICANT_ORDERS = ['applied_at', 'match'] as const;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values).optional());

/**
 * The cover letter (docs/decisions/088): plain text kept as typed (line breaks too), trimmed, empty
 * meaning none; a NUL is refused by `z.string()` itself (docs/decisions/075).
 */
export const CoverLetterSchema = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(COVER_LETTER_MAX_CHARS, COVER_LETTER.tooLong).optional(),
);

/** POST /seekers/applied/ */
export const ApplyBodySchema = z.object({
  job_vacancy_id: id(),
  seeker_detail_id: id(),
  cover_letter: CoverLetterSchema,
  auth_user_id: z.unknown().optional(),
});
export type ApplyBody = z.infer<typeof ApplyBodySchema>;

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** One stage change: who (the account's role), when, from, to and the company's note. */
export const StatusHistorySchema = z.object({
  id: z.number(),
  from_status: ApplicationStatusSchema.nullable(),
  to_status: ApplicationStatusSchema,
  note: z.string().nullable(),
  changed_by_role: z.string().nullable(),
  created_at: z.string(),
});
export type StatusHistory = z.infer<typeof StatusHistorySchema>;

/** An application row (docs/product.md §3 seeker_job_vacancies). */
export const SeekerJobVacancySchema = z.object({
  id: z.number(),
  job_vacancy_id: z.number(),
  seeker_detail_id: z.number(),
  status: ApplicationStatusSchema,
  is_invitation: z.boolean(),
  applied_at: z.string().nullable(),
  created_at: z.string(),
});
export type SeekerJobVacancy = z.infer<typeof SeekerJobVacancySchema>;

export const ApplyDataSchema = z.object({
  seeker_job_vacancy: SeekerJobVacancySchema,
  /** The vacancy's applicant count after this application, for the page to show. */
  applicant_count: z.number(),
});
export type ApplyData = z.infer<typeof ApplyDataSchema>;

/** Applying with an incomplete profile: 422 with what is missing (the labels of seekerProfileMissing). */
export const ApplyRefusalDataSchema = z.object({ missing: z.array(z.string()) });

/** POST /seekers/job-vacancy/change-status */
export const ChangeApplicationStatusBodySchema = z
  .object({
    job_vacancy_id: id(),
    seeker_detail_id: id(),
    status: z.enum(COMPANY_SETTABLE_STATUSES),
    note: z.preprocess(emptyToUndefined, z.string().trim().max(1000).optional()),
    /** An interview scheduled with the move to CALLED, in the same transaction (docs/decisions/110). */
    interview: InterviewFieldsSchema.optional(),
    auth_user_id: z.unknown().optional(),
  })
  .refine((b) => b.interview === undefined || b.status === 'CALLED', {
    path: ['interview'],
    message: INTERVIEW_MESSAGES.onlyOnCalled,
    ...z.evenWithFieldErrors,
  });
export type ChangeApplicationStatusBody = z.infer<typeof ChangeApplicationStatusBodySchema>;

export const ChangeApplicationStatusDataSchema = z.object({
  seeker_job_vacancy: SeekerJobVacancySchema,
  history: StatusHistorySchema,
});
export type ChangeApplicationStatusData = z.infer<typeof ChangeApplicationStatusDataSchema>;

export const JobVacancyIdParamsSchema = z.object({ job_vacancy_id: id() });

/**
 * GET /seekers/job-vacancy-applied/{job_vacancy_id}: the §5 applicant filters, applied by the server so
 * they hold across pages; `status` reads the other stages with the same filters.
 */
export const ApplicantListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, ApplicationStatusSchema.default('APPLIED')),
  search: optionalString(100),
  education_id: optionalInt(),
  gender: optionalEnum(GENDERS),
  marriage_status: optionalEnum(MARRIAGE_STATUSES),
  religion_id: optionalInt(),
  job_location_expectation: optionalEnum(JOB_LOCATION_EXPECTATIONS),
  wage_amount_id: optionalInt(),
  min_gpa: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(100).optional()),
  min_age: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100).optional()),
  max_age: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100).optional()),
  /** Newest application first (default), or the best match to the vacancy first (docs/decisions/107). */
  order_by: z.preprocess(emptyToUndefined, z.enum(APPLICANT_ORDERS).default('applied_at')),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0)),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.applicants),
  ),
  auth_user_id: z.unknown().optional(),
});
export type ApplicantListQuery = z.infer<typeof ApplicantListQuerySchema>;

const FileLinkSchema = z.object({ name: z.string(), url: z.string() });

/**
 * An applicant as the company sees them: the directory card, and what applying entitles the company
 * to (how to reach them: phone, e-mail, address; their documents: KTP and certificates). Never the NIK.
 * Unless `contact_access` is SHARED (the seeker applied or accepted, and the vacancy is live or closed
 * less than DOCUMENT_ACCESS_DAYS ago), everything beyond the public profile is null
 * (docs/decisions/076).
 */
export const ApplicantSchema = z.object({
  id: z.number(),
  status: ApplicationStatusSchema,
  is_invitation: z.boolean(),
  applied_at: z.string().nullable(),
  created_at: z.string(),
  contact_access: z.enum(CONTACT_ACCESS),
  seeker: z.object({
    id: z.number(),
    name: z.string(),
    slug_name: z.string(),
    /** Whether the seeker opted into the public directory: only then does their name link to it. */
    is_public: z.boolean(),
    photo_url: z.string().nullable(),
    age: z.number().nullable(),
    gender: z.string(),
    gender_name: z.string(),
    marriage_status: z.string().nullable(),
    religion_name: z.string().nullable(),
    education_id: z.number().nullable(),
    education_name: z.string().nullable(),
    position_name: z.string().nullable(),
    city_name: z.string().nullable(),
    job_location_expectation: z.string().nullable(),
    latest_gpa: z.number().nullable(),
    wage_expectation: z.number().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    file_ktp_url: z.string().nullable(),
    /** The seeker's CV, under the KTP's rule (docs/decisions/088). */
    file_cv_url: z.string().nullable(),
    educations: z.array(
      z.object({
        education_name: z.string().nullable(),
        school_name: z.string().nullable(),
        major: z.string().nullable(),
        graduation_year: z.number().nullable(),
        certificate_url: z.string().nullable(),
      }),
    ),
    skills: z.array(z.object({ name: z.string(), certificate_url: z.string().nullable() })),
    certificates: z.array(FileLinkSchema),
  }),
  /** What the seeker wrote to this company when applying (null: none, or not SHARED). */
  cover_letter: z.string().nullable(),
  histories: z.array(StatusHistorySchema),
  /** The seeker's match to the vacancy, 0–100 (docs/decisions/107). */
  match: z.number(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

export const ApplicantListDataSchema = z.object({ applicants: z.array(ApplicantSchema), total: z.number() });
export type ApplicantListData = z.infer<typeof ApplicantListDataSchema>;

/** GET /seekers/job-vacancy/{job_vacancy_id}: the first page and the total of each later stage. */
export const ApplicantStagesDataSchema = z.object({
  calls: ApplicantListDataSchema,
  passed: ApplicantListDataSchema,
  accepted: ApplicantListDataSchema,
});
export type ApplicantStagesData = z.infer<typeof ApplicantStagesDataSchema>;

/** GET /job-vacancies/seeker/…: `seeker_detail_id` may be sent, and must then be the caller's own. */
export const SeekerApplicationsQuerySchema = z.object({
  /** 'invited': the applications that began as a company's invitation, whatever their stage. */
  status: z.preprocess(emptyToUndefined, z.enum(['all', 'invited', ...APPLICATION_STATUSES]).default('all')),
  seeker_detail_id: optionalInt(),
  /** Only the application to this vacancy (the vacancy page asks whether the seeker applied). */
  job_vacancy_id: optionalInt(),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0)),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.applicants),
  ),
  auth_user_id: z.unknown().optional(),
});
export type SeekerApplicationsQuery = z.infer<typeof SeekerApplicationsQuerySchema>;

/** One of the seeker's own applications, with its vacancy and stage history. */
export const SeekerApplicationSchema = z.object({
  id: z.number(),
  status: ApplicationStatusSchema,
  is_invitation: z.boolean(),
  applied_at: z.string().nullable(),
  created_at: z.string(),
  job_vacancy: z.object({
    id: z.number(),
    title: z.string(),
    title_slug: z.string(),
    expired_at: z.string().nullable(),
    is_removed: z.boolean(),
    company: ProfileRefSchema,
  }),
  /** The seeker's own cover letter for this application. */
  cover_letter: z.string().nullable(),
  histories: z.array(StatusHistorySchema),
});
export type SeekerApplication = z.infer<typeof SeekerApplicationSchema>;

export const SeekerApplicationPageSchema = z.object({
  applicants: z.array(SeekerApplicationSchema),
  total: z.number(),
});
export type SeekerApplicationPage = z.infer<typeof SeekerApplicationPageSchema>;

/** GET /job-vacancies/seeker/job-application-statuses: per group, its total and first applications. */
export const SeekerApplicationStatusesDataSchema = z.object({
  calls: SeekerApplicationPageSchema,
  passed: SeekerApplicationPageSchema,
  accepted: SeekerApplicationPageSchema,
  invited: SeekerApplicationPageSchema,
  rejected: SeekerApplicationPageSchema,
  /** Every application the seeker sent (the 'Lowongan kerja Dikirim' counter). */
  total: z.number(),
});
export type SeekerApplicationStatusesData = z.infer<typeof SeekerApplicationStatusesDataSchema>;
