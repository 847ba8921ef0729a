#!/usr/bin/env node
// `npm test`: every suite in turn — unit (shared, server, web), API on PGlite, API on PostgreSQL when
// TEST_DATABASE_URL is set, then (after the build) real server processes (ops) and the browser journeys on
// the built app in the Chromium e2e/browser.mjs picks (Debian's, CHROMIUM_PATH, else the bundled one).
// SILOKER_TEST_SUITES=unit,api-pglite,… runs a selection (suites: unit, unit-node, api-pglite,
// api-postgres, ops, browser, start — `start` is an `npm start` smoke and `unit-node` the unit tests
// without the web project; both run only when named); .ci/run uses it for its
// pass on the machine's Node (docs/decisions/097-node-24-bundled-chromium-and-ci-budget.md).
// Prints which Node and which browser it used, and one closing line "N passed, N failed"; with
// SILOKER_REQUIRE_ALL_SUITES=1 (CI) a selected suite that ran no test fails the run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chooseChromium } from '../e2e/browser.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'siloker-test-'));
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const requireAll = process.env.SILOKER_REQUIRE_ALL_SUITES === '1';
const results = [];
const ALL_SUITES = ['unit', 'unit-node', 'api-pglite', 'api-postgres', 'ops', 'browser', 'start'];
const selected = (process.env.SILOKER_TEST_SUITES ?? 'unit,api-pglite,api-postgres,ops,browser')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = selected.filter((s) => !ALL_SUITES.includes(s));
if (unknown.length) {
  console.error(`SILOKER_TEST_SUITES: unknown suite ${unknown.join(', ')} (known: ${ALL_SUITES.join(', ')})`);
  process.exit(2);
}
const wants = (suite) => selected.includes(suite);
// Names of failed tests, repeated after the summary: CI shows only the end of a long log.
const failures = [];

function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}

function vitestSuite(name, projects) {
  const out = path.join(tmp, `${name}.json`);
  const code = run('npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(out)) {
    const json = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    skipped = json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults ?? [])
      for (const t of file.assertionResults ?? [])
        if (t.status === 'failed')
          failures.push(`${name}: ${path.relative(process.cwd(), file.name)} › ${t.fullName}`);
    if (code !== 0 && failed === 0)
      for (const file of json.testResults ?? [])
        if (file.status === 'failed')
          failures.push(
            `${name}: ${path.relative(process.cwd(), file.name)} (${file.message || 'failed to run'})`,
          );
  }
  results.push({ name, code, passed, failed, skipped });
}

function browserSuite() {
  const out = path.join(tmp, 'browser.json');
  const code = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(out)) {
    const { stats } = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected;
    skipped = stats.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'unexpected') failures.push(`browser: ${spec.file}:${spec.line} › ${spec.title}`);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of JSON.parse(fs.readFileSync(out, 'utf8')).suites ?? []) walk(suite);
  }
  results.push({ name: 'browser', code, passed, failed, skipped });
}

/** `npm start` on an empty DATA_DIR: the README's second command serves the API and the web app. */
async function startSmoke() {
  const dataDir = fs.mkdtempSync(path.join(tmp, 'start-'));
  const port = await new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address();
      srv.close(() => resolve(p));
    });
  });
  console.log(`\n$ npm start (PORT=${port}, empty DATA_DIR)`);
  const child = spawn('npm', ['start'], {
    stdio: 'inherit',
    detached: true,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const checks = [];
  const deadline = Date.now() + 180_000;
  let up = false;
  while (!up && Date.now() < deadline && child.exitCode === null) {
    up = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  checks.push(['GET /api/v1/health answers 200', up]);
  if (up) {
    const page = await fetch(`${base}/`).then((r) =>
      r.text().then((t) => r.ok && t.includes('<div id="root"')),
    );
    checks.push(['GET / serves the web app', page]);
  }
  // SIGTERM to the whole group: npm's shell does not pass it on to the server (`npm run build && node …`).
  // npm itself then ends by the signal; the server's own exit 0 on SIGTERM is held by test/ops/start.ops.test.ts.
  if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise((r) => setTimeout(() => r(false), 30_000)),
  ]);
  let closed = false;
  for (let i = 0; stopped && !closed && i < 60; i++) {
    closed = await fetch(`${base}/api/v1/health`).then(
      () => false,
      () => true,
    );
    if (!closed) await new Promise((r) => setTimeout(r, 500));
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is gone: nothing left running.
  }
  checks.push(['stops on SIGTERM and closes its port', stopped && closed]);
  for (const [what, ok] of checks) {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} npm start: ${what}`);
    if (!ok) failures.push(`start: ${what}`);
  }
  const failed = checks.filter(([, ok]) => !ok).length;
  results.push({ name: 'start', code: failed ? 1 : 0, passed: checks.length - failed, failed, skipped: 0 });
}

console.log(`Node: ${process.version} (${process.execPath})`);
console.log(`Suites: ${selected.join(', ')}`);
if (wants('unit')) vitestSuite('unit', ['unit', 'web']);
// The shared package's and the server's unit tests without the web app's jsdom screens (.ci/run's pass on
// the machine's Node; decision 097).
else if (wants('unit-node')) vitestSuite('unit-node', ['unit']);
if (wants('api-pglite')) vitestSuite('api-pglite', ['api-pglite']);
if (wants('api-postgres')) {
  if (process.env.TEST_DATABASE_URL) vitestSuite('api-postgres', ['api-postgres']);
  else console.log('\nTEST_DATABASE_URL not set: API tests ran on PGlite only.');
}
// The operations suite and the browser journeys run the built app (apps/server/dist, apps/web/dist).
let browserLabel;
if (wants('ops') || wants('browser')) {
  const buildCode = run('npm', ['run', 'build']);
  if (buildCode !== 0) {
    results.push({ name: 'build', code: buildCode, passed: 0, failed: 1, skipped: 0 });
  } else {
    if (wants('ops')) vitestSuite('ops', ['ops']);
    if (wants('browser')) {
      const browser = await chooseChromium();
      browserLabel = browser.label;
      console.log(`\nBrowser: ${browserLabel}`);
      browserSuite();
    }
  }
}
if (wants('start')) await startSmoke();

console.log('\nSuites:');
let ok = true;
for (const r of results) {
  const empty = r.passed + r.failed === 0;
  const bad = r.code !== 0 || r.failed > 0 || (requireAll && empty);
  if (bad) ok = false;
  console.log(
    `  ${bad ? 'FAIL' : 'ok  '} ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${empty ? ' (ran no test)' : ''}`,
  );
}
if (requireAll && wants('api-postgres') && !process.env.TEST_DATABASE_URL) {
  console.log('  FAIL api-postgres  TEST_DATABASE_URL is required in CI');
  ok = false;
}
if (failures.length) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  ${f}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\nNode ${process.version}${browserLabel ? `; browser: ${browserLabel}` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
