import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_CHECK_MESSAGES } from '@siloker/shared';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/storage/index.ts';
import { checkStorage, deleteOrphanFiles, formatReport, isClean } from './check-storage.ts';
import { LockHeldError, acquireDataDirLock } from './lock.ts';

/**
 * `node apps/server/dist/main.js check-storage [--delete-orphan-files] [--json]` (`npm run check-storage`):
 * prints the report and returns the exit code, 0 clean, 1 not (docs/decisions/095). It reads the same
 * environment as the server. The embedded engine is opened only by one process at a time: the command
 * takes DATA_DIR/siloker.lock, the lock the server, `backup` and `restore` hold (docs/decisions/092),
 * and refuses while a server runs on it. It never migrates: it reads the database as it is.
 */
export async function runCheckStorage(args: readonly string[]): Promise<number> {
  const sweep = args.includes('--delete-orphan-files');
  const json = args.includes('--json');
  const unknown = args.find((a) => a !== '--delete-orphan-files' && a !== '--json');
  if (unknown) {
    console.error(STORAGE_CHECK_MESSAGES.unknownOption(unknown));
    return 2;
  }
  const config = loadConfig();
  let release: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    // Opening a missing folder would make an empty database: say there is none instead.
    if (!fs.existsSync(path.join(config.dataDir, 'db'))) {
      console.error(STORAGE_CHECK_MESSAGES.noDatabase(config.dataDir));
      return 1;
    }
    try {
      const lock = await acquireDataDirLock(
        config.dataDir,
        { command: 'check-storage', port: null, public_url: null },
        () => {
          console.error(STORAGE_CHECK_MESSAGES.dataDirBusy(config.dataDir));
          process.exit(1);
        },
      );
      release = () => lock.release();
    } catch (error) {
      if (!(error instanceof LockHeldError)) throw error;
      console.error(`${STORAGE_CHECK_MESSAGES.dataDirBusy(config.dataDir)}\n${error.message}`);
      return 1;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    poolSize: 2,
  });
  const storage = createStorage(config);
  try {
    const report = await checkStorage(database.db, storage);
    const removed = sweep ? await deleteOrphanFiles(database.db, storage, report) : [];
    const clean = isClean(report, removed);
    // --json: the same report for a monitoring script (and the operations tests).
    console.log(json ? JSON.stringify({ clean, removed, ...report }) : formatReport(report, removed));
    return clean ? 0 : 1;
  } finally {
    await storage.close();
    await database.close();
    await release?.();
  }
}
