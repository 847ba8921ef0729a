import {
  AUDIT_ACTION_NAMES,
  AUDIT_CSV_HEADER,
  AUDIT_EXPORT_LIMIT,
  AUDIT_SUBJECT_NAMES,
  provinceTimeZone,
  type AuditAction,
  type AuditEvent,
  type AuditEventExportQuery,
  type AuditEventListData,
  type AuditEventListQuery,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { recordAudit } from '../../lib/audit.ts';
import { toCsv } from '../../lib/csv.ts';
import * as repo from './repository.ts';

/*
 * GET /office/audit-events and its CSV (docs/decisions/072), for the office's administrators. The
 * download itself is an office action and is recorded after the rows are read, so it never lists
 * itself.
 */

const toAuditEvent = (r: repo.AuditRow): AuditEvent => ({
  id: r.id,
  created_at: new Date(r.created_at).toISOString(),
  actor_user_id: r.actor_user_id,
  actor_name: r.actor_name,
  actor_email: r.actor_email,
  action: r.action,
  subject_type: r.subject_type,
  subject_id: r.subject_id,
  detail: r.detail ?? null,
  ip: r.ip,
});

const filterOf = (q: AuditEventExportQuery, provinceCode: string): repo.AuditFilter => ({
  search: q.search,
  actor_user_id: q.actor_user_id,
  action: q.action,
  from: q.from,
  to: q.to,
  timeZone: provinceTimeZone(provinceCode),
});

export async function listAudit(
  db: Db,
  provinceCode: string,
  q: AuditEventListQuery,
): Promise<AuditEventListData> {
  const { rows, total } = await repo.listAuditEvents(db, filterOf(q, provinceCode), q);
  return { audit_events: rows.map(toAuditEvent), total, actors: await repo.listOfficeAccounts(db) };
}

const actionName = (action: string) => AUDIT_ACTION_NAMES[action as AuditAction] ?? action;

/** The same rows as the list with the same filters (up to AUDIT_EXPORT_LIMIT), one per line. */
export async function auditCsv(
  db: Db,
  me: AuthContext,
  provinceCode: string,
  q: AuditEventExportQuery,
): Promise<{ csv: string; name: string }> {
  const { rows } = await repo.listAuditEvents(db, filterOf(q, provinceCode), {
    offset: 0,
    limit: AUDIT_EXPORT_LIMIT,
  });
  const csv = toCsv(
    AUDIT_CSV_HEADER,
    rows.map((r) => [
      new Date(r.created_at).toISOString(),
      r.actor_name,
      r.actor_email,
      actionName(r.action),
      r.action,
      r.subject_type ? (AUDIT_SUBJECT_NAMES[r.subject_type] ?? r.subject_type) : '',
      r.subject_id,
      r.detail ? JSON.stringify(r.detail) : '',
      r.ip,
    ]),
  );
  const { auth_user_id: _ignored, ...filters } = q;
  await recordAudit(db, me, {
    action: 'audit.exported',
    subjectType: 'audit',
    detail: { ...filters, rows: rows.length },
  });
  return { csv, name: `jejak-audit-${new Date().toISOString().slice(0, 10)}` };
}
