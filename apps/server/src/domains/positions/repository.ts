import { and, asc, count, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDetails, jobVacancies, positions, seekerDetails } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';

/*
 * SQL of the office's position administration. Only active positions exist for it: the seeded tree
 * and the office's own rows. A deletion removes the row, once nothing refers to it any more.
 */

// Spelled out: inside a select list Drizzle would render the outer column unqualified.
const childCount =
  sql<number>`(select count(*) from positions c where c.parent_id = positions.id and c.is_active)`
    .mapWith(Number)
    .as('count_childrens');
const parentName = sql<string | null>`(select p.name from positions p where p.id = positions.parent_id)`.as(
  'parent_name',
);

const columns = {
  id: positions.id,
  name: positions.name,
  level: positions.level,
  parent_id: positions.parent_id,
  count_childrens: childCount,
  parent_name: parentName,
  created_at: positions.created_at,
};
export type PanelPositionRow = {
  id: number;
  name: string;
  level: number;
  parent_id: number | null;
  count_childrens: number;
  parent_name: string | null;
  created_at: Date;
};

export interface PositionFilter {
  parentId?: number | undefined;
  level?: number | undefined;
  search?: string | undefined;
}

export interface PositionListWindow {
  offset: number;
  limit: number;
  orderBy: 'name' | 'created_at';
  sortBy: 'asc' | 'desc';
}

const whereOf = (f: PositionFilter): SQL =>
  and(
    eq(positions.is_active, true),
    f.parentId !== undefined ? eq(positions.parent_id, f.parentId) : undefined,
    f.level !== undefined ? eq(positions.level, f.level) : undefined,
    f.search ? ilike(positions.name, containsPattern(f.search)) : undefined,
  )!;

export async function listPositions(
  db: Db,
  filter: PositionFilter,
  page: PositionListWindow,
): Promise<{ rows: PanelPositionRow[]; total: number }> {
  const dir = page.sortBy === 'asc' ? asc : desc;
  const col = page.orderBy === 'created_at' ? positions.created_at : positions.name;
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(positions)
      .where(where)
      .orderBy(dir(col), dir(positions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(positions).where(where),
  ]);
  return { rows: rows as PanelPositionRow[], total: Number(total?.n ?? 0) };
}

export async function findPosition(db: Db, id: number): Promise<PanelPositionRow | null> {
  const [row] = await db
    .select(columns)
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.is_active, true)))
    .limit(1);
  return (row as PanelPositionRow | undefined) ?? null;
}

/** Locks the row for the rest of the transaction, so a concurrent save or delete waits. */
export async function lockPosition(tx: Db, id: number): Promise<{ id: number; level: number } | null> {
  const [row] = await tx
    .select({ id: positions.id, level: positions.level })
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.is_active, true)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Another active position with the same name (any case) under the same parent. */
export async function nameTaken(
  db: Db,
  name: string,
  parentId: number | null,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(
      and(
        eq(positions.is_active, true),
        sql`lower(${positions.name}) = ${name.toLowerCase()}`,
        parentId === null ? isNull(positions.parent_id) : eq(positions.parent_id, parentId),
        exceptId === undefined ? undefined : ne(positions.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertPosition(
  tx: Db,
  v: { name: string; level: number; parent_id: number | null },
): Promise<number> {
  const [row] = await tx.insert(positions).values(v).returning({ id: positions.id });
  return row!.id;
}

export async function updatePosition(
  tx: Db,
  id: number,
  v: { name: string; level: number; parent_id: number | null },
): Promise<void> {
  await tx
    .update(positions)
    .set({ ...v, updated_at: sql`now()` })
    .where(eq(positions.id, id));
}

/**
 * What still refers to a position: active children, vacancies (removed ones too: their history keeps
 * the position), seeker profiles and company profiles.
 */
export async function usageOf(tx: Db, id: number) {
  // One statement: a transaction's one connection runs one query at a time.
  const [row] = await tx
    .select({
      children: sql<number>`(select count(*) from ${positions} where ${positions.parent_id} = ${id} and ${positions.is_active})`,
      vacancies: sql<number>`(select count(*) from ${jobVacancies} where ${jobVacancies.position_id} = ${id})`,
      seekers: sql<number>`(select count(*) from ${seekerDetails} where ${seekerDetails.position_id} = ${id})`,
      companies: sql<number>`(select count(*) from ${companyDetails} where ${companyDetails.position_id} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return {
    children: Number(row?.children ?? 0),
    vacancies: Number(row?.vacancies ?? 0),
    seekers: Number(row?.seekers ?? 0),
    companies: Number(row?.companies ?? 0),
  };
}

export async function deletePosition(tx: Db, id: number): Promise<void> {
  await tx.delete(positions).where(eq(positions.id, id));
}
