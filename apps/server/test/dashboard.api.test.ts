import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_LIST_SIZES,
  type ApplicationStatus,
  type CompanyDashboardData,
  type SeekerDashboardData,
} from '@siloker/shared';
import { postParticipants, seekerJobVacancies } from '../src/db/schema/index.ts';
import { issueToken, TOKEN_TTL_MS } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makePost, makeSeeker, makeUser, makeVacancy } from './public-fixtures.ts';

/** GET /dashboard (issue 10 item 11): rows inserted directly, read back over HTTP. */

const sessionFor = async (t: TestApp, userId: number) =>
  (await issueToken(t.db, { userId, kind: 'session', ttlMs: TOKEN_TTL_MS.session })).token;

/** One application row per status, each from a new seeker, to the vacancy. */
async function applicantsAt(t: TestApp, vacancyId: number, statuses: ApplicationStatus[]) {
  for (const status of statuses) {
    const seeker = await makeSeeker(t.db);
    await t.db.insert(seekerJobVacancies).values({
      job_vacancy_id: vacancyId,
      seeker_detail_id: seeker.id,
      status,
      applied_at: new Date(),
    });
  }
}

const at = (msAgo: number) => new Date(Date.now() - msAgo);

describe('GET /dashboard for a company', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists its active and inactive vacancies with exact applicant counts per stage', async () => {
    const company = await makeCompany(t.db);
    const token = await sessionFor(t, company.user_id);
    const live = await makeVacancy(t.db, company.id, { title: 'Operator Produksi', created_at: at(1000) });
    const older = await makeVacancy(t.db, company.id, { title: 'Staf Gudang', created_at: at(5000) });
    const draft = await makeVacancy(t.db, company.id, { publication_status: 'DRAFT', created_at: at(2000) });
    const pending = await makeVacancy(t.db, company.id, { status: 'PENDING', created_at: at(3000) });
    const expired = await makeVacancy(t.db, company.id, { expired_at: at(DAY), created_at: at(4000) });
    const closed = await makeVacancy(t.db, company.id, {
      publication_status: 'CLOSED',
      created_at: at(6000),
    });
    await makeVacancy(t.db, company.id, { is_removed: true });
    await makeVacancy(t.db, company.id, { is_invitation: true });
    await applicantsAt(t, live.id, [
      'APPLIED',
      'APPLIED',
      'APPLIED',
      'CALLED',
      'CALLED',
      'PASSED',
      'ACCEPTED',
    ]);
    await applicantsAt(t, live.id, ['REJECTED', 'REJECTED', 'INVITED']);
    await applicantsAt(t, expired.id, ['ACCEPTED', 'REJECTED']);

    const res = await t.get<CompanyDashboardData>('/api/v1/dashboard', token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.role).toBe('company');
    expect(data.totals).toEqual({ active: 2, inactive: 4 });
    expect(data.job_vacancies_active.map((v) => v.id)).toEqual([live.id, older.id]);
    expect(data.job_vacancies_inactive.map((v) => v.id)).toEqual([
      draft.id,
      pending.id,
      expired.id,
      closed.id,
    ]);

    const first = data.job_vacancies_active[0]!;
    expect(first).toMatchObject({
      title: 'Operator Produksi',
      title_slug: live.title_slug,
      status: 'VERIFIED',
      publication_status: 'PUBLISHED',
    });
    expect(first.applicant_counts).toEqual({ APPLIED: 3, CALLED: 2, PASSED: 1, ACCEPTED: 1, REJECTED: 2 });
    expect(data.job_vacancies_active[1]!.applicant_counts).toEqual({
      APPLIED: 0,
      CALLED: 0,
      PASSED: 0,
      ACCEPTED: 0,
      REJECTED: 0,
    });
    const expiredRow = data.job_vacancies_inactive.find((v) => v.id === expired.id)!;
    expect(expiredRow.applicant_counts).toMatchObject({ ACCEPTED: 1, REJECTED: 1, APPLIED: 0 });
    expect(new Date(expiredRow.expired_at!).getTime()).toBeLessThan(Date.now());
  });

  it("never includes another company's vacancies or applicants", async () => {
    const mine = await makeCompany(t.db);
    const theirs = await makeCompany(t.db);
    const own = await makeVacancy(t.db, mine.id);
    const foreign = await makeVacancy(t.db, theirs.id);
    await makeVacancy(t.db, theirs.id, { publication_status: 'DRAFT' });
    await applicantsAt(t, foreign.id, ['APPLIED', 'CALLED']);

    const data = (await t.get<CompanyDashboardData>('/api/v1/dashboard', await sessionFor(t, mine.user_id)))
      .body.data;
    expect(data.totals).toEqual({ active: 1, inactive: 0 });
    expect(data.job_vacancies_active.map((v) => v.id)).toEqual([own.id]);
    expect(data.job_vacancies_inactive).toEqual([]);
    expect(data.job_vacancies_active[0]!.applicant_counts.APPLIED).toBe(0);
  });

  it(`lists at most ${DASHBOARD_LIST_SIZES.vacancies} per tab, newest first, while the totals count them all`, async () => {
    const company = await makeCompany(t.db);
    const extra = DASHBOARD_LIST_SIZES.vacancies + 2;
    const ids: number[] = [];
    for (let i = 0; i < extra; i++) {
      ids.push((await makeVacancy(t.db, company.id, { created_at: at((extra - i) * 1000) })).id);
    }
    const data = (
      await t.get<CompanyDashboardData>('/api/v1/dashboard', await sessionFor(t, company.user_id))
    ).body.data;
    expect(data.totals.active).toBe(extra);
    expect(data.job_vacancies_active.map((v) => v.id)).toEqual(
      ids.reverse().slice(0, DASHBOARD_LIST_SIZES.vacancies),
    );
  });
});

