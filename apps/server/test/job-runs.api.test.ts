import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { jobRuns } from '../src/db/schema/index.ts';
import { JOB_HOLDER, readJobRun } from '../src/lib/job-runs.ts';
import { registerPeriodic } from '../src/lib/periodic.ts';
import { testConfig } from './config.ts';
import { withDatabase } from './global-setup.ts';
import { openTestDatabase, TEST_ENGINE } from './harness.ts';

/*
 * Two server processes on one database run each periodic job once per interval, not once each
 * (docs/decisions/091, 094). Two apps stand in for two processes: on PostgreSQL each has its own pool on
 * the same database (as two processes would); on the embedded engine they share its one connection.
 */

/** Two handles on one database: the second is a separate pool on PostgreSQL, the same engine on PGlite. */
async function openSharedDatabase(): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  if (TEST_ENGINE !== 'postgres') {
    const first = await openTestDatabase();
    return { first, second: first, close: () => first.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `siloker_tjobs${Math.random().toString(36).slice(2, 8)}_${process.ppid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const first = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
  const second = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('periodic jobs across two servers on one database', () => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  const apps: FastifyInstance[] = [];

  /** Builds an app (as a server process does) and lets `before` register jobs before it is ready. */
  async function serve(database: Database, before: (app: FastifyInstance) => void = () => {}) {
    const app = await buildApp({ config: testConfig(), database });
    before(app);
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    shared = await openSharedDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await shared?.close();
  });

  it('runs housekeeping, the AK/1 reminders and the saved-vacancy sweep once when both start', async () => {
    await shared.first.db.delete(jobRuns);
    const a = await serve(shared.first);
    const b = await serve(shared.second);
    await Promise.all([a.ready(), b.ready()]);
    const names = [
      'housekeeping',
      'ak1-reminders',
      'saved-vacancy-sweep',
      'vacancy-freshness',
      'responsive-companies',
    ];
    await vi.waitFor(
      async () => {
        for (const name of names) expect((await readJobRun(shared.first.db, name))?.finished_at).toBeTruthy();
      },
      { timeout: 10_000, interval: 50 },
    );
    // Give a second run the chance to land before counting.
    await sleep(500);
    for (const name of names) {
      const row = await readJobRun(shared.first.db, name);
      expect(row, name).toMatchObject({ runs: 1, failures: 0, holder: JOB_HOLDER });
    }
  });

  it('runs a job’s task once per interval, not once per server, and records every run', async () => {
    const interval = 400;
    const counts = [0, 0];
    const job = (i: number) => (app: FastifyInstance) =>
      registerPeriodic(app, interval, 'test job failed', async () => void counts[i]!++, { job: 'test-once' });
    const a = await serve(shared.first, job(0));
    const b = await serve(shared.second, job(1));
    await Promise.all([a.ready(), b.ready()]);
    const started = Date.now();
    await sleep(3_000);
    const elapsed = Date.now() - started;
    await Promise.all([a.close(), b.close()]);
    const total = counts[0]! + counts[1]!;
    // Once per interval: at most one run per lease (0.9 × interval), plus a tick under way at the close.
    // Each server alone ticks elapsed / interval + 1 times, so without the lease the total doubles.
    expect(total).toBeGreaterThanOrEqual(Math.floor(elapsed / interval / 2));
    expect(total).toBeLessThanOrEqual(Math.floor(elapsed / (interval * 0.9)) + 2);
    expect((await readJobRun(shared.first.db, 'test-once'))?.runs).toBe(total);
  });

  it('records a failed run with its error, and the next tick runs again', async () => {
    let calls = 0;
    const app = await serve(shared.first, (app) =>
      registerPeriodic(
        app,
        300,
        'test job failed',
        async () => {
          calls++;
          if (calls === 1) throw new Error('sengaja gagal');
        },
        { job: 'test-failing' },
      ),
    );
    await app.ready();
    await vi.waitFor(
      async () => expect((await readJobRun(shared.first.db, 'test-failing'))?.runs).toBeGreaterThanOrEqual(2),
      { timeout: 5_000, interval: 50 },
    );
    await app.close();
    expect(await readJobRun(shared.first.db, 'test-failing')).toMatchObject({
      failures: 1,
      last_error: 'sengaja gagal',
    });
  });

  it('leaves a job to another server while its claim holds, and takes it once a crashed holder’s claim expires', async () => {
    let calls = 0;
    const app = await serve(shared.second, (app) =>
      registerPeriodic(app, 3_000, 'test job failed', async () => void calls++, { job: 'test-crashed' }),
    );
    // Another process claimed the run just now and then died without finishing it. Claimed after the
    // app is built, so the claim's 2.7 s lease outlasts the first tick even on a loaded machine.
    await shared.first.db
      .insert(jobRuns)
      .values({ name: 'test-crashed', started_at: sql`now()`, holder: 'mesin-lain:4242', runs: 3 });
    await app.ready();
    await sleep(400);
    expect(calls).toBe(0);
    await vi.waitFor(() => expect(calls).toBe(1), { timeout: 8_000, interval: 50 });
    await vi.waitFor(async () =>
      expect(
        (await shared.first.db.select().from(jobRuns).where(eq(jobRuns.name, 'test-crashed')))[0],
      ).toMatchObject({ runs: 4, holder: JOB_HOLDER }),
    );
    await app.close();
  });
});
