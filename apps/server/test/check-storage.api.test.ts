import fs from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_CHECK_MESSAGES } from '@siloker/shared';
import { companyDetails, files, seekerDetails } from '../src/db/schema/index.ts';
import { checkStorage, deleteOrphanFiles, formatReport, isClean } from '../src/operations/check-storage.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './harness.ts';
import { formOf, makeCompleteSeeker, pdf, png, regionOf, seekerBiodataFields } from './profile-fixtures.ts';
import { makeCompany } from './public-fixtures.ts';
import { startTestBucket, type TestBucket } from './s3-bucket.ts';

/**
 * check-storage (docs/decisions/095): the files table and the key columns against the driver's real
 * listing, on local disk (DATA_DIR/storage) and on an S3-protocol server (s3rver).
 */

const HOUR = 60 * 60 * 1000;

/** A seeker who saved a biodata form with a photo and a KTP over HTTP: two objects, two rows, two references. */
async function seekerWithFiles(t: TestApp) {
  const { seeker, token } = await makeCompleteSeeker(t, { photo: null, file_ktp: null });
  const region = await regionOf(t, '64.72');
  const res = await t.request('POST', '/api/v1/profile-seeker/', {
    token,
    form: formOf(seekerBiodataFields(region, { nik: seeker.nik! }), {
      photo: { data: png(7), name: 'foto.png', type: 'image/png' },
      file_ktp: { data: pdf('ktp'), name: 'ktp.pdf', type: 'application/pdf' },
    }),
  });
  expect(res.status).toBe(200);
  const saved = res.body.data.seeker_detail as { photo: string; file_ktp: string };
  return { seeker, token, photo: saved.photo, ktp: saved.file_ktp, region };
}

