import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configs } from '../../db/schema/index.ts';

/** The site settings' rows of the configs table (key/value). */

export async function selectConfigs(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(inArray(configs.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * Locks the rows of the settings' files (the logo, the card's signature and stamp; when present) so two
 * saves do not both think they replaced the same file. Returns each stored key by config key.
 */
export async function lockFileRows(tx: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const res = await tx.execute<{ key: string; value: string }>(
    sql`select key, value from configs where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) order by key for update`,
  );
  const rows = (res as unknown as { rows: { key: string; value: string }[] }).rows;
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function upsertConfigs(tx: Db, values: Record<string, string>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await tx
    .insert(configs)
    .values(rows)
    .onConflictDoUpdate({ target: configs.key, set: { value: sql`excluded.value`, updated_at: sql`now()` } });
}
