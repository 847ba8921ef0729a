import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationStatusHistories,
  jobVacancies,
  notifications,
  savedVacancies,
  seekerJobVacancies,
  users,
} from '../src/db/schema/index.ts';
import {
  askStaleVacancies,
  closeUnansweredVacancies,
  refreshResponsiveCompanies,
  remindExpiringVacancies,
} from '../src/domains/vacancies/freshness.ts';
import { SCAN_SLICE } from '../src/domains/vacancies/freshness-repository.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';
import type { TestSmtp } from './smtp.ts';
import { startSmtp } from './smtp.ts';
import { makeWebDist } from './web-dist.ts';

/** Issue 20 item 5 (docs/decisions/104): vacancies that do not go stale. */

describe('vacancies that do not go stale', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let webDist: Awaited<ReturnType<typeof makeWebDist>>;
  let officeToken: string;

  /** A verified company with its account's session. */
  async function company(overrides: Parameters<typeof makeCompany>[1] = {}) {
    const c = await makeCompany(t.db, overrides);
    return { ...c, token: await sessionToken(t.db, c.user_id) };
  }

  const noticesOf = (userId: number, type: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.type, type)));

  /** An application of a new seeker, its last change `daysAgo` days back. */
  async function apply(vacancyId: number, daysAgo: number, status = 'APPLIED') {
    const seeker = await makeSeeker(t.db);
    const at = new Date(Date.now() - daysAgo * DAY);
    const [a] = await t.db
      .insert(seekerJobVacancies)
      .values({
        job_vacancy_id: vacancyId,
        seeker_detail_id: seeker.id,
        status,
        applied_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning();
    return { seeker, application: a! };
  }

  beforeAll(async () => {
    webDist = await makeWebDist();
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url }, { webDist: webDist.dir });
    officeToken = await sessionToken(t.db, (await makeUser(t.db, 'admin')).id);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await webDist?.remove();
  });

  it('reminds the company once, five days before the deadline, in the app and by e-mail', async () => {
    const c = await company();
    const soon = await makeVacancy(t.db, c.id, { expired_at: new Date(Date.now() + 4 * DAY) });
    const later = await makeVacancy(t.db, c.id, { expired_at: new Date(Date.now() + 6 * DAY) });
    const draft = await makeVacancy(t.db, c.id, {
      expired_at: new Date(Date.now() + 2 * DAY),
      publication_status: 'DRAFT',
    });

    expect(await remindExpiringVacancies(t.db)).toBeGreaterThanOrEqual(1);
    expect(await remindExpiringVacancies(t.db)).toBe(0);
    const notices = await noticesOf(c.user_id, 'vacancy.expiring');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/panel/data-lowongan-kerja/kesegaran/${soon.id}`);
    expect(notices[0]!.body).toContain(soon.title);
    void later;
    void draft;

    const [account] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, c.user_id));
    const email = account!.email;
    const mail = await smtp.waitFor(email, (m) => m.subject.startsWith('Lowongan segera berakhir'));
    expect(mail.text).toContain(`/panel/data-lowongan-kerja/kesegaran/${soon.id}`);

    // A day later the other one is within five days: its own reminder, still one for the first.
    expect(await remindExpiringVacancies(t.db, new Date(Date.now() + 1.5 * DAY))).toBe(1);
    expect(await noticesOf(c.user_id, 'vacancy.expiring')).toHaveLength(2);
  });

  it('extends by 14 or 30 days from the notice, records it for the office and re-arms the reminder', async () => {
    const c = await company();
    const other = await company();
    const expiry = new Date(Date.now() + 3 * DAY);
    const v = await makeVacancy(t.db, c.id, { expired_at: expiry });
    await remindExpiringVacancies(t.db);
    expect(await noticesOf(c.user_id, 'vacancy.expiring')).toHaveLength(1);

    // Only 14 or 30; only the owner.
    expect((await t.post(`/api/v1/job-vacancies/extend/${v.id}`, { days: 20 }, c.token)).status).toBe(400);
    expect((await t.post(`/api/v1/job-vacancies/extend/${v.id}`, { days: 14 }, other.token)).status).toBe(
      403,
    );
    expect((await t.post(`/api/v1/job-vacancies/extend/${v.id}`, { days: 14 }, officeToken)).status).toBe(
      403,
    );
    expect((await t.post(`/api/v1/job-vacancies/extend/99999999`, { days: 14 }, c.token)).status).toBe(404);

    const res = await t.post(`/api/v1/job-vacancies/extend/${v.id}`, { days: 14 }, c.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Lowongan diperpanjang 14 hari, sampai /);
    const next = new Date(res.body.data.job_vacancy.expired_at).getTime();
    expect(next).toBe(expiry.getTime() + 14 * DAY);

    // The office sees the extension in the vacancy's history; another company does not.
    const history = await t.get(`/api/v1/job-vacancies/freshness/${v.id}`, officeToken);
    expect(history.status).toBe(200);
    expect(history.body.data.events[0]).toMatchObject({ kind: 'EXTENDED', days: 14, by_company: true });
    expect(history.body.data.events.map((e: { kind: string }) => e.kind)).toContain('EXPIRY_REMINDER');
    expect((await t.get(`/api/v1/job-vacancies/freshness/${v.id}`, other.token)).status).toBe(403);

    // No reminder now; five days before the new deadline, a new one.
    expect(await remindExpiringVacancies(t.db)).toBe(0);
    await remindExpiringVacancies(t.db, new Date(next - 4 * DAY));
    expect(await noticesOf(c.user_id, 'vacancy.expiring')).toHaveLength(2);

    // A closed vacancy cannot be extended.
    const closed = await makeVacancy(t.db, c.id, { publication_status: 'CLOSED' });
    expect((await t.post(`/api/v1/job-vacancies/extend/${closed.id}`, { days: 30 }, c.token)).status).toBe(
      409,
    );
  });

  it('asks after 21 days without a stage change and closes it 7 days later, telling the applicants', async () => {
    const c = await company();
    const v = await makeVacancy(t.db, c.id, { published_at: new Date(Date.now() - 40 * DAY) });
    const waiting = await apply(v.id, 22);
    const accepted = await apply(v.id, 30, 'ACCEPTED');
    const fresh = await makeVacancy(t.db, c.id, { published_at: new Date(Date.now() - 40 * DAY) });
    await apply(fresh.id, 3);
    const empty = await makeVacancy(t.db, c.id, { published_at: new Date(Date.now() - 40 * DAY) });
    const saver = await makeSeeker(t.db);
    await t.db.insert(savedVacancies).values({ seeker_detail_id: saver.id, job_vacancy_id: v.id });

    await askStaleVacancies(t.db);
    await askStaleVacancies(t.db);
    const asked = await noticesOf(c.user_id, 'vacancy.stale_check');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.title).toBe('Masih membuka lowongan ini?');
    expect(asked[0]!.link).toBe(`/panel/data-lowongan-kerja/kesegaran/${v.id}`);
    const screen = await t.get(`/api/v1/job-vacancies/freshness/${v.id}`, c.token);
    expect(screen.body.data.question).not.toBeNull();

    // Six days on it is still up; eight days on it is closed.
    expect(await closeUnansweredVacancies(t.db, new Date(Date.now() + 6 * DAY))).toBe(0);
    expect(await closeUnansweredVacancies(t.db, new Date(Date.now() + 8 * DAY))).toBe(1);
    const [row] = await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, v.id));
    expect(row!.publication_status).toBe('CLOSED');
    expect(row!.closed_at).not.toBeNull();
    expect(await noticesOf(waiting.seeker.user_id, 'vacancy.stale_closed')).toHaveLength(1);
    expect(await noticesOf(accepted.seeker.user_id, 'vacancy.stale_closed')).toHaveLength(0);
    // Through the close path: the seeker who saved it hears as when the company closes it.
    expect(await noticesOf(saver.user_id, 'saved_vacancy.closed')).toHaveLength(1);
    const after = await t.get(`/api/v1/job-vacancies/freshness/${v.id}`, officeToken);
    expect(after.body.data.events[0].kind).toBe('STALE_CLOSED');
    expect(after.body.data.question).toBeNull();
    // Once closed, nothing more happens.
    expect(await closeUnansweredVacancies(t.db, new Date(Date.now() + 9 * DAY))).toBe(0);

    // The recent one and the one without applicants were not asked.
    const ids = (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.user_id, c.user_id), eq(notifications.type, 'vacancy.stale_check')))
    ).length;
    expect(ids).toBe(1);
    void empty;
  });

  it('keeps a vacancy whose company answers "Ya", and asks again only after 21 more quiet days', async () => {
    const c = await company();
    const v = await makeVacancy(t.db, c.id, { published_at: new Date(Date.now() - 40 * DAY) });
    await apply(v.id, 25);
    // No question yet: nothing to answer.
    expect((await t.post(`/api/v1/job-vacancies/still-open/${v.id}`, { open: true }, c.token)).status).toBe(
      409,
    );
    await askStaleVacancies(t.db);
    expect(await noticesOf(c.user_id, 'vacancy.stale_check')).toHaveLength(1);

    const res = await t.post(`/api/v1/job-vacancies/still-open/${v.id}`, { open: true }, c.token);
    expect(res.status).toBe(200);
    expect(res.body.data.question).toBeNull();
    expect(await closeUnansweredVacancies(t.db, new Date(Date.now() + 8 * DAY))).toBe(0);
    const [row] = await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, v.id));
    expect(row!.publication_status).toBe('PUBLISHED');

    await askStaleVacancies(t.db, new Date(Date.now() + 10 * DAY));
    expect(await noticesOf(c.user_id, 'vacancy.stale_check')).toHaveLength(1);
    await askStaleVacancies(t.db, new Date(Date.now() + 22 * DAY));
    expect(await noticesOf(c.user_id, 'vacancy.stale_check')).toHaveLength(2);
  });

  it('asks about a stale vacancy in any slice of the scan, not only the first ids', async () => {
    // The scan reads SCAN_SLICE ids per statement (docs/decisions/104): a vacancy two slices on is
    // still found, and one stale vacancy per slice is asked once.
    const c = await company();
    await t.db.execute(
      sql`select setval(pg_get_serial_sequence('job_vacancies', 'id'), ${2 * SCAN_SLICE + 10})`,
    );
    const far = await makeVacancy(t.db, c.id, { published_at: new Date(Date.now() - 40 * DAY) });
    expect(far.id).toBeGreaterThan(2 * SCAN_SLICE);
    await apply(far.id, 25);
    await askStaleVacancies(t.db);
    await askStaleVacancies(t.db);
    const asked = await noticesOf(c.user_id, 'vacancy.stale_check');
    expect(asked.map((n) => n.link)).toEqual([`/panel/data-lowongan-kerja/kesegaran/${far.id}`]);
  });

  it('closes at once when the company answers "Tutup"', async () => {
    const c = await company();
    const v = await makeVacancy(t.db, c.id, { published_at: new Date(Date.now() - 40 * DAY) });
    await apply(v.id, 25);
    await askStaleVacancies(t.db);
    const res = await t.post(`/api/v1/job-vacancies/still-open/${v.id}`, { open: false }, c.token);
    expect(res.status).toBe(200);
    expect(res.body.data.job_vacancy.publication_status).toBe('CLOSED');
  });

  it('answers 410 with similar open vacancies for an expired, closed or removed vacancy, noindex and out of the sitemap', async () => {
    const c = await company({ name: 'PT Gone Test' });
    const open = await makeVacancy(t.db, c.id, {
      title: 'Operator Forklift Terbuka',
      city_code: '64.72',
      job_type_id: 1,
      published_at: new Date(),
    });
    const expired = await makeVacancy(t.db, c.id, {
      title: 'Operator Forklift Lama',
      city_code: '64.72',
      job_type_id: 1,
      published_at: new Date(Date.now() - 40 * DAY),
      expired_at: new Date(Date.now() - DAY),
    });
    const closed = await makeVacancy(t.db, c.id, {
      city_code: '64.72',
      publication_status: 'CLOSED',
      published_at: new Date(Date.now() - 40 * DAY),
      closed_at: new Date(),
    });
    const removed = await makeVacancy(t.db, c.id, {
      city_code: '64.72',
      is_removed: true,
      published_at: new Date(Date.now() - 40 * DAY),
    });
    const draft = await makeVacancy(t.db, c.id, { publication_status: 'DRAFT' });

    for (const [v, reason] of [
      [expired, 'EXPIRED'],
      [closed, 'CLOSED'],
      [removed, 'REMOVED'],
    ] as const) {
      const api = await t.get(`/api/v1/job-vacancies/slug/${v.title_slug}`);
      expect(api.status).toBe(410);
      expect(api.body.data).toMatchObject({
        gone: true,
        reason,
        title: v.title,
        company_name: 'PT Gone Test',
      });
      expect(api.body.data.similar.map((s: { id: number }) => s.id)).toContain(open.id);
      const page = await fetch(`${t.baseUrl}/lowongan-kerja/${v.title_slug}`);
      expect(page.status).toBe(410);
      const html = await page.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain(`/lowongan-kerja/${open.title_slug}`);
      expect(html).not.toContain('application/ld+json');
    }
    // Never public: a plain 404 (the SPA's not-found screen).
    expect((await t.get(`/api/v1/job-vacancies/slug/${draft.title_slug}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/lowongan-kerja/${draft.title_slug}`)).status).toBe(200);

    // The open one's JobPosting always has validThrough, with a deadline or without.
    const openHtml = await (await fetch(`${t.baseUrl}/lowongan-kerja/${open.title_slug}`)).text();
    expect(openHtml).toContain('"validThrough"');
    const noDeadline = await makeVacancy(t.db, c.id, { expired_at: null });
    const noDeadlineHtml = await (await fetch(`${t.baseUrl}/lowongan-kerja/${noDeadline.title_slug}`)).text();
    expect(noDeadlineHtml).toMatch(/"validThrough":"\d{4}-/);

    const sitemap = await (await fetch(`${t.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(open.title_slug);
    for (const v of [expired, closed, removed]) expect(sitemap).not.toContain(v.title_slug);
    const feed = await (await fetch(`${t.baseUrl}/api/v1/job-vacancies/feed`)).text();
    for (const v of [expired, closed, removed]) expect(feed).not.toContain(v.title_slug);
  });

  it('marks a company responsive when at least half of 10+ applications left APPLIED within 14 days', async () => {
    const responsive = await company();
    const slow = await company();
    const few = await company();
    const rv = await makeVacancy(t.db, responsive.id);
    const sv = await makeVacancy(t.db, slow.id);
    const fv = await makeVacancy(t.db, few.id);
    /** `n` applications sent 30 days ago, `moved` of them called after `afterDays`. */
    async function seed(vacancyId: number, n: number, moved: number, afterDays: number) {
      for (let i = 0; i < n; i++) {
        const { application } = await apply(vacancyId, 30);
        if (i < moved) {
          await t.db.insert(applicationStatusHistories).values({
            seeker_job_vacancy_id: application.id,
            from_status: 'APPLIED',
            to_status: 'CALLED',
            created_at: new Date(Date.now() - (30 - afterDays) * DAY),
          });
        }
      }
    }
    await seed(rv.id, 10, 5, 3); // 5 of 10 within 14 days: responsive
    await seed(sv.id, 10, 4, 3); // 4 of 10 in time …
    const late = await apply(sv.id, 30); // … and one moved too late: 4 of 11
    await t.db.insert(applicationStatusHistories).values({
      seeker_job_vacancy_id: late.application.id,
      from_status: 'APPLIED',
      to_status: 'CALLED',
      created_at: new Date(Date.now() - 10 * DAY),
    });
    await seed(fv.id, 9, 9, 1); // all moved, but fewer than 10

    await refreshResponsiveCompanies(t.db);
    const cardOf = async (slug: string) => {
      const list = await t.get(`/api/v1/job-vacancies?limit=100`);
      return list.body.data.job_vacancies.find((v: { title_slug: string }) => v.title_slug === slug);
    };
    expect((await cardOf(rv.title_slug)).company.is_responsive).toBe(true);
    expect((await cardOf(sv.title_slug)).company.is_responsive).toBe(false);
    expect((await cardOf(fv.title_slug)).company.is_responsive).toBe(false);
    const page = await t.get(`/api/v1/companies/slug/${responsive.slug_name}`);
    expect(page.body.data.company.is_responsive).toBe(true);

    // 100 days later the window holds none of them: the mark goes.
    await refreshResponsiveCompanies(t.db, new Date(Date.now() + 100 * DAY));
    expect((await cardOf(rv.title_slug)).company.is_responsive).toBe(false);
  });
});
