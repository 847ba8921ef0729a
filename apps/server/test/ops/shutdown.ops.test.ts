import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared';
import { png } from '../upload-fixtures.ts';
import { pgliteEngine, postgresEngine, SLOW_START_MS, type Engine } from './engines.ts';
import { seededDataDir, startServer, type ServerProcess } from './server-process.ts';

/*
 * Issue 18 item 4 (docs/decisions/093): SIGTERM while four keep-alive clients register at full speed
 * and a slow upload is under way, on each engine. No client sees a reset; what was acknowledged is in the
 * database; what arrives after the signal gets a 503 with `Connection: close` or a refused connection; the
 * upload completes; the process exits 0 well within its bound, leaving PGlite's folder shut down cleanly
 * or PostgreSQL's pool closed.
 */

const ADMIN_EMAIL = 'dinas@contoh.go.id';
const ADMIN_PASSWORD = 'Kantor#Dinas-2026';
const PASSWORD = 'kopi-susu-pagi-hari';

interface Result {
  sentAt: number;
  status?: number;
  connection?: string;
  message?: string;
  /** The socket error's code (ECONNREFUSED, ECONNRESET, …), when there was no answer. */
  error?: string;
}

function request(
  agent: http.Agent,
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Result> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method: opts.method ?? 'POST', agent, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ sentAt, error: e.code ?? e.message }));
      res.on('end', () => {
        let message: string | undefined;
        try {
          message = (JSON.parse(Buffer.concat(chunks).toString()) as { message?: string }).message;
        } catch {
          message = undefined;
        }
        resolve({ sentAt, status: res.statusCode, connection: res.headers.connection, message });
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ sentAt, error: e.code ?? e.message }));
    req.end(opts.body);
  });
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.4.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** One client on one keep-alive connection, registering new seekers back to back until the server is gone. */
async function registeringClient(server: ServerProcess, id: number, stop: () => boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const results: (Result & { email: string })[] = [];
  try {
    for (let n = 0; !stop(); n++) {
      const email = `antre${id}-${n}-${Date.now().toString(36)}@contoh.id`;
      const body = JSON.stringify({
        name: 'Budi Santoso',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        privacy_consent: true,
        type: 'seeker',
        roles: 'seeker',
      });
      const result = await request(agent, `${server.url}/api/v1/auth/register`, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body,
      });
      results.push({ ...result, email });
      // The server is gone: nothing more to learn from this client.
      if (result.error === 'ECONNREFUSED') break;
    }
  } finally {
    agent.destroy();
  }
  return results;
}

const SETTINGS_FIELDS = {
  web_name: 'Loker Setelah Berhenti',
  office_name: 'Dinas Tenaga Kerja Kota Samarinda',
  office_address: 'Jl. Balaikota No. 1, Samarinda',
  office_phone: '(0541) 741 234',
  office_email: 'disnaker@samarindakota.go.id',
  office_website: 'https://disnaker.samarindakota.go.id',
};

/** The settings form with a logo, as raw multipart bytes (sent slowly below). */
function settingsMultipart(): { boundary: string; body: Buffer } {
  const boundary = '----siloker-shutdown-test';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(SETTINGS_FIELDS)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="web_logo"; filename="logo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png(77),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { boundary, body: Buffer.concat(parts) };
}

/**
 * Sends the settings form in `slices` pieces, `gapMs` apart (a slow connection); `onStarted` runs once
 * the headers and the first piece are out. With `stallAfter`, stops sending after that many pieces.
 */
