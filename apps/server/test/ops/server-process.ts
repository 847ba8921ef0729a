import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/**
 * The operations suite (`*.ops.test.ts`) runs the built server as a real process, the way an office
 * runs it (`node apps/server/dist/main.js`), so that signals, locks, restarts and two processes side by
 * side are tested for real (docs/decisions/091). `npm test` builds before this suite.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');

export function assertBuilt(): void {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` before the operations suite`);
  }
}

/** A free loopback port, found by listening on port 0 and closing again. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A new empty folder under the system's temporary folder; remove it with `fs.rm` when done. */
export function tempDir(prefix = 'siloker-ops-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Sends `signal` and waits for the exit, killing the process after `timeoutMs` if it hangs. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | string>;
}

export interface StartOptions {
  dataDir: string;
  /** Extra environment (DATABASE_URL, SMTP_URL, S3_URL, …); PORT, HOST and DATA_DIR are set here. */
  env?: Record<string, string | undefined>;
  port?: number;
  /** Extra arguments after main.js (a subcommand such as `backup`). */
  args?: string[];
  /** Wait until GET /api/v1/health answers 200 (default true). */
  waitHealthy?: boolean;
  /** How long start-up may take (migrations on a cold embedded database take seconds). */
  startTimeoutMs?: number;
}

/** Environment every operations test starts from: quiet, no demo data, no mail unless asked. */
export function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_OPTIONS'];
  const env: Record<string, string> = {};
  for (const key of keep) if (process.env[key]) env[key] = process.env[key]!;
  return { ...env, LOG_LEVEL: 'warn', DEMO_DATA: 'false', TRUST_PROXY: 'true', CACHE_TTL_SECONDS: '0' };
}

/** Starts `node apps/server/dist/main.js` and (by default) waits until it is healthy. */
export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  assertBuilt();
  const port = opts.port ?? (await freePort());
  const env: Record<string, string | undefined> = {
    ...baseEnv(),
    ...opts.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child = spawn(process.execPath, [SERVER_ENTRY, ...(opts.args ?? [])], {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  if (opts.waitHealthy ?? true) {
    const deadline = Date.now() + (opts.startTimeoutMs ?? 120_000);
    for (;;) {
      const ended = child.exitCode !== null || child.signalCode !== null;
      if (ended) throw new Error(`server exited during start-up:\n${out}`);
      try {
        const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await proc.stop('SIGKILL');
        throw new Error(`server not healthy after ${opts.startTimeoutMs ?? 120_000} ms:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return proc;
}

/** Runs `node apps/server/dist/main.js ARGS` to its end (a command such as `backup`), collecting output. */
export async function runServerCommand(
  args: string[],
  opts: { dataDir: string; env?: Record<string, string | undefined>; timeoutMs?: number },
): Promise<{ code: number | string; output: string }> {
  const proc = await startServer({ ...opts, args, waitHealthy: false });
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), opts.timeoutMs ?? 120_000);
  try {
    const code = await proc.exited;
    return { code, output: proc.output() };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A DATA_DIR whose embedded database is already migrated and seeded: a copy of the folder the suite's
 * global set-up seeded once (global-setup.ts), made in well under a second. The lock and control
 * socket of the seeding server are gone (it stopped cleanly), so the copy starts like any folder.
 */
export function seededDataDir(): string {
  const source = inject('seededDataDir');
  const copy = tempDir();
  fs.cpSync(source, copy, { recursive: true });
  return copy;
}
