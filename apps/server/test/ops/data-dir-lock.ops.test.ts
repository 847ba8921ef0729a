import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  runServerCommand,
  seededDataDir,
  startServer,
  tempDir,
  type ServerProcess,
} from './server-process.ts';

/**
 * One server per embedded database (issue 18 item 3; docs/decisions/092-backup-restore-and-data-dir-lock.md):
 * a second start on the same DATA_DIR refuses naming the running one, and a SIGKILLed holder's lock is
 * taken over once it is stale.
 */
describe('the embedded DATA_DIR lock', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop('SIGKILL');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const register = (url: string, email: string) =>
    fetch(`${url}/api/v1/auth/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1`,
      },
      body: JSON.stringify({
        name: 'Budi Santoso',
        email,
        password: 'kopi-susu-pagi-hari',
        password_confirmation: 'kopi-susu-pagi-hari',
        privacy_consent: true,
        type: 'seeker',
        roles: 'seeker',
      }),
    });
  /** A stored, not yet activated account answers its right password with 403; an unknown address 400. */
  const known = async (url: string, email: string) => {
    const res = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.2`,
      },
      body: JSON.stringify({ email, password: 'kopi-susu-pagi-hari' }),
    });
    if (res.status !== 403 && res.status !== 400) throw new Error(`login answered ${res.status}`);
    return res.status === 403;
  };

  it('refuses a second server naming the first, takes a SIGKILLed server’s lock over, and backup/restore respect it', async () => {
    const dataDir = seededDataDir();
    dirs.push(dataDir);
    const first = await startServer({ dataDir, startTimeoutMs: 300_000 });
    servers.push(first);
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'siloker.lock.json'), 'utf8'));
    expect(info).toMatchObject({ pid: first.pid, port: first.port, command: 'server' });
    expect(fs.statSync(path.join(dataDir, 'siloker.sock')).mode & 0o777).toBe(0o600);

    // A second server on the same folder: exit 1 with the Indonesian message naming pid, port and start.
    const second = await startServer({ dataDir, waitHealthy: false });
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('sedang dipakai server SiLoker');
    expect(second.output()).toContain(`pid ${first.pid}`);
    expect(second.output()).toContain(`port ${first.port}`);
    expect(second.output()).toContain(info.started_at);
    // The first keeps serving and writing.
    expect((await register(first.url, 'pertama@contoh.id')).status).toBe(201);

    // restore into the locked folder refuses with the same message (and touches nothing).
    const restore = await runServerCommand(['restore', path.join(dataDir, 'tidak-ada.tar.gz')], { dataDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(`pid ${first.pid}`);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);

    // SIGKILL: the lock stays behind, stale once its holder stops refreshing it; the next start takes it.
    await first.stop('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, 'siloker.lock'))).toBe(true);
    const third = await startServer({ dataDir, startTimeoutMs: 120_000 });
    servers.push(third);
    expect(third.output()).toContain('menunggu kunci itu basi');
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'siloker.lock.json'), 'utf8')).pid).toBe(third.pid);
    expect(await known(third.url, 'pertama@contoh.id')).toBe(true);
    expect(await known(third.url, 'tidak-pernah@contoh.id')).toBe(false);
    expect((await register(third.url, 'ketiga@contoh.id')).status).toBe(201);

    // A clean stop releases lock, holder file and socket; the next start is immediate.
    expect(await third.stop('SIGTERM')).toBe(0);
    for (const name of ['siloker.lock', 'siloker.lock.json', 'siloker.sock']) {
      expect(fs.existsSync(path.join(dataDir, name)), name).toBe(false);
    }
    const fourth = await startServer({ dataDir, startTimeoutMs: 300_000 });
    servers.push(fourth);
    expect(fourth.output()).not.toContain('menunggu kunci itu basi');
    expect(await known(fourth.url, 'ketiga@contoh.id')).toBe(true);
    expect(await fourth.stop('SIGTERM')).toBe(0);
  });

  it('restore refuses a folder that is not empty', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'catatan.txt'), 'jangan ditimpa');
    const archive = path.join(tempDir(), 'siloker-backup-2026-01-01T000000Z.tar.gz');
    dirs.push(path.dirname(archive));
    fs.writeFileSync(archive, 'bukan arsip');
    const res = await runServerCommand(['restore', archive], { dataDir });
    expect(res.code).toBe(1);
    expect(res.output).toContain('tidak kosong');
    expect(res.output).toContain('catatan.txt');
    expect(fs.readdirSync(dataDir).sort()).toEqual(['catatan.txt']);
  });
});
