import pg from 'pg';

/** The advisory lock's name: one per database, whatever the schema or the server's version. */
const STARTUP_LOCK = 'siloker:startup';

/**
 * Runs `work` (migrations and seeds) while holding a PostgreSQL advisory lock, so N server processes
 * started at once on one database prepare it one after another: two at once failed on
 * `CREATE EXTENSION` and would race on the seeds (docs/decisions/094). The lock lives on a connection of
 * its own and ends with it, so a process that dies mid-start releases it. The embedded engine has one
 * process per folder (its own lock) and needs none.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
