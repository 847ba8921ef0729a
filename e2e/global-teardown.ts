import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes this run's data directory (created in playwright.config.ts). */
export default function globalTeardown(): void {
  const dir = process.env.SILOKER_E2E_DATA_DIR;
  if (
    dir &&
    path.resolve(dir).startsWith(path.resolve(os.tmpdir()) + path.sep) &&
    path.basename(dir).startsWith('siloker-e2e-')
  ) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
