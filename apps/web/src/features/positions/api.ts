import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  PanelPosition,
  PanelPositionListData,
  PanelPositionListQuery,
  PanelPositionSearchData,
  PositionDeleteData,
  PositionSaveBody,
  PositionSaveData,
} from '@siloker/shared/schemas/positions';
import type { PositionItem } from '@siloker/shared/schemas/master';
import { apiPath } from '@siloker/shared/api/paths';
import * as positionsPaths from '@siloker/shared/api/paths/positions';
import { api } from '../../lib/api-client.ts';

export type { PanelPosition, PositionItem };

const KEY = ['office', 'positions'] as const;

/** What the table shows: one page, its total, and the chain of groups above it. */
export interface PositionPage {
  items: PanelPosition[];
  total: number;
  parents: PositionItem[];
}

/**
 * A page of the table (PanelPositionListQuery); `parent_id` is the group whose children are shown,
 * absent for the level-1 groups (or, with a search, every level).
 */
export type PositionParams = Pick<PanelPositionListQuery, 'offset' | 'limit' | 'search' | 'parent_id'>;

/**
 * The table's page: a group's children (GET /panel/positions/?parent_id=…), the level-1 groups
 * (?level=1), or with a search at the top, every level (GET /panel/positions/search).
 */
export const positionsQueryOptions = (p: PositionParams) =>
  queryOptions({
    queryKey: [...KEY, 'page', p],
    queryFn: async ({ signal }): Promise<PositionPage> => {
      const paging = { offset: p.offset, limit: p.limit, search: p.search };
      if (p.parent_id === undefined && p.search) {
        const res = await api.get<PanelPositionSearchData>(apiPath(positionsPaths.panelPositionSearch), {
          query: paging,
          signal,
        });
        return { items: res.data.data.positions, total: res.data.data.total, parents: [] };
      }
      const query =
        p.parent_id === undefined ? { ...paging, level: 1 } : { ...paging, parent_id: p.parent_id };
      const res = await api.get<PanelPositionListData>(apiPath(positionsPaths.panelPositionList), {
        query,
        signal,
      });
      return { items: res.data.data.positions, total: res.data.data.total, parents: res.data.data.parents };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** Every level-1 group, for the parent choice of the form (`all_data=1`). */
export const positionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'groups'],
    queryFn: async ({ signal }) =>
      (
        await api.get<PanelPositionListData>(apiPath(positionsPaths.panelPositionList), {
          query: { level: 1, all_data: 1 },
          signal,
        })
      ).data.data.positions,
    meta: { errorMessage: MESSAGES.getDataError },
  });

export type PositionSave = Omit<PositionSaveBody, 'auth_user_id'>;

/** After a write the table and every form's position list (GET /master…) are fetched again. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEY }),
      queryClient.invalidateQueries({ queryKey: ['master'] }),
    ]);
}

/** POST /panel/positions/: create, or update when `id` is given. */
export function useSavePosition() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async (body: PositionSave) =>
      (await api.post<PositionSaveData>(apiPath(positionsPaths.panelPositionSave), body)).data,
    onSuccess: refresh,
  });
}

/** DELETE /panel/positions/?id=… */
export function useDeletePosition() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.delete<PositionDeleteData>(apiPath(positionsPaths.panelPositionDelete), { query: { id } }))
        .data,
    onSettled: refresh,
  });
}
