import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  canMoveApplication,
  COMPANY_SETTABLE_STATUSES,
  type ApplicationStatus,
} from '@siloker/shared';
import {
  applicationStatusHistories,
  jobVacancies,
  notifications,
  seekerJobVacancies,
  seekerSkills,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompanyWithToken, makeCompleteSeeker } from './profile-fixtures.ts';
import { DAY, makeCompany, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

const applyBody = (vacancyId: number, seekerId: number) => ({
  job_vacancy_id: vacancyId,
  seeker_detail_id: seekerId,
});

const historyOf = (t: TestApp, applicationId: number) =>
  t.db
    .select()
    .from(applicationStatusHistories)
    .where(eq(applicationStatusHistories.seeker_job_vacancy_id, applicationId))
    .orderBy(asc(applicationStatusHistories.id));

const countOf = async (t: TestApp, vacancyId: number) =>
  (await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, vacancyId)))[0]!.applicant_count;

describe('applying to a vacancy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('records the application at APPLIED with its first history row, counts it once and tells the company', async () => {
    const { company } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const { seeker, token } = await makeCompleteSeeker(t);

    const res = await t.post('/api/v1/seekers/applied/', applyBody(vacancy.id, seeker.id), token);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(APPLICATION_MESSAGES.applied);
    expect(res.body.data.seeker_job_vacancy).toMatchObject({
      job_vacancy_id: vacancy.id,
      seeker_detail_id: seeker.id,
      status: 'APPLIED',
      is_invitation: false,
    });
    expect(res.body.data.seeker_job_vacancy.applied_at).toEqual(expect.any(String));
    expect(res.body.data.applicant_count).toBe(1);
    expect(await countOf(t, vacancy.id)).toBe(1);

    const history = await historyOf(t, res.body.data.seeker_job_vacancy.id);
    expect(history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'APPLIED', changed_by: seeker.user_id }),
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.user_id, company.user_id));
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Pelamar baru',
        link: `/panel/data-lowongan-kerja/${vacancy.title_slug}/pencari-kerja`,
      }),
    ]);
  });

  it('refuses a second apply with 409 and leaves one application and the count at one', async () => {
    const { company } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const { seeker, token } = await makeCompleteSeeker(t);
    expect((await t.post('/api/v1/seekers/applied/', applyBody(vacancy.id, seeker.id), token)).status).toBe(
      201,
    );
    const again = await t.post('/api/v1/seekers/applied', applyBody(vacancy.id, seeker.id), token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(APPLICATION_MESSAGES.alreadyApplied);
    expect(await countOf(t, vacancy.id)).toBe(1);
  });

  it('gives exactly one 201 and 49 409s for 50 simultaneous applies, with applicant_count exactly 1', async () => {
    const { company } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const { seeker, token } = await makeCompleteSeeker(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.post('/api/v1/seekers/applied/', applyBody(vacancy.id, seeker.id), token),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.job_vacancy_id, vacancy.id));
    expect(rows).toHaveLength(1);
    expect(await historyOf(t, rows[0]!.id)).toHaveLength(1);
    expect(await countOf(t, vacancy.id)).toBe(1);
  });

  it('ignores status, applicant_count and is_invitation sent in the apply body', async () => {
    const { company } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const { seeker, token } = await makeCompleteSeeker(t);
    const res = await t.post(
      '/api/v1/seekers/applied/',
      { ...applyBody(vacancy.id, seeker.id), status: 'ACCEPTED', applicant_count: 999, is_invitation: true },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.seeker_job_vacancy).toMatchObject({ status: 'APPLIED', is_invitation: false });
    expect(await countOf(t, vacancy.id)).toBe(1);
  });

  it("refuses naming another seeker's seeker_detail_id with 403 and writes nothing", async () => {
    const { company } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const { token } = await makeCompleteSeeker(t);
    const other = await makeCompleteSeeker(t);
    const res = await t.post('/api/v1/seekers/applied/', applyBody(vacancy.id, other.seeker.id), token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(APPLICATION_MESSAGES.notOwnSeeker);
    expect(await countOf(t, vacancy.id)).toBe(0);
  });

  it('refuses an apply by a company, the office or a guest', async () => {
    const { company, token: companyToken } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const { seeker } = await makeCompleteSeeker(t);
    const admin = await makeUser(t.db, 'admin');
    const body = applyBody(vacancy.id, seeker.id);
    expect((await t.post('/api/v1/seekers/applied/', body, companyToken)).status).toBe(403);
    expect((await t.post('/api/v1/seekers/applied/', body, await sessionToken(t.db, admin.id))).status).toBe(
      403,
    );
    expect((await t.post('/api/v1/seekers/applied/', body)).status).toBe(401);
    expect(await countOf(t, vacancy.id)).toBe(0);
  });

  it.each([
    ['a pending (unverified) vacancy', { status: 'PENDING' }],
    ['a rejected vacancy', { status: 'REJECTED' }],
    ['a draft', { publication_status: 'DRAFT' }],
    ['a closed vacancy', { publication_status: 'CLOSED' }],
    ['a removed vacancy', { is_removed: true }],
    ['an expired vacancy', { expired_at: new Date(Date.now() - DAY) }],
    ['an invitation', { is_invitation: true }],
  ] as const)('refuses applying to %s and writes nothing', async (_name, overrides) => {
    const { company } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id, overrides);
    const { seeker, token } = await makeCompleteSeeker(t);
    const res = await t.post('/api/v1/seekers/applied/', applyBody(vacancy.id, seeker.id), token);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(APPLICATION_MESSAGES.vacancyUnavailable);
    expect(await countOf(t, vacancy.id)).toBe(0);
  });

  it("refuses applying to an unverified company's vacancy, and to one that does not exist", async () => {
    const company = await makeCompany(t.db, { status: 'PENDING' });
    const vacancy = await makeVacancy(t.db, company.id);
    const { seeker, token } = await makeCompleteSeeker(t);
    expect((await t.post('/api/v1/seekers/applied/', applyBody(vacancy.id, seeker.id), token)).status).toBe(
      422,
    );
    expect((await t.post('/api/v1/seekers/applied/', applyBody(999_999, seeker.id), token)).status).toBe(404);
  });

  it('refuses a seeker whose profile is incomplete with 422 naming what is missing', async () => {
    const { company } = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.id);
    const { seeker, token } = await makeCompleteSeeker(t, { phone: null, file_ktp: null });
    const res = await t.post('/api/v1/seekers/applied/', applyBody(vacancy.id, seeker.id), token);
    expect(res.status).toBe(422);
    expect(res.body.data.missing).toEqual(['Nomor telepon', 'Berkas KTP']);
    expect(res.body.message).toContain('Nomor telepon');
    expect(res.body.message).toContain('Berkas KTP');
    expect(await countOf(t, vacancy.id)).toBe(0);
  });
});

