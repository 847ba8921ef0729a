import { formatDate } from '@siloker/shared/format/index';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_SUBJECT_NAMES,
  type AuditAction,
} from '@siloker/shared/schemas/audit-constants';
import type { AuditEvent } from './api.ts';
import '../../components/item-card.css';

/** The detail of one event as short "key: value" lines (names, statuses, notes), never raw JSON. */
function detailLines(detail: AuditEvent['detail']): string[] {
  if (!detail) return [];
  return Object.entries(detail)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
}

/** One office action: what was done to what, by whom, when and from where. */
export function AuditItem({ event: e }: { event: AuditEvent }) {
  const lines = detailLines(e.detail);
  return (
    <li className="item-card audit-item">
      <div className="audit-what">
        <h2 className="audit-action">{AUDIT_ACTION_NAMES[e.action as AuditAction] ?? e.action}</h2>
        <p className="audit-subject muted">
          {e.subject_type ? (AUDIT_SUBJECT_NAMES[e.subject_type] ?? e.subject_type) : ''}
          {e.subject_id ? ` #${e.subject_id}` : ''}
        </p>
        {lines.length > 0 ? (
          <ul className="audit-detail">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="audit-who">
        <p className="audit-actor">{e.actor_name ?? '—'}</p>
        <p className="muted audit-meta">{e.actor_email}</p>
        <p className="muted audit-meta">
          <time dateTime={e.created_at}>{formatDate(e.created_at, { withTime: true })}</time>
          {e.ip ? ` · ${e.ip}` : ''}
        </p>
      </div>
    </li>
  );
}
