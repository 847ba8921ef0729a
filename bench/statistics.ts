/**
 * The office's statistics row (issue 11 "Speed": GET /office/statistics at 5 connections, p99 ≤ 200 ms).
 * The office opens the screen or its dashboard on the default range (the last 12 months), and now and
 * then picks another: this year, the last 30 days. Each range is computed once and then reused for
 * CACHE_TTL_SECONDS (domains/statistics/service.ts); `warm` asks for each once before the row is
 * measured, as the first visit of the day would, so the figures are the steady state, and times that
 * first computation of each range.
 */
import type { Drawn, Endpoint } from './random.ts';

const pickWeighted = <T>(items: readonly (readonly [T, number])[]): T => {
  let n = Math.random() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((n -= w) < 0) return item;
  return items[items.length - 1]![0];
};

/** YYYY-MM-DD in the portal's zone (Kota Samarinda, WITA), as the server counts days. */
const witaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

export function statisticsEndpoint(base: string, officeToken: string, log: (msg: string) => void): Endpoint {
  const today = witaDay(new Date());
  const ranges = [
    ['/api/v1/office/statistics', 3],
    [`/api/v1/office/statistics?from=${today.slice(0, 4)}-01-01&to=${today}`, 1],
    [`/api/v1/office/statistics?from=${witaDay(new Date(Date.now() - 29 * 86_400_000))}&to=${today}`, 1],
  ] as const;
  return {
    name: 'office statistics',
    describe: 'GET /office/statistics: the last 12 months (3 in 5), this year, the last 30 days',
    connections: 5,
    draw: (): Drawn => ({ path: pickWeighted(ranges), token: officeToken }),
    async warm() {
      for (const [path] of ranges) {
        const started = Date.now();
        const res = await fetch(base + path, { headers: { authorization: `Bearer ${officeToken}` } });
        if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
        await res.arrayBuffer();
        log(
          `office statistics: first computation of ${path.split('?')[1] ?? 'the default range'} took ${Date.now() - started} ms`,
        );
      }
    },
  };
}
