import Fastify from 'fastify';
import { getTableName, sql } from 'drizzle-orm';
import { provinceTimeZone } from '@siloker/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readJobRun } from '../src/lib/job-runs.ts';
import { hourIn, MAINTENANCE_JOB, MAINTENANCE_TABLES, registerMaintenance } from '../src/lib/maintenance.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './harness.ts';

/*
 * The embedded engine's daily VACUUM (ANALYZE) at MAINTENANCE_HOUR of the portal's clock
 * (docs/decisions/101): it runs in its hour only, once a day, is recorded in job_runs, and the portal
 * answers while it runs. PostgreSQL vacuums itself: nothing runs there.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tableNames = MAINTENANCE_TABLES.map((table) => getTableName(table)).sort();

describe('embedded-engine maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('reads the hour on the portal’s clock', () => {
    // 19:30 UTC is 03:30 in Samarinda (WITA, UTC+8) and 02:30 in Jakarta (WIB).
    const at = new Date('2026-11-26T19:30:00Z');
    expect(hourIn(at, 'Asia/Makassar')).toBe(3);
    expect(hourIn(at, 'Asia/Jakarta')).toBe(2);
    expect(hourIn(new Date('2026-11-26T16:00:00Z'), 'Asia/Makassar')).toBe(0);
  });

  it('vacuums once in its hour, records the run, and answers requests meanwhile', async () => {
    const zone = provinceTimeZone(t.config.provinceCode);
    // A clock the test moves: an hour before the maintenance hour, then inside it.
    let clock = new Date('2026-11-26T18:10:00Z');
    const hour = hourIn(new Date('2026-11-26T19:10:00Z'), zone);
    // The job on its own app object over the test app's database (as buildApp registers it).
    const jobs = Fastify();
    jobs.decorate('config', t.config);
    jobs.decorate('db', t.db);
    registerMaintenance(jobs, t.database, { now: () => clock, checkMs: 100, hour });
    await jobs.ready();
    await sleep(400);
    // Not its hour: nothing ran, nothing recorded.
    expect(await readJobRun(t.db, MAINTENANCE_JOB)).toBeNull();

    // Requests keep coming while the hour arrives and the run goes through its tables.
    const answers: { status: number; at: number }[] = [];
    let stop = false;
    const traffic = (async () => {
      while (!stop) {
        const res = await t.get('/api/v1/job-vacancies?limit=5');
        answers.push({ status: res.status, at: Date.now() });
      }
    })();
    try {
      // Warm (prepared statements, caches) before the hour comes.
      await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(5), {
        timeout: 10_000,
        interval: 20,
      });
      clock = new Date('2026-11-26T19:10:00Z');
      if (TEST_ENGINE === 'postgres') {
        // Autovacuum's engine: the job is not even registered.
        await sleep(500);
        expect(await readJobRun(t.db, MAINTENANCE_JOB)).toBeNull();
        return;
      }
      await vi.waitFor(
        async () => expect((await readJobRun(t.db, MAINTENANCE_JOB))?.finished_at).toBeTruthy(),
        { timeout: 30_000, interval: 50 },
      );
      // Later checks within the hour do not run it again (one run a day).
      await sleep(500);
    } finally {
      stop = true;
      await traffic;
      await jobs.close();
    }
    const run = (await readJobRun(t.db, MAINTENANCE_JOB))!;
    expect(run).toMatchObject({ runs: 1, failures: 0, last_error: null });
    // The engine's own counters: every table vacuumed and analyzed.
    const stats = (await t.db.execute(
      sql`select relname, vacuum_count, analyze_count from pg_stat_user_tables where relname in ${tableNames}`,
    )) as unknown as { rows: { relname: string; vacuum_count: number; analyze_count: number }[] };
    expect(stats.rows.map((r) => r.relname).sort()).toEqual(tableNames);
    for (const r of stats.rows) {
      expect(Number(r.vacuum_count), r.relname).toBeGreaterThanOrEqual(1);
      expect(Number(r.analyze_count), r.relname).toBeGreaterThanOrEqual(1);
    }
    // Every request answered, some of them while the run was under way.
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const during = answers.filter(
      (a) => a.at >= run.started_at!.getTime() && a.at <= run.finished_at!.getTime(),
    );
    expect(during.length).toBeGreaterThan(0);
  });
});
