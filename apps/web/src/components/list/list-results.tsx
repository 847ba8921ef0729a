import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from './pagination.tsx';
import { SkeletonCards } from './skeleton-cards.tsx';

export interface ListPage<T> {
  items: T[];
  total: number;
}

/** How the results are drawn: one card per item in the card grid, or the whole page at once (a table). */
export type ListRendering<T> =
  | { renderItem: (item: T) => ReactNode; renderItems?: never }
  | { renderItems: (items: T[]) => ReactNode; renderItem?: never };

export type ListResultsProps<T> = ListRendering<T> & ListResultsBase<T>;

interface ListResultsBase<T> {
  result: UseQueryResult<ListPage<T>>;
  /** The list's paging state from useListParams; without it no paging (a short list, the landing page's newest). */
  list?: {
    page: number;
    size: number;
    update: (changes: { page?: number; size?: number }) => void;
    /** The address of a page: its paging is then made of links (useListParams). */
    pageHref?: (page: number) => string;
  };
  defaultSize?: number;
  /** What is listed, for the paging labels ('acara', 'pencari kerja'). */
  noun?: string;
  errorText: string;
  /** Whether a search or filter narrows the list: an empty list then says nothing matched. */
  filtered: boolean;
  emptyText: { filtered: string; emptyPage: string; none: string };
  /** A way out of an empty filtered list ('Hapus pencarian'), shown under its text. */
  clear?: { label: string; onClear: () => void };
  /** Skeletons instead of the dimmed old page while a refresh is slow (vacancies, docs/product.md §9). */
  slow?: boolean;
  /** Skeletons whatever the query says (the landing page's first second, docs/product.md §9). */
  hold?: boolean;
  /** How many skeleton cards stand in for the first page. */
  skeletons?: number;
  /** Extra class of the card grid ('vacancy-grid'). */
  gridClassName?: string;
  /**
   * One placeholder card shaped like the real one (with its card class), so the results do not
   * shift the page when they arrive; three generic lines otherwise.
   */
  skeletonCard?: { content: ReactNode; className?: string };
}

/** The empty texts of a list of `noun`s that a search narrows; `none` says why the whole list is empty. */
export const searchEmptyText = (noun: string, none: string): ListResultsBase<unknown>['emptyText'] => ({
  filtered: `Tidak ada ${noun} yang cocok dengan pencarian Anda.`,
  emptyPage: `Tidak ada ${noun} pada halaman ini.`,
  none,
});

/** 'Hapus pencarian' under an empty searched list: back to the whole list. */
export const clearSearch = (list: { update: (changes: { search: string }) => void }) => ({
  label: 'Hapus pencarian',
  onClear: () => list.update({ search: '' }),
});

/**
 * The results of a public list: skeletons while loading, the error with "Coba lagi", the empty state,
 * the card grid and the paging. A refresh (new page, search or filter) keeps the old page dimmed
 * until the new one arrives, or shows skeletons once it is `slow`.
 */
export function ListResults<T>({
  result,
  list,
  defaultSize,
  noun,
  errorText,
  filtered,
  emptyText,
  clear,
  renderItem,
  renderItems,
  slow = false,
  hold = false,
  skeletons = 3,
  gridClassName,
  skeletonCard,
}: ListResultsProps<T>) {
  const refreshing = result.isFetching && result.isPlaceholderData;
  return (
    <>
      <div
        className="list-results"
        aria-busy={hold || result.isPending || refreshing}
        data-refreshing={refreshing && !slow}
      >
        <Results
          result={result}
          errorText={errorText}
          filtered={filtered}
          emptyText={emptyText}
          clear={clear}
          renderItem={renderItem}
          renderItems={renderItems}
          skeletons={hold || result.isPending || (refreshing && slow) ? skeletons : 0}
          hold={hold}
          gridClassName={gridClassName}
          skeletonCard={skeletonCard}
        />
      </div>
      {list && result.data && result.data.total > 0 ? (
        <Pagination
          page={list.page}
          size={list.size}
          total={result.data.total}
          defaultSize={defaultSize ?? list.size}
          onPage={(page) => list.update({ page })}
          onSize={(size) => list.update({ size })}
          hrefFor={list.pageHref}
          noun={noun ?? ''}
        />
      ) : null}
    </>
  );
}

function Results<T>({
  result,
  errorText,
  filtered,
  emptyText,
  clear,
  renderItem,
  renderItems,
  hold,
  skeletons,
  gridClassName,
  skeletonCard,
}: Omit<ListResultsBase<T>, 'list' | 'defaultSize' | 'noun' | 'slow'> & {
  renderItem?: (item: T) => ReactNode;
  renderItems?: (items: T[]) => ReactNode;
  skeletons: number;
}) {
  if (skeletons > 0 || !result.data) {
    if (result.isError && !result.data && !hold) {
      return (
        <div className="empty-state" role="alert">
          <p>{errorText}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void result.refetch()}>
            Coba lagi
          </button>
        </div>
      );
    }
    return (
      <SkeletonCards
        count={Math.max(skeletons, 1)}
        className={gridClassName}
        card={skeletonCard?.content}
        cardClassName={skeletonCard?.className}
      />
    );
  }
  const { items, total } = result.data;
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p>{filtered ? emptyText.filtered : total > 0 ? emptyText.emptyPage : emptyText.none}</p>
        {filtered && clear ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={clear.onClear}>
            {clear.label}
          </button>
        ) : null}
      </div>
    );
  }
  if (renderItems) return renderItems(items);
  return (
    <ul className={gridClassName ? `card-grid ${gridClassName}` : 'card-grid'}>
      {items.map((item) => renderItem?.(item))}
    </ul>
  );
}