describe('the applicant pipeline', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof makeCompanyWithToken>>;
  beforeAll(async () => {
    t = await createTestApp();
    company = await makeCompanyWithToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An application of a fresh seeker to a fresh vacancy of `company`, set straight to `status`. */
  async function applicationAt(status: ApplicationStatus) {
    const vacancy = await makeVacancy(t.db, company.company.id);
    const { seeker, token } = await makeCompleteSeeker(t);
    const res = await t.post('/api/v1/seekers/applied/', applyBody(vacancy.id, seeker.id), token);
    expect(res.status).toBe(201);
    await t.db
      .update(seekerJobVacancies)
      .set({ status })
      .where(eq(seekerJobVacancies.id, res.body.data.seeker_job_vacancy.id));
    return {
      vacancy,
      seeker,
      seekerToken: token,
      applicationId: res.body.data.seeker_job_vacancy.id as number,
    };
  }

  const change = (
    vacancyId: number,
    seekerId: number,
    status: string,
    token = company.token,
    note?: string,
  ) =>
    t.post(
      '/api/v1/seekers/job-vacancy/change-status',
      { job_vacancy_id: vacancyId, seeker_detail_id: seekerId, status, note },
      token,
    );

  const FROM: ApplicationStatus[] = ['APPLIED', 'CALLED', 'PASSED', 'ACCEPTED', 'REJECTED'];
  const LEGAL: [ApplicationStatus, ApplicationStatus][] = [
    ['APPLIED', 'CALLED'],
    ['CALLED', 'PASSED'],
    ['PASSED', 'ACCEPTED'],
    ['CALLED', 'APPLIED'],
    ['PASSED', 'CALLED'],
    ['ACCEPTED', 'PASSED'],
    ['APPLIED', 'REJECTED'],
    ['CALLED', 'REJECTED'],
    ['PASSED', 'REJECTED'],
    ['ACCEPTED', 'REJECTED'],
  ];
  const isLegal = (from: string, to: string) => LEGAL.some(([f, tt]) => f === from && tt === to);
  const ILLEGAL = FROM.flatMap((from) =>
    COMPANY_SETTABLE_STATUSES.filter((to) => !isLegal(from, to)).map((to) => [from, to] as const),
  );

  it('the shared rule agrees with docs/product.md §4 for every pair', () => {
    for (const from of FROM) {
      for (const to of COMPANY_SETTABLE_STATUSES) {
        expect(canMoveApplication(from, to), `${from} → ${to}`).toBe(isLegal(from, to));
      }
    }
  });

  it.each(LEGAL)('moves %s → %s, records who and the note, and tells the seeker', async (from, to) => {
    const a = await applicationAt(from);
    const res = await change(a.vacancy.id, a.seeker.id, to, company.token, 'Wawancara Senin');
    expect(res.status).toBe(200);
    expect(res.body.data.seeker_job_vacancy.status).toBe(to);
    expect(res.body.data.history).toMatchObject({
      from_status: from,
      to_status: to,
      note: 'Wawancara Senin',
    });
    const history = await historyOf(t, a.applicationId);
    expect(history.at(-1)).toMatchObject({
      from_status: from,
      to_status: to,
      changed_by: company.company.user_id,
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.user_id, a.seeker.user_id));
    expect(told.at(-1)).toMatchObject({ link: '/panel/data-lowongan-kerja/pencari-kerja' });
    expect(told.at(-1)!.title).toMatch(/^Status lamaran Anda: /);
  });

  it.each(ILLEGAL)('refuses %s → %s with 422 naming the move and changes nothing', async (from, to) => {
    const a = await applicationAt(from);
    const before = await historyOf(t, a.applicationId);
    const res = await change(a.vacancy.id, a.seeker.id, to);
    expect(res.status).toBe(422);
    if (from === to) expect(res.body.message).toBe(APPLICATION_MESSAGES.sameStatus(from));
    else if (from === 'REJECTED') expect(res.body.message).toBe(APPLICATION_MESSAGES.rejectedFinal);
    else expect(res.body.message).toBe(APPLICATION_MESSAGES.illegalMove(from, to));
    const [row] = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.id, a.applicationId));
    expect(row!.status).toBe(from);
    expect(await historyOf(t, a.applicationId)).toHaveLength(before.length);
  });

  it("refuses a move on another company's vacancy with 403", async () => {
    const a = await applicationAt('APPLIED');
    const other = await makeCompanyWithToken(t);
    const res = await change(a.vacancy.id, a.seeker.id, 'CALLED', other.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(APPLICATION_MESSAGES.notOwnVacancy);
    const [row] = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.id, a.applicationId));
    expect(row!.status).toBe('APPLIED');
  });

  it('refuses a move on a seeker who did not apply with 404, and a move by a seeker with 403', async () => {
    const a = await applicationAt('APPLIED');
    const stranger = await makeCompleteSeeker(t);
    const res = await change(a.vacancy.id, stranger.seeker.id, 'CALLED');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(APPLICATION_MESSAGES.notApplied);
    expect((await change(a.vacancy.id, a.seeker.id, 'CALLED', a.seekerToken)).status).toBe(403);
  });

  it('leaves a legal history when two stage changes on one application arrive at once', async () => {
    const a = await applicationAt('APPLIED');
    const results = await Promise.all([
      change(a.vacancy.id, a.seeker.id, 'CALLED'),
      change(a.vacancy.id, a.seeker.id, 'CALLED'),
      change(a.vacancy.id, a.seeker.id, 'REJECTED'),
      change(a.vacancy.id, a.seeker.id, 'CALLED'),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const history = await historyOf(t, a.applicationId);
    // Each recorded move starts where the previous ended and is a legal move.
    for (let i = 1; i < history.length; i++) {
      expect(history[i]!.from_status).toBe(history[i - 1]!.to_status);
      expect(
        canMoveApplication(
          history[i]!.from_status as ApplicationStatus,
          history[i]!.to_status as ApplicationStatus,
        ),
      ).toBe(true);
    }
    expect(history.length - 1).toBe(results.filter((r) => r.status === 200).length);
    const [row] = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.id, a.applicationId));
    expect(row!.status).toBe(history.at(-1)!.to_status);
  });
});

