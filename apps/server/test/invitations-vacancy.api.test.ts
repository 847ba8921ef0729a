import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '@siloker/shared';
import { issueToken, TOKEN_TTL_MS } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makeSeeker, makeVacancy } from './public-fixtures.ts';

const sessionFor = async (t: TestApp, userId: number) =>
  (await issueToken(t.db, { userId, kind: 'session', ttlMs: TOKEN_TTL_MS.session })).token;

/**
 * A vacancy made for one seeker (docs/product.md §3 `is_invitation` with `seeker_detail_id`). The portal does
 * not create these (docs/decisions/064: an invitation is a row on an existing vacancy), but the rule
 * that keeps them out of every public place must hold should one ever exist, e.g. from imported data.
 * It is VERIFIED and PUBLISHED like a public vacancy, so only `is_invitation` hides it.
 */
describe('an invitation vacancy is never public', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let seeker: Awaited<ReturnType<typeof makeSeeker>>;
  let companyToken: string;
  let seekerToken: string;
  let totalsBefore: { landing: number; master: number };
  let privateVacancyId: number;
  const PUBLIC_SLUG = 'operator-forklift-umum-uji';
  const PRIVATE_SLUG = 'operator-forklift-undangan-uji';

  const landingTotal = async () =>
    (await t.get('/api/v1/landing-page')).body.data.landing_page.total_job_vacancies as number;
  const masterTotal = async () => (await t.get('/api/v1/master')).body.data.total_job_vacancies as number;

  beforeAll(async () => {
    t = await createTestApp();
    company = await makeCompany(t.db, { name: 'PT Gudang Tepian Uji', slug_name: 'pt-gudang-tepian-uji' });
    seeker = await makeSeeker(t.db);
    companyToken = await sessionFor(t, company.user_id);
    seekerToken = await sessionFor(t, seeker.user_id);
    await makeVacancy(t.db, company.id, { title: 'Operator Forklift Umum', title_slug: PUBLIC_SLUG });
    totalsBefore = { landing: await landingTotal(), master: await masterTotal() };
    privateVacancyId = (
      await makeVacancy(t.db, company.id, {
        title: 'Operator Forklift Undangan',
        title_slug: PRIVATE_SLUG,
        is_invitation: true,
        seeker_detail_id: seeker.id,
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not in the vacancy list or its search', async () => {
    const slugs = async (q: string) =>
      ((await t.get(`/api/v1/job-vacancies${q}`)).body.data.job_vacancies as { title_slug: string }[]).map(
        (v) => v.title_slug,
      );
    const all = await slugs('?limit=100');
    expect(all).toContain(PUBLIC_SLUG);
    expect(all).not.toContain(PRIVATE_SLUG);
    expect(await slugs('?search=forklift')).toEqual([PUBLIC_SLUG]);
    expect(await slugs('?search=undangan')).toEqual([]);
  });

  it('answers its slug with 404 for a guest, for the seeker it names and for another seeker', async () => {
    const other = await sessionFor(t, (await makeSeeker(t.db)).user_id);
    for (const token of [undefined, seekerToken, other]) {
      const res = await t.get(`/api/v1/job-vacancies/slug/${PRIVATE_SLUG}`, token);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Undangan');
    }
    expect((await t.get(`/api/v1/job-vacancies/slug/${PUBLIC_SLUG}`)).status).toBe(200);
  });

  it('is not in the sitemap or the feed', async () => {
    const sitemap = await fetch(`${t.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(PUBLIC_SLUG);
    expect(xml).not.toContain(PRIVATE_SLUG);

    const feed = (await (await fetch(`${t.baseUrl}/api/v1/job-vacancies/feed`)).json()) as {
      items: { url: string; title: string }[];
    };
    expect(feed.items.some((i) => i.url.endsWith(PUBLIC_SLUG))).toBe(true);
    expect(feed.items.some((i) => i.url.endsWith(PRIVATE_SLUG) || i.title.includes('Undangan'))).toBe(false);
  });

  it('is not counted on the company page, the company list, the landing page or the master totals', async () => {
    const page = (await t.get('/api/v1/companies/slug/pt-gudang-tepian-uji')).body.data.company;
    expect(page.job_vacancy_count).toBe(1);
    expect(page.job_vacancies.map((v: { title_slug: string }) => v.title_slug)).toEqual([PUBLIC_SLUG]);
    const listed = (await t.get('/api/v1/companies?search=gudang&limit=100')).body.data.companies.find(
      (c: { id: number }) => c.id === company.id,
    );
    expect(listed.job_vacancy_count).toBe(1);
    expect(await landingTotal()).toBe(totalsBefore.landing);
    expect(await masterTotal()).toBe(totalsBefore.master);
  });

  it('cannot be applied to or offered as an invitation', async () => {
    const id = privateVacancyId;
    const other = await makeSeeker(t.db);
    const invite = await t.post(
      '/api/v1/invitations',
      { job_vacancy_id: id, seeker_detail_id: other.id },
      companyToken,
    );
    expect(invite.status).toBe(422);
    expect(invite.body.message).toBe(INVITATION_MESSAGES.vacancyNotPublic);
    const apply = await t.post(
      '/api/v1/seekers/applied/',
      { job_vacancy_id: id, seeker_detail_id: seeker.id },
      seekerToken,
    );
    expect(apply.status).toBeGreaterThanOrEqual(400);
    expect(apply.body.status).toBe('fail');
  });
});
