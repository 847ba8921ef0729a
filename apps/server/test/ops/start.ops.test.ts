import fs from 'node:fs';
import path from 'node:path';
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

  it("renders public pages with React's production builds whatever NODE_ENV the process has", () => {
    // `npm start` sets no NODE_ENV: a runtime test of it in the server entry picked React's development
    // builds, several times slower to render (apps/web/vite.config.ts, docs/decisions/118).
    const dir = path.resolve(import.meta.dirname, '../../../web/dist-server');
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files).toContain('entry-server.js');
    for (const file of files) {
      expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toContain('process.env.NODE_ENV');
    }
  });
});
