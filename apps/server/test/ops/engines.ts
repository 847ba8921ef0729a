import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { scratchDatabase } from './postgres-cluster.ts';
import { seededDataDir, startServer, tempDir } from './server-process.ts';

/**
 * A migrated, seeded database on either engine for an operations test that runs on both: the folder and
 * environment a server starts with, the database opened by the test while no server holds it (or beside
 * the servers, on PostgreSQL), and its removal.
 */
export interface Engine {
  embedded: boolean;
  dataDir: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

/** Start-up and commands may be slow on a loaded two-core CI machine (a cold PGlite took 70 s there). */
export const SLOW_START_MS = 240_000;

/** The embedded engine: a copy of the suite's seeded folder. */
export function pgliteEngine(): Engine {
  const dataDir = seededDataDir();
  return {
    embedded: true,
    dataDir,
    env: {},
    open: () => openDatabase({ dataDir: path.join(dataDir, 'db') }),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A database of the test's own on TEST_DATABASE_URL's server, migrated and seeded by a first start of the
 * server (as an office's first start would), with `extraEnv` for that start (ADMIN_EMAIL, …).
 */
export async function postgresEngine(
  url: string,
  prefix: string,
  extraEnv: Record<string, string> = {},
): Promise<Engine> {
  const database = await scratchDatabase(url, prefix);
  const dataDir = tempDir();
  const env = { DATABASE_URL: database.url };
  const first = await startServer({ dataDir, env: { ...env, ...extraEnv }, startTimeoutMs: SLOW_START_MS });
  const code = await first.stop('SIGTERM');
  if (code !== 0) throw new Error(`the first start on ${prefix} exited with ${code}:\n${first.output()}`);
  return {
    embedded: false,
    dataDir,
    env,
    open: () => openDatabase({ databaseUrl: database.url, poolSize: 2 }),
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
