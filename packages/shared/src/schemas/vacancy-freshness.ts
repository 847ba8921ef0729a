import * as z from './zod.ts';
import { MAX_LIST_OFFSET } from '../constants.ts';
import { id } from './common.ts';
import { VacancySummarySchema } from './vacancies.ts';
import {
  FRESHNESS_EVENT_KINDS,
  FRESHNESS_EVENTS_PAGE_SIZE,
  VACANCY_EXTEND_DAYS,
  VACANCY_FRESHNESS_MESSAGES,
  VACANCY_GONE_REASONS,
} from './vacancy-freshness-constants.ts';

/** Vacancies that do not go stale (docs/product.md §4 "Freshness", docs/decisions/104). */

export const VacancyFreshnessParamsSchema = z.object({ id: id() });

export const VacancyFreshnessQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(FRESHNESS_EVENTS_PAGE_SIZE),
});
export type VacancyFreshnessQuery = z.infer<typeof VacancyFreshnessQuerySchema>;

/** POST /job-vacancies/extend/{id}: 14 or 30 days. */
export const VacancyExtendBodySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine(
      (d) => (VACANCY_EXTEND_DAYS as readonly number[]).includes(d),
      VACANCY_FRESHNESS_MESSAGES.extendDays,
    ),
});
export type VacancyExtendBody = z.infer<typeof VacancyExtendBodySchema>;

/** POST /job-vacancies/still-open/{id}: the answer to "Masih membuka lowongan ini?". */
export const VacancyStillOpenBodySchema = z.object({ open: z.boolean() });
export type VacancyStillOpenBody = z.infer<typeof VacancyStillOpenBodySchema>;

export const FreshnessEventSchema = z.object({
  id: z.number(),
  kind: z.enum(FRESHNESS_EVENT_KINDS),
  for_expiry: z.string().nullable(),
  new_expiry: z.string().nullable(),
  days: z.number().nullable(),
  /** The company's account acted; false for the portal's own jobs. */
  by_company: z.boolean(),
  created_at: z.string(),
});
export type FreshnessEvent = z.infer<typeof FreshnessEventSchema>;

/** GET /job-vacancies/freshness/{id}: the owner's and the office's view of one vacancy. */
export const VacancyFreshnessDataSchema = z.object({
  job_vacancy: z.object({
    id: z.number(),
    title: z.string(),
    title_slug: z.string(),
    expired_at: z.string().nullable(),
    publication_status: z.string(),
    is_public: z.boolean(),
    /** Extensions are allowed (verified, not removed, not closed). */
    can_extend: z.boolean(),
  }),
  /** The open "still open?" question: when it was asked and when the vacancy closes without answer. */
  question: z.object({ asked_at: z.string(), closes_at: z.string() }).nullable(),
  events: z.array(FreshnessEventSchema),
  total: z.number(),
});
export type VacancyFreshnessData = z.infer<typeof VacancyFreshnessDataSchema>;

/**
 * The answer of an expired, closed or removed vacancy's public read (HTTP 410, `status: "fail"`): the
 * SPA shows the same short page as the server's HTML, with a few similar open vacancies.
 */
export const VacancyGoneDataSchema = z.object({
  gone: z.literal(true),
  reason: z.enum(VACANCY_GONE_REASONS),
  title: z.string(),
  title_slug: z.string(),
  company_name: z.string(),
  similar: z.array(VacancySummarySchema),
});
export type VacancyGoneData = z.infer<typeof VacancyGoneDataSchema>;
