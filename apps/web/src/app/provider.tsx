import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from '../lib/feedback.tsx';
import { createQueryClient } from '../lib/react-query.ts';
import { SessionProvider } from '../lib/session-context.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <FeedbackProvider>{children}</FeedbackProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
