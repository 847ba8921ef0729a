import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDetails, jobVacancies, seekerDetails, seekerExperiences } from '../src/db/schema/index.ts';
import { settleRestoredXids } from '../src/db/restored-xids.ts';
import { configureMatchTops, matchListCounts } from '../src/domains/vacancies/match-tops.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makeSeeker, makeVacancy, sessionToken } from './public-fixtures.ts';

const API = '/api/v1';
/** Kept rows per list here: a handful of vacancies reach past the boundary. */
const KEPT = 4;
/** Every page that lies within the kept rows. */
const PAGES = Array.from({ length: KEPT }, (_, offset) =>
  Array.from({ length: KEPT - offset }, (_, i) => ({ offset, limit: i + 1 })),
).flat();

interface Card {
  id: number;
}

/**
 * The match list kept per seeker and filters (docs/decisions/113) answers exactly what scoring every row
 * answers, whatever changed since it was read: vacancies going public, changing, closing, expiring,
 * hidden by reports, their company's status, the seeker's own facts.
 */
describe('the match list kept between reads', () => {
  let t: TestApp;
  let token: string;
  let seekerId: number;
  let companyId: number;
  let otherCompanyId: number;
  const made: number[] = [];

  /** The whole list as scoring every row gives it: kept lists off (no page lies within 0 rows). */
  async function scoredList(query: string) {
    configureMatchTops({ rows: 0 });
    try {
      const res = await t.get(`${API}/matches/job-vacancies?limit=100${query}`, token);
      expect(res.status).toBe(200);
      const data = res.body.data as { job_vacancies: Card[]; scores: number[] };
      return data.job_vacancies.map((v, i) => ({ id: v.id, score: data.scores[i] }));
    } finally {
      configureMatchTops({ rows: KEPT });
    }
  }

  /** Every page within the kept rows, read through the kept list, equals that page of the scored list. */
  async function expectExact(query = '') {
    const scored = await scoredList(query);
    for (const { offset, limit } of PAGES) {
      const res = await t.get(`${API}/matches/job-vacancies?offset=${offset}&limit=${limit}${query}`, token);
      const data = res.body.data as { job_vacancies: Card[]; scores: number[] };
      expect(
        data.job_vacancies.map((v, i) => ({ id: v.id, score: data.scores[i] })),
        `offset=${offset}&limit=${limit}${query}`,
      ).toEqual(scored.slice(offset, offset + limit));
    }
    return scored;
  }

  const vacancy = async (skill_ids: number[], overrides: Partial<typeof jobVacancies.$inferInsert> = {}) => {
    const v = await makeVacancy(t.db, overrides.company_detail_id ?? companyId, {
      skill_ids,
      education_id: 4,
      year_experience: 1,
      city_code: '64.72',
      job_type_id: 1,
      created_at: new Date(Date.now() - (made.length + 1) * DAY),
      ...overrides,
    });
    made.push(v.id);
    return v.id;
  };
  const update = (id: number, set: Partial<typeof jobVacancies.$inferInsert>) =>
    t.db.update(jobVacancies).set(set).where(eq(jobVacancies.id, id));

  beforeAll(async () => {
    configureMatchTops({ rows: KEPT });
    t = await createTestApp();
    companyId = (await makeCompany(t.db)).id;
    otherCompanyId = (await makeCompany(t.db)).id;
    const seeker = await makeSeeker(t.db, {
      education_id: 4,
      city_code: '64.72',
      job_location_expectation: 'LOCALE_IN',
      skill_ids: [1, 2],
    });
    seekerId = seeker.id;
    token = await sessionToken(t.db, seeker.user_id);
    await t.db.insert(seekerExperiences).values({
      seeker_detail_id: seeker.id,
      company_name: 'CV Lama',
      start_date: '2021-01-01',
      end_date: '2022-01-01',
    });
    // Scores from 100 down: both skills, one of two, none named, another skill, in another city…
    await vacancy([1, 2]);
    await vacancy([1]);
    await vacancy([1, 3]);
    await vacancy([]);
    await vacancy([3], { job_type_id: 2 });
    await vacancy([2], { city_code: '64.71', job_type_id: 2 });
    await vacancy([1, 2], { education_id: 9, year_experience: 4 });
    await vacancy([4, 5], { company_detail_id: otherCompanyId });
    await vacancy([2, 4], { company_detail_id: otherCompanyId, job_type_id: 2 });
  });
  afterAll(async () => {
    configureMatchTops({ rows: 300 });
    await t.close();
  });

  it('serves the pages within the kept rows from the kept list, scoring every row once', async () => {
    const before = matchListCounts(t.db);
    const scored = await expectExact();
    expect(scored).toHaveLength(made.length);
    const after = matchListCounts(t.db);
    // The scored reference list does not count: kept lists were off for it.
    expect(after.scans - before.scans).toBe(1);
    expect(after.rereads - before.rereads).toBe(PAGES.length - 1);
    await expectExact('&job_type_id=2');
  });

  it('finds a vacancy that went public since, and one whose skills changed, without scoring every row', async () => {
    await expectExact();
    const before = matchListCounts(t.db);
    const fresh = await vacancy([1, 2], { created_at: new Date() });
    const raised = made[3]!;
    await update(raised, { skill_ids: [1, 2] });
    const scored = await expectExact();
    expect(scored.slice(0, 2).map((r) => r.id)).toEqual([fresh, made[0]]);
    expect(scored.find((r) => r.id === raised)!.score).toBe(100);
    expect(matchListCounts(t.db).scans).toBe(before.scans);
  });

  it('drops a vacancy that closed, lost its match, expired or was hidden by reports, and brings it back', async () => {
    await expectExact();
    const [first, second, third] = (await scoredList('')).map((r) => r.id);
    await update(first!, { publication_status: 'CLOSED' });
    await update(second!, { skill_ids: [9] });
    await update(third!, { reported_hidden_at: new Date() });
    const scored = await expectExact();
    expect(scored.map((r) => r.id)).not.toContain(first);
    expect(scored.map((r) => r.id)).not.toContain(third);
    await update(third!, { reported_hidden_at: null });
    await update(first!, { publication_status: 'PUBLISHED' });
    expect((await expectExact()).slice(0, 3).map((r) => r.id)).toContain(first);
    // The kept list's last row falls below rows it was above.
    const last = (await expectExact())[KEPT - 1]!.id;
    await update(last, { skill_ids: [9], education_id: 9, city_code: '64.71' });
    await expectExact();
    // Expiring touches no row: the kept list still tests every row it names against the clock.
    const top = (await scoredList(''))[0]!.id;
    await update(top, { expired_at: new Date(Date.now() + 1500) });
    await expectExact();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await expectExact()).map((r) => r.id)).not.toContain(top);
  });

  it('follows the status of a company, which decides whether all its vacancies are public', async () => {
    const theirs = made.filter((_, i) => i === 7 || i === 8);
    await update(theirs[1]!, { skill_ids: [1, 2], created_at: new Date() });
    expect((await expectExact()).map((r) => r.id)).toContain(theirs[1]);
    await t.db.update(companyDetails).set({ status: 'PENDING' }).where(eq(companyDetails.id, otherCompanyId));
    expect((await expectExact()).map((r) => r.id)).not.toContain(theirs[1]);
    await t.db
      .update(companyDetails)
      .set({ status: 'VERIFIED' })
      .where(eq(companyDetails.id, otherCompanyId));
    expect((await expectExact())[0]!.id).toBe(theirs[1]);
  });

  it('reads another list when the seeker’s facts change', async () => {
    await expectExact();
    await t.db
      .update(seekerDetails)
      .set({ skill_ids: [3, 4, 5, 9], job_location_expectation: 'LOCALE_OUT' })
      .where(eq(seekerDetails.id, seekerId));
    const before = matchListCounts(t.db);
    await expectExact();
    expect(matchListCounts(t.db).scans - before.scans).toBe(1);
    await expectExact('&job_type_id=2');
    // Months of experience are facts too: the read that finds them changed reads another list.
    await t.db.insert(seekerExperiences).values({
      seeker_detail_id: seekerId,
      company_name: 'PT Baru',
      start_date: '2015-01-01',
      end_date: '2020-01-01',
    });
    const more = matchListCounts(t.db);
    await expectExact();
    expect(matchListCounts(t.db).scans - more.scans).toBe(1);
  });

  it('marks a row changed only when something the list reads changes', async () => {
    const id = made[0]!;
    const stamp = async () =>
      (
        await t.db
          .select({ at: sql<string>`${jobVacancies.list_changed_xid}::text` })
          .from(jobVacancies)
          .where(eq(jobVacancies.id, id))
      )[0]!.at;
    const first = await stamp();
    await update(id, { applicant_count: 7, view_count: 12 });
    expect(await stamp()).toBe(first);
    await update(id, { salary: 4_500_000 });
    expect(await stamp()).not.toBe(first);
  });

  it('takes back, at start, the transaction ids a dump restored from another cluster carries', async () => {
    const id = made[1]!;
    await t.db.execute(
      sql`update job_vacancies set list_changed_xid = (pg_current_xact_id()::text::bigint + 1000000)::text::xid8 where id = ${id}`,
    );
    await settleRestoredXids(t.db);
    const [row] = await t.db
      .select({ at: sql<string>`${jobVacancies.list_changed_xid}::text` })
      .from(jobVacancies)
      .where(eq(jobVacancies.id, id));
    expect(row!.at).toBe('0');
    await expectExact();
  });
});
