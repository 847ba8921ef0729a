import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  benefits,
  businessFields,
  configs,
  disabilities,
  educations,
  jobLocationExpectations,
  jobTypes,
  languages,
  majors,
  marriageStatuses,
  positions,
  provinces,
  religions,
  wageAmounts,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';

/** Master lists are small (tens of rows): an ILIKE over them is cheap. */
type SimpleList = typeof educations;

export const LISTS = {
  educations,
  religions,
  marriage_statuses: marriageStatuses,
  languages,
  disabilities,
  job_types: jobTypes,
  business_fields: businessFields,
  majors,
  benefits,
} satisfies Record<string, SimpleList>;
export type ListName = keyof typeof LISTS;

export function selectList(db: Db, name: ListName, search?: string) {
  const table = LISTS[name];
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(search ? ilike(table.name, containsPattern(search)) : undefined)
    .orderBy(asc(table.sort), asc(table.id));
}

export function selectWageAmounts(db: Db) {
  return db
    .select({
      id: wageAmounts.id,
      name: wageAmounts.name,
      min_amount: wageAmounts.min_amount,
      max_amount: wageAmounts.max_amount,
    })
    .from(wageAmounts)
    .orderBy(asc(wageAmounts.sort), asc(wageAmounts.id));
}

export function selectJobLocationExpectations(db: Db) {
  return db
    .select({ code: jobLocationExpectations.code, name: jobLocationExpectations.name })
    .from(jobLocationExpectations)
    .orderBy(asc(jobLocationExpectations.sort));
}

export function selectConfigs(db: Db) {
  return db.select({ key: configs.key, value: configs.value }).from(configs).orderBy(asc(configs.key));
}

export function selectProvinces(db: Db) {
  return db
    .select({ code: provinces.code, name: provinces.name })
    .from(provinces)
    .orderBy(asc(provinces.name));
}

/** Active direct children of a position (count_childrens). */
// Spelled out: inside a select list Drizzle would render the outer column unqualified.
const childCount =
  sql<number>`(select count(*) from positions c where c.parent_id = positions.id and c.is_active)`.mapWith(
    Number,
  );

const positionColumns = {
  id: positions.id,
  name: positions.name,
  level: positions.level,
  parent_id: positions.parent_id,
  count_childrens: childCount,
};
export type PositionRow = {
  id: number;
  name: string;
  level: number;
  parent_id: number | null;
  count_childrens: number;
};

/** A search over all levels returns at most this many positions. */
export const POSITION_SEARCH_LIMIT = 200;

export function selectPositions(
  db: Db,
  filter: { search?: string | undefined; level1?: boolean | undefined; parentId?: number | undefined },
): Promise<PositionRow[]> {
  const where: SQL[] = [eq(positions.is_active, true)];
  if (filter.level1) where.push(eq(positions.level, 1));
  if (filter.parentId !== undefined) where.push(eq(positions.parent_id, filter.parentId));
  if (filter.search) where.push(ilike(positions.name, containsPattern(filter.search)));
  return db
    .select(positionColumns)
    .from(positions)
    .where(and(...where))
    .orderBy(asc(positions.name))
    .limit(POSITION_SEARCH_LIMIT);
}

export function selectChildPositions(db: Db, parentIds: number[]): Promise<PositionRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .select(positionColumns)
    .from(positions)
    .where(and(eq(positions.is_active, true), inArray(positions.parent_id, parentIds)))
    .orderBy(asc(positions.name));
}

/** Which of `ids` are rows of a master list (a form's choice checked before it is saved). */
export async function selectExistingIds(db: Db, name: ListName, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = LISTS[name];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.map((r) => r.id);
}

/** Which of `ids` are active positions. */
export async function selectActivePositionIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.is_active, true), inArray(positions.id, ids)));
  return rows.map((r) => r.id);
}
