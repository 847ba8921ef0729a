import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { runServerCommand, startServer, tempDir, type ServerProcess } from './server-process.ts';

/**
 * `npm run backup` on PostgreSQL (issue 18 item 1; README "Cadangan dan pemulihan"): pg_dump plus the
 * storage folder in one archive, which pg_restore turns back into a database the portal serves.
 */
const bin = findPostgresBin();
const pgRestore =
  bin && fs.existsSync(path.join(bin, 'pg_restore')) ? path.join(bin, 'pg_restore') : undefined;

describe.skipIf(!bin || !pgRestore)('backup on PostgreSQL (needs Debian’s PostgreSQL binaries)', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let cluster: PostgresCluster | undefined;
  afterAll(async () => {
    for (const s of servers) await s.stop('SIGKILL');
    cluster?.destroy();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes pg_dump and the files into the archive, and pg_restore brings every account back', async () => {
    cluster = await startPostgresCluster();
    const url = await cluster.createDatabase('siloker_backup_src');
    const dataDir = tempDir();
    const backupDir = tempDir('siloker-ops-pg-backups-');
    dirs.push(dataDir, backupDir);
    const env = { DATABASE_URL: url, BACKUP_DIR: backupDir };
    const server = await startServer({ dataDir, env, startTimeoutMs: 300_000 });
    servers.push(server);
    const email = 'pg-cadangan@contoh.id';
    const register = (base: string) =>
      fetch(`${base}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
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
    expect((await register(server.url)).status).toBe(201);
    // An uploaded file on local disk (PostgreSQL with DATA_DIR/storage).
    fs.mkdirSync(path.join(dataDir, 'storage', 'public', 'logo'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'storage', 'public', 'logo', 'contoh-berkas-logo-01.png'), 'png');

    // Taken while the server runs: no lock on PostgreSQL.
    const backup = await runServerCommand(['backup'], { dataDir, env });
    expect(backup.code, backup.output).toBe(0);
    const archive = /Cadangan tersimpan: (\S+\.tar\.gz)/.exec(backup.output)?.[1];
    expect(archive).toBeDefined();
    expect(await server.stop('SIGTERM')).toBe(0);

    const unpacked = tempDir('siloker-ops-pg-unpacked-');
    dirs.push(unpacked);
    await tar.x({ file: archive!, cwd: unpacked });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ engine: 'postgres', database: { file: 'database.pgdump' } });
    expect(manifest.storage).toMatchObject({ driver: 'local', files: 1 });
    expect(
      fs.readFileSync(path.join(unpacked, 'storage/public/logo/contoh-berkas-logo-01.png'), 'utf8'),
    ).toBe('png');

    // npm run restore refuses a PostgreSQL archive and names pg_restore.
    const refused = await runServerCommand(['restore', archive!], { dataDir: tempDir(), env });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('pg_restore');

    // The documented restore: pg_restore into an empty database, then start on it.
    const target = await cluster.createDatabase('siloker_backup_dst');
    execFileSync(pgRestore!, ['--no-owner', `--dbname=${target}`, path.join(unpacked, 'database.pgdump')], {
      stdio: 'pipe',
    });
    const restored = await startServer({
      dataDir: tempDir(),
      env: { DATABASE_URL: target },
      startTimeoutMs: 300_000,
    });
    servers.push(restored);
    // The account is there: its right password meets "not activated yet" (403), an unknown address 400.
    const login = (address: string) =>
      fetch(`${restored.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.2' },
        body: JSON.stringify({ email: address, password: 'kopi-susu-pagi-hari' }),
      });
    expect((await login(email)).status).toBe(403);
    expect((await login('tidak-pernah@contoh.id')).status).toBe(400);
    expect(await restored.stop('SIGTERM')).toBe(0);
  }, 600_000);
});
