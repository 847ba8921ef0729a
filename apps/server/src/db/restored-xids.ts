import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * A dump restored into another PostgreSQL cluster (README "Backups") keeps each vacancy's
 * `list_changed_xid`, a transaction id of the old cluster that the new one may not have reached: such a
 * row would count as changed after every read until it did, and each kept match list would rescore it
 * forever (docs/decisions/113). At start, before any list is kept, those rows go back to transaction 0.
 * The index finds them: on any other start this reads nothing.
 */
export async function settleRestoredXids(db: Db): Promise<void> {
  await db.execute(
    sql`update job_vacancies set list_changed_xid = '0'::xid8 where list_changed_xid > pg_current_xact_id()`,
  );
}
