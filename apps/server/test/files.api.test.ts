import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_KINDS, FILE_MESSAGES, type FileKind } from '@siloker/shared';
import {
  applicationStatusHistories,
  authTokens,
  files,
  seekerDetails,
  seekerJobVacancies,
} from '../src/db/schema/index.ts';
import { checkUploads, removeFiles, storeUploads, type CheckedUpload } from '../src/domains/files/service.ts';
import { AppError } from '../src/http/errors.ts';
import { issueToken, TOKEN_TTL_MS } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, regionOf } from './profile-fixtures.ts';
import { makeCompany, makeSeeker, makeUser, makeVacancy } from './public-fixtures.ts';
import {
  bigPdf,
  bigPng,
  JPEG,
  listFiles,
  PDF,
  PNG,
  SVG,
  TEXT,
  upload,
  WEBP,
  ZIP,
} from './upload-fixtures.ts';

/** The fields of a seeker's form and the kind each accepts. */
const FIELD_KINDS: Record<string, FileKind> = { photo: 'photo', file_ktp: 'ktp', certificate: 'certificate' };
const kindOf = (field: string) => FIELD_KINDS[field] ?? null;

async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(422);
  return (error as AppError).fieldErrors ?? {};
}

const sessionFor = async (t: TestApp, userId: number) =>
  (await issueToken(t.db, { userId, kind: 'session', ttlMs: TOKEN_TTL_MS.session })).token;

const authCookie = (id: number, token: string) => `auth=${encodeURIComponent(JSON.stringify({ id, token }))}`;

