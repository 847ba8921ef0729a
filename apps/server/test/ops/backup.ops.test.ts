import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkIn } from '../auth-helpers.ts';
import { startSmtp, type TestSmtp } from '../smtp.ts';
import {
  runServerCommand,
  seededDataDir,
  startServer,
  tempDir,
  type ServerProcess,
} from './server-process.ts';

/**
 * Backups that restore (issue 18 item 1; docs/decisions/092-backup-restore-and-data-dir-lock.md): a
 * writer registers seekers and uploads their CVs over HTTP while `backup` asks the running server for
 * an archive; the archive restored into a new folder serves every write acknowledged before the backup
 * began, with its file, and every CV row it holds has its file.
 */
const PASSWORD = 'kopi-susu-pagi-hari';
let ipCounter = 0;
const headers = () => ({ 'x-forwarded-for': `10.7.${(++ipCounter >> 8) & 255}.${ipCounter & 255}` });

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      ...headers(),
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: any } };
}

const cvBytes = (label: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${label}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

interface Ack {
  email: string;
  at: number;
  /** The CV's storage key and bytes once its upload was acknowledged. */
  cv?: { key: string; bytes: Buffer; at: number };
}

/** One writer: register, activate from the mail, upload a CV; records when each write was acknowledged. */
async function writer(url: string, smtp: TestSmtp, acks: Ack[], stop: () => boolean, id: number) {
  for (let n = 0; !stop(); n++) {
    const email = `penulis${id}-${n}-${Math.random().toString(36).slice(2, 6)}@contoh.id`;
    const reg = await post(`${url}/api/v1/auth/register`, {
      name: 'Budi Santoso',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
      roles: 'seeker',
    });
    if (reg.status !== 201) throw new Error(`register ${reg.status} ${reg.body.message}`);
    const ack: Ack = { email, at: Date.now() };
    acks.push(ack);
    const mail = await smtp.waitFor(email, (m) => m.subject.startsWith('Aktivasi'), 30_000);
    const link = linkIn(mail, '/aktifasi-email');
    const verified = await post(`${url}/api/v1/auth/verification-email`, {
      email: link.email,
      token: link.token,
    });
    if (verified.status !== 200) throw new Error(`activate ${verified.status}`);
    const token = verified.body.data.user.token as string;
    const bytes = cvBytes(`cv ${email}`);
    const form = new FormData();
    form.append('file_cv', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf');
    const res = await fetch(`${url}/api/v1/profile-seeker/`, {
      method: 'POST',
      headers: { ...headers(), authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { data: any };
    if (res.status !== 200) throw new Error(`cv ${res.status} ${JSON.stringify(body)}`);
    ack.cv = { key: body.data.seeker_detail.file_cv as string, bytes, at: Date.now() };
  }
}

async function login(url: string, email: string) {
  return post(`${url}/api/v1/auth/login`, { email, password: PASSWORD });
}

describe('backup while serving, restore into a new folder', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let smtp: TestSmtp | undefined;
  let restoredFolder: string | undefined;
  afterAll(async () => {
    for (const s of servers) await s.stop('SIGKILL');
    await smtp?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every write acknowledged before the backup began, with its file, and serves it after restore', async () => {
    smtp = await startSmtp();
    const dataDir = seededDataDir();
    const backupDir = tempDir('siloker-ops-backups-');
    const restoredDir = tempDir('siloker-ops-restored-');
    dirs.push(dataDir, backupDir, restoredDir);
    const env = { SMTP_URL: smtp.url, BACKUP_DIR: backupDir };
    const server = await startServer({ dataDir, env, startTimeoutMs: 300_000 });
    servers.push(server);

    const acks: Ack[] = [];
    let stopping = false;
    let writeError: unknown;
    const writers = [0, 1].map((id) =>
      writer(server.url, smtp!, acks, () => stopping || writeError !== undefined, id).catch(
        (err: unknown) => {
          writeError ??= err;
        },
      ),
    );
    // Some complete writes (with files) before the backup.
    const ready = Date.now() + 120_000;
    while (acks.filter((a) => a.cv).length < 3 && Date.now() < ready && writeError === undefined) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(writeError).toBeUndefined();
    expect(acks.filter((a) => a.cv).length).toBeGreaterThanOrEqual(3);

    const backupStart = Date.now();
    const backup = await runServerCommand(['backup'], { dataDir, env });
    const backupEnd = Date.now();
    stopping = true;
    await Promise.all(writers);
    expect(writeError).toBeUndefined();
    expect(backup.code, backup.output).toBe(0);
    // The running server took it (it owns the database) and kept serving meanwhile.
    expect(backup.output).toContain(`pid ${server.pid}`);
    const file = /Cadangan tersimpan: (\S+\.tar\.gz)/.exec(backup.output)?.[1];
    expect(file).toBeDefined();
    expect(path.dirname(file!)).toBe(backupDir);
    expect(acks.some((a) => a.at > backupStart && a.at < backupEnd)).toBe(true);
    expect(await server.stop('SIGTERM')).toBe(0);

    const restored = await runServerCommand(['restore', file!], { dataDir: restoredDir });
    expect(restored.code, restored.output).toBe(0);
    const second = await startServer({
      dataDir: restoredDir,
      env: { SMTP_URL: smtp.url },
      startTimeoutMs: 300_000,
    });
    servers.push(second);

    const before = acks.filter((a) => a.at < backupStart);
    expect(before.length).toBeGreaterThan(0);
    for (const ack of acks) {
      const res = await login(second.url, ack.email);
      // Acknowledged before the backup began: the account is there (activated or waiting for activation).
      // (200 once activated, 403 while waiting for activation; an unknown address answers 400).
      if (ack.at < backupStart) expect([200, 403], `${ack.email} ${res.body.message}`).toContain(res.status);
      if (!ack.cv || res.status !== 200) {
        if (ack.cv && ack.cv.at < backupStart)
          expect(res.status, `${ack.email} ${res.body.message}`).toBe(200);
        continue;
      }
      const token = res.body.data.user.token as string;
      const profile = await fetch(`${second.url}/api/v1/profile-seeker`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const key = ((await profile.json()) as { data: any }).data.seeker_detail.file_cv as string | null;
      if (ack.cv.at < backupStart) expect(key, ack.email).toBe(ack.cv.key);
      // Any CV row the archive holds (acknowledged before or during the backup) has its file.
      if (key === ack.cv.key) {
        const download = await fetch(`${second.url}/api/v1/files/${key}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(download.status, `${ack.email} ${key}`).toBe(200);
        expect(Buffer.from(await download.arrayBuffer()).equals(ack.cv.bytes), key).toBe(true);
      }
    }
    expect(await second.stop('SIGTERM')).toBe(0);
    restoredFolder = restoredDir;
  }, 600_000);

  it('takes the daily backup when the last archive is a day old and keeps BACKUP_KEEP archives', async () => {
    expect(restoredFolder, 'the restore above').toBeDefined();
    const backupDir = tempDir('siloker-ops-daily-');
    dirs.push(backupDir);
    // Three older archives (the newest two days old) and a file that is not an archive.
    const old = ['2026-01-01T010000Z', '2026-01-02T010000Z', '2026-01-03T010000Z'].map(
      (at) => `siloker-backup-${at}.tar.gz`,
    );
    for (const name of old) fs.writeFileSync(path.join(backupDir, name), 'lama');
    fs.writeFileSync(path.join(backupDir, 'catatan.txt'), 'bukan arsip');
    const env = { BACKUP_DIR: backupDir, BACKUP_KEEP: '2', BACKUP_DELAY_SECONDS: '0' };
    const server = await startServer({ dataDir: restoredFolder!, env, startTimeoutMs: 300_000 });
    servers.push(server);
    const archives = () =>
      fs
        .readdirSync(backupDir)
        .filter((n) => n.endsWith('.tar.gz'))
        .sort();
    const deadline = Date.now() + 180_000;
    while (archives().length !== 2 || archives()[0] !== old[2]) {
      if (Date.now() > deadline) throw new Error(`archives: ${archives().join(', ')}\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const [kept, made] = archives();
    expect(kept).toBe(old[2]);
    expect(made! > old[2]!).toBe(true);
    expect(fs.existsSync(path.join(backupDir, 'catatan.txt'))).toBe(true);
    expect(await server.stop('SIGTERM')).toBe(0);

    // A start with a fresh archive takes none: still the same two.
    const again = await startServer({ dataDir: restoredFolder!, env, startTimeoutMs: 300_000 });
    servers.push(again);
    await new Promise((r) => setTimeout(r, 5_000));
    expect(archives()).toEqual([kept, made]);
    expect(await again.stop('SIGTERM')).toBe(0);
  }, 600_000);
});
