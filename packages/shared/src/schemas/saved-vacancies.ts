import * as z from './zod.ts';
import { id, listQuerySchema } from './common.ts';
import { INPUT_MESSAGES, INT32_MAX } from './input-constants.ts';
import { VacancySummarySchema } from './vacancies.ts';
import {
  SAVED_VACANCIES_PAGE_SIZE,
  SAVED_VACANCY_IDS_MAX,
  SAVED_VACANCY_MESSAGES,
} from './saved-vacancies-constants.ts';

/** Saved vacancies (docs/product.md §7 "Saved vacancies", docs/decisions/087). */

/** GET /saved-vacancies: the caller's own, newest saved first. */
export const SavedVacancyListQuerySchema = listQuerySchema(
  ['created_at'] as const,
  SAVED_VACANCIES_PAGE_SIZE,
).omit({
  search: true,
});
export type SavedVacancyListQuery = z.infer<typeof SavedVacancyListQuerySchema>;

/** POST /saved-vacancies. */
export const SaveVacancyBodySchema = z.object({ job_vacancy_id: id(), auth_user_id: z.unknown().optional() });
export type SaveVacancyBody = z.infer<typeof SaveVacancyBodySchema>;

/** DELETE /saved-vacancies/{job_vacancy_id}. */
export const SavedVacancyParamsSchema = z.object({ job_vacancy_id: id() });

/** GET /saved-vacancies/ids?job_vacancy_ids=1,2,3: which of these the caller saved (a list page's cards). */
export const SavedVacancyIdsQuerySchema = z.object({
  // Optional: none asks about no vacancy (an empty answer), so a guest without a query meets the
  // sign-in refusal, not a validation message.
  job_vacancy_ids: z
    .string()
    .max(1200)
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, SAVED_VACANCY_MESSAGES.ids)
    .default('')
    .transform((v) => (v === '' ? [] : [...new Set(v.split(',').map(Number))]))
    .pipe(
      z
        .array(z.number().int().positive(INPUT_MESSAGES.id).max(INT32_MAX, INPUT_MESSAGES.id))
        .max(SAVED_VACANCY_IDS_MAX, SAVED_VACANCY_MESSAGES.ids),
    ),
  auth_user_id: z.unknown().optional(),
});
export type SavedVacancyIdsQuery = z.infer<typeof SavedVacancyIdsQuerySchema>;

export const SavedVacancyIdsDataSchema = z.object({ job_vacancy_ids: z.array(z.number()) });
export type SavedVacancyIdsData = z.infer<typeof SavedVacancyIdsDataSchema>;

/** The answer to saving or removing: whether the vacancy is saved now. Both are idempotent. */
export const SaveVacancyDataSchema = z.object({ job_vacancy_id: z.number(), saved: z.boolean() });
export type SaveVacancyData = z.infer<typeof SaveVacancyDataSchema>;

/**
 * One saved vacancy. `is_open`: public now, its page opens and it can be applied to. `is_closed`: it
 * stopped for good (closed, removed, refused, expired); neither: hidden for a while (the office is
 * checking an edit).
 */
export const SavedVacancySchema = z.object({
  id: z.number(),
  saved_at: z.string(),
  is_open: z.boolean(),
  is_closed: z.boolean(),
  job_vacancy: VacancySummarySchema,
});
export type SavedVacancy = z.infer<typeof SavedVacancySchema>;

export const SavedVacancyListDataSchema = z.object({
  saved_vacancies: z.array(SavedVacancySchema),
  total: z.number(),
});
export type SavedVacancyListData = z.infer<typeof SavedVacancyListDataSchema>;
