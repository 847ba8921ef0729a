/**
 * `npm run bench [-- --engine pglite|postgres] [--duration 10] [--connections 10] [--reuse] [--only vacancy]`
 * Seeds 100,000 vacancies (with proportional companies, seekers and applications) on the chosen engine,
 * starts the production server, measures the main public endpoints with autocannon over loopback and
 * the gzip size of the JavaScript the landing page loads in Chromium, and writes docs/benchmarks.md.
 * `--reuse` keeps a database seeded earlier with the same size (new migrations are still applied), so
 * a run takes seconds instead of minutes; `bench/explain.ts` reads the same data directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runSeeds } from '../apps/server/src/db/seed/index.ts';
import { seedBench } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    vacancies: { type: 'string', default: '100000' },
    port: { type: 'string', default: '3300' },
    'no-write': { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    /** Only the endpoints whose name contains this (implies --no-write). */
    only: { type: 'string' },
  },
});
const engine = args.engine as 'pglite' | 'postgres';
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.bench', engine);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const vacancies = Number(args.vacancies);
const size = {
  vacancies,
  companies: Math.max(10, Math.round(vacancies / 50)),
  seekers: Math.max(10, Math.round(vacancies / 5)),
  applications: Math.round(vacancies / 2),
};
const databaseUrl =
  engine === 'postgres' ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) : undefined;
if (engine === 'postgres' && !databaseUrl) throw new Error('--engine postgres needs BENCH_DATABASE_URL');

function log(msg: string) {
  console.log(`[bench] ${msg}`);
}

/** Written after a complete seed: what --reuse checks before trusting the data directory. */
const seededMarker = path.join(dataDir, 'seeded.json');

async function prepare(): Promise<void> {
  const reuse =
    args.reuse &&
    engine === 'pglite' &&
    fs.existsSync(seededMarker) &&
    fs.readFileSync(seededMarker, 'utf8') === JSON.stringify(size);
  if (!reuse) fs.rmSync(dataDir, { recursive: true, force: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
  });
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : path.join(dataDir, 'db'),
  });
  if (databaseUrl) {
    // A clean schema each run on the server engine.
    await database.db.execute(
      'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;' as never,
    );
  }
  let t = Date.now();
  await database.migrate();
  if (reuse) {
    // Migrations may have added indexes: give the planner statistics as a fresh seed would.
    await database.db.execute('ANALYZE' as never);
    await database.close();
    log(`reused the seeded ${dataDir} (migrated and analyzed in ${Date.now() - t} ms)`);
    return;
  }
  await runSeeds(database.db, config, { demo: false });
  log(`migrated and seeded master data in ${Date.now() - t} ms`);
  t = Date.now();
  await seedBench(database.db, size);
  log(`generated ${JSON.stringify(size)} in ${Date.now() - t} ms`);
  await database.close();
  if (engine === 'pglite') fs.writeFileSync(seededMarker, JSON.stringify(size));
}

async function startServer(): Promise<() => void> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  }
  // Another server on the port would answer the health check and be measured instead.
  const taken = await fetch(`${base}/api/v1/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: pick another with --port`);
  // Always rebuild the server bundle (about a second): a leftover dist/ would measure old code.
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) return () => child.kill('SIGTERM');
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, urlPath: string): Promise<Row> {
  // One second at the same load first, not counted: the first requests of an endpoint fill the
  // short caches and prepare its statements (docs/decisions/006), once per server process, which
  // a portal running for days pays once; the figures are its steady state.
  await autocannon({
    url: base + urlPath,
    connections: Number(args.connections),
    duration: 1,
    headers: { 'accept-encoding': 'gzip' },
  });
  const r = await autocannon({
    url: base + urlPath,
    connections: Number(args.connections),
    duration: Number(args.duration),
    headers: { 'accept-encoding': 'gzip' },
  });
  const row = {
    name,
    path: urlPath,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`);
  return row;
}

async function landingJsGzip(): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.js') && res.url().startsWith(base)) bodies.push(res.body());
  });
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  const buffers = await Promise.all(bodies);
  await browser.close();
  return {
    files: buffers.length,
    gzipBytes: buffers.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
  };
}

await prepare();
const stop = await startServer();
try {
  const slugRes = await fetch(`${base}/api/v1/job-vacancies?limit=1&offset=500`).then((r) => r.json());
  const slug = slugRes?.data?.job_vacancies?.[0]?.title_slug ?? 'bench-lowongan-1001';
  const endpoints: [name: string, path: string][] = [
    ['landing page', '/api/v1/landing-page'],
    ['master', '/api/v1/master'],
    ['vacancy list', '/api/v1/job-vacancies?offset=0&limit=5'],
    ['vacancy list, page 200', '/api/v1/job-vacancies?offset=995&limit=5'],
    // No public vacancy matches (every "Perawat" of the bench is PENDING): the index must say so cheaply.
    ['vacancy search', '/api/v1/job-vacancies?search=perawat&limit=5'],
    ['vacancy search, partial word', '/api/v1/job-vacancies?search=progr&limit=5'],
    // 5,000 public matches to rank.
    ['vacancy search, common word', '/api/v1/job-vacancies?search=teknisi&limit=5'],
    ['vacancy detail', `/api/v1/job-vacancies/slug/${slug}`],
  ];
  const rows: Row[] = [];
  for (const [name, urlPath] of endpoints) {
    if (args.only && !name.includes(args.only)) continue;
    rows.push(await measure(name, urlPath));
    // Requests still in flight when autocannon stops must not be billed to the next endpoint: one
    // more database read queues behind them (PGlite runs one statement at a time).
    await fetch(`${base}/api/v1/job-vacancies/slug/${slug}`);
  }
  const js = await landingJsGzip();
  log(`landing page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip`);
  if (!args['no-write'] && !args.only) {
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const lines = [
      `## ${new Date().toISOString().slice(0, 10)} — ${engine}`,
      '',
      `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.`,
      `Data: ${size.vacancies.toLocaleString('en')} vacancies, ${size.companies.toLocaleString('en')} companies, ${size.seekers.toLocaleString('en')} seekers, ${size.applications.toLocaleString('en')} applications (plus all regions and master data).`,
      `Load: autocannon, ${args.connections} connections, ${args.duration} s per endpoint, loopback, gzip accepted.`,
      '',
      '| endpoint | path | req/s | p50 ms | p99 ms | errors |',
      '|---|---|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
      '',
      `Landing page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip (target ≤ 150 KiB).`,
      '',
    ];
    const file = path.join(root, 'docs/benchmarks.md');
    const head =
      '# Benchmarks\n\nProduced by `npm run bench` (see bench/run.ts). Targets: vacancy search p99 ≤ 50 ms at 10 connections on the embedded engine; landing-page JavaScript ≤ 150 KiB gzip. Newest first.\n\n';
    const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replace(head, '') : '';
    fs.writeFileSync(file, head + lines.join('\n') + '\n' + old);
    log('wrote docs/benchmarks.md');
  }
} finally {
  stop();
}
