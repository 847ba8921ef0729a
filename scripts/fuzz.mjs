// npm run fuzz: the API fuzz test (apps/server/test/fuzz.api.test.ts) for longer, with a random seed
// unless FUZZ_SEED is given. FUZZ_REQUESTS sets how many requests (default 50,000).
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const requests = process.env.FUZZ_REQUESTS ?? '50000';
console.log(`fuzz: seed ${seed}, ${requests} requests (repeat with FUZZ_SEED=${seed})`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api-pglite', '--maxWorkers=1', 'apps/server/test/fuzz.api.test.ts'],
  { stdio: 'inherit', env: { ...process.env, FUZZ_SEED: seed, FUZZ_REQUESTS: requests } },
);
process.exit(result.status ?? 1);
