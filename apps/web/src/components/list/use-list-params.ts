import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { offsetOf } from './paging.ts';

export interface ListParams {
  page: number;
  size: number;
  search: string;
  /** Extra filters of the list (e.g. job_type_id), as strings from the address. */
  filters: Record<string, string>;
}

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A list's page, page size, search and filters live in the address (?page=2&limit=10&search=…), so
 * a list can be shared, reloaded and walked back with the browser's history.
 */
export function useListParams(defaultSize: number, filterNames: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filterKey = filterNames.join(',');

  const value = useMemo<ListParams>(() => {
    const filters: Record<string, string> = {};
    for (const name of filterKey ? filterKey.split(',') : []) {
      const v = params.get(name);
      if (v) filters[name] = v;
    }
    return {
      page: positiveInt(params.get('page'), 1),
      size: positiveInt(params.get('limit'), defaultSize),
      search: params.get('search') ?? '',
      filters,
    };
  }, [params, defaultSize, filterKey]);

  /** Changes some parameters; anything but the page itself starts again at page 1. */
  const update = useCallback(
    (
      changes: Partial<Pick<ListParams, 'page' | 'size' | 'search'>> & { filters?: Record<string, string> },
    ) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, v: string | number | undefined, dflt?: string | number) => {
            if (v === undefined) return;
            if (v === '' || v === dflt) next.delete(key);
            else next.set(key, String(v));
          };
          set('limit', changes.size, defaultSize);
          set('search', changes.search?.trim());
          for (const [key, v] of Object.entries(changes.filters ?? {})) set(key, v);
          if (changes.page !== undefined) set('page', changes.page, 1);
          else next.delete('page');
          return next;
        },
        { preventScrollReset: false },
      );
    },
    [setParams, defaultSize],
  );

  const query = useMemo(
    () => ({
      offset: offsetOf(value.page, value.size),
      limit: value.size,
      ...(value.search ? { search: value.search } : {}),
      ...value.filters,
    }),
    [value],
  );

  /** The address of another page of the list, for the paging links (docs/decisions/099). */
  const pageHref = useCallback(
    (page: number) => {
      const next = new URLSearchParams(params);
      if (page === 1) next.delete('page');
      else next.set('page', String(page));
      const qs = next.toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    [params, pathname],
  );

  return { ...value, query, update, pageHref };
}
