import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACANCY_LIST_MESSAGES } from '@siloker/shared';
import { jobVacancies } from '../src/db/schema/index.ts';
import {
  listValues,
  listWhere,
  orderBy,
  type VacancyListFilter,
} from '../src/domains/vacancies/list-query.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makeVacancy } from './public-fixtures.ts';

/**
 * The vacancy list's filters of issue 17 item 15 (docs/decisions/087): salary range, minimum education,
 * city and kecamatan, over HTTP on the real database, their refusals, and the public partial indexes
 * of migration 0012 serving them.
 */
describe('vacancy list filters', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let companyUserId: number;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    company = await makeCompany(t.db, { name: 'PT Saring Lowongan' });
    companyUserId = company.user_id;
    const specs = {
      cheapSmaSamarinda: {
        salary: 2_500_000,
        education_id: 4,
        city_code: '64.72',
        district_code: '64.72.01',
      },
      midSmaSamarinda: { salary: 4_000_000, education_id: 4, city_code: '64.72', district_code: '64.72.02' },
      highS1Samarinda: { salary: 9_000_000, education_id: 9, city_code: '64.72', district_code: '64.72.01' },
      midS1Balikpapan: { salary: 5_000_000, education_id: 9, city_code: '64.71', district_code: '64.71.01' },
      noSalary: { salary: null, education_id: 7, city_code: '64.71', district_code: '64.71.02' },
      // Other pay periods (docs/decisions/098): never compared with the monthly range, whatever the figure.
      dailySamarinda: {
        salary: 4_500_000,
        salary_type: 'daily',
        education_id: 4,
        city_code: '64.72',
        district_code: '64.72.01',
      },
      weeklySamarinda: {
        salary: 150_000,
        salary_type: 'weekly',
        education_id: 4,
        city_code: '64.72',
        district_code: '64.72.01',
      },
      bulkBalikpapan: {
        salary: 3_000_000,
        salary_type: 'bulk',
        education_id: 9,
        city_code: '64.71',
        district_code: '64.71.01',
      },
    };
    for (const [name, s] of Object.entries(specs))
      made[name] = (
        await makeVacancy(t.db, company.id, { ...s, province_code: '64', title: `Saring ${name}` })
      ).id;
  });
  afterAll(() => t.close());

  const ours = async (query: string) => {
    const res = await t.get(`/api/v1/job-vacancies?limit=100&user_id=${companyUserId}&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return new Set(res.body.data.job_vacancies.map((v: { id: number }) => v.id));
  };
  const names = (...keys: string[]) => new Set(keys.map((k) => made[k]));

  it('compares the monthly range with monthly salaries only: a daily, weekly or bulk wage matches no range', async () => {
    // Each of these figures lies inside the range; only the monthly one is a monthly salary.
    expect(await ours('salary_min=100000&salary_max=4500000')).toEqual(
      names('cheapSmaSamarinda', 'midSmaSamarinda'),
    );
    expect(await ours('salary_min=0')).toEqual(
      names('cheapSmaSamarinda', 'midSmaSamarinda', 'highS1Samarinda', 'midS1Balikpapan'),
    );
    // Without a range every period is listed, as before.
    expect(await ours('city_code=64.72&district_code=64.72.01')).toEqual(
      names('cheapSmaSamarinda', 'highS1Samarinda', 'dailySamarinda', 'weeklySamarinda'),
    );
  });

  it('filters by salary range (inclusive; a vacancy without a salary matches no range)', async () => {
    expect(await ours('salary_min=4000000')).toEqual(
      names('midSmaSamarinda', 'highS1Samarinda', 'midS1Balikpapan'),
    );
    expect(await ours('salary_max=4000000')).toEqual(names('cheapSmaSamarinda', 'midSmaSamarinda'));
    expect(await ours('salary_min=3000000&salary_max=5000000')).toEqual(
      names('midSmaSamarinda', 'midS1Balikpapan'),
    );
    expect(await ours('salary_min=&salary_max=')).toEqual(new Set(Object.values(made)));
    // The whole list, too: every vacancy a range finds states a monthly salary.
    const all = await t.get('/api/v1/job-vacancies?limit=100&salary_max=5000000');
    for (const v of all.body.data.job_vacancies) expect(v.salary_type).toBe('monthly');
  });

  it('filters by the minimum education the vacancy asks, by city and by kecamatan, and combines them', async () => {
    expect(await ours('education_id=4')).toEqual(
      names('cheapSmaSamarinda', 'midSmaSamarinda', 'dailySamarinda', 'weeklySamarinda'),
    );
    expect(await ours('city_code=64.71')).toEqual(names('midS1Balikpapan', 'noSalary', 'bulkBalikpapan'));
    expect(await ours('district_code=64.72.01')).toEqual(
      names('cheapSmaSamarinda', 'highS1Samarinda', 'dailySamarinda', 'weeklySamarinda'),
    );
    expect(await ours('city_code=64.72&district_code=64.72.01&education_id=9&salary_min=1')).toEqual(
      names('highS1Samarinda'),
    );
    expect(await ours('province_code=64&city_code=64.72&salary_max=3000000')).toEqual(
      names('cheapSmaSamarinda'),
    );
  });

  it('keeps every filter on the whole public list too, with the total of the filtered list', async () => {
    const res = await t.get(
      '/api/v1/job-vacancies?limit=100&city_code=64.72&education_id=4&salary_min=3000000',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(res.body.data.job_vacancies.length);
    for (const v of res.body.data.job_vacancies) {
      expect(v.city_code).toBe('64.72');
      expect(v.education_id).toBe(4);
      expect(v.salary).toBeGreaterThanOrEqual(3_000_000);
    }
    expect(res.body.data.job_vacancies.map((v: { id: number }) => v.id)).toContain(made.midSmaSamarinda);
  });

  it.each([
    ['salary_min=abc', 'salary_min', VACANCY_LIST_MESSAGES.salaryMin],
    ['salary_min=-1', 'salary_min', VACANCY_LIST_MESSAGES.salaryMin],
    ['salary_max=2.5', 'salary_max', VACANCY_LIST_MESSAGES.salaryMax],
    ['salary_max=1000000001', 'salary_max', VACANCY_LIST_MESSAGES.salaryMax],
    ['education_id=0', 'education_id', VACANCY_LIST_MESSAGES.educationId],
    ['education_id=SMA', 'education_id', VACANCY_LIST_MESSAGES.educationId],
    ['city_code=6472', 'city_code', 'Kode kabupaten/kota tidak valid, contoh 64.72'],
    ['district_code=64.72', 'district_code', 'Kode kecamatan tidak valid, contoh 64.72.01'],
  ])('refuses %s with a 400 in Indonesian naming the field', async (query, field, message) => {
    const res = await t.get(`/api/v1/job-vacancies?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(res.body.data.errors[field]).toEqual([message]);
    expect(res.body.message).toBe(`${field}: ${message}`);
  });

  it.each([
    ['salary_min=5000000&salary_max=4000000', 'salary_min', VACANCY_LIST_MESSAGES.salaryRange],
    ['city_code=64.72&district_code=64.71.01', 'district_code', VACANCY_LIST_MESSAGES.districtOutsideCity],
    ['province_code=31&city_code=64.72', 'city_code', VACANCY_LIST_MESSAGES.cityOutsideProvince],
  ])(
    'refuses filters that contradict each other (%s) with a 422 in Indonesian',
    async (query, field, message) => {
      const res = await t.get(`/api/v1/job-vacancies?${query}`);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 'fail', message, data: { errors: { [field]: [message] } } });
    },
  );

  it('reads city, kecamatan and education through their public partial indexes (EXPLAIN)', async () => {
    // Enough public rows, each city and kecamatan rare among them, that reading its index beats walking the list.
    await t.db.execute(sql`
      insert into ${jobVacancies} (company_detail_id, title, title_slug, status, publication_status,
        province_code, city_code, district_code, education_id, salary, created_at)
      select ${company.id}, 'Massal ' || g, 'massal-filter-' || g, 'VERIFIED', 'PUBLISHED', '64',
        '64.' || (10 + g % 40)::text, '64.' || (10 + g % 40)::text || '.' || (10 + g % 80)::text,
        case when g % 400 = 0 then 12 else 1 + g % 11 end, 1000000 + g * 1000, now() - g * interval '1 minute'
      from generate_series(1, 4000) g`);
    await t.db.execute(sql`analyze ${jobVacancies}`);
    const planOf = async (filter: VacancyListFilter) => {
      const q = t.db
        .select({ id: jobVacancies.id })
        .from(jobVacancies)
        .where(listWhere(filter))
        .orderBy(...orderBy({ order_by: 'created_at', sort_by: 'desc' }))
        .limit(5)
        .toSQL();
      const values = listValues(filter) as Record<string, unknown>;
      // The statement as the list runs it, its placeholders filled with the filter's values.
      const text = q.sql.replace(/\$(\d+)/g, (_m, n: string) => {
        const p = q.params[Number(n) - 1] as { name?: string } | number | string;
        const v = typeof p === 'object' && p && 'name' in p ? values[p.name!] : p;
        return typeof v === 'number' ? String(v) : `'${String(v)}'`;
      });
      const rows = await t.db.execute(sql.raw(`explain ${text}`));
      const list =
        (rows as unknown as { rows?: Record<string, string>[] }).rows ??
        (rows as unknown as Record<string, string>[]);
      return list.map((r) => Object.values(r)[0]).join('\n');
    };
    expect(await planOf({ city_code: '64.33' })).toContain('job_vacancies_public_city_idx');
    expect(await planOf({ district_code: '64.33.43' })).toContain('job_vacancies_public_district_idx');
    // A rare education (10 of 4,000): its index; a common one may walk the newest-first index instead.
    expect(await planOf({ education_id: 12 })).toContain('job_vacancies_public_education_idx');
  });
});
