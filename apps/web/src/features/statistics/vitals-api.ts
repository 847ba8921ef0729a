/** GET /office/statistics/vitals (issue 19 item 4): real users' p75 per page and per week, office only. */
import { queryOptions } from '@tanstack/react-query';
import type { VitalsData } from '@siloker/shared/schemas/vitals';
import { apiPath } from '@siloker/shared/api/paths';
import * as vitalsPaths from '@siloker/shared/api/paths/vitals';
import { api } from '../../lib/api-client.ts';

export type { VitalsData };

export interface VitalsAsk {
  weeks: number;
  /** One page's template; absent: every page. */
  route?: string;
}

export const vitalsQueryOptions = (ask: VitalsAsk) => {
  const query = { weeks: String(ask.weeks), ...(ask.route ? { route: ask.route } : {}) };
  return queryOptions({
    queryKey: ['office', 'statistics', 'vitals', query],
    queryFn: async ({ signal }) =>
      (await api.get<VitalsData>(apiPath(vitalsPaths.vitalsStatistics), { query, signal })).data.data,
    staleTime: 30_000,
  });
};
