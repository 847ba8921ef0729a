#!/usr/bin/env node
// `npm run check`: typecheck, lint, format and the OpenAPI checks, run side by side (each is one
// single-threaded process, and CI's machines have two cores: docs/decisions/097). Each step's output is
// printed whole when it ends, so the log stays readable; the run fails if any step fails.
// The OpenAPI document is generated once: `openapi:lint` writes and lints it, the same file becomes
// docs/openapi.json, and its generated TypeScript types must compile (apps/server/openapi-check).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const env = { ...process.env, FORCE_COLOR: '0' };

function step(label, cmd, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n── ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${secs} s`);
      if (out.trim()) console.log(out.trimEnd());
      resolve(code === 0);
    });
  });
}

async function openapi() {
  if (!(await step('openapi:lint', 'node', ['scripts/openapi-lint.mjs']))) return false;
  fs.copyFileSync('.bench/openapi/openapi.json', 'docs/openapi.json');
  if (
    !(await step('openapi types', 'npx', [
      'openapi-typescript',
      'docs/openapi.json',
      '-o',
      'apps/server/openapi-check/generated.ts',
    ]))
  )
    return false;
  return step('openapi types compile', 'npx', [
    'tsc',
    '--noEmit',
    '-p',
    'apps/server/openapi-check/tsconfig.json',
  ]);
}

const results = await Promise.all([
  step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  step('format', 'npx', ['prettier', '--check', '.']).then(async (ok) => (await openapi()) && ok),
]);
const ok = results.every(Boolean);
console.log(`\ncheck: ${ok ? 'all clean' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
