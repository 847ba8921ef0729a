/**
 * `npm run bench [-- --engine pglite|postgres] [--duration 10] [--connections 10] [--reuse] [--only seeker,company]`
 * Seeds 100,000 vacancies, 100,000 seekers, 2,000 companies, 50,000 applications, one vacancy of 5,000
 * applicants and 500 events on the chosen engine, starts the production server, measures every public
 * list and detail, the panel's seeker search (GET /users), the office's statistics, a company's applicant
 * screens, applying and the seeker profile save with autocannon over loopback, each request
 * drawn at random (bench/random.ts), then all the reads mixed in one row, and the gzip size of the
 * JavaScript the landing page loads in Chromium; writes docs/benchmarks.md.
 * `--reuse` keeps a database seeded earlier with the same size (new migrations are still applied), so
 * a run takes seconds instead of minutes; `--seed-only` stops after seeding; `--server <checkout>`
 * measures another checkout's server on the same data (before/after); `bench/explain.ts` reads the same
 * data directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { chooseChromium, launchOptions } from '../e2e/browser.mjs';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { and, asc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import {
  cities,
  companyDetails,
  configs,
  districts,
  jobVacancies,
  privacyConsents,
  seekerDetails,
  seekerJobVacancies,
  subDistricts,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { runSeeds } from '../apps/server/src/db/seed/index.ts';
import { vacuumTables } from '../apps/server/src/lib/maintenance.ts';
import { issueToken, TOKEN_TTL_MS } from '../apps/server/src/lib/tokens.ts';
import { APPLY_LIMIT_CONFIG_KEY, APPLY_LIMIT_PER_DAY_MAX, PRIVACY_NOTICE_VERSION } from '@siloker/shared';
import { endpoints as drawEndpoints, mixed, type BenchSetup, type Drawn, type Endpoint } from './random.ts';
import { CROWD_SIZE, CROWDED_VACANCY_SLUG, SEED_VERSION, seedBench } from './seed.ts';
import { lighthouseRows, lighthouseTable, type LighthouseRow } from './lighthouse.ts';
import { benchJobAlerts, cleanUp as cleanUpJobAlerts, type JobAlertBenchResult } from './job-alerts.ts';
import { mapUnmappedSkills } from '../apps/server/src/lib/skill-mapping.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    vacancies: { type: 'string', default: '100000' },
    /** Sizes besides the vacancies (defaults follow --vacancies: as many seekers, a fiftieth as companies, half as many applications). */
    seekers: { type: 'string' },
    companies: { type: 'string' },
    applications: { type: 'string' },
    /**
     * Issue 19 item 5: 1,000,000 vacancies, 5,000,000 seekers, 50,000 companies and 5,000,000
     * applications (PostgreSQL; seeding is batched and, with --reuse, resumes where it stopped), measured
     * at 50 connections. Explicit sizes and --connections still apply.
     */
    national: { type: 'boolean', default: false },
    port: { type: 'string', default: '3300' },
    'no-write': { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    /**
     * Measure the server of another checkout (e.g. an export of the previous commit) on the same data:
     * before/after comparisons. Implies --no-write.
     */
    server: { type: 'string' },
    /** Seed (or reuse) the database and stop: for bench/explain.ts. */
    'seed-only': { type: 'boolean', default: false },
    /** Only the endpoints whose name contains this, or one of these comma-separated parts (implies --no-write). */
    only: { type: 'string' },
    /**
     * Lighthouse on the five public pages (issue 19 item 3): on by default in a full run, `--lighthouse`
     * adds it to an `--only` run, `--no-lighthouse` leaves it out.
     */
    lighthouse: { type: 'boolean' },
    /** Its own option: parseArgs negates booleans only from Node 22 on (this machine has 20). */
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    /** Write a V8 CPU profile of the server into this folder when it stops (node --cpu-prof): where a row's time goes. */
    'cpu-prof': { type: 'string' },
  },
});
const engine = args.engine as 'pglite' | 'postgres';
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.bench', engine);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const NATIONAL = { vacancies: 1_000_000, companies: 50_000, seekers: 5_000_000, applications: 5_000_000 };
const given = (name: 'vacancies' | 'seekers' | 'companies' | 'applications') =>
  process.argv.some((a) => a === `--${name}` || a.startsWith(`--${name}=`)) ? Number(args[name]) : undefined;
