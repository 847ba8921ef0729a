import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDetails, messageTemplates } from '../../db/schema/index.ts';

/** A company's message templates (docs/decisions/109); every read and write names the company. */

const columns = {
  id: messageTemplates.id,
  name: messageTemplates.name,
  body: messageTemplates.body,
  updated_at: messageTemplates.updated_at,
};
export type TemplateRow = { id: number; name: string; body: string; updated_at: Date };

const live = (companyId: number) =>
  and(eq(messageTemplates.company_detail_id, companyId), isNull(messageTemplates.deleted_at));

/**
 * Seeds the defaults once per company: under the company row's lock, only when it never had a template
 * (a deleted one counts, so deleting the defaults is for good).
 */
export async function seedOnce(
  db: Db,
  companyId: number,
  defaults: readonly { name: string; body: string }[],
): Promise<void> {
  const [any] = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(eq(messageTemplates.company_detail_id, companyId))
    .limit(1);
  if (any) return;
  await db.transaction(async (tx) => {
    await tx
      .select({ id: companyDetails.id })
      .from(companyDetails)
      .where(eq(companyDetails.id, companyId))
      .for('update');
    const [again] = await tx
      .select({ id: messageTemplates.id })
      .from(messageTemplates)
      .where(eq(messageTemplates.company_detail_id, companyId))
      .limit(1);
    if (again) return;
    await tx.insert(messageTemplates).values(defaults.map((d) => ({ company_detail_id: companyId, ...d })));
  });
}

export async function listTemplates(db: Db, companyId: number, limit: number): Promise<TemplateRow[]> {
  return db
    .select(columns)
    .from(messageTemplates)
    .where(live(companyId))
    .orderBy(asc(messageTemplates.id))
    .limit(limit);
}

export async function countTemplates(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messageTemplates).where(live(companyId));
  return Number(row?.n ?? 0);
}

/** Inserts unless the company already has `max` live templates (checked under the company row's lock). */
export async function insertTemplate(
  db: Db,
  companyId: number,
  t: { name: string; body: string },
  max: number,
): Promise<TemplateRow | null> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: companyDetails.id })
      .from(companyDetails)
      .where(eq(companyDetails.id, companyId))
      .for('update');
    if ((await countTemplates(tx, companyId)) >= max) return null;
    const [row] = await tx
      .insert(messageTemplates)
      .values({ company_detail_id: companyId, ...t })
      .returning(columns);
    return row!;
  });
}

export async function updateTemplate(
  db: Db,
  companyId: number,
  id: number,
  t: { name: string; body: string },
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(messageTemplates)
    .set({ ...t, updated_at: sql`now()` })
    .where(and(eq(messageTemplates.id, id), live(companyId)))
    .returning(columns);
  return row;
}

export async function deleteTemplate(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(messageTemplates)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(messageTemplates.id, id), live(companyId)))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}
