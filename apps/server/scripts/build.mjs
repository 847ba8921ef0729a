// Bundles the server (and the shared package it imports) into dist/main.js; npm dependencies stay external.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The workspace package is TypeScript source: bundle it rather than import it at run time.
  alias: { '@siloker/shared': path.join(root, '../../packages/shared/src/index.ts') },
  logLevel: 'warning',
});

// Data files read at run time sit next to the bundle, so a deployment that ships only dist/ works.
fs.copyFileSync(
  path.join(root, 'src/lib/common-passwords.txt'),
  path.join(root, 'dist/common-passwords.txt'),
);
