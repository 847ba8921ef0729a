import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingData, MasterData } from '@siloker/shared';
import { companyDetails, jobVacancies, posts, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

describe('landing page and public totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const landing = async () => {
    const res = await t.get<LandingData>('/api/v1/landing-page');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    return res.body.data.landing_page;
  };
  const masterTotals = async () => {
    const d = (await t.get<MasterData>('/api/v1/master')).body.data;
    return {
      total_companies: d.total_companies,
      total_seekers: d.total_seekers,
      total_job_vacancies: d.total_job_vacancies,
    };
  };

  let seq = 0;
  async function addUser(role: 'seeker' | 'company', status: 'VERIFIED' | 'NEED_ACTIVATION') {
    seq += 1;
    const [u] = await t.db
      .insert(users)
      .values({
        name: `Pengguna ${seq}`,
        email: `u${seq}@contoh.id`,
        password_hash: 'x',
        role_name: role,
        status,
      })
      .returning({ id: users.id });
    return u!.id;
  }
  async function addCompany(status: 'VERIFIED' | 'PENDING') {
    const userId = await addUser('company', 'VERIFIED');
    const [c] = await t.db
      .insert(companyDetails)
      .values({ user_id: userId, name: `PT Contoh ${seq}`, slug_name: `pt-contoh-${seq}`, status })
      .returning({ id: companyDetails.id });
    return c!.id;
  }
  async function addVacancy(companyId: number, fields: Partial<typeof jobVacancies.$inferInsert>) {
    seq += 1;
    await t.db.insert(jobVacancies).values({
      company_detail_id: companyId,
      title: `Lowongan ${seq}`,
      title_slug: `lowongan-${seq}`,
      status: 'VERIFIED',
      publication_status: 'PUBLISHED',
      ...fields,
    });
  }

  it('shows the site names of the configured city and zero counts on an empty portal', async () => {
    expect(await landing()).toEqual({
      total_companies: 0,
      total_seekers: 0,
      total_job_vacancies: 0,
      total_posts: 0,
      configs: {
        web_name: 'SiLoker',
        subtitle: 'Sistem Informasi Lowongan Kerja Kota Samarinda',
        city_name: 'Kota Samarinda',
        office_name: 'Dinas Tenaga Kerja Kota Samarinda',
      },
    });
  });

  it('counts only public vacancies of verified companies, in both /landing-page and /master', async () => {
    const before = await landing();
    const verified = await addCompany('VERIFIED');
    const pending = await addCompany('PENDING');
    await addVacancy(verified, {}); // the one public vacancy
    await addVacancy(verified, { status: 'PENDING' });
    await addVacancy(verified, { publication_status: 'DRAFT' });
    await addVacancy(verified, { is_removed: true });
    await addVacancy(verified, { is_invitation: true });
    await addVacancy(verified, { expired_at: new Date(Date.now() - 86_400_000) });
    await addVacancy(pending, {});

    const after = await landing();
    expect(after.total_job_vacancies - before.total_job_vacancies).toBe(1);
    expect(after.total_companies - before.total_companies).toBe(1);
    const { configs: _c, total_posts: _p, ...totals } = after;
    expect(await masterTotals()).toEqual(totals);
  });

  it('counts seekers whose account is verified, and events that are not drafts', async () => {
    const before = await landing();
    await addUser('seeker', 'VERIFIED');
    await addUser('seeker', 'NEED_ACTIVATION');
    await addUser('company', 'VERIFIED');
    await t.db.insert(posts).values([
      { title: 'Job Fair Samarinda', title_slug: `job-fair-${seq}`, status: 'PUBLISHED' },
      { title: 'Pelatihan Las', title_slug: `pelatihan-las-${seq}`, status: 'CLOSED' },
      { title: 'Draf Acara', title_slug: `draf-${seq}`, status: 'DRAFT' },
    ]);
    const after = await landing();
    expect(after.total_seekers - before.total_seekers).toBe(1);
    expect(after.total_posts - before.total_posts).toBe(2);
    expect((await masterTotals()).total_seekers).toBe(after.total_seekers);
  });

  it('accepts the spec search parameter without changing the counts', async () => {
    const plain = await landing();
    const res = await t.get<LandingData>('/api/v1/landing-page?search=perawat');
    expect(res.status).toBe(200);
    expect(res.body.data.landing_page).toEqual(plain);
  });

  it('rejects an over-long search with a 400 naming the field', async () => {
    const res = await t.get(`/api/v1/landing-page?search=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(Object.keys(res.body.data.errors)).toContain('search');
  });
});
