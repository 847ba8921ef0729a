import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_KINDS,
  FILE_MESSAGES,
  IMAGE_MAX_PIXELS,
  MULTIPART_MAX_BYTES,
  UPLOAD_MESSAGES,
} from '@siloker/shared';
import { files } from '../src/db/schema/index.ts';
import { uploadTempRoot } from '../src/lib/multipart.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makeSeeker, sessionToken } from './public-fixtures.ts';
import { formOf, regionOf } from './profile-fixtures.ts';
import { bomb, gpsJpeg, listFiles, pdf, png, SVG, ZIP } from './upload-fixtures.ts';

/**
 * Hostile uploads (issue 15 items 4, 5, 15; docs/decisions/074): each is refused with an Indonesian
 * message and leaves nothing behind: no object in storage (the local folder, or the S3 bucket), no
 * `files` row, no temporary file. Run against both storage drivers.
 */

const BUCKET = 'siloker-hostile';
const KEY = 'S3RVER';
const LOGO = FILE_KINDS.logo.label;
const NIB = FILE_KINDS.nib.label;

/** A raw multipart body, for what FormData will not send (a NUL in a name, a lying header). */
function rawMultipart(parts: { field: string; filename: string; data: Buffer; type?: string }[]) {
  const boundary = '----siloker' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        'latin1',
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A PDF whose catalog runs JavaScript when it is opened. */
const PDF_JS = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(document.cookie)) >> >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);
/** A PDF with a zip glued after its end: a PDF reader and an unzip tool each see their own file. */
const PDF_ZIP = Buffer.concat([pdf('polyglot'), ZIP]);
/** A PNG signature followed by an HTML page: recognised as PNG, but no image. */
const FAKE_PNG = Buffer.concat([
  png().subarray(0, 16),
  Buffer.from('<html><script>alert(1)</script></html>'),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe.each(['local', 's3'] as const)('hostile uploads, %s storage', (driver) => {
  let t: TestApp;
  let s3server: S3rver | undefined;
  let s3dir = '';
  let s3: S3Client | undefined;
  let token: string;
  let seekerToken: string;
  let region: Awaited<ReturnType<typeof regionOf>>;

  beforeAll(async () => {
    let overrides: Record<string, string> = {};
    if (driver === 's3') {
      s3dir = await fs.mkdtemp(path.join(os.tmpdir(), 'siloker-s3-hostile-'));
      s3server = new S3rver({ address: '127.0.0.1', port: 0, directory: s3dir, silent: true });
      const { port } = await s3server.run();
      s3 = new S3Client({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      });
      await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
      overrides = { S3_URL: `s3+http://${KEY}:${KEY}@127.0.0.1:${port}/${BUCKET}` };
    }
    t = await createTestApp(overrides);
    const company = await makeCompany(t.db);
    token = await sessionToken(t.db, company.user_id);
    const seeker = await makeSeeker(t.db);
    seekerToken = await sessionToken(t.db, seeker.user_id);
    region = await regionOf(t, '64.72');
  });
  afterAll(async () => {
    await t?.close();
    s3?.destroy();
    await s3server?.close();
    if (s3dir) await fs.rm(s3dir, { recursive: true, force: true });
  });

  /** Every stored object (local folder and bucket), the `files` rows, and the temporary files. */
  async function traces() {
    const local = await listFiles(path.join(t.config.dataDir, 'storage'));
    const bucket = s3
      ? ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key)
      : [];
    const [row] = await t.db.select({ n: count() }).from(files);
    const temp = await listFiles(uploadTempRoot(t.config.dataDir));
    return { local, bucket, rows: row!.n, temp };
  }

  const companyFields = () => ({
    name: 'PT Berkas Aman',
    email: 'hrd@berkas.co.id',
    about: 'Perusahaan untuk menguji unggahan.',
    website: 'https://berkas.co.id',
    postal_code: '75117',
    nib: '1234567890123',
    address: 'Jl. Pangeran Antasari No. 12',
    province_code: region.province_code,
    city_code: region.city_code,
    district_code: region.district_code,
    sub_district_code: region.sub_district_code,
    phone: '0541123456',
    business_field_id: '2',
    status_office: 'head_office',
  });

  const postCompany = (form: FormData) => t.request('POST', '/api/v1/profile-company/', { form, token });

  const cases: [string, string, { data: Buffer; name: string; type?: string }, string][] = [
    [
      'a PDF named .png (the extension lies)',
      'photo',
      { data: pdf(), name: 'logo.png', type: 'image/png' },
      FILE_MESSAGES.badImage(LOGO),
    ],
    [
      'a text file named .pdf',
      'file_nib',
      { data: Buffer.from('bukan pdf\n'), name: 'nib.pdf', type: 'application/pdf' },
      FILE_MESSAGES.badDocument(NIB),
    ],
    [
      'a PDF/zip polyglot',
      'file_nib',
      { data: PDF_ZIP, name: 'nib.pdf' },
      UPLOAD_MESSAGES.pdfTrailingData(NIB),
    ],
    [
      'a PNG signature followed by HTML',
      'photo',
      { data: FAKE_PNG, name: 'logo.png', type: 'image/png' },
      UPLOAD_MESSAGES.unreadableImage(LOGO),
    ],
    [
      'an SVG with a script',
      'photo',
      { data: SVG, name: 'logo.svg', type: 'image/svg+xml' },
      FILE_MESSAGES.badImage(LOGO),
    ],
    [
      'an HTML page',
      'file_nib',
      { data: HTML, name: 'nib.html', type: 'text/html' },
      FILE_MESSAGES.badDocument(NIB),
    ],
    [
      'a PDF that runs JavaScript when opened',
      'file_nib',
      { data: PDF_JS, name: 'nib.pdf' },
      UPLOAD_MESSAGES.pdfActive(NIB),
    ],
    [
      'a zip archive',
      'file_nib',
      { data: ZIP, name: 'nib.zip', type: 'application/zip' },
      FILE_MESSAGES.badDocument(NIB),
    ],
    [
      'a path in the file name',
      'photo',
      { data: png(), name: '../../etc/passwd.png' },
      FILE_MESSAGES.badName(LOGO),
    ],
    [
      'a logo over 2 MB',
      'photo',
      { data: Buffer.concat([png(), Buffer.alloc(FILE_KINDS.logo.maxBytes)]), name: 'logo.png' },
      FILE_MESSAGES.tooLarge(LOGO, FILE_KINDS.logo.maxBytes),
    ],
  ];

  it.each(cases)('refuses %s with its message and stores nothing', async (_name, field, file, message) => {
    const before = await traces();
    const res = await postCompany(formOf(companyFields(), { [field]: file }));
    expect(res.status).toBe(422);
    expect(res.body.data.errors[field]).toEqual([message]);
    expect(await traces()).toEqual(before);
    expect(before.temp).toEqual([]);
  });

  it('refuses an image bomb (20000 × 20000 PNG) as a logo and as a document, before decoding it', async () => {
    const before = await traces();
    const image = await bomb();
    expect(20000 * 20000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    for (const [field, label] of [
      ['photo', LOGO],
      ['file_nib', NIB],
    ]) {
      const res = await postCompany(formOf(companyFields(), { [field!]: { data: image, name: 'x.png' } }));
      expect(res.status).toBe(422);
      expect(res.body.data.errors[field!]).toEqual([UPLOAD_MESSAGES.tooManyPixels(label!)]);
    }
    expect(await traces()).toEqual(before);
  });

  it('refuses a NUL in the file name', async () => {
    const before = await traces();
    const { body, contentType } = rawMultipart([{ field: 'photo', filename: 'logo\0.png', data: png() }]);
    // FormData cannot carry a NUL: the raw body is sent.
    const raw = await fetch(`${t.baseUrl}/api/v1/profile-company/`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      body,
    });
    expect(raw.status).toBe(422);
    const json = (await raw.json()) as { data: { errors: Record<string, string[]> } };
    expect(json.data.errors.photo).toEqual([FILE_MESSAGES.badName(LOGO)]);
    expect(await traces()).toEqual(before);
  });

  it('refuses a file in a field the form has no file for, before reading it', async () => {
    const before = await traces();
    const res = await postCompany(formOf(companyFields(), { file_ktp: { data: pdf(), name: 'ktp.pdf' } }));
    expect(res.status).toBe(422);
    expect(res.body.data.errors.file_ktp).toEqual([FILE_MESSAGES.unknownField('file_ktp')]);
    expect(await traces()).toEqual(before);
  });

  it('refuses more file parts than a form may have (41 certificates), with nothing stored', async () => {
    const before = await traces();
    const certificates: Record<string, { data: Buffer; name: string }> = {};
    for (let i = 0; i < 41; i++) {
      certificates[`${i % 2 ? 'skills' : 'educations'}[${i >> 1}][certificate]`] = {
        data: pdf(`c${i}`),
        name: `c${i}.pdf`,
      };
    }
    const res = await t.request('POST', '/api/v1/profile-seeker/', {
      form: formOf({}, certificates),
      token: seekerToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FILE_MESSAGES.tooManyFiles);
    expect(await traces()).toEqual(before);
  });

  it('stores a phone JPEG upright and without its EXIF (GPS position), re-encoded', async () => {
    const photo = await gpsJpeg();
    const input = await sharp(photo).metadata();
    expect(input.exif?.toString('latin1')).toContain('Samarinda');
    // The GPS IFD pointer (tag 0x8825, little-endian): the photo says where it was taken.
    expect(input.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect([input.width, input.height, input.orientation]).toEqual([64, 48, 6]);
    const res = await postCompany(
      formOf(companyFields(), { photo: { data: photo, name: 'foto.jpg', type: 'image/jpeg' } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const served = Buffer.from(
      await (await fetch(t.baseUrl + res.body.data.company_detail.photo_url)).arrayBuffer(),
    );
    const stored = await sharp(served).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Turned upright: the 64 × 48 sensor image with orientation 6 is 48 wide, 64 high.
    expect([stored.width, stored.height]).toEqual([48, 64]);
    expect(served.toString('latin1')).not.toContain('Samarinda');
    expect((await traces()).temp).toEqual([]);
  });

  it('stores a PNG with an HTML page appended as the image alone', async () => {
    const polyglot = Buffer.concat([png(9), HTML]);
    const res = await postCompany(
      formOf(companyFields(), { file_npwp: { data: polyglot, name: 'npwp.png', type: 'image/png' } }),
    );
    expect(res.status).toBe(200);
    const c = res.body.data.company_detail;
    const served = Buffer.from(
      await (
        await fetch(t.baseUrl + c.file_npwp_url, { headers: { authorization: `Bearer ${token}` } })
      ).arrayBuffer(),
    );
    expect(served.subarray(1, 4).toString()).toBe('PNG');
    expect(served.toString('latin1')).not.toContain('<script');
    expect((await traces()).temp).toEqual([]);
  });
});

/**
 * Refused early: the server answers before the client has sent the whole body, so it never buffers
 * a request it will refuse (issue 15 item 4). A client that sends in steps and stops once answered
 * proves it without timing anything.
 */
describe('oversize requests are refused before their body is read', () => {
  let t: TestApp;
  let token: string;
  let seekerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await sessionToken(t.db, (await makeCompany(t.db)).user_id);
    seekerToken = await sessionToken(t.db, (await makeSeeker(t.db)).user_id);
  });
  afterAll(async () => {
    await t?.close();
  });

  interface Sent {
    status: number;
    body: { message: string; data: { errors?: Record<string, string[]> } | null };
    /** Body bytes written before the answer came. */
    sent: number;
    total: number;
  }

  /**
   * POSTs a body made of `pieces` (bytes, or a count of filler bytes sent in 64 KiB steps), waiting for
   * each step to drain, and stops sending as soon as the answer arrives. Chunked, unless
   * `contentLength` is given: then only the headers are sent.
   */
  function send(
    url: string,
    auth: string,
    boundary: string,
    pieces: (Buffer | number)[],
    contentLength?: number,
  ) {
    return new Promise<Sent>((resolve, reject) => {
      const total = pieces.reduce<number>((n, p) => n + (typeof p === 'number' ? p : p.length), 0);
      let sent = 0;
      let answered = false;
      const headers: Record<string, string | number> = {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${auth}`,
      };
      if (contentLength !== undefined) headers['content-length'] = contentLength;
      const req = http.request(`${t.baseUrl}${url}`, { method: 'POST', headers });
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({
            status: res.statusCode!,
            body: JSON.parse(Buffer.concat(chunks).toString()),
            sent,
            total,
          });
          req.destroy();
        });
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      const step = Buffer.alloc(64 * 1024, 0x20);
      const put = async (b: Buffer) => {
        if (answered || req.destroyed) return;
        sent += b.length;
        if (!req.write(b)) await new Promise<void>((r) => req.once('drain', r));
      };
      const write = async () => {
        if (contentLength !== undefined) return; // headers only: wait for the answer
        for (const piece of pieces) {
          if (typeof piece !== 'number') await put(piece);
          else
            for (let left = piece; left > 0 && !answered; left -= step.length)
              await put(step.subarray(0, Math.min(left, step.length)));
        }
        if (!answered && !req.destroyed) req.end();
      };
      req.flushHeaders();
      write().catch(() => {});
    });
  }

  const partHead = (boundary: string, field: string, filename: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    );

  // Bodies far larger than what the server may read plus what the sockets' buffers hold, so "sent
  // less than the whole" means the server stopped reading, not that the client was slow.
  it('stops reading a part at its kind’s limit (a 64 MB NIB) and names the field', async () => {
    const boundary = 'siloker-early-1';
    const res = await send('/api/v1/profile-company/', token, boundary, [
      partHead(boundary, 'file_nib', 'nib.pdf'),
      64 * 1024 * 1024,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(res.status).toBe(422);
    expect(res.body.data!.errors!.file_nib).toEqual([FILE_MESSAGES.tooLarge(NIB, FILE_KINDS.nib.maxBytes)]);
    expect(res.sent).toBeLessThan(res.total);
    await expect.poll(() => listFiles(uploadTempRoot(t.config.dataDir)), { timeout: 15_000 }).toEqual([]);
    expect(await listFiles(path.join(t.config.dataDir, 'storage'))).toEqual([]);
    // The connection is not left stuck: the server goes on answering.
    expect((await t.get('/api/v1/health')).status).toBe(200);
  });

  it('stops reading a request at MULTIPART_MAX_BYTES when every part is within its own limit', async () => {
    const boundary = 'siloker-early-2';
    // Twenty certificates of 5 MB each (100 MB), sent one after the other in one chunked body.
    const pieces: (Buffer | number)[] = [];
    for (let i = 0; i < 20; i++) {
      pieces.push(
        partHead(boundary, `${i % 2 ? 'skills' : 'educations'}[${i >> 1}][certificate]`, `c${i}.pdf`),
        FILE_KINDS.certificate.maxBytes,
        Buffer.from('\r\n'),
      );
    }
    pieces.push(Buffer.from(`--${boundary}--\r\n`));
    const res = await send('/api/v1/profile-seeker/', seekerToken, boundary, pieces);
    expect(res.total).toBeGreaterThan(2 * MULTIPART_MAX_BYTES);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.requestTooLarge);
    expect(res.sent).toBeLessThan(res.total);
    await expect.poll(() => listFiles(uploadTempRoot(t.config.dataDir)), { timeout: 15_000 }).toEqual([]);
  });

  it('refuses a declared Content-Length over MULTIPART_MAX_BYTES before any byte of the body', async () => {
    const res = await send(
      '/api/v1/profile-seeker/',
      seekerToken,
      'siloker-early-3',
      [],
      40 * 5 * 1024 * 1024,
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.requestTooLarge);
    expect(res.sent).toBe(0);
  });

  it('removes the temporary files of a client that disconnects mid-upload', async () => {
    const boundary = 'siloker-gone';
    const req = http.request(`${t.baseUrl}/api/v1/profile-company/`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    });
    req.on('error', () => {});
    req.write(partHead(boundary, 'file_npwp', 'npwp.pdf'));
    req.write(Buffer.alloc(1024 * 1024, 0x20));
    // The part is being written to a temporary file…
    await expect.poll(() => listFiles(uploadTempRoot(t.config.dataDir)), { timeout: 15_000 }).toHaveLength(1);
    req.destroy();
    // …and gone once the client is.
    await expect.poll(() => listFiles(uploadTempRoot(t.config.dataDir)), { timeout: 15_000 }).toEqual([]);
    expect(await listFiles(path.join(t.config.dataDir, 'storage'))).toEqual([]);
    // The server goes on answering.
    expect((await t.get('/api/v1/health')).status).toBe(200);
  });
});