describe('check-storage on local disk', () => {
  let t: TestApp;
  const storageRoot = () => path.join(t.config.dataDir, 'storage');
  const age = async (rel: string, ms: number) => {
    const when = new Date(Date.now() - ms);
    await fs.utimes(path.join(storageRoot(), rel), when, when);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds a database and a storage that agree clean, and lists every object', async () => {
    const { photo, ktp } = await seekerWithFiles(t);
    const report = await checkStorage(t.db, t.app.storage);
    expect(report.orphanFiles).toEqual([]);
    expect(report.missingFiles).toEqual([]);
    expect(report.unrecordedReferences).toEqual([]);
    expect(report.unreferencedRows).toEqual([]);
    expect(report.counts.objects).toBe(2);
    expect(isClean(report)).toBe(true);
    const listed = [];
    for await (const o of t.app.storage.list()) listed.push(o.path);
    expect(listed.sort()).toEqual([`private/${ktp}`, `public/${photo}`].sort());
    expect(formatReport(report)).toContain(STORAGE_CHECK_MESSAGES.clean);
  });

  it('reports a file without its row, fails only once it is an hour old, and sweeps only that', async () => {
    const orphan = 'public/photo/AAAAAAAAAAAAAAAAAAAAAAAA.png';
    const leftover = 'private/ktp/BBBBBBBBBBBBBBBBBBBBBBBB.pdf.1a2b3c4d5e6f.tmp';
    await t.app.storage.put(orphan, png(3), 'image/png');
    await fs.writeFile(path.join(storageRoot(), leftover), 'half a file');

    const young = await checkStorage(t.db, t.app.storage);
    expect(young.orphanFiles.map((f) => [f.path, f.old])).toEqual([
      [leftover, false],
      [orphan, false],
    ]);
    // A save in flight writes its bytes before its row: a young orphan is no failure and is kept.
    expect(isClean(young)).toBe(true);
    expect(await deleteOrphanFiles(t.db, t.app.storage, young)).toEqual([]);

    await age(orphan, 2 * HOUR);
    await age(leftover, 2 * HOUR);
    const old = await checkStorage(t.db, t.app.storage);
    expect(old.orphanFiles.every((f) => f.old)).toBe(true);
    expect(isClean(old)).toBe(false);
    expect(formatReport(old)).toContain(STORAGE_CHECK_MESSAGES.notClean);
    const removed = await deleteOrphanFiles(t.db, t.app.storage, old);
    expect(removed.sort()).toEqual([leftover, orphan].sort());
    expect(isClean(old, removed)).toBe(true);
    const after = await checkStorage(t.db, t.app.storage);
    expect(after.orphanFiles).toEqual([]);
    expect(after.counts.objects).toBe(2);
  });

  it('never sweeps a file whose row was written after the report', async () => {
    const { photo } = await seekerWithFiles(t);
    const [row] = await t.db.select().from(files).where(eq(files.storage_key, photo));
    await t.db.delete(files).where(eq(files.storage_key, photo));
    await age(`public/${photo}`, 2 * HOUR);
    const report = await checkStorage(t.db, t.app.storage);
    expect(report.orphanFiles.map((f) => f.path)).toContain(`public/${photo}`);
    await t.db.insert(files).values(row!);
    expect(await deleteOrphanFiles(t.db, t.app.storage, report)).toEqual([]);
    expect(isClean(await checkStorage(t.db, t.app.storage))).toBe(true);
  });

  it('reports a row and a column whose file is gone, never removing a row', async () => {
    const { seeker, ktp } = await seekerWithFiles(t);
    await fs.unlink(path.join(storageRoot(), 'private', ktp));
    const report = await checkStorage(t.db, t.app.storage);
    expect(report.missingFiles).toEqual(
      expect.arrayContaining([
        { key: ktp, source: 'files' },
        { key: ktp, source: 'seeker_details.file_ktp' },
      ]),
    );
    expect(isClean(report)).toBe(false);
    expect(formatReport(report)).toContain(`${ktp} (seeker_details.file_ktp)`);
    await deleteOrphanFiles(t.db, t.app.storage, report);
    expect(await t.db.select().from(files).where(eq(files.storage_key, ktp))).toHaveLength(1);
    const [still] = await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, seeker.id));
    expect(still!.file_ktp).toBe(ktp);
    // Put back, so the next case starts clean.
    await t.app.storage.put(`private/${ktp}`, pdf('ktp'), 'application/pdf');
    expect(isClean(await checkStorage(t.db, t.app.storage))).toBe(true);
  });

  it('reports a column that names a key with no files row, and a files row no column names', async () => {
    const company = await makeCompany(t.db);
    const nib = 'nib/CCCCCCCCCCCCCCCCCCCCCCCC.pdf';
    await t.app.storage.put(`private/${nib}`, pdf('nib'), 'application/pdf');
    await t.db.update(companyDetails).set({ file_nib: nib }).where(eq(companyDetails.id, company.id));
    const stray = 'certificate/DDDDDDDDDDDDDDDDDDDDDDDD.pdf';
    await t.app.storage.put(`private/${stray}`, pdf('cert'), 'application/pdf');
    await t.db.insert(files).values({
      owner_user_id: company.user_id,
      kind: 'certificate',
      visibility: 'private',
      storage_key: stray,
      mime: 'application/pdf',
      size: 10,
    });
    const report = await checkStorage(t.db, t.app.storage);
    expect(report.unrecordedReferences).toEqual([{ key: nib, source: 'company_details.file_nib' }]);
    expect(report.unreferencedRows).toEqual([{ key: stray, source: 'files' }]);
    // The object of the unrecorded reference has no row, so it also shows as a (young) orphan file.
    expect(report.orphanFiles.map((f) => f.path)).toEqual([`private/${nib}`]);
    expect(isClean(report)).toBe(false);
  });
});

