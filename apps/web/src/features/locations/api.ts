import { queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type { ProvincesData } from '@siloker/shared/schemas/locations';
import { api } from '../../lib/api-client.ts';

/** Provinces (GET /location/provinces), for filters and address forms. */
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['location', 'provinces'],
    queryFn: async ({ signal }) => {
      const res = await api.get<ProvincesData>('/location/provinces', { signal });
      return res.data.data.provinces ?? [];
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: MESSAGES.fetchMasterError },
  });
