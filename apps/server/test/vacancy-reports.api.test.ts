import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES, VACANCY_REPORT_MESSAGES } from '@siloker/shared';
import {
  auditEvents,
  companyDetails,
  jobVacancies,
  rateLimits,
  seekerJobVacancies,
  users,
  vacancyReports,
} from '../src/db/schema/index.ts';
import { publicVacancy } from '../src/lib/visibility.ts';
import { createTestAppWithMail, type TestApp } from './harness.ts';
import { makeCompany, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';
import type { TestSmtp } from './smtp.ts';

/** Reports of fake or unfair vacancies over HTTP on the real database (docs/decisions/103). */
describe('vacancy reports', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let companyToken: string;
  let officeToken: string;

  beforeAll(async () => {
    ({ t, smtp } = await createTestAppWithMail());
    company = await makeCompany(t.db, { name: 'PT Lowongan Dilaporkan' });
    companyToken = await sessionToken(t.db, company.user_id);
    officeToken = await sessionToken(t.db, (await makeUser(t.db, 'admin')).id);
  });
  afterAll(() => t.close());

  /** A seeker: verified = activated e-mail and office-verified profile (AK/1). */
  const seeker = async (verified: boolean) => {
    const s = await makeSeeker(t.db, { status: verified ? 'VERIFIED' : 'NOT_YET_VERIFIED' });
    if (verified)
      await t.db.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, s.user_id));
    const [u] = await t.db.select().from(users).where(eq(users.id, s.user_id));
    return { ...s, email: u!.email, token: await sessionToken(t.db, s.user_id) };
  };
  const report = (id: number, token?: string, body: Record<string, unknown> = {}) =>
    t.request('POST', '/api/v1/vacancy-reports', {
      body: { job_vacancy_id: id, category: 'ASKS_MONEY', note: 'Diminta biaya seragam', ...body },
      token,
    });
  const queue = (token = officeToken, query = '') => t.get(`/api/v1/office/vacancy-reports${query}`, token);
  const decide = (id: number, body: Record<string, unknown>, token = officeToken) =>
    t.request('POST', `/api/v1/office/vacancy-reports/${id}/decision`, { body, token });
  const isListed = async (v: { id: number; title: string; title_slug: string }) => {
    const list = await t.get(`/api/v1/job-vacancies?limit=100&search=${encodeURIComponent(v.title)}`);
    const all = await t.get('/api/v1/job-vacancies?limit=100');
    const detail = await t.get(`/api/v1/job-vacancies/slug/${v.title_slug}`);
    const sitemap = await (await fetch(`${t.baseUrl}/sitemap.xml`)).text();
    const ids = (r: typeof list) => r.body.data.job_vacancies.map((x: { id: number }) => x.id);
    return {
      search: ids(list).includes(v.id),
      list: ids(all).includes(v.id),
      detail: detail.status,
      sitemap: sitemap.includes(v.title_slug),
    };
  };
  const clearThrottle = () => t.db.delete(rateLimits).where(sql`${rateLimits.key} like 'vacancy-report:%'`);

  it('hides a vacancy at the third distinct verified account: unverified ones never count', async () => {
    const v = await makeVacancy(t.db, company.id, { title: 'Kasir Toko Ambang Batas' });
    // Five unverified accounts: e-mail not activated, or activated without an office-verified profile.
    for (let i = 0; i < 5; i++) {
      const s = await seeker(false);
      if (i % 2 === 0)
        await t.db.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, s.user_id));
      expect((await report(v.id, s.token)).status).toBe(201);
    }
    const verified = [await seeker(true), await seeker(true), await seeker(true)];
    for (const s of verified.slice(0, 2)) {
      const res = await report(v.id, s.token, { category: 'FAKE_COMPANY' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ message: VACANCY_REPORT_MESSAGES.sent, data: { reported: true } });
    }
    expect(await isListed(v)).toEqual({ search: true, list: true, detail: 200, sitemap: true });

    // One account, one report: the second is refused with a clear message.
    const again = await report(v.id, verified[0]!.token, { category: 'MISLEADING' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(VACANCY_REPORT_MESSAGES.already);
    expect(await isListed(v)).toMatchObject({ list: true });

    expect((await report(v.id, verified[2]!.token)).status).toBe(201);
    expect(await isListed(v)).toEqual({ search: false, list: false, detail: 404, sitemap: false });
    const feed = await (await fetch(`${t.baseUrl}/api/v1/job-vacancies/feed`)).text();
    expect(feed).not.toContain(v.title_slug);

    // The company is told once that it is under review, never by whom; its panel shows the state.
    const notes = (
      await t.get('/api/v1/notifications?limit=100', companyToken)
    ).body.data.notifications.filter(
      (n: { type: string }) => n.type === NOTIFICATION_TYPES.vacancyUnderReview,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0].title).toBe(VACANCY_REPORT_MESSAGES.underReviewTitle(v.title));
    const own = await t.get(
      `/api/v1/job-vacancies/company/${company.id}?title_slug=${v.title_slug}`,
      companyToken,
    );
    expect(own.status).toBe(200);
    expect(own.body.data.job_vacancies[0]).toMatchObject({ id: v.id, under_review: true });
    const ownText = JSON.stringify(own.body) + JSON.stringify(notes);
    for (const s of verified) expect(ownText).not.toContain(s.email);
    // The company and seekers cannot read the queue; the office can.
    expect((await queue(companyToken)).status).toBe(403);
    expect((await queue(verified[0]!.token)).status).toBe(403);
    expect((await t.get('/api/v1/office/vacancy-reports')).status).toBe(401);
    expect((await decide(v.id, { decision: 'DISMISS' }, companyToken)).status).toBe(403);

    const group = (await queue()).body.data.groups.find(
      (g: { job_vacancy: { id: number } }) => g.job_vacancy.id === v.id,
    );
    expect(group).toMatchObject({
      report_count: 8,
      verified_count: 3,
      job_vacancy: { title: v.title, is_hidden: true, company_name: 'PT Lowongan Dilaporkan' },
    });
    expect(group.reports[0]).toMatchObject({ category: 'ASKS_MONEY', note: 'Diminta biaya seragam' });

    // Dismissing restores it to every public list, and the queue forgets it.
    const dismissed = await decide(v.id, { decision: 'DISMISS', note: 'Sudah dicek, lowongan sah' });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({
      message: VACANCY_REPORT_MESSAGES.dismissed,
      data: { decision: 'DISMISS', reports_closed: 8, applicants_notified: 0 },
    });
    expect(await isListed(v)).toEqual({ search: true, list: true, detail: 200, sitemap: true });
    const ids = (await queue()).body.data.groups.map(
      (g: { job_vacancy: { id: number } }) => g.job_vacancy.id,
    );
    expect(ids).not.toContain(v.id);
    expect((await decide(v.id, { decision: 'DISMISS' })).status).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'vacancy_report.dismissed' and ${auditEvents.subject_id} = ${v.id}`);
    expect(audit).toBeDefined();
  });

  it('keeps the public partial indexes usable with the hiding term (EXPLAIN)', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const q = tx
        .select({ id: jobVacancies.id })
        .from(jobVacancies)
        .where(publicVacancy())
        .orderBy(sql`${jobVacancies.created_at} desc, ${jobVacancies.id} desc`)
        .limit(5)
        .toSQL();
      const rows = await tx.execute(sql.raw(`explain ${q.sql.replace('$1', String(q.params[0]))}`));
      const list =
        (rows as unknown as { rows?: Record<string, string>[] }).rows ??
        (rows as unknown as Record<string, string>[]);
      return list.map((r) => Object.values(r)[0]).join('\n');
    });
    // Any of the public partial indexes: none could be used if the predicate no longer implied theirs.
    expect(plan).toMatch(/Index (Only )?Scan( Backward)? using job_vacancies_public_\w*idx/);
  });

  it('removes a vacancy for fraud: every applicant warned in-app and by e-mail, the company suspended, all audited', async () => {
    const other = await makeCompany(t.db, { name: 'PT Penipu Contoh' });
    const v = await makeVacancy(t.db, other.id, { title: 'Admin Gudang Biaya Seragam' });
    const applicants = [await seeker(false), await seeker(true)];
    for (const a of applicants) {
      await t.db
        .insert(seekerJobVacancies)
        .values({ job_vacancy_id: v.id, seeker_detail_id: a.id, status: 'APPLIED', applied_at: new Date() });
    }
    const reporter = await seeker(false);
    expect(
      (await report(v.id, reporter.token, { category: 'OTHER', note: 'Minta transfer ke rekening pribadi' }))
        .status,
    ).toBe(201);
    // Still public with one unverified report; the office may decide from its queue anyway.
    expect(await isListed(v)).toMatchObject({ list: true });

    const res = await decide(v.id, { decision: 'REMOVE', suspend_company: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: VACANCY_REPORT_MESSAGES.removedSuspended,
      data: { decision: 'REMOVE', applicants_notified: 2, company_suspended: true, reports_closed: 1 },
    });
    expect(await isListed(v)).toEqual({ search: false, list: false, detail: 404, sitemap: false });
    const [row] = await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, v.id));
    expect(row).toMatchObject({
      is_removed: true,
      status: 'REJECTED',
      status_note: VACANCY_REPORT_MESSAGES.fraudNote,
    });
    const [c] = await t.db.select().from(companyDetails).where(eq(companyDetails.id, other.id));
    expect(c!.status).toBe('REJECTED');

    for (const a of applicants) {
      const notes = (await t.get('/api/v1/notifications?limit=100', a.token)).body.data.notifications;
      expect(notes).toContainEqual(
        expect.objectContaining({
          type: NOTIFICATION_TYPES.vacancyFraudRemoved,
          title: VACANCY_REPORT_MESSAGES.fraudTitle(v.title),
          body: VACANCY_REPORT_MESSAGES.fraudBody,
        }),
      );
      const mail = await smtp.waitFor(a.email, (m) => m.subject.startsWith('Peringatan'), 10_000);
      expect(mail.subject).toContain(v.title);
    }
    // The reporter did not apply: no warning.
    await vi.waitFor(() => expect(smtp.to(applicants[1]!.email).length).toBeGreaterThan(0));
    expect(smtp.to(reporter.email)).toHaveLength(0);

    const actions = (
      await t.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(
          sql`(${auditEvents.subject_type} = 'job_vacancy' and ${auditEvents.subject_id} = ${v.id}) or (${auditEvents.subject_type} = 'company' and ${auditEvents.subject_id} = ${other.id})`,
        )
    ).map((r) => r.action);
    expect(actions.sort()).toEqual(['company.decided', 'vacancy.decided', 'vacancy_report.removed']);
  });

  it('lets no company report its own vacancy, refuses hidden and unknown vacancies, bad input and floods', async () => {
    await clearThrottle();
    const v = await makeVacancy(t.db, company.id);
    const own = await report(v.id, companyToken);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(VACANCY_REPORT_MESSAGES.ownVacancy);
    expect((await report(v.id)).status).toBe(401);
    // Another company and the office may report.
    const otherCompany = await makeCompany(t.db);
    expect((await report(v.id, await sessionToken(t.db, otherCompany.user_id))).status).toBe(201);
    expect((await report(v.id, officeToken)).status).toBe(201);

    const s = await seeker(false);
    const draft = await makeVacancy(t.db, company.id, { publication_status: 'DRAFT' });
    expect((await report(draft.id, s.token)).status).toBe(404);
    expect((await report(2_147_483_647, s.token)).status).toBe(404);
    for (const [body, field] of [
      [{ category: 'SCAM' }, 'category'],
      [{ category: 'OTHER', note: '   ' }, 'note'],
      [{ note: 'x'.repeat(1001) }, 'note'],
      [{ note: 'nul\u0000byte' }, 'note'],
      [{ job_vacancy_id: 2_147_483_648 }, 'job_vacancy_id'],
      [{ job_vacancy_id: 'abc' }, 'job_vacancy_id'],
    ] as const) {
      const res = await report(v.id, s.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(field);
    }
    for (const q of ['?limit=0', '?limit=51', '?offset=-1', '?limit=abc'])
      expect((await queue(officeToken, q)).status).toBe(400);
    expect((await decide(v.id, { decision: 'BURN' })).status).toBe(400);
    expect((await decide(v.id, { decision: 'DISMISS', note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await decide(2_147_483_647, { decision: 'DISMISS' })).status).toBe(404);

    // Ten reports an hour per account: the eleventh is refused, and nothing more is stored.
    await clearThrottle();
    const flood = await Promise.all(Array.from({ length: 11 }, () => makeVacancy(t.db, company.id)));
    const statuses: number[] = [];
    for (const f of flood) statuses.push((await report(f.id, s.token)).status);
    expect(statuses.slice(0, 10).every((x) => x === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const stored = await t.db
      .select()
      .from(vacancyReports)
      .where(eq(vacancyReports.reporter_user_id, s.user_id));
    expect(stored).toHaveLength(10);
    await clearThrottle();
  });
});
