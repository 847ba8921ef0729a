import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { POSITION_MESSAGES, POSITION_PAGE_SIZE } from '@siloker/shared/schemas/positions-constants';
import { useListParams } from '../../components/list/use-list-params.ts';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { positionsQueryOptions, useDeletePosition, type PanelPosition } from './api.ts';
import type { PositionDialogMode } from './position-dialog.tsx';

const FILTERS = ['induk'] as const;

const parentOf = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The positions screen's state: the page of the tree in the address (?induk=, search, paging), its
 * query, the open dialog, and deleting after 'Ya hapus'.
 */
export function useOfficePositions() {
  const list = useListParams(POSITION_PAGE_SIZE, FILTERS);
  const parentId = parentOf(list.filters.induk);
  const params = useMemo(
    () => ({
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
      ...(parentId !== undefined ? { parent_id: parentId } : {}),
    }),
    [list.query.offset, list.query.limit, list.search, parentId],
  );
  const result = useQuery(positionsQueryOptions(params));
  const remove = useDeletePosition();
  const [dialog, setDialog] = useState<PositionDialogMode | null>(null);

  const parents = result.data?.parents ?? [];
  /** Opens a group (or, with undefined, the top), leaving any search. */
  const open = (id: number | undefined) =>
    list.update({ search: '', filters: { induk: id === undefined ? '' : String(id) } });

  const confirmDelete = async (p: PanelPosition) => {
    const yes = await feedback.confirm({ message: `Hapus jabatan "${p.name}"?` });
    if (!yes) return;
    try {
      const res = await remove.mutateAsync(p.id);
      feedback.toast(res.message);
    } catch (error) {
      // docs/product.md §8: a 404 on delete is a warning with the server's message.
      if (isApiError(error) && error.status === 404) {
        await feedback.warning(error.response.data?.message || POSITION_MESSAGES.notFound);
        return;
      }
      feedback.handleError(error, MESSAGES.sendDataError);
    }
  };

  return {
    list,
    parentId,
    result,
    parents,
    group: parents.at(-1),
    searchingAll: parentId === undefined && Boolean(list.search),
    open,
    dialog,
    setDialog,
    confirmDelete,
    deleting: remove.isPending,
  };
}
