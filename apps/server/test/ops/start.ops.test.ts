import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, tempDir } from './server-process.ts';

describe('the built server as a process', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts on an empty DATA_DIR with the embedded database, serves, and exits 0 on SIGTERM', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const server = await startServer({ dataDir, startTimeoutMs: 300_000 });
    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
    const master = await fetch(`${server.url}/api/v1/master`);
    expect(master.status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(`${dataDir}/db`)).toBe(true);
  });
});
