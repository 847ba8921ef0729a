import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEventExportQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';

/** The audit trail's filters (docs/decisions/072); days are calendar days in `timeZone`. */
export type AuditFilter = AuditEventExportQuery & { timeZone: string };

function whereOf(f: AuditFilter): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : null;
  return and(
    f.actor_user_id ? eq(auditEvents.actor_user_id, f.actor_user_id) : undefined,
    f.action ? eq(auditEvents.action, f.action) : undefined,
    f.from
      ? sql`${auditEvents.created_at} >= ((${f.from}::date)::timestamp at time zone ${f.timeZone})`
      : undefined,
    f.to
      ? sql`${auditEvents.created_at} < ((${f.to}::date + 1)::timestamp at time zone ${f.timeZone})`
      : undefined,
    pattern
      ? or(
          sql`${auditEvents.actor_name} ilike ${pattern}`,
          sql`${auditEvents.actor_email} ilike ${pattern}`,
          sql`${auditEvents.action} ilike ${pattern}`,
          sql`${auditEvents.detail}::text ilike ${pattern}`,
        )
      : undefined,
  );
}

export type AuditRow = typeof auditEvents.$inferSelect;

/** Newest first; the id breaks ties of one instant. */
export async function listAuditEvents(
  db: Db,
  f: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(f);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.created_at), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(auditEvents).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every office account (switched-off ones too) for the actor filter, by name. */
export async function listOfficeAccounts(db: Db): Promise<{ id: number; name: string; email: string }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role_name, 'admin'), isNull(users.deleted_at)))
    .orderBy(asc(users.name), asc(users.id));
}