async function download(t: TestApp, key: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.baseUrl}/api/v1/files/${key}`, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe('uploads are checked by content and size before anything is stored', () => {
  let t: TestApp;
  let storageRoot: string;
  let ownerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    storageRoot = path.join(t.config.dataDir, 'storage');
    ownerId = (await makeUser(t.db, 'seeker')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** What a form route does: check every upload, then store them; a refusal stores nothing. */
  async function saveForm(uploads: ReturnType<typeof upload>[]) {
    const checked = await checkUploads(uploads, kindOf);
    await storeUploads({ db: t.db, storage: t.app.storage }, ownerId, checked);
    return checked;
  }

  const ownedRows = () => t.db.select().from(files).where(eq(files.owner_user_id, ownerId));

  it('accepts a JPEG, PNG and WebP photo and a PDF or image document, stored under random names', async () => {
    const cases: [string, string, Buffer, string][] = [
      ['photo', 'budi foto.jpg', JPEG, 'image/jpeg'],
      ['photo', 'budi-foto.png', PNG, 'image/png'],
      ['photo', 'budi-foto.webp', WEBP, 'image/webp'],
      ['file_ktp', 'budi-ktp.pdf', PDF, 'application/pdf'],
      ['certificate', 'budi-sertifikat.png', PNG, 'image/png'],
    ];
    for (const [field, name, buffer, mime] of cases) {
      const [checked] = await saveForm([upload(field, name, buffer, 'application/octet-stream')]);
      const kind = FIELD_KINDS[field]!;
      const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }[
        mime
      ];
      expect(checked).toMatchObject({ field, kind, mime, visibility: FILE_KINDS[kind].visibility });
      expect(checked!.key).toMatch(new RegExp(`^${kind}/[A-Za-z0-9_-]{24}\\.${ext}$`));
      expect(checked!.key).not.toContain('budi');
      const onDisk = await listFiles(storageRoot);
      expect(onDisk).toContain(`${FILE_KINDS[kind].visibility}/${checked!.key}`);
    }
    const rows = await ownedRows();
    expect(rows).toHaveLength(cases.length);
    expect(rows.map((r) => r.original_name).sort()).toEqual(cases.map((c) => c[1]).sort());
  });

  it.each([
    ['an SVG photo', 'photo', 'logo.svg', SVG, FILE_MESSAGES.badImage(FILE_KINDS.photo.label)],
    ['a zip as KTP', 'file_ktp', 'ktp.zip', ZIP, FILE_MESSAGES.badDocument(FILE_KINDS.ktp.label)],
    ['a text file named .png', 'photo', 'foto.png', TEXT, FILE_MESSAGES.badImage(FILE_KINDS.photo.label)],
    ['a PDF as photo', 'photo', 'foto.pdf', PDF, FILE_MESSAGES.badImage(FILE_KINDS.photo.label)],
    [
      'an image over 2 MB',
      'photo',
      'besar.png',
      bigPng(2 * 1024 * 1024),
      'Ukuran Foto tidak boleh lebih dari 2 MB.',
    ],
    [
      'a document over 5 MB',
      'certificate',
      'besar.pdf',
      bigPdf(5 * 1024 * 1024),
      'Ukuran Sertifikat tidak boleh lebih dari 5 MB.',
    ],
    [
      'a file name with a path',
      'photo',
      '../../etc/passwd.png',
      PNG,
      FILE_MESSAGES.badName(FILE_KINDS.photo.label),
    ],
    ['a Windows path', 'file_ktp', 'C:\\Users\\ktp.pdf', PDF, FILE_MESSAGES.badName(FILE_KINDS.ktp.label)],
  ])(
    'refuses %s with an Indonesian message and stores nothing of the form',
    async (_what, field, name, buffer, message) => {
      const filesBefore = await listFiles(storageRoot);
      const rowsBefore = await ownedRows();
      // A good photo (or KTP) beside the bad file: it must not be stored either.
      const good = field === 'photo' ? upload('file_ktp', 'ktp.pdf', PDF) : upload('photo', 'foto.png', PNG);
      const errors = await fieldErrors(saveForm([good, upload(field, name, buffer)]));
      expect(errors).toEqual({ [field]: [message] });
      expect(await listFiles(storageRoot)).toEqual(filesBefore);
      expect(await ownedRows()).toHaveLength(rowsBefore.length);
    },
  );

  it('refuses a file under a field the form does not have', async () => {
    const errors = await fieldErrors(saveForm([upload('file_npwp', 'npwp.pdf', PDF)]));
    expect(errors).toEqual({ file_npwp: [FILE_MESSAGES.unknownField('file_npwp')] });
  });

  it('takes an empty file part with no name as "no new file"', async () => {
    expect(await checkUploads([upload('photo', '', Buffer.alloc(0))], kindOf)).toEqual([]);
  });

  it('removes what it already wrote when recording the files fails', async () => {
    const before = await listFiles(storageRoot);
    const checked = await checkUploads(
      [upload('photo', 'a.png', PNG), upload('file_ktp', 'b.pdf', PDF)],
      kindOf,
    );
    // No such user: the files rows violate their foreign key after both objects were written.
    const failed = await storeUploads({ db: t.db, storage: t.app.storage }, 2_000_000_000, checked).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(Error);
    expect(await listFiles(storageRoot)).toEqual(before);
  });

  it('removeFiles deletes the rows and the stored bytes, ignoring keys no upload could make', async () => {
    const [photo, ktp] = await saveForm([upload('photo', 'a.png', PNG), upload('file_ktp', 'b.pdf', PDF)]);
    await removeFiles({ db: t.db, storage: t.app.storage }, [photo!.key, ktp!.key, '../../etc/passwd', null]);
    const onDisk = await listFiles(storageRoot);
    expect(onDisk).not.toContain(`public/${photo!.key}`);
    expect(onDisk).not.toContain(`private/${ktp!.key}`);
    const left = await t.db
      .select()
      .from(files)
      .where(sql`${files.storage_key} in (${photo!.key}, ${ktp!.key})`);
    expect(left).toEqual([]);
  });
});

describe('POST /profile-seeker/ refuses a bad upload and saves nothing of the form', () => {
  let t: TestApp;
  let storageRoot: string;
  let seeker: { id: number; userId: number; token: string };
  let biodata: Record<string, string>;

  const post = (fields: Record<string, string>, file: { field: string; name: string; data: Buffer }) =>
    t.request('POST', '/api/v1/profile-seeker/', {
      token: seeker.token,
      form: formOf(fields, { [file.field]: { data: file.data, name: file.name } }),
    });
  const ownedRows = () => t.db.select().from(files).where(eq(files.owner_user_id, seeker.userId));
  const savedName = async () =>
    (await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, seeker.id)))[0]!.full_name;

  beforeAll(async () => {
    t = await createTestApp();
    storageRoot = path.join(t.config.dataDir, 'storage');
    const row = await makeSeeker(t.db, { full_name: 'Nama Lama' });
    seeker = { id: row.id, userId: row.user_id, token: await sessionFor(t, row.user_id) };
    const region = await regionOf(t, '64.72');
    biodata = {
      full_name: 'Nama Baru',
      nik: '6472015705980009',
      birth_place: 'Samarinda',
      birth_date: '1998-05-17',
      gender: 'female',
      address: 'Jl. Pahlawan No. 5',
      province_code: region.province_code,
      city_code: region.city_code,
      district_code: region.district_code,
      sub_district_code: region.sub_district_code,
      phone: '081234567890',
      marriage_status: 'BELUM KAWIN',
      religion_id: '1',
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['an SVG', 'photo', 'foto.svg', SVG, FILE_MESSAGES.badImage(FILE_KINDS.photo.label)],
    ['a zip', 'file_ktp', 'ktp.zip', ZIP, FILE_MESSAGES.badDocument(FILE_KINDS.ktp.label)],
    ['a text file named .png', 'photo', 'foto.png', TEXT, FILE_MESSAGES.badImage(FILE_KINDS.photo.label)],
    [
      'an image over 2 MB',
      'photo',
      'foto.png',
      bigPng(2 * 1024 * 1024),
      'Ukuran Foto tidak boleh lebih dari 2 MB.',
    ],
    [
      'a document over 5 MB',
      'file_ktp',
      'ktp.pdf',
      bigPdf(5 * 1024 * 1024),
      'Ukuran Berkas KTP tidak boleh lebih dari 5 MB.',
    ],
    [
      'a file name with a path',
      'photo',
      '../../etc/passwd.png',
      PNG,
      FILE_MESSAGES.badName(FILE_KINDS.photo.label),
    ],
  ])('refuses %s with a 422 naming the field', async (_what, field, name, data, message) => {
    const before = await listFiles(storageRoot);
    const res = await post(biodata, { field, name, data });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { [field]: [message] } });
    expect(await listFiles(storageRoot)).toEqual(before);
    expect(await ownedRows()).toEqual([]);
    expect(await savedName()).toBe('Nama Lama');
  });

  it('saves the same form with a real photo (so the refusals above were the file’s alone)', async () => {
    const res = await post(biodata, { field: 'photo', name: 'foto.png', data: PNG });
    expect(res.status).toBe(200);
    expect(await savedName()).toBe('Nama Baru');
    const rows = await ownedRows();
    expect(rows).toHaveLength(1);
    expect(await listFiles(storageRoot)).toEqual([`public/${rows[0]!.storage_key}`]);
  });
});

describe('GET /api/v1/files/<kind>/<name>: private files for those allowed to read them', () => {
  let t: TestApp;
  let seekerRow: { id: number; user_id: number };
  let seeker: { userId: number; token: string };
  let otherSeeker: { token: string };
  let appliedCompany: { userId: number; token: string };
  let otherCompany: { userId: number; token: string };
  let admin: { token: string };
  let ktp: CheckedUpload;
  let certificate: CheckedUpload;
  let photo: CheckedUpload;
  let npwp: CheckedUpload;
  let applicationId: number;

  async function store(ownerId: number, field: string, kind: FileKind, name: string, buffer: Buffer) {
    const [checked] = await checkUploads([upload(field, name, buffer)], () => kind);
    await storeUploads({ db: t.db, storage: t.app.storage }, ownerId, [checked!]);
    return checked!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    seekerRow = await makeSeeker(t.db);
    seeker = { userId: seekerRow.user_id, token: await sessionFor(t, seekerRow.user_id) };
    otherSeeker = { token: await sessionFor(t, (await makeSeeker(t.db)).user_id) };
    const applied = await makeCompany(t.db);
    appliedCompany = { userId: applied.user_id, token: await sessionFor(t, applied.user_id) };
    const other = await makeCompany(t.db);
    otherCompany = { userId: other.user_id, token: await sessionFor(t, other.user_id) };
    admin = { token: await sessionFor(t, (await makeUser(t.db, 'admin')).id) };

    // The seeker applied to the first company's vacancy; the other company also has a vacancy.
    const vacancy = await makeVacancy(t.db, applied.id);
    await makeVacancy(t.db, other.id);
    const [application] = await t.db
      .insert(seekerJobVacancies)
      .values({ job_vacancy_id: vacancy.id, seeker_detail_id: seekerRow.id, applied_at: new Date() })
      .returning();
    applicationId = application!.id;
    // Applying writes its first history row: the access rule reads it (docs/decisions/076).
    await t.db
      .insert(applicationStatusHistories)
      .values({ seeker_job_vacancy_id: applicationId, from_status: null, to_status: 'APPLIED' });

    ktp = await store(seeker.userId, 'file_ktp', 'ktp', 'ktp-budi.pdf', PDF);
    certificate = await store(seeker.userId, 'certificate', 'certificate', 'sertifikat.png', PNG);
    photo = await store(seeker.userId, 'photo', 'photo', 'foto.png', PNG);
    npwp = await store(otherCompany.userId, 'file_npwp', 'npwp', 'npwp.pdf', PDF);
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('gives the owner the file by bearer token, never cached, as a download named by its kind', async () => {
    const res = await download(t, ktp.key, bearer(seeker.token));
    expect(res.status).toBe(200);
    expect(res.body.equals(PDF)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ktp.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('shows an image document inline with its stored type', async () => {
    const res = await download(t, certificate.key, bearer(seeker.token));
    expect(res.status).toBe(200);
    // Images are stored re-encoded (docs/decisions/074): the bytes served are the ones stored.
    expect(res.body.equals(certificate.buffer)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="certificate.png"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives the owner the file by the web app’s auth cookie, so a plain link works', async () => {
    const res = await download(t, ktp.key, { cookie: `lang=id; ${authCookie(seeker.userId, seeker.token)}` });
    expect(res.status).toBe(200);
    expect(res.body.equals(PDF)).toBe(true);
  });

  it('ignores a cookie whose id is not the session’s user, or whose token is unknown or revoked', async () => {
    expect((await download(t, ktp.key, { cookie: authCookie(seeker.userId + 1, seeker.token) })).status).toBe(
      401,
    );
    expect((await download(t, ktp.key, { cookie: authCookie(seeker.userId, 'x'.repeat(43)) })).status).toBe(
      401,
    );
    expect((await download(t, ktp.key, { cookie: 'auth=%7Bnot-json' })).status).toBe(401);
    const revoked = await sessionFor(t, seeker.userId);
    await t.db
      .update(authTokens)
      .set({ used_at: sql`now()` })
      .where(eq(authTokens.user_id, seeker.userId));
    expect((await download(t, ktp.key, { cookie: authCookie(seeker.userId, revoked) })).status).toBe(401);
    seeker.token = await sessionFor(t, seeker.userId);
  });

  it('asks a guest to sign in, whether or not the file exists', async () => {
    const res = await download(t, ktp.key);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await download(t, 'ktp/AAAAAAAAAAAAAAAAAAAAAAAA.pdf')).status).toBe(401);
  });

  it('answers another seeker and an unrelated company as if the file did not exist', async () => {
    for (const token of [otherSeeker.token, otherCompany.token]) {
      for (const key of [ktp.key, certificate.key]) {
        const res = await download(t, key, bearer(token));
        expect(res.status).toBe(404);
        expect(JSON.parse(res.body.toString()).message).toBe(FILE_MESSAGES.notFound);
      }
    }
    const missing = await download(t, 'ktp/AAAAAAAAAAAAAAAAAAAAAAAA.pdf', bearer(otherSeeker.token));
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString()).message).toBe(FILE_MESSAGES.notFound);
  });

  it('lets the office read any private file', async () => {
    for (const [key, bytes] of [
      [ktp.key, PDF],
      [certificate.key, certificate.buffer],
      [npwp.key, PDF],
    ] as const) {
      const res = await download(t, key, bearer(admin.token));
      expect(res.status).toBe(200);
      expect(res.body.equals(bytes)).toBe(true);
    }
  });

  it('lets a company the seeker applied to read the seeker’s KTP and certificates, not other companies’ files', async () => {
    expect((await download(t, ktp.key, bearer(appliedCompany.token))).status).toBe(200);
    const cert = await download(t, certificate.key, bearer(appliedCompany.token));
    expect(cert.status).toBe(200);
    expect(cert.body.equals(certificate.buffer)).toBe(true);
    expect((await download(t, npwp.key, bearer(appliedCompany.token))).status).toBe(404);
    // The other company reads its own NPWP, but not the seeker's files (it has no application).
    expect((await download(t, npwp.key, bearer(otherCompany.token))).status).toBe(200);
  });

  it('keeps the company’s access at every stage after the seeker applied, a rejection included, and gives none for a pending invitation', async () => {
    const setStage = (status: string) =>
      t.db
        .update(seekerJobVacancies)
        .set({ status })
        .where(eq(seekerJobVacancies.seeker_detail_id, seekerRow.id));
    const status = async () => [
      (await download(t, ktp.key, bearer(appliedCompany.token))).status,
      (await download(t, certificate.key, bearer(appliedCompany.token))).status,
    ];
    for (const stage of ['CALLED', 'PASSED', 'ACCEPTED', 'REJECTED']) {
      await setStage(stage);
      expect(await status(), stage).toEqual([200, 200]);
    }
    // An invitation the seeker has not accepted: its history never reached APPLIED.
    await t.db
      .delete(applicationStatusHistories)
      .where(eq(applicationStatusHistories.seeker_job_vacancy_id, applicationId));
    await t.db
      .insert(applicationStatusHistories)
      .values({ seeker_job_vacancy_id: applicationId, from_status: null, to_status: 'INVITED' });
    await setStage('INVITED');
    expect(await status()).toEqual([404, 404]);
    // The seeker still reads their own files, and the office still reads them.
    expect((await download(t, ktp.key, bearer(seeker.token))).status).toBe(200);
    expect((await download(t, ktp.key, bearer(admin.token))).status).toBe(200);
    await t.db
      .insert(applicationStatusHistories)
      .values({ seeker_job_vacancy_id: applicationId, from_status: 'INVITED', to_status: 'APPLIED' });
    await setStage('APPLIED');
    expect(await status()).toEqual([200, 200]);
  });

  it('does not serve public kinds, and /storage does not serve private ones', async () => {
    expect((await download(t, photo.key, bearer(seeker.token))).status).toBe(404);
    const pub = await fetch(`${t.baseUrl}/storage/${photo.key}`);
    expect(pub.status).toBe(200);
    expect(Buffer.from(await pub.arrayBuffer()).equals(photo.buffer)).toBe(true);
    expect((await fetch(`${t.baseUrl}/storage/${ktp.key}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/storage/../private/${ktp.key}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/storage/..%2Fprivate%2F${ktp.key.replace('/', '%2F')}`)).status).toBe(
      404,
    );
  });

  it('refuses malformed keys and a file whose bytes are gone with the same 404', async () => {
    for (const key of ['ktp/..%2F..%2Fetc%2Fpasswd', 'ktp/short.pdf', `unknown/${ktp.key.split('/')[1]}`]) {
      expect((await download(t, key, bearer(admin.token))).status).toBe(404);
    }
    const gone = await store(seeker.userId, 'file_ktp', 'ktp', 'hilang.pdf', PDF);
    await t.app.storage.delete(`private/${gone.key}`);
    expect((await download(t, gone.key, bearer(seeker.token))).status).toBe(404);
  });
});
