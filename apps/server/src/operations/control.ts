import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The running server's control socket, `DATA_DIR/siloker.sock`, mode 0600: only the account that runs
 * the server may connect. `backup` uses it to ask the process that owns the embedded database for a
 * consistent copy while the portal keeps serving (docs/decisions/092-backup-restore-and-data-dir-lock.md).
 * One JSON line each way per connection.
 */
export const SOCKET_NAME = 'siloker.sock';

export interface ControlRequest {
  command: 'backup';
  backup_dir: string;
}
export type ControlAnswer = { ok: true; file: string; size: number } | { ok: false; message: string };

export function socketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_NAME);
}

export async function listenControl(
  dataDir: string,
  handle: (req: ControlRequest) => Promise<ControlAnswer>,
): Promise<net.Server> {
  const file = socketPath(dataDir);
  // We hold the DATA_DIR lock, so a socket file left here is a dead server's.
  fs.rmSync(file, { force: true });
  const server = net.createServer((conn) => {
    let buf = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      buf += chunk;
      if (buf.length > 64 * 1024) conn.destroy();
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      conn.removeAllListeners('data');
      let req: ControlRequest;
      try {
        req = JSON.parse(buf.slice(0, nl)) as ControlRequest;
      } catch {
        conn.end(`${JSON.stringify({ ok: false, message: 'Permintaan tidak dikenal.' })}\n`);
        return;
      }
      void handle(req)
        .catch((err: Error) => ({ ok: false as const, message: err.message }))
        .then((answer) => conn.end(`${JSON.stringify(answer)}\n`));
    });
    conn.on('error', () => undefined);
  });
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
  } finally {
    process.umask(previous);
  }
  fs.chmodSync(file, 0o600);
  return server;
}

/** Sends one request to the server that owns DATA_DIR and waits for its answer. */
export async function askServer(
  dataDir: string,
  req: ControlRequest,
  timeoutMs = 30 * 60_000,
): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const conn = net.createConnection(socketPath(dataDir));
    let buf = '';
    conn.setEncoding('utf8');
    conn.setTimeout(timeoutMs, () => conn.destroy(new Error('server tidak menjawab')));
    conn.on('connect', () => conn.write(`${JSON.stringify(req)}\n`));
    conn.on('data', (chunk: string) => (buf += chunk));
    conn.on('end', () => {
      try {
        resolve(JSON.parse(buf) as ControlAnswer);
      } catch {
        reject(new Error('jawaban server tidak terbaca'));
      }
    });
    conn.on('error', reject);
  });
}
