import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { feedback } from './feedback.tsx';
import { isApiError } from './api-client.ts';
import { clearPrivateStorage } from './private-storage.ts';
import { serviceStatus } from './service-status.ts';
import { getAuthUser, subscribeSession, type AuthUser } from './session.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** When set, a failure of this query is shown to the user (§8 rule) with this fallback text. */
      errorMessage?: string;
    };
  }
}

/** The queries' defaults, the same in the browser and in the server's render (docs/decisions/099). */
export const serverQueryDefaults = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // A 4xx answer will not change by asking again.
    retry: (count: number, error: unknown) => !(isApiError(error) && error.status < 500) && count < 2,
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        const message = query.meta?.errorMessage;
        // A 401 means the session ended: the screen's handleSessionExpired says so once, not a dialog.
        if (isApiError(error) && error.status === 401) return;
        // The service is down for now: the layout's "tidak tersedia" screen says what the server's
        // 503 would say in a dialog (docs/decisions/093); a network failure keeps its §8 toast too.
        if (serviceStatus.noteQueryError(error, query) && isApiError(error)) return;
        if (message) feedback.handleError(error, message);
      },
    }),
    defaultOptions: serverQueryDefaults,
  });
}

/**
 * Query roots whose answers are the same for every visitor and never carry account data: they survive a
 * change of user. Every other query counts as private and is dropped (a new root is private until it
 * is listed here, so a forgotten one costs a refetch, never a leak).
 */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ['master', 'location'];

export const isPublicQueryKey = (queryKey: QueryKey): boolean =>
  typeof queryKey[0] === 'string' && PUBLIC_QUERY_ROOTS.includes(queryKey[0]);

/** Drops every cached query that may hold an account's data (all but PUBLIC_QUERY_ROOTS). */
export function removePrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isPublicQueryKey(query.queryKey) });
}

/**
 * Whenever the signed-in user changes (login as someone else, logout, an ended session, another tab),
 * forgets the previous account's cached queries and private localStorage, so the next person never
 * sees them. Returns the unsubscribe function.
 */
export function forgetPrivateDataOnUserChange(queryClient: QueryClient): () => void {
  const idOf = (user: AuthUser | null) => (user ? String(user.id) : null);
  let lastId = idOf(getAuthUser());
  return subscribeSession(() => {
    const id = idOf(getAuthUser());
    if (id === lastId) return;
    lastId = id;
    removePrivateQueries(queryClient);
    clearPrivateStorage();
  });
}
