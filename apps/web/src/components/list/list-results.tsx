import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from './pagination.tsx';
import { SkeletonCards } from './skeleton-cards.tsx';

export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface ListResultsProps<T> {
  result: UseQueryResult<ListPage<T>>;
  /** The list's paging state from useListParams. */
  list: { page: number; size: number; update: (changes: { page?: number; size?: number }) => void };
  defaultSize: number;
  /** What is listed, for the paging labels ('acara', 'pencari kerja'). */
  noun: string;
  errorText: string;
  /** Whether a search or filter narrows the list: an empty list then says nothing matched. */
  filtered: boolean;
  emptyText: { filtered: string; emptyPage: string; none: string };
  renderItem: (item: T) => ReactNode;
}

/**
 * The results of a simple public list (events, job seekers): skeletons while loading, the error with
 * "Coba lagi", the empty state, the card grid and the paging.
 */
export function ListResults<T>({
  result,
  list,
  defaultSize,
  noun,
  errorText,
  filtered,
  emptyText,
  renderItem,
}: ListResultsProps<T>) {
  if (result.isPending) return <SkeletonCards count={3} />;
  if (result.isError) {
    return (
      <div className="empty-state" role="alert">
        <p>{errorText}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void result.refetch()}>
          Coba lagi
        </button>
      </div>
    );
  }
  const { items, total } = result.data;
  return (
    <>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{filtered ? emptyText.filtered : total > 0 ? emptyText.emptyPage : emptyText.none}</p>
        </div>
      ) : (
        <ul className="card-grid" aria-busy={result.isPlaceholderData || undefined}>
          {items.map(renderItem)}
        </ul>
      )}
      {total > 0 ? (
        <Pagination
          page={list.page}
          size={list.size}
          total={total}
          defaultSize={defaultSize}
          onPage={(page) => list.update({ page })}
          onSize={(size) => list.update({ size })}
          noun={noun}
        />
      ) : null}
    </>
  );
}
