/**
 * GET /office/statistics (issue 11 item 8) for the statistics screen and the office's dashboard, and the
 * address of each section's CSV (GET /office/statistics/export), which a plain link opens: the server
 * takes the session from the web app's auth cookie there, as for private files.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StatisticsExportKey } from '@siloker/shared/schemas/statistics-constants';
import type { StatisticsData } from '@siloker/shared/schemas/statistics';
import { apiPath } from '@siloker/shared/api/paths';
import * as statisticsPaths from '@siloker/shared/api/paths/statistics';
import { API_ROOT, api } from '../../lib/api-client.ts';

export type { StatisticsData };

/** The range asked for; both ends absent means the server's default (the last 12 months). */
export interface StatisticsRange {
  from?: string;
  to?: string;
}

const rangeQuery = (range: StatisticsRange) => ({
  ...(range.from ? { from: range.from } : {}),
  ...(range.to ? { to: range.to } : {}),
});

export const statisticsQueryOptions = (range: StatisticsRange = {}) =>
  queryOptions({
    queryKey: ['office', 'statistics', rangeQuery(range)],
    queryFn: async ({ signal }) =>
      (
        await api.get<StatisticsData>(apiPath(statisticsPaths.statistics), {
          query: rangeQuery(range),
          signal,
        })
      ).data.data,
    // The server reuses the figures for a short while anyway; the screen says how fresh they are.
    staleTime: 30_000,
    // A bad range is answered 400: the screen shows that message in place, with no toast on top.
    retry: false,
  });

/** Where 'Unduh CSV' of one section leads: the range the screen shows, both ends filled in. */
export function statisticsCsvUrl(section: StatisticsExportKey, range: { from: string; to: string }): string {
  const query = new URLSearchParams({ section, from: range.from, to: range.to });
  return `${API_ROOT}${apiPath(statisticsPaths.statisticsExport)}?${query.toString()}`;
}
