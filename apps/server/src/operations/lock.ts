import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process per embedded database (docs/decisions/092-backup-restore-and-data-dir-lock.md): the
 * server, `backup` and `restore` take `DATA_DIR/siloker.lock` (a proper-lockfile folder whose mtime the
 * holder refreshes every UPDATE_MS) before the database opens. A holder killed with SIGKILL stops
 * refreshing it; after STALE_MS the next start takes it over.
 */
export const LOCK_NAME = 'siloker.lock';
/** Who holds the lock, beside it, so a refused start can name the running one. */
export const LOCK_INFO_NAME = 'siloker.lock.json';
export const STALE_MS = 10_000;
const UPDATE_MS = 2_000;

export interface LockInfo {
  pid: number;
  host: string;
  /** What holds it: the server, or a `backup`/`restore`/`check-storage` command. */
  command: 'server' | 'backup' | 'restore' | 'check-storage';
  port: number | null;
  started_at: string;
  public_url: string | null;
}

export class LockHeldError extends Error {
  constructor(
    message: string,
    readonly info: LockInfo | null,
  ) {
    super(message);
  }
}

export interface DataDirLock {
  info: LockInfo;
  release(): Promise<void>;
}

const lockOptions = (dataDir: string) => ({
  lockfilePath: path.join(dataDir, LOCK_NAME),
  realpath: false,
});

export function readLockInfo(dataDir: string): LockInfo | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_INFO_NAME), 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The refusal, naming the holder (pid, port, since when) so the operator finds it. */
export function heldMessage(dataDir: string, info: LockInfo | null): string {
  if (!info) return `DATA_DIR ${dataDir} sedang dipakai proses SiLoker lain (berkas kunci ${LOCK_NAME}).`;
  const what =
    info.command === 'server'
      ? `server SiLoker (pid ${info.pid} di ${info.host}, port ${info.port ?? '-'}` +
        `${info.public_url ? `, ${info.public_url}` : ''}, berjalan sejak ${info.started_at})`
      : `perintah ${info.command} (pid ${info.pid} di ${info.host}, sejak ${info.started_at})`;
  return (
    `DATA_DIR ${dataDir} sedang dipakai ${what}. Satu basis data tertanam hanya boleh dibuka satu ` +
    'proses: hentikan proses itu dulu, atau pakai DATA_DIR lain.'
  );
}

/**
 * Takes the lock or throws LockHeldError. A lock whose recorded holder is dead on this host is waited
 * for until it goes stale (at most STALE_MS) and then taken over; a live holder is refused at once.
 */
export async function acquireDataDirLock(
  dataDir: string,
  what: Omit<LockInfo, 'pid' | 'host' | 'started_at'>,
  onCompromised: (err: Error) => void,
): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + STALE_MS + 5_000;
  let waitedSaid = false;
  for (;;) {
    try {
      const info: LockInfo = {
        ...what,
        pid: process.pid,
        host: os.hostname(),
        started_at: new Date().toISOString(),
      };
      const options = { ...lockOptions(dataDir), stale: STALE_MS, update: UPDATE_MS };
      let release = await lockfile.lock(dataDir, { ...options, onCompromised: (err) => relock(err) });
      // A refresh missed for STALE_MS (an event loop held up by a long synchronous step) marks the
      // lock compromised even when nobody took it: then take it again; only when another process
      // holds it now, give up (onCompromised).
      const relock = (err: Error) => {
        lockfile
          .lock(dataDir, { ...options, onCompromised: (e) => relock(e) })
          .then((r) => {
            release = r;
          })
          .catch(() => onCompromised(err));
      };
      fs.writeFileSync(path.join(dataDir, LOCK_INFO_NAME), `${JSON.stringify(info, null, 2)}\n`);
      return {
        info,
        async release() {
          fs.rmSync(path.join(dataDir, LOCK_INFO_NAME), { force: true });
          await release().catch(() => undefined);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      const info = readLockInfo(dataDir);
      const deadHere = info !== null && info.host === os.hostname() && !alive(info.pid);
      if (!deadHere || Date.now() > deadline) throw new LockHeldError(heldMessage(dataDir, info), info);
      if (!waitedSaid) {
        console.error(
          `Kunci ${LOCK_NAME} milik proses ${info.pid} yang sudah berhenti; menunggu kunci itu basi ` +
            `(paling lama ${STALE_MS / 1000} detik) lalu mengambil alih.`,
        );
        waitedSaid = true;
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

/** Whether a live process holds the lock now (a fresh lock folder). */
export async function isLocked(dataDir: string): Promise<boolean> {
  if (!fs.existsSync(dataDir)) return false;
  return lockfile.check(dataDir, { ...lockOptions(dataDir), stale: STALE_MS });
}
