/**
 * `npm run bench:uploads [-- --port 3310] [--server <checkout>] [--requests 4] [--parts 40]`
 * The upload-memory row (issue 15 item 4; docs/decisions/074): starts the production server on a fresh
 * embedded database with the demo data, signs in as the demo seeker, and sends `--requests` POST
 * /profile-seeker/ at once, each of `--parts` certificate parts of 5 MB (40 × 5 MB = 200 MB), twice:
 * with a Content-Length as a browser sends it, and chunked (no length, so the server has to count).
 * Each client stops sending once it has its answer. The server's resident memory (VmRSS) is sampled
 * every 5 ms and its peak (VmHWM, reset before each round) read after; the row is the peak above idle.
 * `--server` measures another checkout's server (an export of an earlier commit): before/after.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3310' },
    server: { type: 'string' },
    requests: { type: 'string', default: '4' },
    parts: { type: 'string', default: '40' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const serverRoot = args.server ? path.resolve(args.server) : root;
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const REQUESTS = Number(args.requests);
const PARTS = Number(args.parts);
const PART_BYTES = 5 * 1024 * 1024;
const MB = 1024 * 1024;

const log = (msg: string) => console.log(`[bench:uploads] ${msg}`);

function status(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(text);
  return kb ? Number(kb[1]) * 1024 : 0;
}

/** Resets the peak resident size the kernel keeps for the process (Linux: clear_refs 5). */
function resetPeak(pid: number) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* not allowed: the sampled peak still counts */
  }
}

async function startServer() {
  const built = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: serverRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('server build failed');
  const bundle = path.join(serverRoot, '.bench', 'upload-server');
  fs.rmSync(bundle, { recursive: true, force: true });
  fs.cpSync(path.join(serverRoot, 'apps/server/dist'), bundle, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siloker-bench-uploads-'));
  const child = spawn(process.execPath, [path.join(bundle, 'main.js')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SILOKER_MIGRATIONS_DIR: path.join(serverRoot, 'apps/server/drizzle'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) {
        return {
          pid: child.pid!,
          stop: () => {
            child.kill('SIGTERM');
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** One profile save of PARTS certificates of 5 MB, stopped as soon as the server answers. */
function hostileSave(token: string, withLength: boolean) {
  const boundary = `siloker-bench-${Math.random().toString(16).slice(2)}`;
  const heads = Array.from({ length: PARTS }, (_, i) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${i % 2 ? 'skills' : 'educations'}[${i >> 1}][certificate]"; filename="s${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
  );
  const end = Buffer.from(`--${boundary}--\r\n`);
  const total = heads.reduce((n, h) => n + h.length + PART_BYTES + 2, end.length);
  const headers: Record<string, string | number> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    authorization: `Bearer ${token}`,
  };
  if (withLength) headers['content-length'] = total;
  return new Promise<{ status: number; sent: number }>((resolve) => {
    let sent = 0;
    let answer = 0;
    const req = http.request(`${base}/api/v1/profile-seeker/`, { method: 'POST', headers });
    req.on('response', (res) => {
      answer = res.statusCode ?? 0;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ status: answer, sent });
      });
    });
    req.on('error', () => resolve({ status: answer, sent }));
    // A part's bytes: a PDF header, then filler, as a scanner's output would be.
    const step = Buffer.alloc(256 * 1024, 0x20);
    step.write('%PDF-1.4\n');
    const put = async (b: Buffer) => {
      if (answer || req.destroyed) return;
      sent += b.length;
      if (!req.write(b)) await new Promise<void>((r) => req.once('drain', r));
    };
    void (async () => {
      for (const head of heads) {
        await put(head);
        for (let left = PART_BYTES; left > 0 && !answer; left -= step.length) {
          await put(step.subarray(0, Math.min(left, step.length)));
        }
        await put(Buffer.from('\r\n'));
      }
      await put(end);
      if (!answer && !req.destroyed) req.end();
    })();
  });
}

async function round(pid: number, token: string, withLength: boolean) {
  // Idle: after a GC-friendly pause, the median of a few samples.
  await new Promise((r) => setTimeout(r, 1500));
  const idleSamples = [];
  for (let i = 0; i < 10; i++) {
    idleSamples.push(status(pid, 'VmRSS'));
    await new Promise((r) => setTimeout(r, 50));
  }
  const idle = idleSamples.sort((a, b) => a - b)[5]!;
  resetPeak(pid);
  let sampled = 0;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, status(pid, 'VmRSS'));
  }, 5);
  const started = Date.now();
  const results = await Promise.all(Array.from({ length: REQUESTS }, () => hostileSave(token, withLength)));
  const ms = Date.now() - started;
  clearInterval(timer);
  const peak = Math.max(sampled, status(pid, 'VmHWM'));
  const label = withLength ? 'with Content-Length' : 'chunked';
  const statuses = results.map((r) => r.status).join(', ');
  const sentMb = results.map((r) => (r.sent / MB).toFixed(1)).join(', ');
  log(
    `${label}: idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, ` +
      `above idle ${((peak - idle) / MB).toFixed(0)} MB; answers ${statuses}; MB sent before the answer ${sentMb}; ${ms} ms`,
  );
  return { label, idle, peak, statuses, sentMb, ms };
}

const server = await startServer();
try {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'pencari@siloker.test', password: 'Pencari#2026' }),
  });
  const token = ((await login.json()) as { data: { user: { token: string } } }).data.user.token;
  if (!token) throw new Error('demo seeker login failed');
  log(
    `${REQUESTS} requests at once, each ${PARTS} × 5 MB certificate parts (${((PARTS * PART_BYTES) / MB).toFixed(0)} MB)`,
  );
  const rows = [await round(server.pid, token, true), await round(server.pid, token, false)];
  console.log(
    '\n| body | idle RSS | peak RSS | peak above idle | answers | MB sent before the answer | ms |',
  );
  console.log('| --- | ---: | ---: | ---: | --- | --- | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${(r.idle / MB).toFixed(0)} MB | ${(r.peak / MB).toFixed(0)} MB | ${((r.peak - r.idle) / MB).toFixed(0)} MB | ${r.statuses} | ${r.sentMb} | ${r.ms} |`,
    );
  }
} finally {
  server.stop();
}