const vacancies = given('vacancies') ?? (args.national ? NATIONAL.vacancies : Number(args.vacancies));
const size = {
  vacancies,
  companies:
    given('companies') ?? (args.national ? NATIONAL.companies : Math.max(10, Math.round(vacancies / 50))),
  seekers: given('seekers') ?? (args.national ? NATIONAL.seekers : Math.max(10, vacancies)),
  applications: given('applications') ?? (args.national ? NATIONAL.applications : Math.round(vacancies / 2)),
};
if (Object.values(size).some((n) => !Number.isSafeInteger(n) || n < 1))
  throw new Error('sizes must be whole numbers ≥ 1');
// The national run's load: 50 connections unless --connections says otherwise.
if (args.national && !process.argv.some((a) => a.startsWith('--connections'))) args.connections = '50';
const databaseUrl =
  engine === 'postgres' ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) : undefined;
if (engine === 'postgres' && !databaseUrl) throw new Error('--engine postgres needs BENCH_DATABASE_URL');

function log(msg: string) {
  console.log(`[bench] ${msg}`);
}

/** Written after a complete seed: what --reuse checks before trusting the data directory. */
const seededMarker = path.join(dataDir, 'seeded.json');
/** The sizes and the seed's version: a data directory seeded by an older bench/seed.ts is seeded again. */
const marker = JSON.stringify({ ...size, seed: SEED_VERSION });
/** Seekers who apply in the POST /seekers/applied/ row, each with a session of their own. */
/**
 * Seekers of the apply row: enough that none passes the per-account burst limit within the row
 * (APPLY_BURST_PER_USER_PER_MINUTE, drawn at most that many times; docs/decisions/109).
 */
const APPLIERS = 3000;
/** Seekers with skills who read the list sorted by match ("Paling cocok"), one per connection. */
const MATCH_SEEKERS = 10;
/** The row (or step) named `name` is measured in this run: a full run, or `--only` names part of it. */
const wanted = (name: string) => !args.only || args.only.split(',').some((part) => name.includes(part));
/** The job-alert run's figures, when it was measured (before the server starts: one process on PGlite). */
let jobAlertRun = null as JobAlertBenchResult | null;

async function prepare(): Promise<BenchSetup> {
  const reuse = args.reuse && fs.existsSync(seededMarker) && fs.readFileSync(seededMarker, 'utf8') === marker;
  // --reuse on a seed that did not finish (no marker yet) continues it: every batch of bench/seed.ts
  // is skipped when its rows are there. A finished seed of other sizes or an older version is redone.
  const resume =
    args.reuse &&
    !fs.existsSync(seededMarker) &&
    (engine === 'postgres' || fs.existsSync(path.join(dataDir, 'db')));
  if (!reuse && !resume) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
  });
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : path.join(dataDir, 'db'),
    // The seed's statements over millions of rows (--national) outlast a request's limit.
    queryTimeoutMs: 3 * 60 * 60 * 1000,
  });
  if (databaseUrl && !args.reuse) {
    // A clean schema each run on the server engine, unless the run reuses or resumes its data.
    await database.db.execute(
      'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;' as never,
    );
  }
  let t = Date.now();
  // Another checkout's server applies its own migrations when it starts.
  if (!args.server) await database.migrate();
  if (reuse) {
    // Migrations may have added indexes: give the planner statistics as a fresh seed would.
    await database.db.execute('ANALYZE' as never);
    log(`reused the seeded ${dataDir} (migrated and analyzed in ${Date.now() - t} ms)`);
    // An earlier run's apply row leaves e-mails the mail worker had not sent when its server stopped:
    // this run's server would send them from its start, beside the rows it measures.
    const left = await database.db.execute(
      `UPDATE notifications SET mail_status = 'SKIPPED' WHERE mail_status = 'PENDING'` as never,
    );
    const skipped = (left as unknown as { rowCount?: number }).rowCount ?? 0;
    if (skipped > 0) log(`${skipped} e-mails left pending by an earlier run marked SKIPPED`);
  } else {
    await runSeeds(database.db, config, { demo: false });
    log(`migrated and seeded master data in ${Date.now() - t} ms`);
    t = Date.now();
    if (resume) log('resuming the seed: batches already written are skipped');
    // Where each step of an interrupted seed stopped (bench/seed.ts SeedProgress).
    const progressFile = path.join(dataDir, 'seed-progress.json');
    const steps: Record<string, number> = fs.existsSync(progressFile)
      ? (JSON.parse(fs.readFileSync(progressFile, 'utf8')) as Record<string, number>)
      : {};
    await seedBench(database.db, size, log, {
      get: (step) => steps[step] ?? 0,
      set: (step, done) => {
        steps[step] = done;
        fs.writeFileSync(progressFile, JSON.stringify(steps));
      },
    });
    log(`generated ${JSON.stringify(size)} in ${Date.now() - t} ms`);
    fs.writeFileSync(seededMarker, marker);
  }
  // What the server's start-up does for rows written in bulk (docs/decisions/107), done here so the
  // server starts at once and the statistics below count the mapped skills.
  t = Date.now();
  await mapUnmappedSkills(database.db);
  log(`skills mapped in ${Date.now() - t} ms`);
  if (engine === 'pglite') {
    // As the embedded engine's nightly maintenance leaves it (lib/maintenance.ts, decision 101): the
    // measured server itself never vacuums (MAINTENANCE_HOUR=off below), so no run lands in a row.
    t = Date.now();
    await vacuumTables(database.db);
    log(`vacuumed and analyzed in ${Date.now() - t} ms`);
  }
  const setup = await benchSetup(database.db);
  await cleanUpJobAlerts(database.db);
  if (!args['seed-only'] && !args.server && wanted('job-alert run'))
    jobAlertRun = await benchJobAlerts(database.db, log);
  await database.close();
  return setup;
}

