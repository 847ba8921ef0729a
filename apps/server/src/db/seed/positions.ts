import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { positions } from '../schema/index.ts';
import { once } from './batch.ts';
import { POSITION_TREE } from './master-data.ts';

/** Bump to re-apply after editing POSITION_TREE. */
export const POSITIONS_SEED_VERSION = 'positions@1';

/** The seeded tree as rows with stable ids: group n → id n, its k-th child → n*100+k. */
export function positionRows() {
  return POSITION_TREE.flatMap((group, g) => [
    { id: g + 1, name: group.name, level: 1, parent_id: null },
    ...group.children.map((name, k) => ({ id: (g + 1) * 100 + k + 1, name, level: 2, parent_id: g + 1 })),
  ]);
}

/**
 * Inserts the positions tree once per version. Existing ids are left alone, so the office's
 * renames survive a re-seed; the id sequence moves past the seeded ids for the office's new rows.
 */
export async function seedPositions(db: Db): Promise<void> {
  await once(db, 'positions', POSITIONS_SEED_VERSION, async () => {
    await db.insert(positions).values(positionRows()).onConflictDoNothing();
    await db.execute(
      sql`select setval(pg_get_serial_sequence('positions', 'id'), greatest((select max(id) from positions), 1))`,
    );
  });
}
