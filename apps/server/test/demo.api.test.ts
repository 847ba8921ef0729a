import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { DEMO_LOGINS, DEMO_PASSWORDS } from '../src/db/seed/demo-data.ts';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

async function counts(t: TestApp) {
  const res = await t.db.execute<Record<string, number>>(sql`select
    (select count(*)::int from users) as users,
    (select count(*)::int from company_details) as companies,
    (select count(*)::int from job_vacancies) as vacancies,
    (select count(*)::int from seeker_details) as seekers,
    (select count(*)::int from seeker_educations) as educations,
    (select count(*)::int from posts) as posts,
    (select count(*)::int from seeker_job_vacancies) as applications,
    (select count(*)::int from application_status_histories) as histories`);
  return (res as unknown as { rows: Record<string, number>[] }).rows[0]!;
}

describe('demo content', () => {
  let t: TestApp;
  let firstRun: boolean;
  beforeAll(async () => {
    t = await createTestApp();
    firstRun = await seedDemo(t.db, t.config);
  });
  afterAll(() => t.close());

  it('inserts companies, vacancies, seekers, events and applications', async () => {
    expect(firstRun).toBe(true);
    const c = await counts(t);
    expect(c.companies).toBe(8);
    expect(c.vacancies).toBeGreaterThanOrEqual(25);
    expect(c.seekers).toBe(12);
    expect(c.posts).toBe(5);
    expect(c.applications).toBeGreaterThanOrEqual(15);
    expect(c.histories).toBeGreaterThan(c.applications!);
  });

  it('shows a living portal through the public API', async () => {
    const vacancies = await t.get('/api/v1/job-vacancies?limit=100');
    expect(vacancies.status).toBe(200);
    expect(vacancies.body.data.total).toBeGreaterThanOrEqual(18);
    for (const v of vacancies.body.data.job_vacancies) {
      expect(v.company.name).not.toBe('CV Sambutan Agro Lestari');
      expect(v.location.city).toEqual({ code: '64.72', name: 'Kota Samarinda' });
      expect(v.job_type_name).toEqual(expect.any(String));
      expect(new Date(v.expired_at).getTime()).toBeGreaterThan(Date.now());
    }
    const companies = await t.get('/api/v1/companies?limit=100');
    expect(companies.body.data.total).toBe(7);
    const seekers = await t.get('/api/v1/seekers?limit=100');
    expect(seekers.body.data.total).toBe(10);
    const posts = await t.get('/api/v1/posts?limit=100');
    expect(posts.body.data.total).toBe(4);
  });

  it('keeps applicant_count equal to the applications of each vacancy', async () => {
    const res = await t.db.execute(sql`select count(*)::int as n from job_vacancies v
      where v.applicant_count <> (select count(*) from seeker_job_vacancies a where a.job_vacancy_id = v.id)`);
    expect((res as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const list = await t.get('/api/v1/job-vacancies?order_by=applicant_count&limit=1');
    expect(list.body.data.job_vacancies[0].applicant_count).toBeGreaterThanOrEqual(2);
  });

  it('creates the three demo logins, verified, with their documented passwords', async () => {
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`${users.email} in (${DEMO_LOGINS.seeker}, ${DEMO_LOGINS.company}, ${DEMO_LOGINS.admin})`);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    const expected = [
      [DEMO_LOGINS.seeker, 'seeker', DEMO_PASSWORDS.seeker],
      [DEMO_LOGINS.company, 'company', DEMO_PASSWORDS.company],
      [DEMO_LOGINS.admin, 'admin', DEMO_PASSWORDS.admin],
    ] as const;
    for (const [email, role, password] of expected) {
      const u = byEmail.get(email)!;
      expect(u.role_name).toBe(role);
      expect(u.status).toBe('VERIFIED');
      expect(await verifyPassword(u.password_hash, password)).toBe(true);
    }
  });

  it('tells the demo job seeker about the stages the companies set, the latest ones unread', async () => {
    const login = await t.post('/api/v1/auth/login', {
      email: DEMO_LOGINS.seeker,
      password: DEMO_PASSWORDS.seeker,
    });
    const token = login.body.data.user.token as string;
    const res = await t.get('/api/v1/notifications?limit=100', token);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(res.body.data.unread_count).toBeGreaterThan(0);
    expect(res.body.data.unread_count).toBeLessThanOrEqual(res.body.data.total);
    expect(login.body.data.user.unread_notif_count).toBe(res.body.data.unread_count);
    for (const n of res.body.data.notifications) {
      expect(n.title).toMatch(/^Lamaran .+: (Dipanggil|Lolos|Diterima|Tidak Diterima)$/);
    }
  });

  it('never publishes a demo seeker’s private data', async () => {
    const list = await t.get('/api/v1/seekers?limit=100');
    for (const s of list.body.data.seekers) {
      const res = await fetch(`${t.baseUrl}/api/v1/seekers/slug/${s.slug_name}`);
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).not.toMatch(/"(nik|birth_date|birth_place|address|phone|email|file_ktp|rt|rw)"/);
      expect(text).not.toMatch(/\d{16}/);
    }
  });

  it('is inserted once: a second run changes nothing', async () => {
    const before = await counts(t);
    expect(await seedDemo(t.db, t.config)).toBe(false);
    expect(await counts(t)).toEqual(before);
  });
});