/** Sessions for the panel reads (the office, one company) and the position ids the filters draw from. */
async function benchSetup(db: Db): Promise<BenchSetup> {
  const session = async (email: string) => {
    // By the unique index on lower(email), as the server finds an account: a scan of 5,000,000 users
    // per session at national size.
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (!user) throw new Error(`no bench user ${email}: seed again without --reuse`);
    // A real account has agreed to the privacy notice in force (docs/decisions/077); without it applying
    // and saving a profile answer 403 and the rows measure refusals.
    await db
      .insert(privacyConsents)
      .values({ user_id: user.id, version: PRIVACY_NOTICE_VERSION, ip: null })
      .onConflictDoNothing();
    return (await issueToken(db, { userId: user.id, kind: 'session', ttlMs: TOKEN_TTL_MS.session })).token;
  };
  const used = await db
    .selectDistinct({ id: seekerDetails.position_id })
    .from(seekerDetails)
    .where(isNotNull(seekerDetails.position_id));
  // Five seekers save their profile in the POST /profile-seeker row, if this build has that route.
  const profileSeekers = await Promise.all(
    [11, 12, 14, 15, 17].map(async (n) => ({
      token: await session(`bench-seeker-${n}@bench.test`),
      nik: `64720101019${String(n).padStart(5, '0')}`,
    })),
  );
  const [region] = await db
    .select({
      province_code: cities.province_code,
      city_code: cities.code,
      district_code: districts.code,
      sub_district_code: subDistricts.code,
    })
    .from(subDistricts)
    .innerJoin(districts, eq(districts.code, subDistricts.district_code))
    .innerJoin(cities, eq(cities.code, districts.city_code))
    .where(eq(cities.code, '64.72'))
    .orderBy(asc(subDistricts.code))
    .limit(1);
  const company = await session('bench-company-1@bench.test');
  // Seekers whose skills the vocabulary knows, not deleted, spread over the seed's ids.
  const withSkills = await db
    .select({ email: users.email })
    .from(seekerDetails)
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(
      sql`cardinality(${seekerDetails.skill_ids}) > 0 and ${users.deleted_at} is null and ${seekerDetails.id} % 997 = 1`,
    )
    .orderBy(asc(seekerDetails.id))
    .limit(MATCH_SEEKERS);
  const matchSeekers: string[] = [];
  for (const s of withSkills) matchSeekers.push(await session(s.email));
  return {
    matchSeekers,
    office: await session('bench-office@bench.test'),
    company,
    positions: used.map((r) => r.id!).sort((a, b) => a - b),
    profileSeekers,
    region: region!,
    crowd: await crowdOf(db, company),
    ...(await appliersOf(db, session)),
  };
}

/** The vacancy of 5,000 applicants (bench/seed.ts), which bench-company-1 owns. */
async function crowdOf(db: Db, companyToken: string): Promise<BenchSetup['crowd']> {
  const [vacancy] = await db
    .select({ id: jobVacancies.id })
    .from(jobVacancies)
    .where(eq(jobVacancies.title_slug, CROWDED_VACANCY_SLUG));
  if (!vacancy) return undefined;
  const applicants = await db.$count(seekerJobVacancies, eq(seekerJobVacancies.job_vacancy_id, vacancy.id));
  return { vacancyId: vacancy.id, applicants, companyToken };
}

