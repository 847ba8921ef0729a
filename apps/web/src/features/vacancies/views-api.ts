import type { VacancyTracker, VacancyViewData } from '@siloker/shared/schemas/vacancy-views';
import { apiPath } from '@siloker/shared/api/paths';
import * as vacanciesPaths from '@siloker/shared/api/paths/vacancies';
import { api } from '../../lib/api-client.ts';
import { createViewCounter, useCountView } from '../../lib/view-once.ts';

/** Vacancy views (docs/product.md §4), counted once per vacancy through lib/view-once.ts. */
export const TRACKERS_STORAGE_KEY = 'job_vacancy_trackers';

const isTracker = (t: unknown): t is VacancyTracker =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as VacancyTracker).job_vacancy_id === 'number' &&
  typeof (t as VacancyTracker).ip_address === 'string';

/** POST /job-vacancies/view {job_vacancy_id} → data.job_vacancy_tracker. */
export async function sendVacancyView(jobVacancyId: number): Promise<VacancyTracker> {
  const res = await api.post<VacancyViewData>(apiPath(vacanciesPaths.vacancyView), {
    job_vacancy_id: jobVacancyId,
  });
  return res.data.data.job_vacancy_tracker;
}

const vacancyViews = createViewCounter<VacancyTracker>({
  storageKey: TRACKERS_STORAGE_KEY,
  itemIdOf: (t) => t.job_vacancy_id,
  isTracker,
  send: sendVacancyView,
});

export const readTrackers = vacancyViews.read;
export const withTracker = vacancyViews.withTracker;
export const countVacancyViewOnce = vacancyViews.countOnce;

/** Counts the view of the vacancy on screen, once. */
export function useCountVacancyView(jobVacancyId: number | undefined): void {
  useCountView(vacancyViews, jobVacancyId);
}
