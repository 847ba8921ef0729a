import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ACCOUNT_MESSAGES } from '@siloker/shared';
import {
  applicationStatusHistories,
  authTokens,
  companyDetails,
  files,
  jobVacancies,
  notifications,
  postParticipants,
  seekerDetails,
  seekerEducations,
  seekerExperiences,
  seekerJobVacancies,
  seekerSkills,
  users,
} from '../src/db/schema/index.ts';
import { checkUpload, storagePath, storeUploads, type CheckedUpload } from '../src/domains/files/service.ts';
import { issueToken, TOKEN_TTL_MS } from '../src/lib/tokens.ts';
import { PASSWORD, client, newEmail, registerAndActivate } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makePost, makeUser, makeVacancy } from './public-fixtures.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { upload } from './upload-fixtures.ts';

const EXPORT = '/api/v1/account/export';
const DELETE = '/api/v1/account/delete';

// The smallest files whose content passes the upload checks: a 1×1 PNG and a one-line PDF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Account = Awaited<ReturnType<typeof registerAndActivate>>;

/** Stores real files for a user through the files domain, as the profile forms do. */
async function storeFiles(t: TestApp, userId: number, parts: { kind: 'photo' | 'ktp'; buffer: Buffer }[]) {
  const checked: CheckedUpload[] = [];
  for (const p of parts) {
    const result = await checkUpload(upload(p.kind, `${p.kind}.bin`, p.buffer), p.kind);
    if (typeof result === 'string') throw new Error(result);
    checked.push(result);
  }
  await storeUploads({ db: t.db, storage: t.app.storage }, userId, checked);
  return checked;
}

const stored = async (t: TestApp, u: CheckedUpload) =>
  (await t.app.storage.get(storagePath(u.visibility, u.key))) !== null;

/** A seeker with a full profile, entries, one application with its history, an event and files. */
async function seekerWithHistory(t: TestApp, smtp: TestSmtp, name: string, nik: string) {
  const account = await registerAndActivate(t, smtp, { name });
  const seekerId = account.user.seeker_detail_id as number;
  const [photo, ktp] = await storeFiles(t, account.user.id, [
    { kind: 'photo', buffer: PNG },
    { kind: 'ktp', buffer: PDF },
  ]);
  const slug = `pencari-${nik}`;
  await t.db
    .update(seekerDetails)
    .set({
      full_name: name,
      nik,
      birth_place: 'Semarang',
      birth_date: '1998-04-01',
      address: `Jl. Mawar ${nik}`,
      phone: '081200000000',
      photo: photo!.key,
      file_ktp: ktp!.key,
      about: `Tentang ${name}`,
      is_public: true,
      slug_name: slug,
    })
    .where(eq(seekerDetails.id, seekerId));
  await t.db
    .insert(seekerEducations)
    .values({ seeker_detail_id: seekerId, education_id: 1, school_name: `SMK ${name}` });
  await t.db
    .insert(seekerExperiences)
    .values({ seeker_detail_id: seekerId, company_name: `Toko ${name}`, position: 'Kasir' });
  await t.db.insert(seekerSkills).values({ seeker_detail_id: seekerId, name: `Menjahit ${name}` });
  const company = await makeCompany(t.db, { name: `PT Tujuan ${name}` });
  const vacancy = await makeVacancy(t.db, company.id, { title: `Operator ${name}` });
  const [application] = await t.db
    .insert(seekerJobVacancies)
    .values({
      job_vacancy_id: vacancy.id,
      seeker_detail_id: seekerId,
      status: 'INTERVIEW',
      applied_at: new Date(),
    })
    .returning();
  await t.db.insert(applicationStatusHistories).values([
    { seeker_job_vacancy_id: application!.id, from_status: null, to_status: 'APPLIED' },
    {
      seeker_job_vacancy_id: application!.id,
      from_status: 'APPLIED',
      to_status: 'INTERVIEW',
      note: 'Datang Senin',
    },
  ]);
  const post = await makePost(t.db, { title: `Bursa Kerja ${name}` });
  await t.db.insert(postParticipants).values({ post_id: post.id, seeker_detail_id: seekerId });
  await t.db
    .insert(notifications)
    .values({ user_id: account.user.id, type: 'application_status', title: `Kabar untuk ${name}` });
  return {
    account,
    seekerId,
    slug,
    photo: photo!,
    ktp: ktp!,
    company,
    vacancy,
    application: application!,
    post,
  };
}

