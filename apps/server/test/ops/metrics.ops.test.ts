import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seededDataDir, startServer } from './server-process.ts';

/*
 * The built server as an office runs it (docs/decisions/096): GET /metrics with METRICS_TOKEN, and the
 * request id of an answer found in the process's own log output.
 */
describe('metrics and request ids in the built server', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves /metrics to its token and logs each request under the id it answered with', async () => {
    const dataDir = seededDataDir();
    dirs.push(dataDir);
    const token = 'ops-metrik-0123456789abcdef';
    const server = await startServer({
      dataDir,
      env: { METRICS_TOKEN: token, LOG_LEVEL: 'info' },
      startTimeoutMs: 150_000,
    });
    try {
      const list = await fetch(`${server.url}/api/v1/job-vacancies`);
      expect(list.status).toBe(200);
      const id = list.headers.get('x-request-id')!;
      expect(id).toBeTruthy();
      // Behind a trusted proxy (the suite's servers set TRUST_PROXY) the proxy's id is kept.
      const proxied = await fetch(`${server.url}/api/v1/master`, {
        headers: { 'x-request-id': 'lb-7f3a9c' },
      });
      expect(proxied.headers.get('x-request-id')).toBe('lb-7f3a9c');
      await vi.waitFor(() => {
        const lines = server
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
        expect(lines.some((l) => l.reqId === id && l.msg === 'request completed')).toBe(true);
        expect(lines.some((l) => l.reqId === 'lb-7f3a9c')).toBe(true);
      });

      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      const scrape = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      expect(text).toMatch(
        /^siloker_http_requests_total\{method="GET",route="\/api\/v1\/job-vacancies",status_code="200"\} [1-9]/m,
      );
      expect(text).toMatch(/^siloker_db_pool_max_connections 1$/m);
      expect(text).toMatch(/^siloker_metrics_database_up 1$/m);
      expect(text).toMatch(/^process_resident_memory_bytes [1-9]/m);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  });
});
