import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { BAD_LIST_QUERIES, DAY, makeCompany, makeVacancy } from './public-fixtures.ts';

describe('public companies', () => {
  let t: TestApp;
  const verified: Awaited<ReturnType<typeof makeCompany>>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const now = Date.now();
    const names = [
      'CV Borneo Digital Kreatif',
      'PT Mahakam Sumber Energi',
      'RS Citra Husada Samarinda',
      'Hotel Tepian Mahakam',
      'PT Kaltim Niaga Retailindo',
      'PT Etam Konstruksi Persada',
      'PT BPR Tepian Sejahtera',
    ];
    for (const [i, name] of names.entries()) {
      verified.push(
        await makeCompany(t.db, {
          name,
          slug_name: `co-${i}`,
          about: i === 0 ? 'Studio pengembangan aplikasi web dan seluler.' : null,
          created_at: new Date(now - i * DAY),
          province_code: '64',
          city_code: '64.72',
          district_code: '64.72.03',
          business_field_id: 10,
          status_office: 'head_office',
          email: `kontak${i}@contoh.test`,
          phone: '0541-700100',
          nib: '9120100099999',
          file_nib: 'private/nib-rahasia.pdf',
          file_npwp: 'private/npwp-rahasia.pdf',
        }),
      );
    }
    await makeCompany(t.db, { name: 'CV Sambutan Agro Lestari', slug_name: 'pending-co', status: 'PENDING' });
    await makeCompany(t.db, { name: 'PT Ditolak', slug_name: 'rejected-co', status: 'REJECTED' });
    // Company 0: 22 public vacancies (the page shows 20) and hidden ones.
    for (let i = 0; i < 22; i++) {
      await makeVacancy(t.db, verified[0]!.id, {
        title: `Lowongan publik ${i}`,
        title_slug: `co0-pub-${i}`,
        created_at: new Date(now - i * 60_000),
      });
    }
    await makeVacancy(t.db, verified[0]!.id, { title_slug: 'co0-pending', status: 'PENDING' });
    await makeVacancy(t.db, verified[0]!.id, { title_slug: 'co0-draft', publication_status: 'DRAFT' });
    await makeVacancy(t.db, verified[0]!.id, { title_slug: 'co0-expired', expired_at: new Date(now - DAY) });
  });
  afterAll(() => t.close());

  const list = (q: string) => t.get(`/api/v1/companies${q}`);
  const ids = (res: { body: { data: { companies: { id: number }[] } } }) =>
    res.body.data.companies.map((c) => c.id);

  it('lists verified companies only, six by default, newest first, with their public vacancy count', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(7);
    expect(ids(res)).toEqual(verified.slice(0, 6).map((c) => c.id));
    expect(ids(await list('?offset=6'))).toEqual([verified[6]!.id]);
    const first = res.body.data.companies[0];
    expect(first).toMatchObject({
      name: 'CV Borneo Digital Kreatif',
      job_vacancy_count: 22,
      status_office_name: 'Kantor Pusat',
      business_field_name: 'Informasi dan Komunikasi',
      location: {
        city: { code: '64.72', name: 'Kota Samarinda' },
        district: { code: '64.72.03', name: 'Samarinda Ulu' },
      },
    });
    expect(res.body.data.companies[1].job_vacancy_count).toBe(0);
  });

  it('orders by name both ways', async () => {
    const asc = await list('?limit=100&order_by=name&sort_by=asc');
    const names = asc.body.data.companies.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const desc = await list('?limit=100&order_by=name&sort_by=desc');
    expect(desc.body.data.companies.map((c: { name: string }) => c.name)).toEqual([...names].reverse());
  });

  it('searches by word, by part of a name and in the about text', async () => {
    expect(ids(await list('?search=mahakam')).sort()).toEqual([verified[1]!.id, verified[3]!.id].sort());
    expect(ids(await list('?search=retail'))).toEqual([verified[4]!.id]);
    expect(ids(await list('?search=aplikasi'))).toEqual([verified[0]!.id]);
    expect((await list('?search=sambutan')).body.data.total).toBe(0);
  });

  it('shows a company page with its newest 20 public vacancies and no private documents', async () => {
    const res = await t.get('/api/v1/companies/slug/co-0');
    expect(res.status).toBe(200);
    const c = res.body.data.company;
    expect(c.job_vacancies).toHaveLength(20);
    expect(c.job_vacancies[0].title_slug).toBe('co0-pub-0');
    expect(c.job_vacancies.every((v: { status: string }) => v.status === 'VERIFIED')).toBe(true);
    expect(c.job_vacancy_count).toBe(22);
    expect(c.email).toBe('kontak0@contoh.test');
    const raw = JSON.stringify(res.body);
    expect(raw).not.toMatch(/nib|npwp|rahasia|9120100099999/);
  });

  it('answers unverified and unknown companies with the 404 envelope', async () => {
    for (const slug of ['pending-co', 'rejected-co', 'tidak-ada']) {
      const res = await t.get(`/api/v1/companies/slug/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'fail', message: 'Perusahaan tidak ditemukan.', data: null });
    }
  });

  it.each(BAD_LIST_QUERIES)('rejects %s with a 400 naming the field', async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.errors)).toContain(field);
  });
});
