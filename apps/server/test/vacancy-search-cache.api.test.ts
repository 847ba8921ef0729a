import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobVacancies } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makeVacancy } from './public-fixtures.ts';

/**
 * A search pages through its match list, kept for the short-cache TTL (domains/vacancies/repository.ts):
 * its pages are slices of one ordered list, and a vacancy hidden after the list was read is left out
 * at once, not at the end of the TTL.
 */
describe('public job vacancy search with the short cache on', () => {
  let t: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ CACHE_TTL_SECONDS: '30' });
    const company = await makeCompany(t.db);
    const base = Date.now() - 50 * 3_600_000;
    for (let i = 0; i < 12; i++) {
      const v = await makeVacancy(t.db, company.id, {
        title: `Juru Las ${i}`,
        created_at: new Date(base + i * 3_600_000),
      });
      ids.push(v!.id);
    }
  });
  afterAll(() => t.close());

  const page = async (offset: number) => {
    const res = await t.get(`/api/v1/job-vacancies?search=las&offset=${offset}&limit=5`);
    expect(res.status).toBe(200);
    const body = res.body as { data: { job_vacancies: { id: number }[]; total: number } };
    return { ids: body.data.job_vacancies.map((v) => v.id), total: body.data.total };
  };

  it('serves every page as a slice of the newest-first matches', async () => {
    const newestFirst = [...ids].reverse();
    expect(await page(0)).toEqual({ ids: newestFirst.slice(0, 5), total: 12 });
    expect(await page(5)).toEqual({ ids: newestFirst.slice(5, 10), total: 12 });
    expect(await page(10)).toEqual({ ids: newestFirst.slice(10), total: 12 });
  });

  it('leaves out a vacancy removed after its search was cached', async () => {
    const newest = ids.at(-1)!;
    expect((await page(0)).ids).toContain(newest);
    await t.db.update(jobVacancies).set({ is_removed: true }).where(eq(jobVacancies.id, newest));
    expect((await page(0)).ids).not.toContain(newest);
  });
});
