import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config/env.ts';

/** Configuration for tests: silent logs, no demo data, a throwaway data directory. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    CACHE_TTL_SECONDS: '0',
    DATA_DIR: path.join(os.tmpdir(), `siloker-test-${process.pid}-${Math.random().toString(36).slice(2)}`),
    PUBLIC_URL: 'http://localhost:3000',
    // The daily VACUUM would run at start in its hour; maintenance.api.test.ts turns it on.
    MAINTENANCE_HOUR: 'off',
    ...overrides,
  });
}
