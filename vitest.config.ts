import { defineConfig } from 'vitest/config';

/**
 * Files that test the HTTP contract (who may call what, what hostile input gets, which fields leave)
 * rather than how an engine stores and runs SQL: both engines are PostgreSQL's own parser and planner,
 * so these run once, on PostgreSQL when TEST_DATABASE_URL is set and on PGlite otherwise
 * (docs/decisions/112-engine-independent-api-files.md).
 */
const ONE_ENGINE_FILES = [
  'apps/server/test/access-matrix.api.test.ts',
  'apps/server/test/fuzz.api.test.ts',
  'apps/server/test/hostile-input.api.test.ts',
  'apps/server/test/uploads-hostile.api.test.ts',
  'apps/server/test/field-exposure.api.test.ts',
  'apps/server/test/form-errors.api.test.ts',
  'apps/server/test/openapi.api.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/server/**/*.api.test.ts'],
    exclude: [
      '**/node_modules/**',
      'apps/server/test/ops/**',
      ...(engine === 'pglite' && withPostgres ? ONE_ENGINE_FILES : []),
    ],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    // A query queued on a busy connection (e.g. Promise.all inside a transaction) fails its file.
    setupFiles: ['apps/server/test/pg-warnings.ts'],
    env: { SILOKER_TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite copies are ~130 MB each in memory; two workers fit the 2-core machines.
    maxWorkers: 2,
    // Files share a worker's modules: a file no longer compiles PGlite's WASM and imports the server
    // again; each file still builds its own app on its own database copy (docs/decisions/097).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          // CI runs on a loaded two-core machine: the 5 s default timed out there without a fault.
          testTimeout: 20_000,
          // Vitest's default is one worker less than the cores: one worker on CI's two (decision 097).
          maxWorkers: 2,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          isolate: false,
          testTimeout: 20_000,
          maxWorkers: 2,
        },
      },
      apiProject('pglite'),
      {
        // Real server processes (signals, locks, restarts, two servers at once) on the built
        // dist/main.js: scripts/test.mjs runs this after `npm run build` (docs/decisions/091).
        test: {
          name: 'ops',
          include: ['apps/server/test/ops/**/*.ops.test.ts'],
          environment: 'node',
          // One migrated, seeded folder for the whole suite (seededDataDir()).
          globalSetup: ['apps/server/test/ops/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
        },
      },
      ...(withPostgres ? [apiProject('postgres')] : []),
    ],
  },
});
