import { QueryCache, QueryClient } from '@tanstack/react-query';
import { feedback } from './feedback.tsx';
import { isApiError } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** When set, a failure of this query is shown to the user (§8 rule) with this fallback text. */
      errorMessage?: string;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        const message = query.meta?.errorMessage;
        if (message) feedback.handleError(error, message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again.
        retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
      },
    },
  });
}
