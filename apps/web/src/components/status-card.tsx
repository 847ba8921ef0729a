import type { ReactNode } from 'react';
import './status-card.css';

export interface StatusCardProps {
  title: ReactNode;
  lead: ReactNode;
  /** A big status number above the title ('404', '403'); decorative. */
  code?: string;
  /** A failure the user should hear about at once. */
  alert?: boolean;
  /** The buttons or links that lead on. */
  actions: ReactNode;
  /** Extra paragraphs between the lead and the actions. */
  children?: ReactNode;
}

/** A page-sized message (not found, no access, failed to load) with a way on. */
export function StatusCard({ title, lead, code, alert, actions, children }: StatusCardProps) {
  return (
    <div className="status-card" role={alert ? 'alert' : undefined}>
      {code ? (
        <p className="status-code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1>{title}</h1>
      <p className="status-lead">{lead}</p>
      {children}
      <div className="status-actions">{actions}</div>
    </div>
  );
}

export interface LoadFailedCardProps {
  title: ReactNode;
  lead: ReactNode;
  /** Asks again (a query's refetch). */
  onRetry: () => unknown;
}

/** A detail page whose data could not be loaded: the message and "Coba lagi". */
export function LoadFailedCard({ title, lead, onRetry }: LoadFailedCardProps) {
  return (
    <StatusCard
      alert
      title={title}
      lead={lead}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => void onRetry()}>
          Coba lagi
        </button>
      }
    />
  );
}
