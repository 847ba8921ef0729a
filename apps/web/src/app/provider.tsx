import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from '../lib/feedback.tsx';
import { createQueryClient, forgetPrivateDataOnUserChange } from '../lib/react-query.ts';
import { SessionProvider } from '../lib/session-context.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
