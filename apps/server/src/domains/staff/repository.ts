import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

/*
 * Office staff: the accounts of role `admin` (issue 11 item 10). Deleted accounts are never staff.
 * Every query names the role itself, so no other account can be read or switched here.
 */

const staffOnly = and(eq(users.role_name, 'admin'), isNull(users.deleted_at))!;
const activeStaff = and(staffOnly, isNull(users.deactivated_at))!;
const activeAdministrators = and(activeStaff, eq(users.office_role, 'ADMINISTRATOR'))!;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  office_role: users.office_role,
  deactivated_at: users.deactivated_at,
  last_login_at: users.last_login_at,
  created_at: users.created_at,
};
export type StaffRow = {
  id: number;
  name: string;
  email: string;
  office_role: string | null;
  deactivated_at: Date | null;
  last_login_at: Date | null;
  created_at: Date;
};

export async function listStaff(db: Db, q: StaffListQuery) {
  const dir = q.sort_by === 'asc' ? asc : desc;
  const col = q.order_by === 'name' ? users.name : users.created_at;
  const where = and(
    staffOnly,
    q.search
      ? sql`(${users.name} ilike ${containsPattern(q.search)} or ${users.email} ilike ${containsPattern(q.search)})`
      : undefined,
  );
  const [rows, [total], [active], [administrators]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(dir(col), dir(users.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(users).where(where),
    db.select({ n: count() }).from(users).where(activeStaff),
    db.select({ n: count() }).from(users).where(activeAdministrators),
  ]);
  return {
    rows: rows as StaffRow[],
    total: Number(total?.n ?? 0),
    activeCount: Number(active?.n ?? 0),
    activeAdministratorCount: Number(administrators?.n ?? 0),
  };
}

export async function findStaff(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(staffOnly, eq(users.id, id)))
    .limit(1);
  return (row as StaffRow | undefined) ?? null;
}

/**
 * Locks every active office account for the rest of the transaction and returns their ids: two
 * concurrent deactivations then cannot both see "another one is still active".
 */
export async function lockActiveStaff(tx: Db): Promise<{ id: number; office_role: string | null }[]> {
  return tx
    .select({ id: users.id, office_role: users.office_role })
    .from(users)
    .where(activeStaff)
    .orderBy(asc(users.id))
    .for('update');
}

/** Sets a staff account's office role (docs/decisions/072). */
export async function setOfficeRole(tx: Db, id: number, role: string): Promise<void> {
  await tx
    .update(users)
    .set({ office_role: role, updated_at: sql`now()` })
    .where(and(staffOnly, eq(users.id, id)));
}

/** A verified, active office account; null when the address already has an account. */
export async function insertStaff(
  db: Db,
  v: { name: string; email: string; passwordHash: string; officeRole: string },
): Promise<number | null> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: v.name,
        email: v.email.toLowerCase(),
        password_hash: v.passwordHash,
        role_name: 'admin',
        office_role: v.officeRole,
        status: 'VERIFIED',
        email_verified_at: sql`now()`,
      })
      .returning({ id: users.id });
    return row!.id;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export async function setDeactivated(tx: Db, id: number, deactivated: boolean): Promise<void> {
  await tx
    .update(users)
    .set({
      deactivated_at: deactivated ? sql`coalesce(${users.deactivated_at}, now())` : null,
      updated_at: sql`now()`,
    })
    .where(and(staffOnly, eq(users.id, id)));
}
