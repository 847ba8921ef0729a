import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makeSeeker, makeVacancy } from './public-fixtures.ts';

type Vacancy = Awaited<ReturnType<typeof makeVacancy>>;

describe('public job vacancies', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let otherCompany: Awaited<ReturnType<typeof makeCompany>>;
  const publicOnes: Vacancy[] = [];
  const hidden: Vacancy[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    company = await makeCompany(t.db, {
      name: 'CV Borneo Digital Kreatif',
      slug_name: 'cv-borneo-digital-kreatif',
      city_code: '64.72',
      nib: '9120100000001',
      file_nib: 'private/nib.pdf',
    });
    otherCompany = await makeCompany(t.db, { name: 'PT Mahakam Energi', slug_name: 'pt-mahakam-energi' });
    const pending = await makeCompany(t.db, { status: 'PENDING' });
    const seeker = await makeSeeker(t.db);
    const now = Date.now();
    const specs = [
      {
        title: 'Pengembang Perangkat Lunak',
        salary: 6_000_000,
        applicant_count: 3,
        job_type_id: 1,
        province_code: '64',
      },
      {
        title: 'Perawat Rawat Inap',
        salary: 4_200_000,
        applicant_count: 7,
        job_type_id: 2,
        province_code: '64',
      },
      { title: 'Kasir Minimarket', salary: null, applicant_count: 0, job_type_id: 1, province_code: '31' },
      {
        title: 'Operator Excavator',
        salary: 7_500_000,
        applicant_count: 12,
        job_type_id: 3,
        province_code: '64',
      },
      { title: 'Barista Kopi', salary: 3_300_000, applicant_count: 1, job_type_id: 2, province_code: '64' },
      { title: 'Akuntan Senior', salary: 9_000_000, applicant_count: 5, job_type_id: 1, province_code: '64' },
    ];
    for (const [i, s] of specs.entries()) {
      publicOnes.push(
        await makeVacancy(t.db, company.id, {
          ...s,
          title_slug: `pub-${i}`,
          created_at: new Date(now - (i + 1) * 3_600_000),
          expired_at: new Date(now + (10 + ((i * 7) % 13)) * DAY),
          description: 'Bekerja di kantor pusat Samarinda.',
          benefits: [1, 2],
          education_id: 9,
        }),
      );
    }
    publicOnes.push(
      await makeVacancy(t.db, otherCompany.id, {
        title: 'Mekanik Alat Berat',
        salary: 6_500_000,
        title_slug: 'pub-other',
        created_at: new Date(now - 30 * 60_000),
        expired_at: null,
        province_code: '64',
      }),
    );
    const hiddenSpecs = [
      { title_slug: 'pending', status: 'PENDING' },
      { title_slug: 'rejected', status: 'REJECTED' },
      { title_slug: 'draft', publication_status: 'DRAFT' },
      { title_slug: 'closed', publication_status: 'CLOSED' },
      { title_slug: 'removed', is_removed: true },
      { title_slug: 'expired', expired_at: new Date(now - DAY) },
      { title_slug: 'invitation', is_invitation: true, seeker_detail_id: seeker.id },
    ];
    for (const s of hiddenSpecs)
      hidden.push(await makeVacancy(t.db, company.id, { title: `Rahasia ${s.title_slug}`, ...s }));
    hidden.push(
      await makeVacancy(t.db, pending.id, {
        title: 'Perusahaan belum terverifikasi',
        title_slug: 'unverified-co',
      }),
    );
  });
  afterAll(() => t.close());

  const list = (query: string) => t.get(`/api/v1/job-vacancies${query}`);
  const ids = (res: { body: { data: { job_vacancies: { id: number }[] } } }) =>
    res.body.data.job_vacancies.map((v) => v.id);

  it('lists only verified, published, unexpired vacancies of verified companies, five by default', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data.total).toBe(publicOnes.length);
    expect(res.body.data.job_vacancies).toHaveLength(5);
    const all = await list('?limit=100&auth_user_id=999');
    expect(new Set(ids(all))).toEqual(new Set(publicOnes.map((v) => v.id)));
  });

  it('pages with offset and limit without overlap, newest first', async () => {
    const pages = await Promise.all([0, 3, 6].map((o) => list(`?limit=3&offset=${o}`)));
    const seen = pages.flatMap(ids);
    expect(seen).toHaveLength(publicOnes.length);
    expect(new Set(seen).size).toBe(publicOnes.length);
    expect(pages.every((p) => p.body.data.total === publicOnes.length)).toBe(true);
    const byNewest = [...publicOnes].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    expect(seen).toEqual(byNewest.map((v) => v.id));
  });

  it.each([
    ['created_at', 'asc'],
    ['title', 'asc'],
    ['title', 'desc'],
    ['salary', 'desc'],
    ['salary', 'asc'],
    ['expired_at', 'asc'],
    ['applicant_count', 'desc'],
  ] as const)('orders by %s %s (empty values last)', async (orderBy, sortBy) => {
    const res = await list(`?limit=100&order_by=${orderBy}&sort_by=${sortBy}`);
    expect(res.status).toBe(200);
    const values = res.body.data.job_vacancies.map((v: Record<string, unknown>) => v[orderBy]);
    const present = values.filter((v: unknown) => v !== null);
    expect(values.slice(0, present.length)).toEqual(present);
    const sorted = [...present].sort((a, b) => {
      const cmp = typeof a === 'number' ? a - (b as number) : String(a).localeCompare(String(b), 'en');
      return sortBy === 'asc' ? cmp : -cmp;
    });
    if (orderBy === 'title')
      expect(present.map(String).map((s: string) => s[0])).toEqual(sorted.map((s) => String(s)[0]));
    else expect(present).toEqual(sorted);
  });

  it('finds a vacancy by a word of its title, by a stemmed form and by part of a word', async () => {
    const byWord = await list('?search=perawat');
    expect(ids(byWord)).toEqual([publicOnes[1]!.id]);
    const byWords = await list('?search=perangkat%20lunak');
    expect(ids(byWords)).toEqual([publicOnes[0]!.id]);
    const partial = await list('?search=xcava');
    expect(ids(partial)).toEqual([publicOnes[3]!.id]);
    expect(partial.body.data.total).toBe(1);
    const none = await list('?search=rahasia');
    expect(none.body.data.total).toBe(0);
    const wildcard = await list('?search=%25');
    expect(wildcard.body.data.total).toBe(0);
  });

  it('filters by job type, province and the company’s user id', async () => {
    const byType = await list('?limit=100&job_type_id=1');
    expect(new Set(ids(byType))).toEqual(new Set([publicOnes[0]!.id, publicOnes[2]!.id, publicOnes[5]!.id]));
    const byProvince = await list('?limit=100&province_code=31');
    expect(ids(byProvince)).toEqual([publicOnes[2]!.id]);
    const byCompany = await list(`?limit=100&user_id=${otherCompany.user_id}`);
    expect(ids(byCompany)).toEqual([publicOnes[6]!.id]);
    expect(byCompany.body.data.total).toBe(1);
  });

  it('returns the detail of a public vacancy by slug, with names and the company', async () => {
    const res = await t.get('/api/v1/job-vacancies/slug/pub-0');
    expect(res.status).toBe(200);
    const v = res.body.data.job_vacancy;
    expect(v).toMatchObject({
      id: publicOnes[0]!.id,
      title: 'Pengembang Perangkat Lunak',
      salary_type: 'monthly',
      salary_type_name: 'Bulanan',
      benefits: [1, 2],
      education_id: 9,
      description: 'Bekerja di kantor pusat Samarinda.',
      poster_url: null,
      company: {
        id: company.id,
        name: 'CV Borneo Digital Kreatif',
        slug_name: 'cv-borneo-digital-kreatif',
        city_name: 'Kota Samarinda',
      },
    });
    expect(v.benefit_names).toEqual(['BPJS Kesehatan', 'BPJS Ketenagakerjaan']);
    expect(v.education_name).toBe('S1');
    expect(v.location).toEqual({
      province: { code: '64', name: 'Kalimantan Timur' },
      city: null,
      district: null,
      sub_district: null,
    });
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain('nib');
    expect(raw).not.toContain('search');
    expect(raw).not.toContain('is_public');
  });

  it('answers every non-public vacancy and unknown slugs with the 404 envelope', async () => {
    for (const v of [...hidden, { title_slug: 'tidak-ada' }]) {
      const res = await t.get(`/api/v1/job-vacancies/slug/${v.title_slug}`);
      expect(res.status, v.title_slug).toBe(404);
      expect(res.body).toEqual({ status: 'fail', message: 'Lowongan kerja tidak ditemukan.', data: null });
    }
  });

  it.each([
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['order_by=password', 'order_by'],
    ['limit=abc', 'limit'],
    ['sort_by=up', 'sort_by'],
    ['job_type_id=satu', 'job_type_id'],
    ['province_code=KALTIM', 'province_code'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(Object.keys(res.body.data.errors)).toContain(field);
  });
});
