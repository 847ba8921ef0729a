import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION, type FileKind } from '@siloker/shared';
import {
  companyDetails,
  configs,
  fileReads,
  privacyConsents,
  seekerDetails,
  seekerJobVacancies,
  users,
  applicationStatusHistories,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { checkUploads, storeUploads } from '../src/domains/files/service.ts';
import { client, newEmail, PASSWORD } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, makeCompleteSeeker } from './profile-fixtures.ts';
import { makeCompany, makePost, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';
import { PDF, upload } from './upload-fixtures.ts';

/** UU PDP 27/2022 Pasal 7–13 (issue 15 items 11 and 12; docs/decisions/077). */

const API = '/api/v1';
const OFFICE = 'Dinas Tenaga Kerja Kota Uji';

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Rina Wati',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  type: 'seeker',
  ...extra,
});

describe('privacy notice: consent at registration and for each new version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const usersWith = (email: string) => t.db.select().from(users).where(eq(users.email, email));

  it('refuses a registration without consent, or with consent false, and creates nothing', async () => {
    const c = client(t);
    for (const extra of [{}, { privacy_consent: false }, { privacy_consent: 'ya' }]) {
      const email = newEmail('tanpa-setuju');
      const res = await c.post(`${API}/auth/register`, registration(email, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.data.errors.privacy_consent).toEqual([PRIVACY_MESSAGES.consentRequired]);
      expect(await usersWith(email)).toHaveLength(0);
    }
  });

  it('records the consent of a seeker and of a company with the notice version, time and address', async () => {
    const ip = '10.77.0.1';
    const c = client(t, ip);
    for (const type of ['seeker', 'company']) {
      const email = newEmail(type);
      const before = Date.now();
      const res = await c.post(`${API}/auth/register`, registration(email, { type, privacy_consent: true }));
      expect(res.status).toBe(201);
      const [user] = await usersWith(email);
      const consents = await t.db.select().from(privacyConsents).where(eq(privacyConsents.user_id, user!.id));
      expect(consents).toHaveLength(1);
      expect(consents[0]).toMatchObject({ version: PRIVACY_NOTICE_VERSION, ip });
      expect(consents[0]!.consented_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('asks again whoever agreed to the notice before it named the CV and the cover letter (2026-11-26)', async () => {
    const { seeker, token } = await makeCompleteSeeker(t);
    await t.db.delete(privacyConsents).where(eq(privacyConsents.user_id, seeker.user_id));
    await t.db.insert(privacyConsents).values({ user_id: seeker.user_id, version: '2026-11-26' });
    expect(PRIVACY_NOTICE_VERSION).not.toBe('2026-11-26');
    expect((await t.get(`${API}/auth/me`, token)).body.data.user.privacy_consent_required).toBe(true);
    expect((await t.post(`${API}/account/privacy-consent`, { privacy_consent: true }, token)).status).toBe(
      200,
    );
    expect((await t.get(`${API}/auth/me`, token)).body.data.user.privacy_consent_required).toBe(false);
  });

  it('asks again under a new version: me says so, personal-data writes get 403, reads work, consent opens them', async () => {
    const { seeker, token } = await makeCompleteSeeker(t);
    const company = await makeCompany(t.db);
    const companyToken = await sessionToken(t.db, company.user_id);
    const vacancy = await makeVacancy(t.db, company.id);
    const post = await makePost(t.db, { start_at: new Date(Date.now() + 7 * 86_400_000) });
    // Accounts that agreed only to an earlier notice (or to none, as before this version).
    for (const userId of [seeker.user_id, company.user_id]) {
      await t.db.delete(privacyConsents).where(eq(privacyConsents.user_id, userId));
    }
    await t.db.insert(privacyConsents).values({ user_id: seeker.user_id, version: '2020-01-01' });

    const me = await t.get(`${API}/auth/me`, token);
    expect(me.body.data.user.privacy_consent_required).toBe(true);

    const apply = () =>
      t.post(`${API}/seekers/applied`, { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.id }, token);
    const refused = [
      await apply(),
      await t.request('POST', `${API}/profile-seeker`, { form: formOf({ full_name: 'Budi' }), token }),
      await t.request('POST', `${API}/profile-company`, {
        form: formOf({ name: 'PT' }),
        token: companyToken,
      }),
      await t.post(`${API}/posts/join`, { post_id: post.id }, token),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(PRIVACY_MESSAGES.consentNeeded);
    }
    expect(
      await t.db.select().from(seekerJobVacancies).where(eq(seekerJobVacancies.seeker_detail_id, seeker.id)),
    ).toHaveLength(0);
    const [kept] = await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, seeker.id));
    expect(kept!.full_name).toBe('Budi Santoso');
    // Reading stays open: the profile, the export.
    expect((await t.get(`${API}/profile-seeker`, token)).status).toBe(200);
    expect((await t.get(`${API}/account/export`, token)).status).toBe(200);

    const bad = await t.post(`${API}/account/privacy-consent`, { privacy_consent: false }, token);
    expect(bad.status).toBe(400);
    const agreed = await t.post(`${API}/account/privacy-consent`, { privacy_consent: true }, token);
    expect(agreed.status).toBe(200);
    expect(agreed.body.data).toMatchObject({
      version: PRIVACY_NOTICE_VERSION,
      privacy_consent_required: false,
    });
    // Agreeing twice keeps the one record.
    expect((await t.post(`${API}/account/privacy-consent`, { privacy_consent: true }, token)).status).toBe(
      200,
    );
    const rows = await t.db
      .select()
      .from(privacyConsents)
      .where(
        and(eq(privacyConsents.user_id, seeker.user_id), eq(privacyConsents.version, PRIVACY_NOTICE_VERSION)),
      );
    expect(rows).toHaveLength(1);

    expect((await t.get(`${API}/auth/me`, token)).body.data.user.privacy_consent_required).toBe(false);
    expect((await apply()).status).toBe(201);
    // The company is still asked until it agrees itself.
    expect(
      (
        await t.request('POST', `${API}/profile-company`, {
          form: formOf({ name: 'PT' }),
          token: companyToken,
        })
      ).status,
    ).toBe(403);
  });

  it('never asks office staff, who process data for the office', async () => {
    const admin = await makeUser(t.db, 'admin');
    const me = await t.get(`${API}/auth/me`, await sessionToken(t.db, admin.id));
    expect(me.body.data.user.privacy_consent_required).toBe(false);
  });

  it('answers the consent and the read log only to a signed-in account', async () => {
    expect((await t.post(`${API}/account/privacy-consent`, { privacy_consent: true })).status).toBe(401);
    expect((await t.get(`${API}/account/file-reads`)).status).toBe(401);
  });
});

describe('document-read log: who opened my KTP, NIB or NPWP', () => {
  let t: TestApp;
  let seeker: { id: number; user_id: number };
  let seekerToken: string;
  let companyName: string;
  let companyToken: string;
  let companyOwner: number;
  let admin: { id: number; name: string };
  let adminToken: string;
  let ktpKey: string;
  let nibKey: string;

  const download = (key: string, token: string) =>
    fetch(`${t.baseUrl}${API}/files/${key}`, { headers: { authorization: `Bearer ${token}` } });

  async function store(ownerId: number, field: string, kind: FileKind, name: string) {
    const [checked] = await checkUploads([upload(field, name, PDF)], () => kind);
    await storeUploads({ db: t.db, storage: t.app.storage }, ownerId, [checked!]);
    return checked!.key;
  }

  beforeAll(async () => {
    t = await createTestApp();
    // The office's configured name (Pengaturan), as the owner should read it.
    await t.db.update(configs).set({ value: OFFICE }).where(eq(configs.key, 'office_name'));
    const made = await makeCompleteSeeker(t);
    seeker = made.seeker;
    seekerToken = made.token;
    const company = await makeCompany(t.db, { name: 'PT Mahakam Sejahtera' });
    companyName = company.name;
    companyOwner = company.user_id;
    companyToken = await sessionToken(t.db, company.user_id);
    const vacancy = await makeVacancy(t.db, company.id);
    const [application] = await t.db
      .insert(seekerJobVacancies)
      .values({ job_vacancy_id: vacancy.id, seeker_detail_id: seeker.id, applied_at: new Date() })
      .returning();
    // Applying writes its first history row: the document rule reads it (docs/decisions/076).
    await t.db
      .insert(applicationStatusHistories)
      .values({ seeker_job_vacancy_id: application!.id, from_status: null, to_status: 'APPLIED' });
    admin = await makeUser(t.db, 'admin', 'Slamet Petugas');
    adminToken = await sessionToken(t.db, admin.id);
    ktpKey = await store(seeker.user_id, 'file_ktp', 'ktp', 'ktp.pdf');
    nibKey = await store(company.user_id, 'file_nib', 'nib', 'nib.pdf');
    await t.db.update(companyDetails).set({ file_nib: nibKey }).where(eq(companyDetails.id, company.id));
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs a company opening an applicant’s KTP; the seeker sees the company’s name, not their own reads', async () => {
    expect((await download(ktpKey, seekerToken)).status).toBe(200);
    expect((await download(ktpKey, companyToken)).status).toBe(200);

    const res = await t.get(`${API}/account/file-reads`, seekerToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.data.total_data).toBe(1);
    expect(res.body.data.file_reads).toEqual([
      {
        id: expect.any(Number),
        file_kind: 'ktp',
        file_label: 'Berkas KTP',
        reader_role: 'company',
        reader_role_name: 'Perusahaan',
        reader_organisation: companyName,
        created_at: expect.any(String),
      },
    ]);
    // The company's own log is empty: reading someone else's file is not a read of its documents.
    expect((await t.get(`${API}/account/file-reads`, companyToken)).body.data.total_data).toBe(0);
  });

  it('names the office, never the staff member, to the owner, and keeps the staff id for the office', async () => {
    expect((await download(ktpKey, adminToken)).status).toBe(200);
    expect((await download(nibKey, adminToken)).status).toBe(200);

    const seekerLog = await t.get(`${API}/account/file-reads`, seekerToken);
    const latest = seekerLog.body.data.file_reads[0];
    expect(latest).toMatchObject({
      reader_role: 'admin',
      reader_role_name: 'Dinas',
      reader_organisation: OFFICE,
    });
    expect(JSON.stringify(seekerLog.body)).not.toContain(admin.name);
    expect(JSON.stringify(seekerLog.body)).not.toContain(`"reader_user_id"`);

    const companyLog = await t.get(`${API}/account/file-reads`, companyToken);
    expect(companyLog.body.data.file_reads).toEqual([
      expect.objectContaining({ file_kind: 'nib', file_label: 'Berkas NIB', reader_organisation: OFFICE }),
    ]);
    const stored = await t.db.select().from(fileReads).where(eq(fileReads.owner_user_id, companyOwner));
    expect(stored[0]!.reader_user_id).toBe(admin.id);
  });

  it('does not log a refused read', async () => {
    const other = await makeCompany(t.db);
    const otherToken = await sessionToken(t.db, other.user_id);
    const before = (await t.get(`${API}/account/file-reads`, seekerToken)).body.data.total_data;
    expect((await download(ktpKey, otherToken)).status).toBe(404);
    expect((await t.get(`${API}/account/file-reads`, seekerToken)).body.data.total_data).toBe(before);
  });

  it('pages the log newest first and refuses a bad page with a field error', async () => {
    const page = await t.get(`${API}/account/file-reads?limit=1&offset=1`, seekerToken);
    expect(page.body.data.file_reads).toHaveLength(1);
    expect(page.body.data.file_reads[0].reader_role).toBe('company');
    expect(page.body.data.total_data).toBe(2);
    const bad = await t.get(`${API}/account/file-reads?limit=1000`, seekerToken);
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.limit).toBeDefined();
  });

  it('puts the log and the consents in the account export', async () => {
    const res = await t.get(`${API}/account/export`, seekerToken);
    expect(res.status).toBe(200);
    expect(res.body.data.file_reads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file_kind: 'ktp', reader_organisation: companyName }),
        expect.objectContaining({ file_kind: 'ktp', reader_organisation: OFFICE }),
      ]),
    );
    expect(res.body.data.privacy_consents).toEqual([
      { version: PRIVACY_NOTICE_VERSION, consented_at: expect.any(String) },
    ]);
  });

  it('deletes the read log with the account', async () => {
    const logged = () => t.db.select().from(fileReads).where(eq(fileReads.owner_user_id, seeker.user_id));
    expect((await logged()).length).toBeGreaterThan(0);
    await t.db
      .update(users)
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where(eq(users.id, seeker.user_id));
    const res = await t.post(`${API}/account/delete`, { password: PASSWORD }, seekerToken);
    expect(res.status).toBe(200);
    expect(
      await t.db.select().from(fileReads).where(eq(fileReads.owner_user_id, seeker.user_id)),
    ).toHaveLength(0);
    const consents = await t.db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.user_id, seeker.user_id));
    expect(consents.every((c) => c.ip === null)).toBe(true);
  });
});
