import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FeedbackProvider } from '../lib/feedback.tsx';
import { createQueryClient, forgetPrivateDataOnUserChange } from '../lib/react-query.ts';
import { SessionProvider } from '../lib/session-context.tsx';

/** `client`: the server's render brings its own, to send its data to the browser (docs/decisions/099). */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // One account's cached data never reaches the next person who signs in on this tab.
  useEffect(() => forgetPrivateDataOnUserChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <FeedbackProvider>{children}</FeedbackProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
