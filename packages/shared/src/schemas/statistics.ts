import * as z from './zod.ts';
import {
  isIsoDate,
  latestRangeEnd,
  STATISTICS_EXPORT_KEYS,
  STATISTICS_MESSAGES,
  type StatisticsHeadlineKey,
  type StatisticsSectionKey,
} from './statistics-constants.ts';

export * from './statistics-constants.ts';

/*
 * GET /office/statistics and GET /office/statistics/export (issue 11 items 8 and 9). Only role `admin`.
 * Dates are calendar days in the portal's time zone (`time_zone`); `from` and `to` are both included.
 */

export const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().refine(isIsoDate, { error: STATISTICS_MESSAGES.badDate }).optional(),
);

const rangeFields = {
  from: optionalDate,
  to: optionalDate,
  auth_user_id: z.unknown().optional(),
};

/** A range with both ends given must run forward and span at most STATISTICS_MAX_YEARS. */
export const rangeChecks = <T extends { from?: string; to?: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((q) => !q.from || !q.to || q.to >= q.from, {
      error: STATISTICS_MESSAGES.toBeforeFrom,
      path: ['to'],
    })
    // zod still runs these when a field failed: a bad `from` must not reach latestRangeEnd (a 500).
    .refine(
      (q) => !q.from || !q.to || !isIsoDate(q.from) || q.to < q.from || q.to <= latestRangeEnd(q.from),
      {
        error: STATISTICS_MESSAGES.tooLong,
        path: ['to'],
      },
    );

/** Both optional: without them the last STATISTICS_DEFAULT_MONTHS months up to today. */
export const StatisticsQuerySchema = rangeChecks(z.object(rangeFields));
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;

/** One section as CSV; `headline` for the headline figures. */
export const StatisticsExportQuerySchema = rangeChecks(
  z.object({
    ...rangeFields,
    section: z.enum(STATISTICS_EXPORT_KEYS, { error: STATISTICS_MESSAGES.badSection }),
  }),
);
export type StatisticsExportQuery = z.infer<typeof StatisticsExportQuerySchema>;

/**
 * A row of a section: `key` identifies the group (a master id, a district code, 'YYYY-MM' for a month,
 * 'none' or 'outside' for the rows that gather the rest), `label` names it in Indonesian.
 */
const group = { key: z.string(), label: z.string() };

export const VacancyStatisticsRowSchema = z.object({
  ...group,
  job_vacancies: z.number(),
  /** Workers needed: the vacancies' male + female counts where counted by gender, else their worker count. */
  workers: z.number(),
});
export const ApplicationStatisticsRowSchema = z.object({
  ...group,
  applications: z.number(),
  /** Applications that reached ACCEPTED (a placement), dated by the day they did. */
  placements: z.number(),
});
export const SeekerStatisticsRowSchema = z.object({ ...group, seekers: z.number() });
export const EventStatisticsRowSchema = z.object({
  ...group,
  events: z.number(),
  participants: z.number(),
  attended: z.number(),
});
export type VacancyStatisticsRow = z.infer<typeof VacancyStatisticsRowSchema>;
export type ApplicationStatisticsRow = z.infer<typeof ApplicationStatisticsRowSchema>;
export type SeekerStatisticsRow = z.infer<typeof SeekerStatisticsRowSchema>;
export type EventStatisticsRow = z.infer<typeof EventStatisticsRowSchema>;

export const StatisticsSectionsSchema = z.object({
  vacancies_by_business_field: z.array(VacancyStatisticsRowSchema),
  vacancies_by_education: z.array(VacancyStatisticsRowSchema),
  vacancies_by_month: z.array(VacancyStatisticsRowSchema),
  applications_by_month: z.array(ApplicationStatisticsRowSchema),
  applications_by_business_field: z.array(ApplicationStatisticsRowSchema),
  seekers_by_education: z.array(SeekerStatisticsRowSchema),
  seekers_by_gender: z.array(SeekerStatisticsRowSchema),
  seekers_by_age_band: z.array(SeekerStatisticsRowSchema),
  seekers_by_district: z.array(SeekerStatisticsRowSchema),
  events_by_month: z.array(EventStatisticsRowSchema),
}) satisfies z.ZodType<Record<StatisticsSectionKey, unknown[]>>;
export type StatisticsSections = z.infer<typeof StatisticsSectionsSchema>;

export const StatisticsHeadlineSchema = z.object({
  placements: z.number(),
  applications: z.number(),
  vacancies_published: z.number(),
  workers_needed: z.number(),
  companies_verified: z.number(),
  active_seekers: z.number(),
  events: z.number(),
  participants: z.number(),
  /** Participants the office marked present. */
  attended: z.number(),
}) satisfies z.ZodType<Record<StatisticsHeadlineKey, number>>;
export type StatisticsHeadline = z.infer<typeof StatisticsHeadlineSchema>;

/** GET /office/statistics → data. */
export const StatisticsDataSchema = z.object({
  /** The range the figures cover (the defaults filled in), both days included. */
  from: z.string(),
  to: z.string(),
  /** The zone the days and months are counted in (provinceTimeZone of the portal's region). */
  time_zone: z.string(),
  /** When these figures were computed: they may be reused for a short while (CACHE_TTL_SECONDS). */
  generated_at: z.string(),
  headline: StatisticsHeadlineSchema,
  sections: StatisticsSectionsSchema,
});
export type StatisticsData = z.infer<typeof StatisticsDataSchema>;
