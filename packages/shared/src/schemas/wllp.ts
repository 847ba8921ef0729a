import * as z from './zod.ts';
import { id, listQuerySchema } from './common.ts';
// The statistics' period rules (days in the portal's zone, forward, at most STATISTICS_MAX_YEARS).
import { optionalDate, rangeChecks } from './statistics.ts';
import {
  WLLP_EXPORT_FORMATS,
  WLLP_MAX_HIRED,
  WLLP_MESSAGES,
  WLLP_PAGE_SIZE,
  WLLP_REPORT_TABS,
} from './wllp-constants.ts';

export * from './wllp-constants.ts';

/*
 * Wajib Lapor Lowongan Pekerjaan (Perpres 57/2023; docs/decisions/105-wllp.md): the company's fill
 * reports (Pasal 6) and compliance, and the office's WLLP report per period.
 */

// ---- The company's side ----

/** GET /company/wllp: the company's compliance and one page of its fill reports. */
export const WllpReportListQuerySchema = listQuerySchema(['due_at'] as const, WLLP_PAGE_SIZE)
  .omit({ search: true, order_by: true, sort_by: true })
  .extend({
    tab: z.preprocess((v) => (v === '' ? undefined : v), z.enum(WLLP_REPORT_TABS).default('due')),
  });
export type WllpReportListQuery = z.infer<typeof WllpReportListQuerySchema>;

export const WllpComplianceSchema = z.object({
  /** Vacancies the company published on the portal: each is reported (Pasal 5) by being posted. */
  vacancies_reported: z.number(),
  reports_done: z.number(),
  reports_due: z.number(),
  /** Of the due, those past WLLP_OVERDUE_DAYS. */
  reports_overdue: z.number(),
});
export type WllpCompliance = z.infer<typeof WllpComplianceSchema>;

const EducationCountSchema = z.object({ education_id: z.number(), count: z.number() });

export const WllpFillReportSchema = z.object({
  job_vacancy_id: z.number(),
  title: z.string(),
  title_slug: z.string(),
  /** Openings the vacancy asked for. */
  worker_count: z.number(),
  /** When the vacancy closed (the report became due). */
  due_at: z.string(),
  filed_at: z.string().nullable(),
  overdue: z.boolean(),
  hired_portal: z.number(),
  hired_other: z.number(),
  hired_male: z.number(),
  hired_female: z.number(),
  educations: z.array(EducationCountSchema),
});
export type WllpFillReport = z.infer<typeof WllpFillReportSchema>;

export const WllpCompanyDataSchema = z.object({
  compliance: WllpComplianceSchema,
  fill_reports: z.array(WllpFillReportSchema),
  total: z.number(),
});
export type WllpCompanyData = z.infer<typeof WllpCompanyDataSchema>;

export const WllpVacancyParamsSchema = z.object({ job_vacancy_id: id() });

/** The ACCEPTED applications of the vacancy, which pre-fill the form. */
export const WllpAcceptedSchema = z.object({
  total: z.number(),
  male: z.number(),
  female: z.number(),
  educations: z.array(EducationCountSchema),
});
export type WllpAccepted = z.infer<typeof WllpAcceptedSchema>;

/** GET /company/wllp/:job_vacancy_id: the report (as filed, or pre-filled) and what ACCEPTED says. */
export const WllpFillReportFormDataSchema = z.object({
  fill_report: WllpFillReportSchema,
  accepted: WllpAcceptedSchema,
});
export type WllpFillReportFormData = z.infer<typeof WllpFillReportFormDataSchema>;

const hires = z.coerce
  .number({ error: WLLP_MESSAGES.notNumber })
  .int(WLLP_MESSAGES.notNumber)
  .min(0, WLLP_MESSAGES.notNumber)
  .max(WLLP_MAX_HIRED, WLLP_MESSAGES.tooMany);

/**
 * POST /company/wllp/:job_vacancy_id: the fill report. Every split adds up to the same total (portal +
 * elsewhere = male + female = the education rows); the server also holds the portal's hires to the
 * vacancy's ACCEPTED applications.
 */
export const WllpFillReportBodySchema = z
  .object({
    hired_portal: hires,
    hired_other: hires,
    hired_male: hires,
    hired_female: hires,
    educations: z
      .array(z.object({ education_id: id(), count: hires }))
      .max(50)
      .default([]),
    auth_user_id: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    const total = v.hired_portal + v.hired_other;
    if (v.hired_male + v.hired_female !== total) {
      ctx.addIssue({ code: 'custom', path: ['hired_male'], message: WLLP_MESSAGES.sexMismatch });
    }
    const ids = v.educations.map((e) => e.education_id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['educations'], message: WLLP_MESSAGES.educationTwice });
    } else if (v.educations.reduce((sum, e) => sum + e.count, 0) !== total) {
      ctx.addIssue({ code: 'custom', path: ['educations'], message: WLLP_MESSAGES.educationMismatch });
    }
  });
export type WllpFillReportBody = z.infer<typeof WllpFillReportBodySchema>;
export type WllpFillReportInput = z.input<typeof WllpFillReportBodySchema>;

export const WllpFillReportSavedDataSchema = z.object({
  fill_report: WllpFillReportSchema,
  compliance: WllpComplianceSchema,
});
export type WllpFillReportSavedData = z.infer<typeof WllpFillReportSavedDataSchema>;

// ---- The office's report ----

const periodFields = { from: optionalDate, to: optionalDate, auth_user_id: z.unknown().optional() };

/** GET /office/wllp: days in the portal's time zone, both included; without them this month so far. */
export const WllpReportQuerySchema = rangeChecks(z.object(periodFields));
export type WllpReportQuery = z.infer<typeof WllpReportQuerySchema>;

export const WllpExportQuerySchema = rangeChecks(
  z.object({ ...periodFields, format: z.enum(WLLP_EXPORT_FORMATS).default('xlsx') }),
);
export type WllpExportQuery = z.infer<typeof WllpExportQuerySchema>;

export const WllpGroupRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  job_vacancies: z.number(),
  openings: z.number(),
  hired: z.number(),
});
export type WllpGroupRow = z.infer<typeof WllpGroupRowSchema>;

export const WllpOverdueCompanySchema = z.object({
  company_detail_id: z.number(),
  name: z.string(),
  overdue_reports: z.number(),
  oldest_due_at: z.string(),
});
export type WllpOverdueCompany = z.infer<typeof WllpOverdueCompanySchema>;

export const WllpSummarySchema = z.object({
  job_vacancies: z.number(),
  openings: z.number(),
  reports_due: z.number(),
  reports_filed: z.number(),
  hired: z.number(),
  hired_portal: z.number(),
  hired_other: z.number(),
});
export type WllpSummary = z.infer<typeof WllpSummarySchema>;

/** GET /office/wllp → data. */
export const WllpReportDataSchema = z.object({
  from: z.string(),
  to: z.string(),
  office_name: z.string(),
  /** The heading the downloads carry too. */
  title: z.string(),
  summary: WllpSummarySchema,
  by_business_field: z.array(WllpGroupRowSchema),
  by_education: z.array(WllpGroupRowSchema),
  by_sex: z.array(WllpGroupRowSchema),
  by_district: z.array(WllpGroupRowSchema),
  overdue_companies: z.array(WllpOverdueCompanySchema),
});
export type WllpReportData = z.infer<typeof WllpReportDataSchema>;
