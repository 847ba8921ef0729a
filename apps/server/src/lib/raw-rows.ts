import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The rows of a hand-written statement (node-postgres's result on both engines). */
export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
