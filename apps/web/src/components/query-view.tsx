import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { LoadFailedCard } from './status-card.tsx';

interface QueryViewBase<T> {
  query: UseQueryResult<T, unknown>;
  /** The failure card's heading ("Templat gagal dimuat"). */
  failedTitle: ReactNode;
  /** The failure card's lead; MESSAGES.getDataError unless said. */
  failedLead?: ReactNode;
  /** What the data becomes once it is there (`null` included: a "not found" is the screen's to say). */
  children: (data: T) => ReactNode;
}

export type QueryViewProps<T> = QueryViewBase<T> &
  (
    | {
        /** The words of the plain waiting line: `<p className="muted" aria-busy="true">`. */
        loadingText: string;
        /** The line is a polite status region instead (`<p role="status" className="muted">`). */
        loadingStatus?: boolean;
        loading?: never;
      }
    | {
        /** A waiting view of the screen's own (a skeleton, a spinner) instead of the plain line. */
        loading: ReactNode;
        loadingText?: never;
        loadingStatus?: never;
      }
  );

/**
 * One query's three states in one place: the data it has (kept while a refetch fails), else the failure
 * card with "Coba lagi" (a refetch), else the wait ("Memuat …").
 */
export function QueryView<T>({
  query,
  failedTitle,
  failedLead = MESSAGES.getDataError,
  loadingText,
  loadingStatus,
  loading,
  children,
}: QueryViewProps<T>) {
  const { data } = query;
  if (data !== undefined) return <>{children(data)}</>;
  if (query.isError) {
    return <LoadFailedCard title={failedTitle} lead={failedLead} onRetry={() => query.refetch()} />;
  }
  if (loading !== undefined) return <>{loading}</>;
  return loadingStatus ? (
    <p role="status" className="muted">
      {loadingText}
    </p>
  ) : (
    <p className="muted" aria-busy="true">
      {loadingText}
    </p>
  );
}
