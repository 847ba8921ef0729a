import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { registerAndActivate } from './auth-helpers.ts';
import { openTestDatabase, startTestApp, TEST_ENGINE } from './harness.ts';
import { formOf, pdf, png, regionOf } from './profile-fixtures.ts';
import { testConfig } from './config.ts';
import { samePixels } from './upload-fixtures.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

/**
 * Issue 9 "Done when": a profile survives a server restart. The embedded engine is reopened from its
 * data directory on disk; on PostgreSQL a new app starts on the same database. Files stay in
 * DATA_DIR/storage. Nothing the profile needs may live only in a process.
 */
describe('a saved profile after a server restart', () => {
  let smtp: TestSmtp;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    closers.push(() => smtp.close());
  });
  // Closing an on-disk embedded database flushes it: slow on a busy machine, so the hook gets room.
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  }, 180_000);

  const start = (database: Database, config: ReturnType<typeof testConfig>) => startTestApp(database, config);

  it('comes back intact, files included', { timeout: 180_000 }, async () => {
    const config = testConfig({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    closers.push(() => fs.rm(config.dataDir, { recursive: true, force: true }));
    const dbDir = `${config.dataDir}/db`;
    const open = async (first: boolean): Promise<Database> => {
      if (TEST_ENGINE === 'postgres') return first ? openTestDatabase() : database;
      const template = first ? new Blob([await fs.readFile(inject('templateFile'))]) : undefined;
      return openDatabase({ dataDir: dbDir, loadDataDir: template });
    };

    let database = await open(true);
    let t = await start(database, config);
    const seeker = await registerAndActivate(t, smtp, { type: 'seeker' });
    const region = await regionOf(t, '64.72');
    const saved = await t.request('POST', '/api/v1/profile-seeker/', {
      token: seeker.token,
      form: formOf(
        {
          full_name: 'Dewi Anggraini',
          nik: '6472014101990002',
          birth_place: 'Samarinda',
          birth_date: '1999-01-01',
          gender: 'female',
          address: 'Jl. Kesuma Bangsa 12',
          ...region,
          phone: '081355557777',
          marriage_status: 'BELUM KAWIN',
          religion_id: '1',
        },
        {
          photo: { data: png(7), name: 'foto.png', type: 'image/png' },
          file_ktp: { data: pdf('ktp-dewi'), name: 'ktp.pdf', type: 'application/pdf' },
        },
      ),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const before = saved.body.data.seeker_detail;

    await t.close();
    if (TEST_ENGINE === 'pglite') {
      await database.close();
      database = await open(false);
    }
    t = await start(database, config);
    closers.push(async () => {
      await t.close();
      await database.close();
    });

    const after = await t.get('/api/v1/profile-seeker', seeker.token);
    expect(after.status).toBe(200);
    expect(after.body.data.seeker_detail).toEqual(before);
    const photo = await fetch(t.baseUrl + before.photo_url);
    expect(photo.status).toBe(200);
    // Images are re-encoded on upload (docs/decisions/074): the same pixels come back.
    expect(await samePixels(Buffer.from(await photo.arrayBuffer()), png(7))).toBe(true);
    const ktp = await fetch(t.baseUrl + before.file_ktp_url, {
      headers: { authorization: `Bearer ${seeker.token}` },
    });
    expect(ktp.status).toBe(200);
    expect(Buffer.from(await ktp.arrayBuffer())).toEqual(pdf('ktp-dewi'));
  });
});