// Twice: without the short cache (as every other test), and with it, which keeps each filter set's
// matching applications between requests (the repository's match lists): a write must still show at once.
describe.each([
  ['', {}],
  [' with the short cache on', { CACHE_TTL_SECONDS: '30' }],
] as const)("reading a vacancy's applicants (company)%s", (_label, env) => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof makeCompanyWithToken>>;
  let vacancyId: number;
  const seekers: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ ...env });
    company = await makeCompanyWithToken(t);
    const vacancy = await makeVacancy(t.db, company.company.id);
    vacancyId = vacancy.id;
    const thisYear = new Date().getFullYear();
    // 8 applicants: 6 women (3 married), 2 men; ages from birth years; one has a welding skill.
    const people = [
      {
        key: 'ani',
        full_name: 'Ani Lestari',
        gender: 'female',
        marriage_status: 'KAWIN',
        birth: thisYear - 22,
      },
      {
        key: 'citra',
        full_name: 'Citra Dewi',
        gender: 'female',
        marriage_status: 'KAWIN',
        birth: thisYear - 25,
      },
      {
        key: 'dina',
        full_name: 'Dina Putri',
        gender: 'female',
        marriage_status: 'KAWIN',
        birth: thisYear - 30,
      },
      {
        key: 'eka',
        full_name: 'Eka Sari',
        gender: 'female',
        marriage_status: 'BELUM KAWIN',
        birth: thisYear - 35,
      },
      {
        key: 'fani',
        full_name: 'Fani Ayu',
        gender: 'female',
        marriage_status: 'BELUM KAWIN',
        birth: thisYear - 40,
      },
      {
        key: 'gita',
        full_name: 'Gita Rahma',
        gender: 'female',
        marriage_status: 'BELUM KAWIN',
        birth: thisYear - 45,
      },
      {
        key: 'hadi',
        full_name: 'Hadi Wijaya',
        gender: 'male',
        marriage_status: 'KAWIN',
        birth: thisYear - 28,
      },
      {
        key: 'iwan',
        full_name: 'Iwan Setiawan',
        gender: 'male',
        marriage_status: 'BELUM KAWIN',
        birth: thisYear - 33,
      },
    ];
    for (const p of people) {
      const { seeker, token } = await makeCompleteSeeker(t, {
        full_name: p.full_name,
        gender: p.gender,
        marriage_status: p.marriage_status,
        birth_date: `${p.birth}-01-01`,
        latest_gpa: p.key === 'ani' ? '3.80' : '2.90',
      });
      seekers[p.key] = seeker.id;
      if (p.key === 'iwan') {
        await t.db.insert(seekerSkills).values({
          seeker_detail_id: seeker.id,
          name: 'Pengelasan listrik',
          certificate: 'certificate/las.pdf',
        });
      }
      const res = await t.post('/api/v1/seekers/applied/', applyBody(vacancyId, seeker.id), token);
      expect(res.status).toBe(201);
    }
    const called = await t.post(
      '/api/v1/seekers/job-vacancy/change-status',
      { job_vacancy_id: vacancyId, seeker_detail_id: seekers.hadi, status: 'CALLED' },
      company.token,
    );
    expect(called.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: string, token = company.token) =>
    t.get(`/api/v1/seekers/job-vacancy-applied/${vacancyId}?${query}`, token);

  it('lists applicants at APPLIED five to a page with the total, and shows what applying entitles the company to see', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(7);
    expect(first.body.data.applicants).toHaveLength(5);
    const second = await list('offset=5');
    expect(second.body.data.applicants).toHaveLength(2);
    const iwan = [...first.body.data.applicants, ...second.body.data.applicants].find(
      (a: { seeker: { id: number } }) => a.seeker.id === seekers.iwan,
    );
    expect(iwan.seeker).toMatchObject({
      name: 'Iwan Setiawan',
      phone: '081234567890',
      address: 'Jl. Pahlawan 1',
      file_ktp_url: '/api/v1/files/ktp/budi.pdf',
      certificates: [{ name: 'Sertifikat Pengelasan listrik', url: '/api/v1/files/certificate/las.pdf' }],
    });
    expect(iwan.seeker.email).toMatch(/@contoh\.test$/);
    expect(iwan.seeker).not.toHaveProperty('nik');
    expect(iwan.histories).toEqual([expect.objectContaining({ from_status: null, to_status: 'APPLIED' })]);
  });

  it('applies the filters on the server across pages', async () => {
    const women = await list('gender=female&limit=5');
    expect(women.body.data.total).toBe(6);
    const womenPage2 = await list('gender=female&offset=5');
    expect(womenPage2.body.data.applicants).toHaveLength(1);
    const marriedWomen = await list('gender=female&marriage_status=KAWIN');
    expect(marriedWomen.body.data.total).toBe(3);
    const byAge = await list('min_age=30&max_age=40');
    expect(byAge.body.data.applicants.map((a: { seeker: { id: number } }) => a.seeker.id).sort()).toEqual(
      [seekers.dina, seekers.eka, seekers.fani, seekers.iwan].sort(),
    );
    const byGpa = await list('min_gpa=3.5');
    expect(byGpa.body.data.applicants.map((a: { seeker: { id: number } }) => a.seeker.id)).toEqual([
      seekers.ani,
    ]);
    const bySkill = await list('search=pengelasan');
    expect(bySkill.body.data.applicants.map((a: { seeker: { id: number } }) => a.seeker.id)).toEqual([
      seekers.iwan,
    ]);
    const byName = await list('search=lestari');
    expect(byName.body.data.total).toBe(1);
    const none = await list('religion_id=999');
    expect(none.body.data).toEqual({ applicants: [], total: 0 });
  });

  it('reads the other stages with status, and the called/passed/accepted groups at once', async () => {
    const called = await list('status=CALLED');
    expect(called.body.data.applicants.map((a: { seeker: { id: number } }) => a.seeker.id)).toEqual([
      seekers.hadi,
    ]);
    expect(called.body.data.applicants[0].histories.map((h: { to_status: string }) => h.to_status)).toEqual([
      'APPLIED',
      'CALLED',
    ]);
    const stages = await t.get(`/api/v1/seekers/job-vacancy/${vacancyId}`, company.token);
    expect(stages.status).toBe(200);
    expect(stages.body.data.calls.total).toBe(1);
    expect(stages.body.data.passed).toEqual({ applicants: [], total: 0 });
    expect(stages.body.data.accepted).toEqual({ applicants: [], total: 0 });
  });

  it('refuses another company, a seeker and a guest, and 404s a vacancy that does not exist', async () => {
    const other = await makeCompanyWithToken(t);
    expect((await list('', other.token)).status).toBe(403);
    expect((await t.get(`/api/v1/seekers/job-vacancy/${vacancyId}`, other.token)).status).toBe(403);
    const seeker = await makeCompleteSeeker(t);
    expect((await list('', seeker.token)).status).toBe(403);
    expect((await t.get(`/api/v1/seekers/job-vacancy-applied/${vacancyId}`)).status).toBe(401);
    expect((await t.get('/api/v1/seekers/job-vacancy-applied/999999', company.token)).status).toBe(404);
  });

  it('shows a new application and a stage move at the very next read, on every filter and page', async () => {
    const ids = (res: { body: { data: { applicants: { seeker: { id: number } }[] } } }) =>
      res.body.data.applicants.map((a) => a.seeker.id);
    const women = (await list('gender=female')).body.data.total as number;
    const page2 = ids(await list('gender=female&offset=5'));

    const { seeker, token } = await makeCompleteSeeker(t, { full_name: 'Joko Baru', gender: 'female' });
    expect((await t.post('/api/v1/seekers/applied/', applyBody(vacancyId, seeker.id), token)).status).toBe(
      201,
    );
    const after = await list('gender=female');
    expect(after.body.data.total).toBe(women + 1);
    expect(ids(after)[0]).toBe(seeker.id);
    // The newest first: what was last on page 1 moved to page 2.
    expect(ids(await list('gender=female&offset=5'))).toHaveLength(page2.length + 1);

    const moved = await t.post(
      '/api/v1/seekers/job-vacancy/change-status',
      { job_vacancy_id: vacancyId, seeker_detail_id: seeker.id, status: 'CALLED' },
      company.token,
    );
    expect(moved.status).toBe(200);
    expect((await list('gender=female')).body.data.total).toBe(women);
    expect(ids(await list('gender=female'))).not.toContain(seeker.id);
    expect(ids(await list('status=CALLED&gender=female'))).toContain(seeker.id);
  });
});