describe('account export and deletion (UU PDP 27/2022)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let alice: Awaited<ReturnType<typeof seekerWithHistory>>;
  let bob: Awaited<ReturnType<typeof seekerWithHistory>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    alice = await seekerWithHistory(t, smtp, 'Alice Wulandari', '3374010101980001');
    bob = await seekerWithHistory(t, smtp, 'Bobby Saputra', '3374010101980002');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('needs a session for both', async () => {
    expect((await t.get(EXPORT)).status).toBe(401);
    expect((await t.post(DELETE, { password: PASSWORD })).status).toBe(401);
  });

  it("exports the seeker's account, profile, entries, applications, events, notifications and file links as a download", async () => {
    const res = await t.get(EXPORT, alice.account.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="siloker-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body.data;
    expect(data.account).toMatchObject({
      id: alice.account.user.id,
      name: 'Alice Wulandari',
      email: alice.account.email,
      role_name: 'seeker',
      status: 'VERIFIED',
    });
    expect(data.profile).toMatchObject({
      id: alice.seekerId,
      full_name: 'Alice Wulandari',
      nik: '3374010101980001',
      birth_date: '1998-04-01',
      file_ktp_url: `/api/v1/files/${alice.ktp.key}`,
      photo_url: `/storage/${alice.photo.key}`,
    });
    expect(data.profile.educations).toMatchObject([{ school_name: 'SMK Alice Wulandari' }]);
    expect(data.profile.experiences).toMatchObject([{ company_name: 'Toko Alice Wulandari' }]);
    expect(data.profile.skills).toMatchObject([{ name: 'Menjahit Alice Wulandari' }]);
    expect(data.applications).toMatchObject([
      {
        id: alice.application.id,
        status: 'INTERVIEW',
        vacancy_title: 'Operator Alice Wulandari',
        company_name: 'PT Tujuan Alice Wulandari',
        status_history: [
          { from_status: null, to_status: 'APPLIED' },
          { from_status: 'APPLIED', to_status: 'INTERVIEW', note: 'Datang Senin' },
        ],
      },
    ]);
    expect(data.events).toMatchObject([{ post_id: alice.post.id, title: 'Bursa Kerja Alice Wulandari' }]);
    expect(data.notifications).toMatchObject([{ title: 'Kabar untuk Alice Wulandari' }]);
    expect(data.files).toHaveLength(2);
    expect(data.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'ktp',
          mime: 'application/pdf',
          url: `/api/v1/files/${alice.ktp.key}`,
        }),
        expect.objectContaining({ kind: 'photo', mime: 'image/png', url: `/storage/${alice.photo.key}` }),
      ]),
    );
  });

  it('gives file links the owner can download', async () => {
    const res = await t.get(EXPORT, alice.account.token);
    for (const file of res.body.data.files as { url: string; size: number }[]) {
      const download = await fetch(t.baseUrl + file.url, {
        headers: { authorization: `Bearer ${alice.account.token}` },
      });
      expect(download.status, file.url).toBe(200);
      expect((await download.arrayBuffer()).byteLength).toBe(file.size);
    }
  });

  it("never puts a password hash, a token or another person's data in the export", async () => {
    const res = await t.get(EXPORT, alice.account.token);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password|\$argon2|token_hash/i);
    expect(text).not.toContain(alice.account.token);
    for (const foreign of [
      'Bobby Saputra',
      '3374010101980002',
      bob.account.email,
      bob.ktp.key,
      bob.photo.key,
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("gives a company its vacancies with applicant counts, never the applicants' data", async () => {
    const company = await registerAndActivate(t, smtp, { type: 'company', name: 'PT Ekspor Data' });
    const companyId = company.user.company_detail_id as number;
    const vacancy = await makeVacancy(t.db, companyId, { title: 'Staf Gudang Ekspor' });
    await t.db
      .insert(seekerJobVacancies)
      .values({ job_vacancy_id: vacancy.id, seeker_detail_id: bob.seekerId, status: 'APPLIED' });
    const res = await t.get(EXPORT, company.token);
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({ id: companyId, name: 'PT Ekspor Data' });
    expect(res.body.data.applications).toMatchObject([
      { id: vacancy.id, title: 'Staf Gudang Ekspor', applicant_count: 1 },
    ]);
    expect(res.body.data.events).toEqual([]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Bobby Saputra');
    expect(text).not.toContain(bob.account.email);
  });

  it('refuses a wrong password as a field error and changes nothing', async () => {
    const res = await t.post(DELETE, { password: 'bukan-kata-sandinya' }, alice.account.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors.password).toEqual([AUTH_MESSAGES.wrongPassword]);
    expect((await t.get('/api/v1/auth/me', alice.account.token)).status).toBe(200);
    expect((await t.get(`/api/v1/seekers/slug/${alice.slug}`)).status).toBe(200);
    expect(await stored(t, alice.ktp)).toBe(true);
  });

  it('asks for the password', async () => {
    const res = await t.post(DELETE, { password: '' }, alice.account.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors.password).toEqual(['Kata sandi wajib di isi']);
  });

  it('stops checking passwords after 10 wrong ones', async () => {
    const carol = await registerAndActivate(t, smtp, { name: 'Carol' });
    for (let i = 0; i < 10; i++) {
      expect((await t.post(DELETE, { password: `salah-${i}` }, carol.token)).status).toBe(400);
    }
    const blocked = await t.post(DELETE, { password: carol.password }, carol.token);
    expect(blocked.status).toBe(429);
    expect((await t.get('/api/v1/auth/me', carol.token)).status).toBe(200);
  });

  it("refuses to delete the office's account", async () => {
    const admin = await makeUser(t.db, 'admin');
    const { token } = await issueToken(t.db, {
      userId: admin.id,
      kind: 'session',
      ttlMs: TOKEN_TTL_MS.session,
    });
    const res = await t.post(DELETE, { password: 'apa saja' }, token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.adminCannotDelete);
  });

  describe('a seeker deleting their account with the right password', () => {
    let answer: Awaited<ReturnType<TestApp['post']>>;
    beforeAll(async () => {
      // A second session (another device) must end too.
      const other = await client(t).post('/api/v1/auth/login', {
        email: alice.account.email,
        password: PASSWORD,
      });
      expect(other.status).toBe(200);
      answer = await t.post(DELETE, { password: PASSWORD }, alice.account.token);
    });

    it('answers with the deletion message and ends every session', async () => {
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(ACCOUNT_MESSAGES.deleted);
      expect((await t.get('/api/v1/auth/me', alice.account.token)).status).toBe(401);
      expect((await t.get(EXPORT, alice.account.token)).status).toBe(401);
      const tokens = await t.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.user_id, alice.account.user.id));
      expect(tokens).toEqual([]);
    });

    it('no longer lets anyone log in, with the old or the placeholder address', async () => {
      const c = client(t);
      const old = await c.post('/api/v1/auth/login', { email: alice.account.email, password: PASSWORD });
      expect(old.status).toBe(400);
      expect(old.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
      const placeholder = await c.post('/api/v1/auth/login', {
        email: `deleted-${alice.account.user.id}@deleted.invalid`,
        password: PASSWORD,
      });
      expect(placeholder.status).toBe(400);
      expect(placeholder.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
    });

    it('frees the e-mail address for a new registration', async () => {
      const again = await registerAndActivate(t, smtp, { email: alice.account.email, name: 'Alice Baru' });
      expect(again.user.id).not.toBe(alice.account.user.id);
      expect(again.user.email).toBe(alice.account.email);
    });

    it('takes the public profile down at once', async () => {
      expect((await t.get(`/api/v1/seekers/slug/${alice.slug}`)).status).toBe(404);
      const list = await t.get('/api/v1/seekers?limit=100');
      expect(list.body.data.seekers.map((s: { slug_name: string }) => s.slug_name)).not.toContain(alice.slug);
      expect(list.body.data.seekers.map((s: { slug_name: string }) => s.slug_name)).toContain(bob.slug);
    });

    it('keeps the application and its history, pointing at an anonymous profile', async () => {
      const [application] = await t.db
        .select()
        .from(seekerJobVacancies)
        .where(eq(seekerJobVacancies.id, alice.application.id));
      expect(application).toMatchObject({ seeker_detail_id: alice.seekerId, status: 'INTERVIEW' });
      const history = await t.db
        .select()
        .from(applicationStatusHistories)
        .where(eq(applicationStatusHistories.seeker_job_vacancy_id, alice.application.id));
      expect(history).toHaveLength(2);
      const [seeker] = await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, alice.seekerId));
      expect(seeker).toMatchObject({
        full_name: 'Pengguna dihapus',
        nik: null,
        birth_date: null,
        address: null,
        phone: null,
        photo: null,
        file_ktp: null,
        about: null,
        is_public: false,
      });
      expect(seeker!.slug_name).toMatch(/^dihapus-[0-9a-f]{16}$/);
      const [user] = await t.db.select().from(users).where(eq(users.id, alice.account.user.id));
      expect(user).toMatchObject({
        name: 'Pengguna dihapus',
        email: `deleted-${alice.account.user.id}@deleted.invalid`,
        phone: null,
        status: 'DELETED',
        password_hash: '!',
      });
      expect(user!.deleted_at).toBeInstanceOf(Date);
    });

    it("removes the profile's entries, notifications and files, from the table and from storage", async () => {
      for (const table of [seekerEducations, seekerExperiences, seekerSkills]) {
        expect(await t.db.select().from(table).where(eq(table.seeker_detail_id, alice.seekerId))).toEqual([]);
      }
      expect(
        await t.db.select().from(notifications).where(eq(notifications.user_id, alice.account.user.id)),
      ).toEqual([]);
      expect(await t.db.select().from(files).where(eq(files.owner_user_id, alice.account.user.id))).toEqual(
        [],
      );
      expect(await stored(t, alice.ktp)).toBe(false);
      expect(await stored(t, alice.photo)).toBe(false);
      // Someone else's files are untouched.
      expect(await stored(t, bob.ktp)).toBe(true);
    });

    it("leaves other people's accounts alone", async () => {
      expect((await t.get('/api/v1/auth/me', bob.account.token)).status).toBe(200);
      expect((await t.get(`/api/v1/seekers/slug/${bob.slug}`)).status).toBe(200);
    });
  });

  describe('a company deleting its account', () => {
    let company: Account;
    let slug: string;
    let vacancySlug: string;
    let applicationId: number;
    beforeAll(async () => {
      company = await registerAndActivate(t, smtp, {
        type: 'company',
        name: 'PT Pamit',
        email: newEmail('pamit'),
      });
      const companyId = company.user.company_detail_id as number;
      slug = `pt-pamit-${companyId}`;
      await t.db
        .update(companyDetails)
        .set({ status: 'VERIFIED', slug_name: slug, phone: '0247000000', email: 'hrd@pamit.id' })
        .where(eq(companyDetails.id, companyId));
      const vacancy = await makeVacancy(t.db, companyId, { title: 'Teknisi Pamit' });
      vacancySlug = vacancy.title_slug;
      const [application] = await t.db
        .insert(seekerJobVacancies)
        .values({ job_vacancy_id: vacancy.id, seeker_detail_id: bob.seekerId, status: 'APPLIED' })
        .returning();
      applicationId = application!.id;
    });

    it('is public before the deletion', async () => {
      expect((await t.get(`/api/v1/companies/slug/${slug}`)).status).toBe(200);
      expect((await t.get(`/api/v1/job-vacancies/slug/${vacancySlug}`)).status).toBe(200);
    });

    it('hides the company and its vacancies publicly, and keeps the applications for the seekers', async () => {
      const res = await t.post(DELETE, { password: company.password }, company.token);
      expect(res.status).toBe(200);
      expect((await t.get(`/api/v1/companies/slug/${slug}`)).status).toBe(404);
      expect((await t.get(`/api/v1/job-vacancies/slug/${vacancySlug}`)).status).toBe(404);
      const list = await t.get('/api/v1/companies?search=Pamit');
      expect(list.body.data.companies).toEqual([]);
      const [row] = await t.db
        .select()
        .from(companyDetails)
        .where(eq(companyDetails.id, company.user.company_detail_id as number));
      expect(row).toMatchObject({
        status: 'REJECTED',
        status_note: 'Akun dihapus oleh pemilik',
        phone: null,
        email: null,
      });
      const [vacancy] = await t.db
        .select()
        .from(jobVacancies)
        .where(eq(jobVacancies.title_slug, vacancySlug));
      expect(vacancy!.is_removed).toBe(true);
      const [application] = await t.db
        .select()
        .from(seekerJobVacancies)
        .where(eq(seekerJobVacancies.id, applicationId));
      expect(application).toBeDefined();
      // The seeker's own export still shows where they applied.
      const bobExport = await t.get(EXPORT, bob.account.token);
      expect(bobExport.body.data.applications.map((a: { id: number }) => a.id)).toContain(applicationId);
      expect((await t.get('/api/v1/auth/me', company.token)).status).toBe(401);
    });
  });
});
