/**
 * Per-vacancy analytics (docs/decisions/111): the apply click a vacancy page reports, the owner's figures
 * (GET /job-vacancies/analytics/:id) and the address of their CSV, which a plain link opens (the server
 * takes the session from the web app's auth cookie there, as for the office's statistics).
 */
import { queryOptions } from '@tanstack/react-query';
import type { VacancyAnalyticsData } from '@siloker/shared/schemas/vacancy-analytics';
import { apiPath } from '@siloker/shared/api/paths';
import * as analyticsPaths from '@siloker/shared/api/paths/vacancy-analytics';
import { API_ROOT, api } from '../../lib/api-client.ts';

export type { VacancyAnalyticsData };

/** The apply button was pressed: reported without waiting, and a failure changes nothing on screen. */
export function countApplyClick(jobVacancyId: number): void {
  api
    .post(apiPath(analyticsPaths.vacancyApplyClick), { job_vacancy_id: jobVacancyId })
    .catch(() => undefined);
}

/** The range asked for; both ends absent means the vacancy's whole life (up to 731 days). */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

const rangeQuery = (range: AnalyticsRange) => ({
  ...(range.from ? { from: range.from } : {}),
  ...(range.to ? { to: range.to } : {}),
});

export const vacancyAnalyticsQueryOptions = (id: number, range: AnalyticsRange = {}) =>
  queryOptions({
    queryKey: ['job-vacancies', 'analytics', id, rangeQuery(range)],
    queryFn: async ({ signal }) =>
      (
        await api.get<VacancyAnalyticsData>(apiPath(analyticsPaths.vacancyAnalytics, { id }), {
          query: rangeQuery(range),
          signal,
        })
      ).data.data,
    // A bad range or another company's vacancy is answered in place, without a toast on top.
    retry: false,
  });

/** Where 'Unduh CSV' leads: the range the screen shows, both ends filled in. */
export function analyticsCsvUrl(id: number, range: { from: string; to: string }): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `${API_ROOT}${apiPath(analyticsPaths.vacancyAnalyticsExport, { id })}?${query.toString()}`;
}