describe("the seeker's own applications", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only the caller’s applications with vacancy, company, stage and history, grouped by stage', async () => {
    const { company, token: companyToken } = await makeCompanyWithToken(t);
    const { seeker, token } = await makeCompleteSeeker(t);
    const other = await makeCompleteSeeker(t);
    const vacancies = await Promise.all([1, 2, 3].map(() => makeVacancy(t.db, company.id)));
    for (const v of vacancies) {
      expect((await t.post('/api/v1/seekers/applied/', applyBody(v.id, seeker.id), token)).status).toBe(201);
    }
    expect(
      (await t.post('/api/v1/seekers/applied/', applyBody(vacancies[0]!.id, other.seeker.id), other.token))
        .status,
    ).toBe(201);
    const move = (v: number, status: string) =>
      t.post(
        '/api/v1/seekers/job-vacancy/change-status',
        { job_vacancy_id: v, seeker_detail_id: seeker.id, status },
        companyToken,
      );
    expect((await move(vacancies[0]!.id, 'CALLED')).status).toBe(200);
    expect((await move(vacancies[1]!.id, 'REJECTED')).status).toBe(200);

    const all = await t.get('/api/v1/job-vacancies/seeker/job-application-applicants', token);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    const first = all.body.data.applicants.find(
      (a: { job_vacancy: { id: number } }) => a.job_vacancy.id === vacancies[0]!.id,
    );
    expect(first).toMatchObject({
      status: 'CALLED',
      job_vacancy: {
        title: vacancies[0]!.title,
        title_slug: vacancies[0]!.title_slug,
        company: { id: company.id },
      },
    });
    expect(first.histories.map((h: { to_status: string }) => h.to_status)).toEqual(['APPLIED', 'CALLED']);

    const one = await t.get(
      `/api/v1/job-vacancies/seeker/job-application-applicants?job_vacancy_id=${vacancies[1]!.id}`,
      token,
    );
    expect(one.body.data.applicants.map((a: { status: string }) => a.status)).toEqual(['REJECTED']);
    const notMine = await t.get(
      `/api/v1/job-vacancies/seeker/job-application-applicants?job_vacancy_id=${vacancies[1]!.id}`,
      other.token,
    );
    expect(notMine.body.data.total).toBe(0);

    const called = await t.get(
      '/api/v1/job-vacancies/seeker/job-application-applicants?status=CALLED',
      token,
    );
    expect(called.body.data.total).toBe(1);

    const statuses = await t.get(
      `/api/v1/job-vacancies/seeker/job-application-statuses?status=all&seeker_detail_id=${seeker.id}`,
      token,
    );
    expect(statuses.status).toBe(200);
    expect(statuses.body.data.total).toBe(3);
    expect(statuses.body.data.calls.total).toBe(1);
    expect(statuses.body.data.rejected.total).toBe(1);
    expect(statuses.body.data.passed.total).toBe(0);
    expect(statuses.body.data.accepted.total).toBe(0);
    expect(statuses.body.data.invited.total).toBe(0);

    // The other seeker sees only their own one application.
    const theirs = await t.get('/api/v1/job-vacancies/seeker/job-application-applicants', other.token);
    expect(theirs.body.data.total).toBe(1);
  });

  it("refuses naming another seeker's seeker_detail_id, and callers who are not seekers", async () => {
    const me = await makeCompleteSeeker(t);
    const other = await makeCompleteSeeker(t);
    const res = await t.get(
      `/api/v1/job-vacancies/seeker/job-application-statuses?status=all&seeker_detail_id=${other.seeker.id}`,
      me.token,
    );
    expect(res.status).toBe(403);
    expect(
      (
        await t.get(
          `/api/v1/job-vacancies/seeker/job-application-applicants?seeker_detail_id=${other.seeker.id}`,
          me.token,
        )
      ).status,
    ).toBe(403);
    const { token: companyToken } = await makeCompanyWithToken(t);
    expect((await t.get('/api/v1/job-vacancies/seeker/job-application-statuses', companyToken)).status).toBe(
      403,
    );
    expect((await t.get('/api/v1/job-vacancies/seeker/job-application-applicants')).status).toBe(401);
  });
});
