// Writes the OpenAPI document generated from the shared zod schemas to docs/openapi.json, or to the
// path given as the first argument (`npm run openapi:lint` writes one under .bench/ and lints it).
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'docs/openapi.json'));
const database = await openDatabase({});
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(root, '.bench/openapi') }),
  database,
});
await app.ready();
const doc = app.swagger();
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(doc, null, 2) + '\n');
console.log(`${path.relative(process.cwd(), out)}: ${Object.keys(doc.paths ?? {}).length} paths`);
await app.close();
await database.close();
