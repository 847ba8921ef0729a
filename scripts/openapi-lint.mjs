#!/usr/bin/env node
// `npm run openapi:lint` (part of `npm run check`): writes the OpenAPI document the server generates and
// lints it with Redocly's recommended rules (redocly.yaml). Any error or warning fails the run
// (docs/decisions/082-openapi-document.md); `redocly lint` alone fails on errors only.
import { spawnSync } from 'node:child_process';

const out = '.bench/openapi/openapi.json';
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const generated = spawnSync('npx', ['tsx', 'apps/server/scripts/openapi.ts', out], { stdio: 'inherit', env });
if (generated.status !== 0) process.exit(generated.status ?? 1);

const lint = spawnSync(
  'npx',
  ['redocly', 'lint', out, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '10000'],
  { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] },
);
let report;
try {
  report = JSON.parse(lint.stdout);
} catch {
  process.stderr.write(lint.stdout + lint.stderr);
  console.error('openapi:lint: redocly gave no JSON report');
  process.exit(1);
}
for (const p of report.problems) {
  console.log(`${p.severity.padEnd(7)} ${p.ruleId}  ${p.location?.[0]?.pointer ?? ''}  ${p.message}`);
}
const { errors, warnings } = report.totals;
console.log(
  `openapi:lint: redocly ${report.version}, recommended rules: ${errors} errors, ${warnings} warnings`,
);
process.exit(errors + warnings === 0 && lint.status === 0 ? 0 : 1);
