import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makeVacancy } from './public-fixtures.ts';

describe('POST /job-vacancies/view', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof makeCompany>>;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    company = await makeCompany(t.db);
  });
  afterAll(() => t?.close());

  const view = (id: number, address: string) =>
    t.request('POST', '/api/v1/job-vacancies/view', {
      body: { job_vacancy_id: id },
      headers: { 'x-forwarded-for': address },
    });
  const viewCount = async (slug: string) =>
    (await t.get(`/api/v1/job-vacancies/slug/${slug}`)).body.data.job_vacancy.view_count as number;

  it('answers a guest with the tracker of its address', async () => {
    const v = await makeVacancy(t.db, company.id);
    const res = await view(v.id, '203.0.113.7');
    expect(res.status).toBe(200);
    expect(res.body.data.job_vacancy_tracker).toMatchObject({
      job_vacancy_id: v.id,
      ip_address: '203.0.113.7',
    });
    expect(res.body.data.job_vacancy_tracker.id).toBeTypeOf('number');
  });

  it('counts two addresses as two views and the same address twice as one', async () => {
    const v = await makeVacancy(t.db, company.id);
    const first = await view(v.id, '198.51.100.1');
    const again = await view(v.id, '198.51.100.1');
    expect(again.status).toBe(200);
    expect(again.body.data.job_vacancy_tracker.id).toBe(first.body.data.job_vacancy_tracker.id);
    expect(await viewCount(v.title_slug)).toBe(1);
    await view(v.id, '198.51.100.2');
    expect(await viewCount(v.title_slug)).toBe(2);
  });

  it('counts simultaneous first views from one address once', async () => {
    const v = await makeVacancy(t.db, company.id);
    const all = await Promise.all(Array.from({ length: 10 }, () => view(v.id, '192.0.2.50')));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(await viewCount(v.title_slug)).toBe(1);
  });

  it('answers 404 for a hidden or unknown vacancy and counts nothing', async () => {
    const pending = await makeVacancy(t.db, company.id, { status: 'PENDING' });
    const draft = await makeVacancy(t.db, company.id, { publication_status: 'DRAFT' });
    const invitation = await makeVacancy(t.db, company.id, { is_invitation: true });
    const removed = await makeVacancy(t.db, company.id, { is_removed: true });
    for (const v of [pending, draft, invitation, removed]) {
      expect((await view(v.id, '203.0.113.9')).status).toBe(404);
    }
    expect((await view(999_999_999, '203.0.113.9')).status).toBe(404);
  });

  it('refuses a body without a vacancy id', async () => {
    const res = await t.request('POST', '/api/v1/job-vacancies/view', { body: {} });
    expect(res.status).toBe(400);
  });
});