/**
 * The apply row's seekers (complete profiles: the seed's NIKs; not deleted), the public vacancies open
 * for at least another day (of verified companies, not the crowded one), and the pairs already applied.
 */
async function appliersOf(db: Db, session: (email: string) => Promise<string>) {
  // The office's most generous daily limit (an office setting, docs/decisions/109): runs repeated on
  // the same data within a day must not meet the default of 20 per seeker.
  await db
    .insert(configs)
    .values({ key: APPLY_LIMIT_CONFIG_KEY, value: String(APPLY_LIMIT_PER_DAY_MAX) })
    .onConflictDoUpdate({ target: configs.key, set: { value: String(APPLY_LIMIT_PER_DAY_MAX) } });
  const seekers = await db
    .select({ id: seekerDetails.id, email: users.email })
    .from(seekerDetails)
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(and(like(seekerDetails.nik, '6472000%'), sql`${users.deleted_at} is null`))
    .orderBy(asc(seekerDetails.id))
    .limit(APPLIERS);
  const appliers = [];
  for (const s of seekers) appliers.push({ token: await session(s.email), seekerId: s.id });
  const open = await db
    .select({ id: jobVacancies.id })
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(
      sql`${jobVacancies.status} = 'VERIFIED' and ${jobVacancies.publication_status} = 'PUBLISHED'
        and not ${jobVacancies.is_removed} and not ${jobVacancies.is_invitation}
        and (${jobVacancies.expired_at} is null or ${jobVacancies.expired_at} > now() + interval '1 day')
        and ${companyDetails.status} = 'VERIFIED' and ${jobVacancies.title_slug} <> ${CROWDED_VACANCY_SLUG}`,
    );
  const pairs =
    appliers.length === 0
      ? []
      : await db
          .select({ s: seekerJobVacancies.seeker_detail_id, v: seekerJobVacancies.job_vacancy_id })
          .from(seekerJobVacancies)
          .where(
            inArray(
              seekerJobVacancies.seeker_detail_id,
              appliers.map((a) => a.seekerId),
            ),
          );
  return {
    appliers,
    publicVacancies: open.map((v) => v.id),
    appliedPairs: pairs.map((p) => `${p.s}:${p.v}`),
  };
}

const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/**
 * Waits until the server's outbox is empty (at most 10 minutes): a backlog (the job-alert run's mails,
 * a seed's notifications) drains beside the requests on the embedded engine's one connection, and was
 * once measured as a 4× slower vacancy list (docs/benchmarks.md, 2026-11-29). An older build without
 * the series (`--server`) is not waited for.
 */
async function waitForEmptyOutbox(): Promise<void> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    });
    const pending = res.ok ? /^siloker_mail_outbox_pending (\d+)/m.exec(await res.text())?.[1] : undefined;
    if (pending === undefined || pending === '0') break;
    if (Date.now() - started > 600_000) {
      log(`the outbox still holds ${pending} mails after 10 minutes: measuring anyway`);
      break;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  const waited = Date.now() - started;
  if (waited > 2500) log(`waited ${(waited / 1000).toFixed(0)} s for the outbox to drain`);
}

