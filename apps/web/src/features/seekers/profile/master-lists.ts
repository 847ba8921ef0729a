/**
 * The master lists the seeker profile's selects need that features/master/api.ts does not offer yet:
 * religions (only in GET /master/masters) and the positions tree (GET /master/positions?is_level_1=1).
 * Educations and disabilities come from masterListQueryOptions. Kept under the public 'master' root, so
 * they survive a change of user.
 */
import { queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type { MastersData, PositionsData } from '@siloker/shared/schemas/master';
import { api } from '../../../lib/api-client.ts';

export const religionsQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'masters', 'religions'],
    queryFn: async ({ signal }) => {
      const res = await api.get<Partial<MastersData>>('/master/masters', { signal });
      return res.data.data?.religions ?? [];
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: MESSAGES.fetchMasterError },
  });

/** Level-1 position groups, each with its positions. */
export const positionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'positions', 'level-1'],
    queryFn: async ({ signal }) => {
      const res = await api.get<PositionsData>('/master/positions', { signal, query: { is_level_1: 1 } });
      return res.data.data?.positions ?? [];
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: MESSAGES.fetchMasterError },
  });