describe('check-storage on an S3-protocol bucket (s3rver)', () => {
  const BUCKET = 'siloker-check';
  let bucket: TestBucket;
  let s3: S3Client;
  let t: TestApp;

  beforeAll(async () => {
    bucket = await startTestBucket(BUCKET);
    s3 = bucket.s3;
    t = await createTestApp({ S3_URL: bucket.url });
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.close();
  });

  // s3rver cannot page a listing under OpenSSL 3 (its continuation token uses a cipher Node 20+ lacks),
  // so this stays under one page of 1000; the driver follows NextContinuationToken for real buckets.
  it('lists the bucket, finds orphans and missing objects, and leaves keys outside its folders alone', async () => {
    expect(t.app.storage.name).toBe('s3');
    const { photo, ktp } = await seekerWithFiles(t);
    expect(isClean(await checkStorage(t.db, t.app.storage))).toBe(true);
    const many = Array.from({ length: 40 }, (_, i) => `public/poster/${String(i).padStart(24, 'p')}.png`);
    for (let i = 0; i < many.length; i += 10) {
      await Promise.all(
        many.slice(i, i + 10).map((Key) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: 'x' }))),
      );
    }
    // Something else in the same bucket is not ours to judge.
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'backups/other.txt', Body: 'x' }));
    await t.app.storage.delete(`private/${ktp}`);
    const report = await checkStorage(t.db, t.app.storage);
    expect(report.counts.objects).toBe(41);
    expect(report.orphanFiles).toHaveLength(40);
    expect(report.orphanFiles.every((f) => !f.old)).toBe(true);
    expect(report.missingFiles).toEqual(
      expect.arrayContaining([
        { key: ktp, source: 'files' },
        { key: ktp, source: 'seeker_details.file_ktp' },
      ]),
    );
    expect(report.missingFiles.some((m) => m.key === photo)).toBe(false);
    // An hour later (the report's clock moved on) the sweep removes the orphans through the driver.
    const later = await checkStorage(t.db, t.app.storage, new Date(Date.now() + 2 * HOUR));
    const removed = await deleteOrphanFiles(t.db, t.app.storage, later);
    expect(removed).toHaveLength(40);
    const after = await checkStorage(t.db, t.app.storage);
    expect(after.orphanFiles).toEqual([]);
    expect(after.counts.objects).toBe(1);
  });
});

// The order of a save with files (decision 095): its `files` rows commit with the columns that name
// them, so no moment exists in which a row names a file no column refers to. Shown on PostgreSQL,
// where a second connection can hold the seeker's row and look while the save waits for it.
describe.skipIf(TEST_ENGINE !== 'postgres')('a save with files, seen from another connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records its files rows only when its transaction commits', async () => {
    const { seeker, token } = await makeCompleteSeeker(t, { photo: null, file_ktp: null });
    const region = await regionOf(t, '64.72');
    const filesOf = async () =>
      (await t.db.select({ n: count() }).from(files).where(eq(files.owner_user_id, seeker.user_id)))[0]!.n;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from seeker_details where id = ${seeker.id} for update`);
      locked();
      await held;
    });
    await isLocked;
    const save = t.request('POST', '/api/v1/profile-seeker/', {
      token,
      form: formOf(seekerBiodataFields(region, { nik: seeker.nik! }), {
        photo: { data: png(9), name: 'foto.png', type: 'image/png' },
        file_ktp: { data: pdf('ktp'), name: 'ktp.pdf', type: 'application/pdf' },
      }),
    });
    // Until the save waits on the held row, its uploads are checked and stored.
    let waiting = 0;
    for (let i = 0; i < 400 && waiting === 0; i++) {
      const r = await t.database.query(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      waiting = Number(r.rows[0]!.n);
      if (waiting === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(waiting).toBeGreaterThan(0);
    // The bytes are in storage, the rows not yet: a kill now leaves orphan bytes, never a row.
    expect(await filesOf()).toBe(0);
    release();
    await holder;
    expect((await save).status).toBe(200);
    expect(await filesOf()).toBe(2);
    const [row] = await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, seeker.id));
    expect(row!.photo).toBeTruthy();
    expect(isClean(await checkStorage(t.db, t.app.storage))).toBe(true);
  });
});
