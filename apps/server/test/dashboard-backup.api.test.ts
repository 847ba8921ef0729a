import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardBackupDataSchema } from '@siloker/shared';
import { createTestApp, type TestApp } from './harness.ts';
import { testConfig } from './config.ts';
import { makeOfficeAccount } from './access-fixtures.ts';
import { makeSeeker, sessionToken } from './public-fixtures.ts';

/**
 * GET /dashboard/backup (issue 18 item 1; docs/decisions/092): the office dashboard's last backup,
 * read from BACKUP_DIR's archive names, with a warning when it is older than two days or missing.
 */
describe('the office dashboard’s backup status', () => {
  let t: TestApp;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siloker-backup-status-'));
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: backupDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/^(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')
      .slice(0, 17);
  const archive = (d: Date, bytes: number) => {
    // siloker-backup-YYYY-MM-DDTHHMMSSZ.tar.gz
    const name = `siloker-backup-${stamp(d)}Z.tar.gz`;
    fs.writeFileSync(path.join(backupDir, name), Buffer.alloc(bytes));
    return name;
  };

  it('warns when there is no backup, shows the newest with its size, and warns again once it is over two days old', async () => {
    const admin = await makeOfficeAccount(t, 'ADMINISTRATOR');
    const none = await t.get('/api/v1/dashboard/backup', admin.token);
    expect(none.status).toBe(200);
    expect(DashboardBackupDataSchema.parse(none.body.data)).toEqual({
      engine: 'pglite',
      last_at: null,
      size_bytes: null,
      stale: true,
    });

    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    hourAgo.setUTCMilliseconds(0);
    archive(new Date(Date.now() - 5 * 24 * 60 * 60 * 1000), 10);
    archive(hourAgo, 3 * 1024 * 1024);
    fs.writeFileSync(path.join(backupDir, 'siloker-backup-bukan-arsip.tar.gz'), 'x');
    const fresh = await t.get('/api/v1/dashboard/backup', admin.token);
    expect(fresh.body.data).toEqual({
      engine: 'pglite',
      last_at: hourAgo.toISOString(),
      size_bytes: 3 * 1024 * 1024,
      stale: false,
    });

    for (const name of fs.readdirSync(backupDir)) fs.rmSync(path.join(backupDir, name));
    const threeDays = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    threeDays.setUTCMilliseconds(0);
    archive(threeDays, 2048);
    const old = await t.get('/api/v1/dashboard/backup', admin.token);
    expect(old.body.data).toMatchObject({ last_at: threeDays.toISOString(), size_bytes: 2048, stale: true });
  });

  it('is the office’s only: a seeker gets 403 and a guest 401', async () => {
    const seeker = await makeSeeker(t.db);
    expect((await t.get('/api/v1/dashboard/backup', await sessionToken(t.db, seeker.user_id))).status).toBe(
      403,
    );
    expect((await t.get('/api/v1/dashboard/backup')).status).toBe(401);
  });

  it('defaults BACKUP_DIR to DATA_DIR/backups and refuses one inside the served storage', () => {
    expect(testConfig({ DATA_DIR: '/srv/siloker' }).backupDir).toBe('/srv/siloker/backups');
    expect(() =>
      testConfig({ DATA_DIR: '/srv/siloker', BACKUP_DIR: '/srv/siloker/storage/cadangan' }),
    ).toThrow('BACKUP_DIR');
    expect(() => testConfig({ BACKUP_KEEP: '-1' })).toThrow('BACKUP_KEEP');
  });
});
