#!/usr/bin/env node
// `npm test`: every suite in turn — unit (shared, server, web), API on PGlite, API on PostgreSQL when
// TEST_DATABASE_URL is set, then (after the build) real server processes (ops) and the browser journeys on the built app in Debian's Chromium.
// Prints one closing line "N passed, N failed"; with SILOKER_REQUIRE_ALL_SUITES=1 (CI) a suite that ran
// no test fails the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'siloker-test-'));
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const requireAll = process.env.SILOKER_REQUIRE_ALL_SUITES === '1';
const results = [];
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

vitestSuite('unit', ['unit', 'web']);
vitestSuite('api-pglite', ['api-pglite']);
if (process.env.TEST_DATABASE_URL) vitestSuite('api-postgres', ['api-postgres']);
else console.log('\nTEST_DATABASE_URL not set: API tests ran on PGlite only.');
// The operations suite and the browser journeys run the built app (apps/server/dist, apps/web/dist).
const buildCode = run('npm', ['run', 'build']);
if (buildCode !== 0) {
  results.push({ name: 'build', code: buildCode, passed: 0, failed: 1, skipped: 0 });
} else {
  vitestSuite('ops', ['ops']);
  browserSuite();
}

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
if (requireAll && !process.env.TEST_DATABASE_URL) {
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
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
