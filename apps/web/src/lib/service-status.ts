/**
 * Whether the service is down for now (docs/decisions/093): set when a page's data could not be loaded
 * because the API answered 503 (or a proxy 502/504, or the network failed), read by the layout, which
 * shows the "Layanan Sedang Tidak Tersedia" screen over the page until a retry loads it. A plain store,
 * like feedback, so the query cache's callbacks can set it.
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { isServiceUnavailable } from './api-client.ts';

export interface ServiceStatus {
  unavailable: boolean;
  /** A retry is under way. */
  checking: boolean;
}

/** What is read of a cached query (any of its type parameters). */
interface Query {
  state: { status: string; data: unknown; error: unknown };
}

/** What a page rendered on the server shows, and what hydration starts from (docs/decisions/099). */
const AVAILABLE: ServiceStatus = { unavailable: false, checking: false };
let state: ServiceStatus = AVAILABLE;
const listeners = new Set<() => void>();

function update(next: Partial<ServiceStatus>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** A query whose page has nothing to show because the service is down (a refetch that fails keeps its data). */
const isPageLoadFailure = (query: Query): boolean =>
  query.state.status === 'error' && query.state.data === undefined && isServiceUnavailable(query.state.error);

export const serviceStatus = {
  /**
   * The query cache's onError: a query with nothing to show failed because the service is down, so
   * the screen goes up (true). A refresh of data already shown leaves the page as it is (false).
   */
  noteQueryError(error: unknown, query: Query): boolean {
    if (!isServiceUnavailable(error) || query.state.data !== undefined) return false;
    if (!state.unavailable) update({ unavailable: true });
    return true;
  },
  /** Asks again for every query that failed; the screen goes once none fails for the service being down. */
  async retry(queryClient: QueryClient): Promise<void> {
    if (state.checking) return;
    update({ checking: true });
    try {
      await queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    } finally {
      const stillDown = queryClient.getQueryCache().getAll().some(isPageLoadFailure);
      update({ unavailable: stillDown, checking: false });
    }
  },
  /** Tests: back to available. */
  reset(): void {
    update({ unavailable: false, checking: false });
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServiceStatus(): ServiceStatus {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => AVAILABLE,
  );
}
