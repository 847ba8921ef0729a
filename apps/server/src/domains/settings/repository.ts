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

/** Locks the logo row (when present) so two saves do not both think they replaced the same file. */
export async function lockLogo(tx: Db): Promise<string | null> {
  const res = await tx.execute<{ value: string }>(
    sql`select value from configs where key = 'web_logo' for update`,
  );
  const rows = (res as unknown as { rows: { value: string }[] }).rows;
  return rows[0]?.value ?? null;
}

export async function upsertConfigs(tx: Db, values: Record<string, string>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await tx
    .insert(configs)
    .values(rows)
    .onConflictDoUpdate({ target: configs.key, set: { value: sql`excluded.value`, updated_at: sql`now()` } });
}
