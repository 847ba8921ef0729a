import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chooseChromium, launchOptions } from './e2e/browser.mjs';

// Browser journeys on the built production server (run `npm run build` first).
// A fresh data directory per run: created once by the main process, inherited by the workers through
// the environment, removed by the global teardown.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';
process.env.SILOKER_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'siloker-e2e-'));
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// Debian's Chromium, CHROMIUM_PATH, or the one bundled in node_modules (e2e/browser.mjs, decision 097).
const browser = await chooseChromium();
// The config is loaded again in every worker: say it once.
if (process.env.TEST_WORKER_INDEX === undefined) console.log(`Browser: ${browser.label}`);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    // The service worker is exercised by its own test; elsewhere it must not serve cached pages.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: launchOptions(browser),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.SILOKER_E2E_DATA_DIR,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The journeys register more accounts than one address may in an hour; each registration of
      // e2e/support/accounts.ts names its own client address in X-Forwarded-For.
      TRUST_PROXY: 'true',
    },
  },
});
