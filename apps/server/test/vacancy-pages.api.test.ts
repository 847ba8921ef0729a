import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from './harness.ts';
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
    ['search=teknisi&order_by=created_at&sort_by=asc'],
    ['search=teknisi&order_by=expired_at&sort_by=asc'],
    ['search=tekni&order_by=expired_at&sort_by=asc'],
    ['search=teknisi&order_by=title&sort_by=asc'],
    ['search=teknisi&order_by=relevance'],
    ['search=tekni&order_by=relevance'],
  ])('pages past the first ones are slices of the whole list (%s)', async (query) => {
    const whole = await ids(`${query}&limit=100`);
    expect(whole.ids.length).toBe(whole.total);
    expect(new Set(whole.ids).size).toBe(whole.ids.length);
    if (!query.startsWith('search')) expect(whole.total).toBe(PUBLIC);
    else expect(whole.total).toBeGreaterThan(30);
    // Small pages near the top of a search are read by walking the order's index (many matches per
    // row needed), the others from the match set: both must give the same slices.
    for (const [offset, limit] of [
      [0, 1],
      [1, 1],
      [0, 7],
      [30, 7],
      [49, 7],
      [50, 7],
      [56, 7],
      [whole.total - 3, 7],
    ] as const) {
      const page = await ids(`${query}&limit=${limit}&offset=${offset}`);
      expect(page.ids, `offset ${offset}`).toEqual(whole.ids.slice(offset, offset + limit));
      expect(page.total).toBe(whole.total);
    }
  });

  it('orders a search newest first when no order is asked for', async () => {
    const searched = await ids('search=teknisi&limit=100');
    const newest = await ids('limit=100');
    const matching = new Set(searched.ids);
    expect(searched.ids).toEqual(newest.ids.filter((id) => matching.has(id)));
    // Every public row mentions "teknisi" in its description, not every one in its title.
    expect(searched.total).toBe(PUBLIC);
    expect(await ids('search=teknisi&order_by=created_at&sort_by=desc&limit=100')).toEqual(searched);
  });

  it('ranks a search by relevance when asked: title matches first, ties newest first', async () => {
    const ranked = await ids('search=teknisi&order_by=relevance&limit=100');
    const newest = await ids('search=teknisi&limit=100');
    expect(ranked.total).toBe(newest.total);
    expect(new Set(ranked.ids)).toEqual(new Set(newest.ids));
    const res = await t.get('/api/v1/job-vacancies?search=teknisi&order_by=relevance&limit=100');
    const titles = (res.body.data.job_vacancies as { title: string }[]).map((v) => v.title);
    const inTitle = titles.filter((title) => title.startsWith('Teknisi')).length;
    expect(inTitle).toBeGreaterThan(0);
    expect(inTitle).toBeLessThan(titles.length);
    expect(titles.slice(0, inTitle).every((title) => title.startsWith('Teknisi'))).toBe(true);
    // Within each rank, newest first (ties of created_at: higher id first).
    const group = (inTitleGroup: boolean) => ranked.ids.filter((_, i) => i < inTitle === inTitleGroup);
    for (const g of [group(true), group(false)]) expect(g).toEqual(newest.ids.filter((id) => g.includes(id)));
    expect(ranked.ids).not.toEqual(newest.ids);
  });

  it('lists the newest first for order_by=relevance without a search', async () => {
    expect(await ids('order_by=relevance&limit=100')).toEqual(await ids('limit=100'));
    expect(await ids('order_by=relevance&sort_by=asc&limit=100')).toEqual(await ids('limit=100'));
  });

  // PGlite is one session, so its pg_prepared_statements shows every statement the server prepared.
  it.skipIf(TEST_ENGINE !== 'pglite')(
    'prepares one statement per list shape, whatever the term or filter value',
    async () => {
      const prepared = async () =>
        (await t.database.query('select statement from pg_prepared_statements')).rows.length;
      await ids('search=teknisi&limit=5&offset=5');
      await ids('job_type_id=1&limit=5&offset=5');
      const shapes = await prepared();
      await ids('search=kasir&limit=5&offset=5');
      await ids('search=listrik&limit=5&offset=5');
      await ids('job_type_id=2&limit=5&offset=5');
      await ids('job_type_id=3&limit=5&offset=5');
      expect(await prepared()).toBe(shapes);
    },
  );

  it('lists the newest first with ties broken by the higher id on a deep page too', async () => {
    const whole = await ids('limit=100');
    const page = await ids('limit=10&offset=55');
    const expected = [...whole.ids].sort((a, b) => b - a).slice(55, 65);
    // Created in id order, two per hour: newest first is highest id first.
    expect(page.ids).toEqual(expected);
  });
});

/**
 * A search in date order may walk the date index and test each row; when its matches sit far from
 * where the walk starts, the walk gives up and the match set is read instead. Here the 25 matches are
 * the oldest rows, behind 30 newer ones: page 1 newest first must still be the newest match.
 */
describe('public job vacancy search, matches far from the start of the order', () => {
  let t: TestApp;
  const welders: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const company = await makeCompany(t.db);
    const base = Date.now() - 100 * 3_600_000;
    for (let i = 0; i < 55; i++) {
      const v = await makeVacancy(t.db, company.id, {
        title: i < 25 ? `Juru Las ${i}` : `Kasir ${i}`,
        created_at: new Date(base + i * 3_600_000),
      });
      if (i < 25) welders.push(v.id);
    }
  });
  afterAll(() => t.close());

  const ids = async (query: string) => {
    const res = await t.get(`/api/v1/job-vacancies?${query}`);
    expect(res.status).toBe(200);
    return (res.body as { data: { job_vacancies: { id: number }[] } }).data.job_vacancies.map((v) => v.id);
  };

  it.each(['search=las', 'search=juru%20las', 'search=uru%20la'])('finds them (%s)', async (query) => {
    const newestFirst = [...welders].reverse();
    expect(await ids(`${query}&limit=1`)).toEqual(newestFirst.slice(0, 1));
    expect(await ids(`${query}&limit=1&offset=1`)).toEqual(newestFirst.slice(1, 2));
    expect(await ids(`${query}&limit=1&order_by=created_at&sort_by=asc`)).toEqual(welders.slice(0, 1));
    expect(await ids(`${query}&limit=100`)).toEqual(newestFirst);
  });
});
