import * as z from './zod.ts';
import { MAX_LIST_OFFSET } from '../constants.ts';
import { id } from './common.ts';
import { OFFICE_NOTE_MAX } from './verification-constants.ts';
import {
  VACANCY_REPORT_CATEGORIES,
  VACANCY_REPORT_DECISIONS,
  VACANCY_REPORT_MESSAGES,
  VACANCY_REPORT_NOTE_MAX,
  VACANCY_REPORTS_PAGE_SIZE,
} from './vacancy-reports-constants.ts';

/** Reports of fake or unfair vacancies (docs/product.md §7, docs/decisions/103). */

const optionalNote = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z.string().max(max, { error: tooLong }).optional(),
  );

/** POST /vacancy-reports: one report of one vacancy by the caller. */
export const VacancyReportBodySchema = z
  .object({
    job_vacancy_id: id(),
    category: z.enum(VACANCY_REPORT_CATEGORIES, { error: VACANCY_REPORT_MESSAGES.badCategory }),
    note: optionalNote(VACANCY_REPORT_NOTE_MAX, VACANCY_REPORT_MESSAGES.noteTooLong),
    auth_user_id: z.unknown().optional(),
  })
  .refine((b) => b.category !== 'OTHER' || (b.note?.length ?? 0) > 0, {
    path: ['note'],
    message: VACANCY_REPORT_MESSAGES.noteRequired,
  });
export type VacancyReportBody = z.infer<typeof VacancyReportBodySchema>;

export const VacancyReportDataSchema = z.object({ job_vacancy_id: z.number(), reported: z.boolean() });
export type VacancyReportData = z.infer<typeof VacancyReportDataSchema>;

/** GET /office/vacancy-reports: vacancies with open reports, the longest waiting first. */
export const OfficeVacancyReportListQuerySchema = z.object({
  offset: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0),
  ),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(50).default(VACANCY_REPORTS_PAGE_SIZE),
  ),
  auth_user_id: z.unknown().optional(),
});
export type OfficeVacancyReportListQuery = z.infer<typeof OfficeVacancyReportListQuerySchema>;

/** One report as the office reads it: the reporter is named to the office only (docs/security.md). */
export const OfficeVacancyReportSchema = z.object({
  id: z.number(),
  category: z.enum(VACANCY_REPORT_CATEGORIES),
  note: z.string().nullable(),
  created_at: z.string(),
  reporter_name: z.string(),
  reporter_role: z.string(),
  reporter_verified: z.boolean(),
});
export type OfficeVacancyReport = z.infer<typeof OfficeVacancyReportSchema>;

export const OfficeVacancyReportGroupSchema = z.object({
  job_vacancy: z.object({
    id: z.number(),
    title: z.string(),
    title_slug: z.string(),
    company_detail_id: z.number(),
    company_name: z.string(),
    is_hidden: z.boolean(),
  }),
  first_reported_at: z.string(),
  report_count: z.number(),
  verified_count: z.number(),
  reports: z.array(OfficeVacancyReportSchema),
});
export type OfficeVacancyReportGroup = z.infer<typeof OfficeVacancyReportGroupSchema>;

export const OfficeVacancyReportListDataSchema = z.object({
  groups: z.array(OfficeVacancyReportGroupSchema),
  total: z.number(),
});
export type OfficeVacancyReportListData = z.infer<typeof OfficeVacancyReportListDataSchema>;

export const OfficeVacancyReportParamsSchema = z.object({ job_vacancy_id: id() });

/** POST /office/vacancy-reports/{job_vacancy_id}/decision. */
export const OfficeVacancyReportDecisionBodySchema = z.object({
  decision: z.enum(VACANCY_REPORT_DECISIONS, { error: VACANCY_REPORT_MESSAGES.badDecision }),
  suspend_company: z.boolean().default(false),
  note: optionalNote(OFFICE_NOTE_MAX, VACANCY_REPORT_MESSAGES.noteTooLong),
  auth_user_id: z.unknown().optional(),
});
export type OfficeVacancyReportDecisionBody = z.infer<typeof OfficeVacancyReportDecisionBodySchema>;

export const OfficeVacancyReportDecisionDataSchema = z.object({
  job_vacancy_id: z.number(),
  decision: z.enum(VACANCY_REPORT_DECISIONS),
  reports_closed: z.number(),
  applicants_notified: z.number(),
  company_suspended: z.boolean(),
});
export type OfficeVacancyReportDecisionData = z.infer<typeof OfficeVacancyReportDecisionDataSchema>;
