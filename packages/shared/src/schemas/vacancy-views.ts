import * as z from './zod.ts';
import { id } from './common.ts';

/** POST /job-vacancies/view (docs/product.md §4 "View counting", §7). */
export const VacancyViewBodySchema = z.object({ job_vacancy_id: id() });
export type VacancyViewBody = z.infer<typeof VacancyViewBodySchema>;

/** One counted view: a vacancy seen from one client address. */
export const VacancyTrackerSchema = z.object({
  id: z.number(),
  job_vacancy_id: z.number(),
  ip_address: z.string(),
});
export type VacancyTracker = z.infer<typeof VacancyTrackerSchema>;

export const VacancyViewDataSchema = z.object({ job_vacancy_tracker: VacancyTrackerSchema });
export type VacancyViewData = z.infer<typeof VacancyViewDataSchema>;