describe('GET /dashboard for a seeker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function applyAs(
    seekerId: number,
    status: ApplicationStatus,
    opts: { invited?: boolean; ago?: number } = {},
  ) {
    const company = await makeCompany(t.db, { name: 'PT Sinar Harapan' });
    const vacancy = await makeVacancy(t.db, company.id);
    const when = at(opts.ago ?? 0);
    await t.db.insert(seekerJobVacancies).values({
      job_vacancy_id: vacancy.id,
      seeker_detail_id: seekerId,
      status,
      is_invitation: opts.invited ?? false,
      applied_at: when,
      created_at: when,
    });
    return vacancy;
  }

  it('counts its own applications per stage exactly and lists the latest with their vacancy and company', async () => {
    const seeker = await makeSeeker(t.db);
    const other = await makeSeeker(t.db);
    const statuses: ApplicationStatus[] = ['APPLIED', 'APPLIED', 'CALLED', 'CALLED', 'CALLED', 'PASSED'];
    let ago = 100_000;
    for (const s of statuses) await applyAs(seeker.id, s, { ago: (ago -= 1000) });
    await applyAs(seeker.id, 'ACCEPTED', { ago: (ago -= 1000) });
    await applyAs(seeker.id, 'REJECTED', { ago: (ago -= 1000) });
    await applyAs(seeker.id, 'CALLED', { invited: true, ago: (ago -= 1000) });
    const newest = await applyAs(seeker.id, 'APPLIED', { invited: true, ago: (ago -= 1000) });
    // Another seeker's applications, some to the same vacancy: never counted.
    await applyAs(other.id, 'ACCEPTED');
    await t.db
      .insert(seekerJobVacancies)
      .values({ job_vacancy_id: newest.id, seeker_detail_id: other.id, status: 'REJECTED' });

    const res = await t.get<SeekerDashboardData>('/api/v1/dashboard', await sessionFor(t, seeker.user_id));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.role).toBe('seeker');
    expect(data.counters).toEqual({
      applicants: 10,
      calls: 4,
      passed: 1,
      accepted: 1,
      invited: 2,
      rejected: 1,
    });
    expect(data.applications).toHaveLength(DASHBOARD_LIST_SIZES.applications);
    expect(data.applications[0]).toMatchObject({
      status: 'APPLIED',
      is_invitation: true,
      job_vacancy: { id: newest.id, title: newest.title, title_slug: newest.title_slug, is_removed: false },
      company: { name: 'PT Sinar Harapan' },
    });
    expect(data.applications.map((a) => a.status)).toEqual([
      'APPLIED',
      'CALLED',
      'REJECTED',
      'ACCEPTED',
      'PASSED',
    ]);
  });

  it("never includes another seeker's applications or events", async () => {
    const seeker = await makeSeeker(t.db);
    const other = await makeSeeker(t.db);
    await applyAs(other.id, 'CALLED');
    const event = await makePost(t.db);
    await t.db.insert(postParticipants).values({ post_id: event.id, seeker_detail_id: other.id });

    const data = (await t.get<SeekerDashboardData>('/api/v1/dashboard', await sessionFor(t, seeker.user_id)))
      .body.data;
    expect(data.counters).toEqual({
      applicants: 0,
      calls: 0,
      passed: 0,
      accepted: 0,
      invited: 0,
      rejected: 0,
    });
    expect(data.applications).toEqual([]);
    expect(data.posts).toEqual([]);
    expect(data.posts_total).toBe(0);
  });

  it('lists the events it joined, latest joined first, leaving out events back in draft', async () => {
    const seeker = await makeSeeker(t.db);
    const fair = await makePost(t.db, {
      title: 'Bursa Kerja 2026',
      start_at: new Date('2026-12-01T02:00:00Z'),
    });
    const training = await makePost(t.db, { title: 'Pelatihan Las', location: 'BLK Samarinda' });
    const hidden = await makePost(t.db, { status: 'DRAFT' });
    await t.db.insert(postParticipants).values([
      { post_id: fair.id, seeker_detail_id: seeker.id, created_at: at(3000) },
      { post_id: training.id, seeker_detail_id: seeker.id, created_at: at(1000) },
      { post_id: hidden.id, seeker_detail_id: seeker.id, created_at: at(500) },
    ]);

    const data = (await t.get<SeekerDashboardData>('/api/v1/dashboard', await sessionFor(t, seeker.user_id)))
      .body.data;
    expect(data.posts_total).toBe(2);
    expect(data.posts.map((p) => p.id)).toEqual([training.id, fair.id]);
    expect(data.posts[0]).toMatchObject({
      title: 'Pelatihan Las',
      location: 'BLK Samarinda',
      start_at: null,
    });
    expect(data.posts[1]).toMatchObject({
      title: 'Bursa Kerja 2026',
      title_slug: fair.title_slug,
      start_at: '2026-12-01T02:00:00.000Z',
    });
  });
});

describe('GET /dashboard for others', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a guest with 401 and the office with 403 (the office reads GET /office/summary)', async () => {
    expect((await t.get('/api/v1/dashboard')).status).toBe(401);
    const admin = await makeUser(t.db, 'admin');
    const res = await t.get('/api/v1/dashboard', await sessionFor(t, admin.id));
    expect(res.status).toBe(403);
  });
});
