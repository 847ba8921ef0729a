import type { ReactNode } from 'react';

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
