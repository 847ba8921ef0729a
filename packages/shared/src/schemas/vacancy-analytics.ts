import * as z from './zod.ts';
import { id } from './common.ts';
import { APPLICATION_STATUSES } from '../enums.ts';
import { isIsoDate } from './statistics-constants.ts';
import {
  daysInRange,
  VACANCY_ANALYTICS_MAX_DAYS,
  VACANCY_ANALYTICS_MESSAGES,
} from './vacancy-analytics-constants.ts';

/*
 * Per-vacancy analytics (docs/product.md §4 "Analitik lowongan", docs/decisions/111). Days are calendar
 * days in the portal's time zone (`time_zone`); `from` and `to` are both included.
 */

export const VacancyAnalyticsParamsSchema = z.object({ id: id() });

const optionalDay = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().refine(isIsoDate, { error: VACANCY_ANALYTICS_MESSAGES.badDate }).optional(),
);

/** Both optional: without them, from the vacancy's first day up to today. */
export const VacancyAnalyticsQuerySchema = z
  .object({ from: optionalDay, to: optionalDay, auth_user_id: z.unknown().optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    error: VACANCY_ANALYTICS_MESSAGES.toBeforeFrom,
    path: ['to'],
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      !isIsoDate(q.from) ||
      !isIsoDate(q.to) ||
      daysInRange(q.from, q.to) <= VACANCY_ANALYTICS_MAX_DAYS,
    { error: VACANCY_ANALYTICS_MESSAGES.tooLong, path: ['to'] },
  );
export type VacancyAnalyticsQuery = z.infer<typeof VacancyAnalyticsQuerySchema>;

/** POST /job-vacancies/apply-click. */
export const VacancyApplyClickBodySchema = z.object({ job_vacancy_id: id() });
export type VacancyApplyClickBody = z.infer<typeof VacancyApplyClickBodySchema>;

export const VacancyAnalyticsDaySchema = z.object({
  day: z.string(),
  views: z.number(),
  unique_visitors: z.number(),
  search_appearances: z.number(),
  apply_clicks: z.number(),
  applications: z.number(),
});
export type VacancyAnalyticsDay = z.infer<typeof VacancyAnalyticsDaySchema>;

export const VacancyAnalyticsDataSchema = z.object({
  job_vacancy: z.object({ id: z.number(), title: z.string(), created_at: z.string() }),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(VacancyAnalyticsDaySchema),
  totals: VacancyAnalyticsDaySchema.omit({ day: true }),
  /** Applications sent in the range, by the stage each is at now (invitations not yet answered left out). */
  stages: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), label: z.string(), count: z.number() })),
  /** From sending an application to the company's first stage change, for applications sent in the range. */
  first_response: z.object({
    responded: z.number(),
    waiting: z.number(),
    median_hours: z.number().nullable(),
    average_hours: z.number().nullable(),
  }),
});
export type VacancyAnalyticsData = z.infer<typeof VacancyAnalyticsDataSchema>;
