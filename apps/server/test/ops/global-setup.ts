import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { assertBuilt, startServer, tempDir } from './server-process.ts';

/**
 * Migrates and seeds one embedded DATA_DIR for the whole operations suite, once: every test that needs
 * a ready portal copies it (`seededDataDir()`), so no file pays a first migration and seed of its own
 * (about 15 s each, far more on a loaded CI machine).
 */
export default async function setup(project: TestProject) {
  assertBuilt();
  const dir = tempDir('siloker-ops-seed-');
  const server = await startServer({ dataDir: dir, startTimeoutMs: 300_000 });
  const code = await server.stop('SIGTERM', 60_000);
  if (code !== 0) throw new Error(`the seeding server exited ${code}:\n${server.output()}`);
  project.provide('seededDataDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}
