import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { seedVersions } from '../schema/index.ts';

/** Inserts rows in batches (never a round trip per row), skipping rows that already exist. */
export async function insertBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  batchSize = 2000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db
      .insert(table)
      .values(rows.slice(i, i + batchSize) as never)
      .onConflictDoNothing();
  }
}

/** Runs `apply` only when the named seed set has not been applied at this version. */
export async function once(
  db: Db,
  name: string,
  version: string,
  apply: () => Promise<void>,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(seedVersions)
    .where(sql`${seedVersions.name} = ${name}`);
  if (row?.version === version) return false;
  await apply();
  await db
    .insert(seedVersions)
    .values({ name, version })
    .onConflictDoUpdate({ target: seedVersions.name, set: { version, updated_at: new Date() } });
  return true;
}
