import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makeVacancy } from './public-fixtures.ts';

/**
 * Deep pages are read differently from the first ones (ids first, names afterwards; a search reads
 * its match set first: domains/vacancies/repository.ts). Whatever the path, page N must be exactly
 * the slice of the whole ordered list, hidden vacancies skipped, ties broken by id.
 */
describe('public job vacancies, deep pages', () => {
  let t: TestApp;
  const PUBLIC = 70;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await makeCompany(t.db);
    const unverified = await makeCompany(t.db, { status: 'PENDING' });
    const base = Date.now() - 100 * 3_600_000;
    for (let i = 0; i < PUBLIC; i++) {
      // Repeating titles, salaries, counts and timestamps, so every order needs its id tie-break.
      await makeVacancy(t.db, company.id, {
        title: `${['Teknisi Listrik', 'Kasir', 'Perawat Gigi', 'Teknisi Mesin'][i % 4]} ${i % 3}`,
        salary: i % 5 === 0 ? null : 3_000_000 + (i % 7) * 250_000,
        applicant_count: i % 6,
        created_at: new Date(base + Math.floor(i / 2) * 3_600_000),
        expired_at: i % 9 === 0 ? null : new Date(Date.now() + (5 + (i % 8)) * DAY),
        description: 'Penempatan di Samarinda, teknisi berpengalaman diutamakan.',
      });
      // Hidden rows in between, so skipping them at a deep offset is tested too.
      if (i % 10 === 0) {
        await makeVacancy(t.db, company.id, { title: 'Teknisi Listrik draf', publication_status: 'DRAFT' });
        await makeVacancy(t.db, company.id, {
          title: 'Teknisi Listrik lewat',
          expired_at: new Date(Date.now() - DAY),
        });
        await makeVacancy(t.db, unverified.id, { title: 'Teknisi Listrik tidak terverifikasi' });
      }
    }
  });
  afterAll(() => t.close());

  const ids = async (query: string) => {
    const res = await t.get(`/api/v1/job-vacancies?${query}`);
    expect(res.status).toBe(200);
    const body = res.body as { data: { job_vacancies: { id: number }[]; total: number } };
    return { ids: body.data.job_vacancies.map((v) => v.id), total: body.data.total };
  };

  it.each([
    [''],
    ['order_by=created_at&sort_by=asc'],
    ['order_by=title&sort_by=asc'],
    ['order_by=title&sort_by=desc'],
    ['order_by=salary&sort_by=asc'],
    ['order_by=salary&sort_by=desc'],
    ['order_by=expired_at&sort_by=asc'],
    ['order_by=expired_at&sort_by=desc'],
    ['order_by=applicant_count&sort_by=desc'],
    ['order_by=applicant_count&sort_by=asc'],
    ['search=teknisi'],
    ['search=tekni'],
    ['search=teknisi&order_by=salary&sort_by=asc'],
    ['search=teknisi&order_by=created_at&sort_by=desc'],
  ])('pages past the first ones are slices of the whole list (%s)', async (query) => {
    const whole = await ids(`${query}&limit=100`);
    expect(whole.ids.length).toBe(whole.total);
    expect(new Set(whole.ids).size).toBe(whole.ids.length);
    if (!query.startsWith('search')) expect(whole.total).toBe(PUBLIC);
    else expect(whole.total).toBeGreaterThan(30);
    for (const offset of [0, 30, 49, 50, 56, whole.total - 3]) {
      const page = await ids(`${query}&limit=7&offset=${offset}`);
      expect(page.ids, `offset ${offset}`).toEqual(whole.ids.slice(offset, offset + 7));
      expect(page.total).toBe(whole.total);
    }
  });

  it('lists the newest first with ties broken by the higher id on a deep page too', async () => {
    const whole = await ids('limit=100');
    const page = await ids('limit=10&offset=55');
    const expected = [...whole.ids].sort((a, b) => b - a).slice(55, 65);
    // Created in id order, two per hour: newest first is highest id first.
    expect(page.ids).toEqual(expected);
  });
});
