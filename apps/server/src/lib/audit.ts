import { eq } from 'drizzle-orm';
import type { AuditAction } from '@siloker/shared';
import type { Db } from '../db/client.ts';
import { auditEvents, users } from '../db/schema/index.ts';

/**
 * The office's audit trail (docs/decisions/072): every office action writes one row with who did it
 * (their id and, as they were then, their name and e-mail), what, on what, and from which address.
 * Pass the action's transaction as `db` where it has one, so the row exists exactly when the action
 * does.
 */

/** Who acts: the office account of the request (AuthContext carries both). */
export interface AuditActor {
  id: number;
  ip?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  subjectType?: string | null;
  subjectId?: number | null;
  detail?: Record<string, unknown> | null;
}

export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const [who] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  await db.insert(auditEvents).values({
    actor_user_id: actor.id,
    actor_name: who?.name ?? null,
    actor_email: who?.email ?? null,
    action: entry.action,
    subject_type: entry.subjectType ?? null,
    subject_id: entry.subjectId ?? null,
    detail: entry.detail ?? null,
    ip: actor.ip ? actor.ip.slice(0, 64) : null,
  });
}