async function startServer(): Promise<() => void> {
  // The web app and its server entry (the rendered public pages, docs/decisions/099).
  if (
    !fs.existsSync(path.join(root, 'apps/web/dist/index.html')) ||
    !fs.existsSync(path.join(root, 'apps/web/dist-server/entry-server.js'))
  ) {
    spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  }
  // Another server on the port would answer the health check and be measured instead.
  const taken = await fetch(`${base}/api/v1/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: pick another with --port`);
  // Always rebuild the server bundle (about a second): a leftover dist/ would measure old code.
  const serverRoot = args.server ? path.resolve(args.server) : root;
  const built = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: serverRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('server build failed');
  // The bench runs its own copy of the bundle: another build of dist/ (or a script that stops the
  // servers it finds there) during a run of several minutes must not change or end what is measured.
  const bundle = path.join(serverRoot, '.bench', 'server');
  fs.rmSync(bundle, { recursive: true, force: true });
  fs.cpSync(path.join(serverRoot, 'apps/server/dist'), bundle, { recursive: true });
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(bundle, 'main.js')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      MAINTENANCE_HOUR: 'off',
      // Rows that act as many people send each one's address (Drawn.ip), as a city's phones would.
      TRUST_PROXY: 'true',
      // The outbox backlog is read from GET /metrics (waitForEmptyOutbox).
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      // What the bundle finds beside dist/ in its checkout.
      SILOKER_MIGRATIONS_DIR: path.join(serverRoot, 'apps/server/drizzle'),
      SILOKER_WEB_DIST: path.join(serverRoot, 'apps/web/dist'),
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
  connections: number;
  /** What the requests of this row are drawn from. */
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, describe: string, draw: () => Drawn, endpoint?: Endpoint): Promise<Row> {
  const connections = endpoint?.connections ?? Number(args.connections);
  await endpoint?.warm?.();
  const setupRequest = (req: { headers: Record<string, string> }) => {
    const next = draw();
    const headers: Record<string, string> = { ...req.headers, 'accept-encoding': 'gzip' };
    if (next.token) headers.authorization = `Bearer ${next.token}`;
    if (next.ip) headers['x-forwarded-for'] = next.ip;
    if (!next.body) return { ...req, path: next.path, headers };
    headers['content-type'] = next.body.contentType;
    return { ...req, method: 'POST', path: next.path, headers, body: next.body.data };
  };
  const options = (duration: number) => ({
    url: base,
    connections,
    duration,
    requests: [{ setupRequest }],
  });
  // One second at the same load first, not counted: the first requests of an endpoint fill the
  // short caches and prepare its statements (docs/decisions/006), once per server process, which
  // a portal running for days pays once; the figures are its steady state.
  await autocannon(options(1) as never);
  const r = await autocannon(options(Number(args.duration)) as never);
  const row = {
    name,
    connections,
    path: describe,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  log(
    `${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}${connections === Number(args.connections) ? '' : ` (${connections} connections)`}`,
  );
  return row;
}

async function landingJsGzip(): Promise<{ files: number; gzipBytes: number }> {
  // CHROME_PATH was this script's own name for CHROMIUM_PATH (e2e/browser.mjs picks the browser).
  // (Assigning undefined to process.env would store the string "undefined".)
  if (!process.env.CHROMIUM_PATH && process.env.CHROME_PATH)
    process.env.CHROMIUM_PATH = process.env.CHROME_PATH;
  const choice = await chooseChromium();
  log(`browser: ${choice.label}`);
  const browser = await chromium.launch(launchOptions(choice));
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

const LIGHTHOUSE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const loadAtStart = os.loadavg()[0]!.toFixed(1);
const setup = await prepare();
if (args['seed-only']) process.exit(0);
const stop = await startServer();
try {
  await waitForEmptyOutbox();
  log('reading the totals, slugs and filters to draw from');
  const all = await drawEndpoints(base, setup, dataDir);
  const endpoints = [...all, mixed(all)];
  const rows: Row[] = [];
  const drain = all.find((e) => e.name === 'vacancy detail')!.draw;
  for (const endpoint of endpoints) {
    if (!wanted(endpoint.name)) continue;
    rows.push(await measure(endpoint.name, endpoint.describe, endpoint.draw, endpoint));
    await endpoint.report?.();
    // Requests still in flight when autocannon stops must not be billed to the next endpoint: one
    // more database read queues behind them (PGlite runs one statement at a time).
    await fetch(base + drain().path);
  }
  // Not with --only: a run that iterates on one endpoint needs no browser.
  const js = args.only
    ? null
    : await landingJsGzip().catch(
        (error: Error) => (log(`no landing page JavaScript: ${error.message}`), null),
      );
  if (js) log(`landing page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip`);
  const wantsLighthouse = !args['no-lighthouse'] && (args.lighthouse ?? !args.only);
  let lighthouse: LighthouseRow[] | null = null;
  if (wantsLighthouse) {
    const first = async (list: string, key: string, slug: string) =>
      ((await (await fetch(`${base}/api/v1/${list}?limit=1`)).json()).data[key][0] as Record<string, string>)[
        slug
      ];
    const pages = [
      { page: 'landing', path: '/' },
      { page: 'vacancy list', path: '/lowongan-kerja' },
      {
        page: 'a vacancy',
        path: `/lowongan-kerja/${await first('job-vacancies', 'job_vacancies', 'title_slug')}`,
      },
      { page: 'a company', path: `/perusahaan/${await first('companies', 'companies', 'slug_name')}` },
      { page: 'events', path: '/acara' },
    ];
    lighthouse = await lighthouseRows(
      base,
      pages,
      await chooseChromium(),
      Number(args['lighthouse-runs']),
    ).catch((error: Error) => (log(`Lighthouse failed: ${error.message}`), null));
    for (const r of lighthouse ?? [])
      log(
        `Lighthouse ${r.page}: performance ${r.score}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, HTML ${(r.htmlTransfer / 1024).toFixed(1)} KiB gzip`,
      );
  }
  if (!args['no-write'] && !args.only && !args.server) {
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const lines = [
      `## ${new Date().toISOString().slice(0, 10)} — ${engine}`,
      '',
      `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.`,
      `Data: ${size.vacancies.toLocaleString('en')} vacancies, ${size.companies.toLocaleString('en')} companies, ${size.seekers.toLocaleString('en')} seekers, ${size.applications.toLocaleString('en')} applications, one vacancy of ${CROWD_SIZE.toLocaleString('en')} applicants (plus all regions and master data).`,
      `Load: autocannon, ${args.connections} connections (unless the row says otherwise), ${args.duration} s per endpoint after 1 s of warm-up, loopback, gzip accepted; each request drawn at random (bench/random.ts).`,
      `The machine is shared: load average ${loadAtStart} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end (other work included).`,
      '',
      '| endpoint | requests drawn from | req/s | p50 ms | p99 ms | errors |',
      '|---|---|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name}${r.connections === Number(args.connections) ? '' : ` (${r.connections} connections)`} | ${r.path} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      ),
      '',
      js
        ? `Landing page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip (target ≤ 120 KiB, issue 19 §3).`
        : 'Landing page JavaScript: not measured (the web build or the browser failed).',
      '',
      ...(jobAlertRun
        ? [
            `Job-alert run (bench/job-alerts.ts, target under 60 s): ${(jobAlertRun.ms / 1000).toFixed(1)} s for ${jobAlertRun.checked.toLocaleString('en')} due subscriptions over a day of ${jobAlertRun.fresh.toLocaleString('en')} new public vacancies; ${jobAlertRun.mailed.toLocaleString('en')} mails queued, ${jobAlertRun.announced.toLocaleString('en')} vacancies announced.`,
            '',
          ]
        : []),
      ...(lighthouse
        ? [
            `Lighthouse ${LIGHTHOUSE_VERSION} (mobile defaults: simulated slow 4G and a mid-range phone), median of ${args['lighthouse-runs']} runs per page; targets: performance ≥ 98, LCP ≤ 1,500 ms, TBT ≤ 100 ms, CLS ≤ 0.02.`,
            '',
            ...lighthouseTable(lighthouse),
            '',
          ]
        : []),
    ];
    const file = path.join(root, 'docs/benchmarks.md');
    const head = `# Benchmarks

Produced by \`npm run bench\` (see bench/run.ts; since 2026-11-23 every request is drawn at random, bench/random.ts). Targets at 10 connections on the embedded engine: vacancy search p99 ≤ 50 ms; seeker directory and GET /users (any page, education filter, search), company directory (any page, search) and company detail p99 ≤ 50 ms; POST /profile-seeker with a 1 MB photo and a 1 MB KTP p99 ≤ 250 ms at 5 connections; GET /office/statistics p99 ≤ 200 ms at 5 connections; a company's filtered applicant page (GET /seekers/job-vacancy-applied/{id}, a vacancy of 5,000 applicants) p99 ≤ 50 ms and POST /seekers/applied/ p99 ≤ 100 ms; the vacancy list sorted by a signed-in seeker's match p99 ≤ 100 ms; a job-alert run over 10,000 subscriptions under 60 s; a public page rendered by the server p99 ≤ 50 ms; on the five public pages Lighthouse (mobile) performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, and the landing page's JavaScript ≤ 120 KiB gzip (issue 19 §3; 150 KiB before). At national size on PostgreSQL (\`--engine postgres --national\`: 1,000,000 vacancies, 5,000,000 seekers, 50,000 companies, 5,000,000 applications; issue 19 §5), 50 connections: every public list, search and detail and the panel's main reads p99 ≤ 100 ms, applying p99 ≤ 150 ms, the office statistics for a year computed in ≤ 2 s. Newest first.

`;
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    // Everything from the first dated section on: the head above replaces whatever head it had.
    const old = previous.includes('\n## ') ? previous.slice(previous.indexOf('\n## ') + 1) : '';
    fs.writeFileSync(file, head + lines.join('\n') + '\n' + old);
    log('wrote docs/benchmarks.md');
  }
} finally {
  stop();
}
