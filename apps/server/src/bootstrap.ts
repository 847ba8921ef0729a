import path from 'node:path';
import type { AppConfig } from './config/env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { settleRestoredXids } from './db/restored-xids.ts';
import { runSeeds } from './db/seed/index.ts';
import { withStartupLock } from './db/startup-lock.ts';

/** Opens the configured engine, applies migrations and idempotent seeds. */
export async function prepareDatabase(config: AppConfig): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  await withStartupLock(config.databaseUrl, async () => {
    await database.migrate();
    await settleRestoredXids(database.db);
    await runSeeds(database.db, config, { demo: config.demoData });
  });
  return database;
}
