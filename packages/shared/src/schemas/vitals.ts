import * as z from './zod.ts';
import {
  VITAL_MAX,
  VITAL_NAMES,
  VITALS_DEFAULT_WEEKS,
  VITALS_MAX_WEEKS,
  VITALS_MESSAGES,
  VITALS_ROUTES,
} from './vitals-constants.ts';

export * from './vitals-constants.ts';

/*
 * POST /vitals (a page view's real-user metrics) and GET /office/statistics/vitals (their p75 per page
 * and per week), issue 19 item 4, docs/decisions/100-real-user-metrics.md. No field can carry a person:
 * the page is a route template from a fixed list, the metrics are numbers.
 */

const VitalSchema = z
  .object({
    name: z.enum(VITAL_NAMES, { error: VITALS_MESSAGES.badMetric }),
    value: z
      .number({ error: VITALS_MESSAGES.badValue })
      .finite(VITALS_MESSAGES.badValue)
      .min(0, VITALS_MESSAGES.badValue)
      // The largest of VITAL_MAX: every leaf has a bound (input-safety.test.ts); each name its own below.
      .max(Math.max(...Object.values(VITAL_MAX)), VITALS_MESSAGES.badValue),
  })
  .strict()
  .refine((v) => v.value <= VITAL_MAX[v.name], {
    error: VITALS_MESSAGES.badValue,
    path: ['value'],
  });

/** POST /vitals: one page view's metrics, each at most once. */
export const VitalsReportBodySchema = z
  .object({
    route: z.enum(VITALS_ROUTES, { error: VITALS_MESSAGES.badRoute }),
    metrics: z
      .array(VitalSchema, { error: VITALS_MESSAGES.badReport })
      .min(1, VITALS_MESSAGES.badReport)
      .max(VITAL_NAMES.length, VITALS_MESSAGES.duplicateMetric)
      .refine((m) => new Set(m.map((v) => v.name)).size === m.length, {
        error: VITALS_MESSAGES.duplicateMetric,
      }),
  })
  .strict();
export type VitalsReportBody = z.infer<typeof VitalsReportBodySchema>;

/** GET /office/statistics/vitals: the last `weeks` weeks (this one included), one page or all. */
export const VitalsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: VITALS_MESSAGES.badWeeks })
    .int(VITALS_MESSAGES.badWeeks)
    .min(1, VITALS_MESSAGES.badWeeks)
    .max(VITALS_MAX_WEEKS, VITALS_MESSAGES.badWeeks)
    .default(VITALS_DEFAULT_WEEKS),
  route: z.enum(VITALS_ROUTES, { error: VITALS_MESSAGES.badRoute }).optional(),
  auth_user_id: z.unknown().optional(),
});
export type VitalsQuery = z.infer<typeof VitalsQuerySchema>;

/** p75 and the number of reports of each metric; p75 null where none reported it. */
const figures = {
  lcp_p75: z.number().nullable(),
  lcp_count: z.number(),
  inp_p75: z.number().nullable(),
  inp_count: z.number(),
  cls_p75: z.number().nullable(),
  cls_count: z.number(),
  ttfb_p75: z.number().nullable(),
  ttfb_count: z.number(),
};

export const VitalsPageRowSchema = z.object({ route: z.string(), ...figures });
export type VitalsPageRow = z.infer<typeof VitalsPageRowSchema>;
/** `week`: the Monday that starts it (YYYY-MM-DD, in the portal's time zone). */
export const VitalsWeekRowSchema = z.object({ week: z.string(), ...figures });
export type VitalsWeekRow = z.infer<typeof VitalsWeekRowSchema>;

export const VitalsDataSchema = z.object({
  /** The first day counted (a Monday) and the last (today), in `time_zone`. */
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  route: z.string().nullable(),
  /** Each page over the whole range, the most reported first. */
  pages: z.array(VitalsPageRowSchema),
  /** Each week of the range (all pages, or `route` only), oldest first; weeks without reports absent. */
  weeks: z.array(VitalsWeekRowSchema),
});
export type VitalsData = z.infer<typeof VitalsDataSchema>;
