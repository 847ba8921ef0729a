import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyDetails,
  jobVacancies,
  notifications,
  verificationDecisions,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  makeCompany,
  makeSeeker,
  makeUser,
  makeVacancy,
  COMPLETE_COMPANY,
  sessionToken,
} from './public-fixtures.ts';

const API = '/api/v1/office';

describe('office verification of companies and vacancies', () => {
  let t: TestApp;
  let office: { id: number; token: string };
  let seekerToken: string;
  let companyToken: string;

  const session = (userId: number) => sessionToken(t.db, userId);

  const decisionsOf = (type: 'company' | 'job_vacancy', id: number) =>
    t.db
      .select()
      .from(verificationDecisions)
      .where(and(eq(verificationDecisions.subject_type, type), eq(verificationDecisions.subject_id, id)));

  const notificationsOf = (userId: number) =>
    t.db.select().from(notifications).where(eq(notifications.user_id, userId));

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await makeUser(t.db, 'admin');
    office = { id: admin.id, token: await session(admin.id) };
    const seeker = await makeSeeker(t.db);
    seekerToken = await session(seeker.user_id);
    const company = await makeCompany(t.db, COMPLETE_COMPANY);
    companyToken = await session(company.user_id);
  });
  afterAll(() => t?.close());

  it('refuses guests (401) and seekers and companies (403) on every office route', async () => {
    const routes: [string, string][] = [
      ['GET', `${API}/summary`],
      ['GET', `${API}/companies`],
      ['GET', `${API}/job-vacancies`],
      ['POST', `${API}/companies/1/status`],
      ['POST', `${API}/job-vacancies/1/status`],
    ];
    const body = { status: 'VERIFIED' };
    for (const [method, path] of routes) {
      const opts = method === 'POST' ? { body } : {};
      expect((await t.request(method, path, opts)).status, path).toBe(401);
      expect((await t.request(method, path, { ...opts, token: seekerToken })).status, path).toBe(403);
      expect((await t.request(method, path, { ...opts, token: companyToken })).status, path).toBe(403);
    }
  });

  it('lists each queue by status, oldest first, with the documents the office may open and what is missing', async () => {
    const older = await makeCompany(t.db, {
      ...COMPLETE_COMPANY,
      status: 'PENDING',
      name: 'PT Antre Pertama',
      created_at: new Date(Date.now() - 60_000),
    });
    const incomplete = await makeCompany(t.db, { status: 'PENDING', name: 'PT Antre Kedua', phone: '0541' });
    await makeVacancy(t.db, older.id, { status: 'PENDING', publication_status: 'DRAFT' });
    const rejected = await makeCompany(t.db, {
      ...COMPLETE_COMPANY,
      status: 'REJECTED',
      status_note: 'NIB buram',
    });

    const res = await t.get(`${API}/companies?search=PT Antre`, office.token);
    expect(res.status).toBe(200);
    const names = res.body.data.companies.map((c: { name: string }) => c.name);
    expect(names).toEqual(['PT Antre Pertama', 'PT Antre Kedua']);
    expect(res.body.data.total).toBe(2);
    const [first, second] = res.body.data.companies;
    expect(first).toMatchObject({
      id: older.id,
      status: 'PENDING',
      nib: COMPLETE_COMPANY.nib,
      file_nib_url: '/api/v1/files/nib/dokumen-nib.pdf',
      file_npwp_url: '/api/v1/files/npwp/dokumen-npwp.pdf',
      status_office_name: 'Kantor Pusat',
      missing: [],
      job_vacancy_count: 1,
    });
    expect(second.id).toBe(incomplete.id);
    expect(second.missing).toEqual(expect.arrayContaining(['Berkas NIB', 'Berkas NPWP']));
    expect(second.file_nib_url).toBeNull();

    const newest = await t.get(`${API}/companies?search=PT Antre&sort_by=desc`, office.token);
    expect(newest.body.data.companies[0].id).toBe(incomplete.id);

    const rejectedList = await t.get(`${API}/companies?status=REJECTED`, office.token);
    expect(rejectedList.body.data.companies.map((c: { id: number }) => c.id)).toContain(rejected.id);
    expect(rejectedList.body.data.companies.every((c: { status: string }) => c.status === 'REJECTED')).toBe(
      true,
    );

    const bad = await t.get(`${API}/companies?status=UNKNOWN`, office.token);
    expect(bad.status).toBe(400);
  });

  it('leaves invitations and removed vacancies out of the vacancy queue', async () => {
    const company = await makeCompany(t.db, COMPLETE_COMPANY);
    const queued = await makeVacancy(t.db, company.id, {
      status: 'PENDING',
      publication_status: 'DRAFT',
      title: 'Operator Antrean Lowongan',
      description: '<p>Mengoperasikan <b>mesin</b> produksi &amp; merawatnya.</p>',
      salary: 4_500_000,
      worker_count: 3,
    });
    const seeker = await makeSeeker(t.db);
    await makeVacancy(t.db, company.id, {
      status: 'PENDING',
      title: 'Operator Antrean Undangan',
      is_invitation: true,
      seeker_detail_id: seeker.id,
    });
    await makeVacancy(t.db, company.id, {
      status: 'PENDING',
      title: 'Operator Antrean Dihapus',
      is_removed: true,
    });

    const res = await t.get(`${API}/job-vacancies?search=Operator Antrean`, office.token);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.job_vacancies[0]).toMatchObject({
      id: queued.id,
      company: { id: company.id, name: company.name },
      status: 'PENDING',
      publication_status: 'DRAFT',
      salary: 4_500_000,
      worker_count: 3,
      description_excerpt: 'Mengoperasikan mesin produksi & merawatnya.',
    });
  });

  it('verifies a complete company: status, stamp, history row and a notification to its account', async () => {
    const company = await makeCompany(t.db, { ...COMPLETE_COMPANY, status: 'PENDING' });
    const res = await t.post(`${API}/companies/${company.id}/status`, { status: 'VERIFIED' }, office.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.company).toMatchObject({ id: company.id, status: 'VERIFIED', status_note: null });

    const [row] = await t.db.select().from(companyDetails).where(eq(companyDetails.id, company.id));
    expect(row).toMatchObject({ status: 'VERIFIED', verified_by: office.id });
    expect(row!.verified_at).not.toBeNull();
    expect(await decisionsOf('company', company.id)).toEqual([
      expect.objectContaining({
        from_status: 'PENDING',
        to_status: 'VERIFIED',
        note: null,
        decided_by: office.id,
      }),
    ]);
    const told = await notificationsOf(company.user_id);
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Perusahaan Anda telah diverifikasi',
        link: '/panel/data-pribadi/perusahaan',
      }),
    ]);
  });

  it('rejects a company with the note it is told, and refuses a rejection without one', async () => {
    const company = await makeCompany(t.db, { ...COMPLETE_COMPANY, status: 'PENDING' });
    const path = `${API}/companies/${company.id}/status`;

    for (const body of [{ status: 'REJECTED' }, { status: 'REJECTED', note: '   ' }]) {
      const refused = await t.post(path, body, office.token);
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors.note).toEqual(['Alasan penolakan wajib diisi.']);
    }
    const tooLong = await t.post(path, { status: 'REJECTED', note: 'x'.repeat(1001) }, office.token);
    expect(tooLong.status).toBe(400);
    const pending = await t.post(path, { status: 'PENDING', note: 'x' }, office.token);
    expect(pending.status).toBe(400);
    expect(await decisionsOf('company', company.id)).toEqual([]);

    const note = 'Berkas NPWP tidak terbaca, unggah ulang.';
    const res = await t.post(path, { status: 'REJECTED', note }, office.token);
    expect(res.status).toBe(200);
    expect(res.body.data.company).toMatchObject({ status: 'REJECTED', status_note: note });
    expect(await decisionsOf('company', company.id)).toEqual([
      expect.objectContaining({ from_status: 'PENDING', to_status: 'REJECTED', note, decided_by: office.id }),
    ]);
    expect(await notificationsOf(company.user_id)).toEqual([
      expect.objectContaining({ title: 'Verifikasi perusahaan ditolak', body: note }),
    ]);
  });

  it('refuses to verify a company whose documents are missing, naming them, and changes nothing', async () => {
    const company = await makeCompany(t.db, { ...COMPLETE_COMPANY, status: 'PENDING', file_npwp: null });
    const res = await t.post(`${API}/companies/${company.id}/status`, { status: 'VERIFIED' }, office.token);
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('Berkas NPWP');
    const [row] = await t.db.select().from(companyDetails).where(eq(companyDetails.id, company.id));
    expect(row!.status).toBe('PENDING');
    expect(await decisionsOf('company', company.id)).toEqual([]);
    expect(await notificationsOf(company.user_id)).toEqual([]);
  });

  it('answers 404 for an unknown company or vacancy, and for an invitation', async () => {
    const body = { status: 'VERIFIED' };
    expect((await t.post(`${API}/companies/99999999/status`, body, office.token)).status).toBe(404);
    expect((await t.post(`${API}/job-vacancies/99999999/status`, body, office.token)).status).toBe(404);
    const company = await makeCompany(t.db, COMPLETE_COMPANY);
    const seeker = await makeSeeker(t.db);
    const invitation = await makeVacancy(t.db, company.id, {
      status: 'PENDING',
      is_invitation: true,
      seeker_detail_id: seeker.id,
    });
    expect((await t.post(`${API}/job-vacancies/${invitation.id}/status`, body, office.token)).status).toBe(
      404,
    );
  });

  it('a verified vacancy of a verified company goes public once published; a rejected one does not', async () => {
    const company = await makeCompany(t.db, { ...COMPLETE_COMPANY, status: 'PENDING' });
    const good = await makeVacancy(t.db, company.id, {
      status: 'PENDING',
      publication_status: 'DRAFT',
      title: 'Juru Las Terverifikasi',
    });
    const bad = await makeVacancy(t.db, company.id, {
      status: 'PENDING',
      publication_status: 'PUBLISHED',
      title: 'Juru Las Ditolak',
    });
    const publicIds = async () =>
      (await t.get('/api/v1/job-vacancies?limit=100')).body.data.job_vacancies.map(
        (v: { id: number }) => v.id,
      );

    expect(
      (await t.post(`${API}/companies/${company.id}/status`, { status: 'VERIFIED' }, office.token)).status,
    ).toBe(200);
    const verified = await t.post(
      `${API}/job-vacancies/${good.id}/status`,
      { status: 'VERIFIED' },
      office.token,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data.job_vacancy).toMatchObject({ id: good.id, status: 'VERIFIED' });
    expect(await publicIds()).not.toContain(good.id); // still a draft

    await t.db
      .update(jobVacancies)
      .set({ publication_status: 'PUBLISHED' })
      .where(eq(jobVacancies.id, good.id));
    expect(await publicIds()).toContain(good.id);

    const note = 'Gaji di bawah upah minimum kota.';
    const rejected = await t.post(
      `${API}/job-vacancies/${bad.id}/status`,
      { status: 'REJECTED', note },
      office.token,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.job_vacancy).toMatchObject({ status: 'REJECTED', status_note: note });
    expect(await publicIds()).not.toContain(bad.id);

    const [badRow] = await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, bad.id));
    expect(badRow).toMatchObject({ status: 'REJECTED', status_note: note, verified_at: null });
    expect(await decisionsOf('job_vacancy', bad.id)).toEqual([
      expect.objectContaining({ from_status: 'PENDING', to_status: 'REJECTED', note, decided_by: office.id }),
    ]);
    const told = await notificationsOf(company.user_id);
    expect(told.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Perusahaan Anda telah diverifikasi',
        'Lowongan "Juru Las Terverifikasi" telah diverifikasi',
        'Verifikasi lowongan "Juru Las Ditolak" ditolak',
      ]),
    );
    expect(told.find((n) => n.title.includes('Ditolak'))).toMatchObject({
      body: note,
      link: '/panel/data-lowongan-kerja',
    });

    const refused = await t.post(
      `${API}/job-vacancies/${good.id}/status`,
      { status: 'REJECTED' },
      office.token,
    );
    expect(refused.status).toBe(400);
  });

  it('counts the pending queues for the office dashboard', async () => {
    const before = (await t.get(`${API}/summary`, office.token)).body.data.pending;
    const company = await makeCompany(t.db, { status: 'PENDING' });
    await makeVacancy(t.db, company.id, { status: 'PENDING' });
    await makeVacancy(t.db, company.id, { status: 'PENDING', is_invitation: true });
    await makeSeeker(t.db, { status: 'NOT_YET_VERIFIED' });
    const after = await t.get(`${API}/summary`, office.token);
    expect(after.status).toBe(200);
    expect(after.body.data.pending).toEqual({
      companies: before.companies + 1,
      job_vacancies: before.job_vacancies + 1,
      seekers: before.seekers + 1,
    });
  });
});
