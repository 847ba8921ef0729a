import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The import boundaries of docs/decisions/079; `tests` adds what test files may import. */
const dependencyRule = (tests) => [
  'error',
  {
    default: 'disallow',
    policies: [
      { allow: { to: { element: { type: 'shared-package' } } } },
      // Web. Tests (and only tests) may also use the shared test support in src/testing/.
      ...(tests
        ? [
            {
              from: { element: { types: ['web-feature', 'web-shared'] } },
              allow: { to: { element: { type: 'web-testing' } } },
            },
          ]
        : []),
      {
        from: { element: { type: 'web-feature' } },
        allow: [
          {
            to: {
              element: { type: 'web-feature', captured: { name: '{{ from.element.captured.name }}' } },
            },
          },
          { to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } },
          { to: { element: { type: 'web-shared' } } },
        ],
      },
      { from: { element: { type: 'web-shared' } }, allow: { to: { element: { type: 'web-shared' } } } },
      {
        from: { element: { types: ['web-app', 'web-main', 'web-testing'] } },
        allow: { to: { element: { types: ['web-app', 'web-feature', 'web-shared', 'web-testing'] } } },
      },
      // Server.
      {
        from: { element: { type: 'server-domain' } },
        allow: [
          {
            to: {
              element: {
                type: 'server-domain',
                captured: { name: '{{ from.element.captured.name }}' },
              },
            },
          },
          { to: { element: { type: 'server-domain', fileInternalPath: '(service|index).ts' } } },
          { to: { element: { type: 'server-shared' } } },
        ],
      },
      {
        from: { element: { type: 'server-shared' } },
        allow: { to: { element: { type: 'server-shared' } } },
      },
      // The server's tests render the public pages with the web app's server entry (docs/decisions/099).
      {
        from: { element: { type: 'server-test' } },
        allow: { to: { element: { type: 'web-main', fileInternalPath: 'entry-server.tsx' } } },
      },
      {
        from: { element: { types: ['server-root', 'server-test'] } },
        allow: {
          to: { element: { types: ['server-root', 'server-domain', 'server-shared', 'server-test'] } },
        },
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The server entry's build (vite build --ssr, docs/decisions/099).
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests read loosely typed JSON responses.
    files: ['**/test/**/*.ts', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A journey's page loads wait for the app (e2e/support/test.ts, docs/decisions/120).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test.ts': its page loads wait for the app.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The package root configures zod (~50 kB); the browser imports subpaths only.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@siloker/shared', message: 'Import a subpath, e.g. @siloker/shared/constants.' }],
        },
      ],
    },
  },
  {
    // Boundaries (docs/decisions/079-layout-and-boundaries.md): a feature or domain reaches another only
    // through its public entry; features never import app/; components, lib and the server's shared
    // layers never import a feature or domain. Only the composition roots (web app/ and main.tsx; server
    // app.ts, routes.ts, main.ts, bootstrap.ts and db/seed) and test support (web src/testing/, server test/)
    // may import any file. Cycles are caught by import-x/no-cycle below.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-testing', pattern: 'apps/web/src/testing' },
        { type: 'web-shared', pattern: 'apps/web/src/(components|lib|config|styles|assets)' },
        { type: 'web-main', pattern: 'apps/web/src' },
        { type: 'server-domain', pattern: 'apps/server/src/domains/*', capture: ['name'] },
        { type: 'server-root', pattern: 'apps/server/src/db/seed' },
        { type: 'server-shared', pattern: 'apps/server/src/(lib|http|db|mail|config)' },
        { type: 'server-root', pattern: 'apps/server/src' },
        { type: 'server-test', pattern: 'apps/server/test' },
        { type: 'shared-package', pattern: 'packages/shared' },
      ],
    },
    rules: {
      // No module imports itself back through others (type-only imports excluded: they vanish at build).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': dependencyRule(false),
    },
  },
  {
    // Tests and the fixtures only tests import.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*fixtures.ts'],
    rules: { 'boundaries/dependencies': dependencyRule(true) },
  },
);