function slowUpload(
  server: ServerProcess,
  token: string,
  opts: { slices: number; gapMs: number; onStarted: () => void; stallAfter?: number },
): Promise<Result> {
  const { boundary, body } = settingsMultipart();
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${server.url}/api/v1/office/configs`,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
          'x-forwarded-for': nextIp(),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const parsed = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { message?: string };
          resolve({
            sentAt,
            status: res.statusCode,
            connection: res.headers.connection,
            message: parsed.message,
          });
        });
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ sentAt, error: e.code ?? e.message }));
    const size = Math.ceil(body.length / opts.slices);
    void (async () => {
      for (let i = 0; i < opts.slices; i++) {
        if (opts.stallAfter !== undefined && i >= opts.stallAfter) return;
        req.write(body.subarray(i * size, (i + 1) * size));
        if (i === 0) opts.onStarted();
        await new Promise((r) => setTimeout(r, opts.gapMs));
      }
      req.end();
    })();
  });
}

/** Polls `done` every 50 ms until it holds, failing after `timeoutMs`. */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function adminToken(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { user: { token: string } } }).data.user.token;
}

/**
 * The state PostgreSQL recorded in `global/pg_control` (ControlFileData.state, the int32 after the
 * system identifier and two version numbers): 1 is "shut down"; 6, "in production", means the folder
 * was left open and the next start must recover.
 */
function clusterState(dataDir: string): number {
  return fs.readFileSync(path.join(dataDir, 'db', 'global', 'pg_control')).readInt32LE(16);
}
const DB_SHUTDOWNED = 1;

/** SIGTERM during a stream of registrations and a slow upload: see the comment at the top. */
async function sigtermDuringWrites(engine: Engine): Promise<void> {
  // Info lines carry the moment the server began draining ("shutting down"), by the same clock.
  const server = await startServer({
    dataDir: engine.dataDir,
    env: { ...engine.env, ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: 'info' },
    startTimeoutMs: SLOW_START_MS,
  });
  const token = await adminToken(server);

  let signalledAt = Infinity;
  const clients = [1, 2, 3, 4].map((id) =>
    registeringClient(server, id, () => Date.now() > signalledAt + 10_000),
  );
  // Let the stream run, then start a slow upload and send SIGTERM while its body is on the wire.
  await new Promise((r) => setTimeout(r, 1_500));
  let uploadStarted!: () => void;
  const started = new Promise<void>((r) => (uploadStarted = r));
  const upload = slowUpload(server, token, { slices: 8, gapMs: 300, onStarted: uploadStarted });
  await started;
  // The upload must be in flight, not still on the wire, when the signal comes: wait for the server
  // to log it (a loaded machine may take seconds to read its headers).
  await until(() => server.output().includes('"url":"/api/v1/office/configs"'), 30_000);
  signalledAt = Date.now();
  const exitCode = await server.stop('SIGTERM', 60_000);
  const exitedAfter = Date.now() - signalledAt;
  const results = (await Promise.all(clients)).flat();
  const uploaded = await upload;

  expect(exitCode).toBe(0);
  expect(exitedAfter).toBeLessThan(15_000);
  expect(uploaded.status).toBe(200);
  expect(uploaded.connection).toBe('close');

  // No reset, no hang-up: an answer, or a refused connection once the server stopped listening.
  const errors = results.filter((r) => r.error && r.error !== 'ECONNREFUSED');
  expect(errors.map((r) => `${r.email}: ${r.error}`)).toEqual([]);
  const acknowledged = results.filter((r) => r.status === 201);
  expect(acknowledged.length).toBeGreaterThan(4);
  expect(results.filter((r) => r.status !== undefined && r.status !== 201 && r.status !== 503)).toEqual([]);
  // Sent once the server was draining: a 503 that closes its connection, or refused.
  const drainLine = server
    .output()
    .split('\n')
    .find((line) => line.includes('shutting down'));
  expect(drainLine).toBeDefined();
  const drainingAt = (JSON.parse(drainLine!) as { time: number }).time;
  const late = results.filter((r) => r.sentAt > drainingAt);
  expect(late.length).toBeGreaterThan(0);
  for (const r of late) {
    if (r.error) continue;
    expect(r).toMatchObject({ status: 503, connection: 'close', message: MESSAGES.serviceUnavailable });
  }
  // Every answer given after the signal told its client to close the connection.
  for (const r of results.filter((x) => x.status === 503)) expect(r.connection).toBe('close');

  // The embedded folder was shut down cleanly (no recovery at the next start); either engine holds
  // every acknowledged write.
  if (engine.embedded) expect(clusterState(engine.dataDir)).toBe(DB_SHUTDOWNED);
  const database = await engine.open();
  try {
    const { rows } = await database.query('select email from users where email = any($1::text[])', [
      acknowledged.map((r) => r.email),
    ]);
    expect(rows.map((r) => r.email).sort()).toEqual(acknowledged.map((r) => r.email).sort());
    const logo = await database.query("select value from configs where key = 'web_logo'");
    expect(String(logo.rows[0]?.value ?? '')).not.toBe('');
    const name = await database.query("select value from configs where key = 'web_name'");
    expect(name.rows[0]?.value).toBe(SETTINGS_FIELDS.web_name);
  } finally {
    await database.close();
  }
  expect(server.output()).not.toMatch(/\n\s+at /);
}

describe('SIGTERM on each engine', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('on the embedded engine: finishes what is in flight, refuses what comes after without a reset, keeps every acknowledged write and exits 0', async () => {
    const engine = pgliteEngine();
    cleanups.push(engine.cleanup);
    await sigtermDuringWrites(engine);
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)(
    `on PostgreSQL: the same${url ? '' : ' (skipped: TEST_DATABASE_URL is not set; `eval "$(bash .ci/pg-start.sh)"` gives one)'}`,
    async () => {
      const engine = await postgresEngine(url!, 'siloker_sigterm', { ADMIN_EMAIL, ADMIN_PASSWORD });
      cleanups.push(engine.cleanup);
      await sigtermDuringWrites(engine);
    },
  );
});

describe('SIGTERM on the embedded engine', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('cuts a request that never ends after the drain time, still closes the database, and exits 1 within the bound', async () => {
    const dataDir = seededDataDir();
    dirs.push(dataDir);
    const server = await startServer({ dataDir, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
    const token = await adminToken(server);
    let uploadStarted!: () => void;
    const started = new Promise<void>((r) => (uploadStarted = r));
    // Sends its headers and a first piece, then nothing: the server waits for the rest until it cuts.
    const stalled = slowUpload(server, token, {
      slices: 8,
      gapMs: 100,
      onStarted: uploadStarted,
      stallAfter: 1,
    });
    await started;
    await new Promise((r) => setTimeout(r, 200));
    const signalledAt = Date.now();
    const exitCode = await server.stop('SIGTERM', 60_000);
    const exitedAfter = Date.now() - signalledAt;
    expect(exitCode).toBe(1);
    // Cut at 20 s (SHUTDOWN_DRAIN_MS), well before the 25 s bound.
    expect(exitedAfter).toBeGreaterThan(19_000);
    expect(exitedAfter).toBeLessThan(25_000);
    expect((await stalled).status).toBeUndefined();
    expect(clusterState(dataDir)).toBe(DB_SHUTDOWNED);
    expect(server.output()).toContain('cutting them');
  });
});
