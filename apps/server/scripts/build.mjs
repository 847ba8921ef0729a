// Bundles the server (and the shared package it imports) into dist/main.js; npm dependencies stay external.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sharedSrc = path.join(root, '../../packages/shared/src');

/**
 * The workspace package is TypeScript source: bundle it rather than import it at run time. Its
 * subpaths map as its package.json exports do (`@siloker/shared/x/y` → `src/x/y.ts`).
 */
const sharedSource = {
  name: 'shared-source',
  setup(b) {
    b.onResolve({ filter: /^@siloker\/shared(\/.*)?$/ }, (args) => {
      const sub = args.path.slice('@siloker/shared'.length);
      return { path: sub ? path.join(sharedSrc, `${sub.slice(1)}.ts`) : path.join(sharedSrc, 'index.ts') };
    });
  },
};
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [sharedSource],
  logLevel: 'warning',
});

// Data files read at run time sit next to the bundle, so a deployment that ships only dist/ works.
fs.copyFileSync(
  path.join(root, 'src/lib/common-passwords.txt'),
  path.join(root, 'dist/common-passwords.txt'),
);
