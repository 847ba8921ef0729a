import * as z from './zod.ts';
import { id, listQuerySchema } from './common.ts';
import { EmailSchema } from './auth.ts';
import { VacancyListQuerySchema } from './vacancies.ts';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_MESSAGES,
  JOB_ALERT_STATUSES,
  JOB_ALERTS_PAGE_SIZE,
} from './job-alerts-constants.ts';

/** Job alerts, saved searches mailed (issue 21 §2, docs/decisions/108). */

/** The filters of a saved search: exactly the public vacancy list's own (GET /job-vacancies). */
export const JobAlertFiltersSchema = VacancyListQuerySchema.pick({
  search: true,
  job_type_id: true,
  province_code: true,
  city_code: true,
  district_code: true,
  education_id: true,
  salary_min: true,
  salary_max: true,
});
export type JobAlertFilters = z.infer<typeof JobAlertFiltersSchema>;

const frequency = z.enum(JOB_ALERT_FREQUENCIES, { message: JOB_ALERT_MESSAGES.frequency });

const salaryInOrder = (v: { salary_min?: number | undefined; salary_max?: number | undefined }) =>
  v.salary_min === undefined || v.salary_max === undefined || v.salary_min <= v.salary_max;

/** POST /job-alerts: a signed-in seeker saves the search. */
export const JobAlertCreateBodySchema = JobAlertFiltersSchema.extend({
  frequency,
  auth_user_id: z.unknown().optional(),
}).refine(salaryInOrder, { message: JOB_ALERT_MESSAGES.salaryRange, path: ['salary_min'] });
export type JobAlertCreateBody = z.infer<typeof JobAlertCreateBodySchema>;

/** POST /job-alerts/subscribe: a guest, by e-mail, after the confirmation link. */
export const JobAlertSubscribeBodySchema = JobAlertFiltersSchema.extend({
  frequency,
  email: EmailSchema,
  auth_user_id: z.unknown().optional(),
}).refine(salaryInOrder, { message: JOB_ALERT_MESSAGES.salaryRange, path: ['salary_min'] });
export type JobAlertSubscribeBody = z.infer<typeof JobAlertSubscribeBodySchema>;

/** POST /job-alerts/update/{id}: the frequency, or pause and resume. */
export const JobAlertUpdateBodySchema = z
  .object({
    frequency: frequency.optional(),
    status: z.enum(JOB_ALERT_STATUSES, { message: JOB_ALERT_MESSAGES.status }).optional(),
    auth_user_id: z.unknown().optional(),
  })
  .refine((v) => v.frequency !== undefined || v.status !== undefined, {
    message: JOB_ALERT_MESSAGES.frequency,
    path: ['frequency'],
  });
export type JobAlertUpdateBody = z.infer<typeof JobAlertUpdateBodySchema>;

/** GET /job-alerts: the caller's own, newest first. */
export const JobAlertListQuerySchema = listQuerySchema(['created_at'] as const, JOB_ALERTS_PAGE_SIZE).omit({
  search: true,
});
export type JobAlertListQuery = z.infer<typeof JobAlertListQuerySchema>;

/** An opaque token of a mailed link (lib/tokens.ts shape), in a path or a body. */
const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, JOB_ALERT_MESSAGES.token);
export const JobAlertTokenParamsSchema = z.object({ token: TokenSchema });
export const JobAlertConfirmBodySchema = z.object({
  token: TokenSchema,
  auth_user_id: z.unknown().optional(),
});

/** The filters as an answer carries them (plain values: only those set). */
export const JobAlertFiltersDataSchema = z.object({
  search: z.string().optional(),
  job_type_id: z.number().optional(),
  province_code: z.string().optional(),
  city_code: z.string().optional(),
  district_code: z.string().optional(),
  education_id: z.number().optional(),
  salary_min: z.number().optional(),
  salary_max: z.number().optional(),
});

/** One subscription as its owner sees it. */
export const JobAlertSchema = z.object({
  id: z.number(),
  filters: JobAlertFiltersDataSchema,
  /** The search in words ("sopir · Penuh Waktu · Kota Samarinda"), or "Semua lowongan". */
  summary: z.string(),
  frequency,
  status: z.enum(JOB_ALERT_STATUSES),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
export type JobAlert = z.infer<typeof JobAlertSchema>;

export const JobAlertDataSchema = z.object({ job_alert: JobAlertSchema });
export const JobAlertListDataSchema = z.object({ job_alerts: z.array(JobAlertSchema), total: z.number() });
export type JobAlertListData = z.infer<typeof JobAlertListDataSchema>;

/** What a one-click link shows and answers: the search in words and its state, never the address. */
export const JobAlertManageDataSchema = z.object({
  summary: z.string(),
  frequency,
  status: z.enum(['ACTIVE', 'PAUSED', 'UNSUBSCRIBED']),
});
export type JobAlertManageData = z.infer<typeof JobAlertManageDataSchema>;

export const JobAlertIdParamsSchema = z.object({ id: id() });
