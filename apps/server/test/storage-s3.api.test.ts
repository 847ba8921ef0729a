import path from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { files } from '../src/db/schema/index.ts';
import { checkUploads, removeFiles, storeUploads } from '../src/domains/files/service.ts';
import { issueToken, TOKEN_TTL_MS } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeUser } from './public-fixtures.ts';
import { startTestBucket, type TestBucket } from './s3-bucket.ts';
import { listFiles, PDF, PNG, upload } from './upload-fixtures.ts';

const BUCKET = 'siloker-test';

/** Reads an object with a client of our own, not through the driver under test. */
async function objectBytes(s3: S3Client, key: string): Promise<Buffer | null> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await res.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

describe('the S3 driver against a real S3-protocol server (s3rver)', () => {
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

  it('is the driver the app uses when S3_URL is set, and the API description still builds', async () => {
    expect(t.app.storage.name).toBe('s3');
    const docs = await t.get('/api/docs/json');
    expect(docs.status).toBe(200);
    const paths = Object.keys((docs.body as unknown as { paths: object }).paths);
    expect(paths).toContain('/api/v1/files/{kind}/{name}');
    expect(paths.some((p) => p.startsWith('/storage'))).toBe(false);
  });

  it('puts, gets and deletes objects; a missing object is null and deleting it again is fine', async () => {
    const p = 'private/ktp/AbCdEfGhIjKlMnOpQrStUvWx.pdf';
    await t.app.storage.put(p, PDF, 'application/pdf');
    expect(await objectBytes(s3, p)).toEqual(PDF);

    const got = await t.app.storage.get(p);
    expect(got).not.toBeNull();
    expect(got!.size).toBe(PDF.length);
    const chunks: Buffer[] = [];
    for await (const chunk of got!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(PDF);

    await t.app.storage.delete(p);
    expect(await objectBytes(s3, p)).toBeNull();
    expect(await t.app.storage.get(p)).toBeNull();
    await expect(t.app.storage.delete(p)).resolves.toBeUndefined();
  });

  it('refuses a path no upload could have made before it reaches the bucket', async () => {
    await expect(t.app.storage.put('../etc/passwd', PNG, 'image/png')).rejects.toThrow(
      /Invalid storage path/,
    );
    await expect(t.app.storage.get('public/photo/../../x.png')).rejects.toThrow(/Invalid storage path/);
  });

  it('serves a stored public photo at /storage/<key> from the bucket, and never a private kind there', async () => {
    const owner = await makeUser(t.db, 'seeker');
    const checked = await checkUploads(
      [upload('photo', 'foto.png', PNG), upload('file_ktp', 'ktp.pdf', PDF)],
      (field) => (field === 'photo' ? 'photo' : 'ktp'),
    );
    await storeUploads({ db: t.db, storage: t.app.storage }, owner.id, checked);
    const [photo, ktp] = checked;
    expect(await objectBytes(s3, `public/${photo!.key}`)).toEqual(photo!.buffer);
    expect(await objectBytes(s3, `private/${ktp!.key}`)).toEqual(PDF);
    // Nothing went to local disk.
    expect(await listFiles(path.join(t.config.dataDir, 'storage'))).toEqual([]);

    const res = await fetch(`${t.baseUrl}/storage/${photo!.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(photo!.buffer);

    // The KTP object exists in the bucket, but /storage only reads public/ paths of public kinds.
    expect((await fetch(`${t.baseUrl}/storage/${ktp!.key}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/storage/photo/AAAAAAAAAAAAAAAAAAAAAAAA.png`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/storage/photo/not-a-key.svg`)).status).toBe(404);
  });

  it('serves a private file from the bucket through the authorised route, and removeFiles deletes the objects', async () => {
    const owner = await makeUser(t.db, 'seeker');
    const token = (await issueToken(t.db, { userId: owner.id, kind: 'session', ttlMs: TOKEN_TTL_MS.session }))
      .token;
    const checked = await checkUploads(
      [upload('photo', 'foto.png', PNG), upload('certificate', 'sertifikat.pdf', PDF)],
      (field) => (field === 'photo' ? 'photo' : 'certificate'),
    );
    await storeUploads({ db: t.db, storage: t.app.storage }, owner.id, checked);
    const [photo, certificate] = checked;

    const guest = await fetch(`${t.baseUrl}/api/v1/files/${certificate!.key}`);
    expect(guest.status).toBe(401);
    const res = await fetch(`${t.baseUrl}/api/v1/files/${certificate!.key}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="certificate.pdf"');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);

    await removeFiles({ db: t.db, storage: t.app.storage }, [photo!.key, certificate!.key]);
    expect(await objectBytes(s3, `public/${photo!.key}`)).toBeNull();
    expect(await objectBytes(s3, `private/${certificate!.key}`)).toBeNull();
    const rows = await t.db
      .select()
      .from(files)
      .where(inArray(files.storage_key, [photo!.key, certificate!.key]));
    expect(rows).toEqual([]);
    expect((await fetch(`${t.baseUrl}/storage/${photo!.key}`)).status).toBe(404);
  });
});

describe('S3 configuration', () => {
  const s3Of = (env: Record<string, string>) => loadConfig(env).s3;

  it('reads S3_URL: https by default, plain http with s3+http, percent-encoded secrets, path style', () => {
    expect(s3Of({ S3_URL: 's3://AK:se%2Bc%2Fret@minio.contoh.id:9000/siloker' })).toEqual({
      endpoint: 'https://minio.contoh.id:9000',
      bucket: 'siloker',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'se+c/ret' },
      forcePathStyle: true,
    });
    expect(s3Of({ S3_URL: 's3+http://AK:SK@127.0.0.1:3900/siloker', S3_REGION: 'garage' })?.endpoint).toBe(
      'http://127.0.0.1:3900',
    );
    expect(s3Of({})).toBeUndefined();
  });

  it('reads the separate S3_* variables', () => {
    expect(
      s3Of({
        S3_ENDPOINT: 'https://s3.contoh.id/',
        S3_BUCKET: 'siloker-files',
        S3_ACCESS_KEY_ID: 'AK',
        S3_SECRET_ACCESS_KEY: 'SK',
        S3_REGION: 'ap-southeast-3',
        S3_FORCE_PATH_STYLE: 'false',
      }),
    ).toEqual({
      endpoint: 'https://s3.contoh.id',
      bucket: 'siloker-files',
      region: 'ap-southeast-3',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_URL: 'http://AK:SK@host/siloker' }, 'S3_URL: harus berbentuk s3://KEY:SECRET@host:port/bucket'],
    [{ S3_URL: 's3://AK:SK@host/' }, 'S3_URL: harus diakhiri nama bucket'],
    [{ S3_URL: 's3://host:9000/siloker' }, 'S3_URL: harus memuat KEY:SECRET sebelum @'],
    [{ S3_URL: 's3://AK:SK@host/siloker', S3_BUCKET: 'lain' }, 'S3_URL: isi S3_URL atau'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: wajib diisi'],
    [{ S3_BUCKET: 'siloker', S3_ACCESS_KEY_ID: 'AK' }, 'S3_SECRET_ACCESS_KEY:'],
    [{ S3_BUCKET: 'Bukan_Bucket' }, 'S3_BUCKET: harus nama bucket S3'],
    [{ S3_BUCKET: 'siloker', S3_FORCE_PATH_STYLE: 'kadang' }, 'S3_FORCE_PATH_STYLE:'],
  ])('stops start-up on a bad value, naming it: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
