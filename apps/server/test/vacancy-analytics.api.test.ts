import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  provinceTimeZone,
  VACANCY_ANALYTICS_LABELS,
  VACANCY_ANALYTICS_MESSAGES,
  type VacancyAnalyticsData,
} from '@siloker/shared';
import {
  applicationStatusHistories,
  seekerJobVacancies,
  vacancyDailyStats,
  vacancyVisitorHashes,
  vacancyVisitorSalts,
} from '../src/db/schema/index.ts';
import { dayIn } from '../src/domains/statistics/service.ts';
import { VacancyEventCounter } from '../src/lib/vacancy-events.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

/** Per-vacancy analytics (docs/decisions/111): the figures equal the events sent, for the owner only. */

const INDEX_HTML = `<!doctype html>
<html lang="id">
  <head><meta charset="UTF-8" /><title>SiLoker</title></head>
  <body><div id="root"></div></body>
</html>
`;

const HOUR = 3_600_000;

/** Parses the CSV of lib/csv.ts (BOM, CRLF, quoted cells) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('per-vacancy analytics', () => {
  let t: TestApp;
  let webDist: string;
  let timeZone: string;
  let owner: { id: number; token: string };
  let otherToken: string;
  let seekerToken: string;

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'siloker-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    const { renderer } = await import('../../web/src/entry-server.tsx');
    // Guest pages are reused from the page cache: a reused page still counts for its visitor.
    t = await createTestApp({ CACHE_TTL_SECONDS: '600' }, { webDist, pageRenderer: renderer });
    timeZone = provinceTimeZone(t.config.provinceCode);
    const a = await makeCompany(t.db);
    owner = { id: a.id, token: await sessionToken(t.db, a.user_id) };
    otherToken = await sessionToken(t.db, (await makeCompany(t.db)).user_id);
    seekerToken = await sessionToken(t.db, (await makeUser(t.db, 'seeker')).id);
  });
  afterAll(async () => {
    await t?.close();
    if (webDist) await fs.rm(webDist, { recursive: true, force: true });
  });

  const as = (ua: string) => ({ 'user-agent': ua, 'x-requested-with': 'XMLHttpRequest' });
  const detail = (slug: string, ua: string) =>
    t.request('GET', `/api/v1/job-vacancies/slug/${slug}`, { headers: as(ua) });
  const list = (keyword: string, ua: string) =>
    t.request('GET', `/api/v1/job-vacancies?search=${encodeURIComponent(keyword)}`, { headers: as(ua) });
  const click = (id: number, ua: string) =>
    t.request('POST', '/api/v1/job-vacancies/apply-click', { body: { job_vacancy_id: id }, headers: as(ua) });
  const analytics = (id: number, token: string, query = '') =>
    t.get<VacancyAnalyticsData>(`/api/v1/job-vacancies/analytics/${id}${query}`, token);

  /** An application sent `at`, answered (moved from APPLIED) `answeredAfterMs` later, or not at all. */
  async function application(vacancyId: number, at: Date, status: string, answeredAfterMs: number | null) {
    const seeker = await makeSeeker(t.db);
    const [a] = await t.db
      .insert(seekerJobVacancies)
      .values({
        job_vacancy_id: vacancyId,
        seeker_detail_id: seeker.id,
        status,
        applied_at: at,
        created_at: at,
      })
      .returning();
    await t.db
      .insert(applicationStatusHistories)
      .values({ seeker_job_vacancy_id: a!.id, from_status: null, to_status: 'APPLIED', created_at: at });
    if (answeredAfterMs !== null) {
      await t.db.insert(applicationStatusHistories).values([
        {
          seeker_job_vacancy_id: a!.id,
          from_status: 'APPLIED',
          to_status: status,
          created_at: new Date(at.getTime() + answeredAfterMs),
        },
        // A later change is not the first response.
        {
          seeker_job_vacancy_id: a!.id,
          from_status: status,
          to_status: status,
          created_at: new Date(at.getTime() + answeredAfterMs + 50 * HOUR),
        },
      ]);
    }
  }

  it('counts views, distinct visitors, list appearances (API and rendered pages), apply clicks, stages and first response as sent', async () => {
    const keyword = `Analitikwords${Date.now()}`;
    const v = await makeVacancy(t.db, owner.id, {
      title: `Juru Masak ${keyword}`,
      title_slug: `juru-masak-${Date.now()}`,
    });

    // 5 API views from two visitors (same address, two browsers).
    for (const ua of ['Peramban-A', 'Peramban-A', 'Peramban-A', 'Peramban-B', 'Peramban-B']) {
      expect((await detail(v.title_slug, ua)).status).toBe(200);
    }
    // 4 list pages that show it, 1 that does not.
    for (let i = 0; i < 4; i++)
      expect((await list(keyword, 'Peramban-A')).body.data.job_vacancies).toHaveLength(1);
    expect((await list('Xylofonpqz', 'Peramban-A')).body.data.job_vacancies).toHaveLength(0);
    // 3 apply clicks (the click counts, whatever follows).
    for (let i = 0; i < 3; i++) expect((await click(v.id, 'Peramban-B')).status).toBe(200);

    // The server-rendered page twice for a third browser: rendered once, then from the page cache.
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${t.baseUrl}/lowongan-kerja/${v.title_slug}`, {
        headers: { 'user-agent': 'Peramban-C' },
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(keyword);
    }
    // Nothing is written before the flush: the reads only raised numbers in memory.
    expect(
      await t.db.select().from(vacancyDailyStats).where(eq(vacancyDailyStats.job_vacancy_id, v.id)),
    ).toEqual([]);
    await t.app.vacancyEvents.flush();

    // Another server process (its own counter) sees visitor A again, and a new one: A is not new today.
    const other = new VacancyEventCounter(t.db, timeZone);
    other.record('view', [v.id], { ip: '127.0.0.1', userAgent: 'Peramban-A' });
    other.record('view', [v.id], { ip: '10.0.0.9', userAgent: 'Peramban-A' });
    await other.flush();

    const now = Date.now();
    await application(v.id, new Date(now - 60_000), 'CALLED', 2 * HOUR);
    await application(v.id, new Date(now - 50_000), 'REJECTED', 4 * HOUR);
    await application(v.id, new Date(now - 40_000), 'PASSED', 9 * HOUR);
    await application(v.id, new Date(now - 30_000), 'APPLIED', null);

    const res = await analytics(v.id, owner.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    const today = dayIn(new Date(), timeZone);
    expect(data.time_zone).toBe(timeZone);
    expect(data.from).toBe(today);
    expect(data.to).toBe(today);
    expect(data.days).toEqual([
      {
        day: today,
        views: 5 + 2 + 2,
        unique_visitors: 2 + 1 + 1,
        search_appearances: 4,
        apply_clicks: 3,
        applications: 4,
      },
    ]);
    expect(data.totals).toEqual({
      views: 9,
      unique_visitors: 4,
      search_appearances: 4,
      apply_clicks: 3,
      applications: 4,
    });
    const byStatus = Object.fromEntries(data.stages.map((s) => [s.status, s.count]));
    expect(byStatus).toEqual({ APPLIED: 1, CALLED: 1, PASSED: 1, ACCEPTED: 0, REJECTED: 1 });
    expect(data.stages.find((s) => s.status === 'CALLED')?.label).toBe('Dipanggil');
    expect(data.first_response).toEqual({ responded: 3, waiting: 1, median_hours: 4, average_hours: 5 });

    // Only salted hashes are stored: neither the address nor the user agent, nor their plain hash.
    const hashes = await t.db
      .select()
      .from(vacancyVisitorHashes)
      .where(eq(vacancyVisitorHashes.job_vacancy_id, v.id));
    expect(hashes).toHaveLength(4);
    const plain = crypto
      .createHash('sha256')
      .update('127.0.0.1')
      .update('\0')
      .update('Peramban-A')
      .digest('hex');
    for (const h of hashes) {
      expect(h.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(h.visitor_hash).not.toBe(plain);
    }

    // The CSV says what the JSON says.
    const csv = await fetch(`${t.baseUrl}/api/v1/job-vacancies/analytics/${v.id}/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(
      `analitik-lowongan-${v.id}-${today}-${today}.csv`,
    );
    const rows = parseCsv(await csv.text());
    const L = VACANCY_ANALYTICS_LABELS;
    expect(rows[0]).toEqual([
      L.day,
      L.views,
      L.unique_visitors,
      L.search_appearances,
      L.apply_clicks,
      L.applications,
    ]);
    expect(rows[1]).toEqual([today, '9', '4', '4', '3', '4']);
    expect(rows[2]).toEqual([L.total, '9', '4', '4', '3', '4']);
    const pairs = Object.fromEntries(
      rows
        .slice(3)
        .filter((r) => r.length === 2)
        .map((r) => [r[0], r[1]]),
    );
    for (const s of data.stages) expect(pairs[s.label]).toBe(String(s.count));
    expect(pairs[L.responded]).toBe('3');
    expect(pairs[L.waiting]).toBe('1');
    expect(pairs[L.medianHours]).toBe('4');
    expect(pairs[L.averageHours]).toBe('5');
  });

  it('counts a list page rendered on the server for each visitor it is sent to, cached or not', async () => {
    const v = await makeVacancy(t.db, owner.id, {
      title: 'Kasir Daftar Render',
      title_slug: `kasir-${Date.now()}`,
    });
    const before = await analytics(v.id, owner.token);
    expect(before.body.data.totals.search_appearances).toBe(0);
    // The newest vacancy is on the first page of /lowongan-kerja; rendered once, then reused.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${t.baseUrl}/lowongan-kerja`, { headers: { 'user-agent': `Daftar-${i}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Kasir Daftar Render');
    }
    await t.app.vacancyEvents.flush();
    const after = await analytics(v.id, owner.token);
    expect(after.body.data.totals.search_appearances).toBe(3);
    expect(after.body.data.totals.views).toBe(0);
  });

  it('deletes the day-keyed hashes and salts once the day (and its day of grace) is over', async () => {
    const v = await makeVacancy(t.db, owner.id);
    await detail(v.title_slug, 'Peramban-Lama');
    await t.app.vacancyEvents.flush();
    expect(
      (await t.db.select().from(vacancyVisitorHashes).where(eq(vacancyVisitorHashes.job_vacancy_id, v.id)))
        .length,
    ).toBe(1);
    const later = new VacancyEventCounter(t.db, timeZone, { now: () => new Date(Date.now() + 2 * DAY) });
    await later.flush();
    expect(await t.db.select().from(vacancyVisitorHashes)).toEqual([]);
    expect(await t.db.select().from(vacancyVisitorSalts)).toEqual([]);
    // The day's figures stay.
    const [row] = await t.db
      .select()
      .from(vacancyDailyStats)
      .where(eq(vacancyDailyStats.job_vacancy_id, v.id));
    expect(row).toMatchObject({ views: 1, unique_visitors: 1 });
  });

  it('shows a vacancy only to its own company: another company and a seeker 403, a guest 401, none or removed 404', async () => {
    const v = await makeVacancy(t.db, owner.id);
    const removed = await makeVacancy(t.db, owner.id, { is_removed: true });
    expect((await analytics(v.id, otherToken)).status).toBe(403);
    expect((await analytics(v.id, otherToken)).body.message).toBe(VACANCY_ANALYTICS_MESSAGES.notYours);
    expect((await analytics(v.id, seekerToken)).status).toBe(403);
    expect((await t.get(`/api/v1/job-vacancies/analytics/${v.id}`)).status).toBe(401);
    expect((await analytics(2_000_000_000, owner.token)).status).toBe(404);
    expect((await analytics(removed.id, owner.token)).status).toBe(404);
    const csv = await t.get(`/api/v1/job-vacancies/analytics/${v.id}/export`, otherToken);
    expect(csv.status).toBe(403);
  });

  it('refuses bad ids and date ranges with Indonesian messages, and apply clicks on vacancies the public cannot see', async () => {
    const v = await makeVacancy(t.db, owner.id);
    for (const id of ['abc', '0', '-1', '2147483648', '1.5']) {
      const res = await t.get(`/api/v1/job-vacancies/analytics/${id}`, owner.token);
      expect(res.status, id).toBe(400);
    }
    const bad = async (query: string, message: string) => {
      const res = await analytics(v.id, owner.token, query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(message);
      const csv = await t.get(`/api/v1/job-vacancies/analytics/${v.id}/export${query}`, owner.token);
      expect(csv.status, query).toBe(400);
    };
    await bad('?from=2026-13-01', VACANCY_ANALYTICS_MESSAGES.badDate);
    await bad('?to=kemarin', VACANCY_ANALYTICS_MESSAGES.badDate);
    await bad('?from=2026-03-02&to=2026-03-01', VACANCY_ANALYTICS_MESSAGES.toBeforeFrom);
    await bad('?from=2020-01-01&to=2026-01-01', VACANCY_ANALYTICS_MESSAGES.tooLong);
    // Only `from`, after today: the range would run backwards.
    await bad(
      `?from=${dayIn(new Date(Date.now() + 3 * DAY), timeZone)}`,
      VACANCY_ANALYTICS_MESSAGES.toBeforeFrom,
    );

    // A past range is zero-filled, one row per day.
    const past = await analytics(v.id, owner.token, '?from=2026-01-30&to=2026-02-02');
    expect(past.status).toBe(200);
    expect(past.body.data.days.map((d) => d.day)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(past.body.data.totals.views).toBe(0);

    const draft = await makeVacancy(t.db, owner.id, { publication_status: 'DRAFT' });
    expect((await click(draft.id, 'x')).status).toBe(404);
    expect((await click(2_000_000_000, 'x')).status).toBe(404);
    const malformed = await t.post('/api/v1/job-vacancies/apply-click', { job_vacancy_id: 'satu' });
    expect(malformed.status).toBe(400);
  });
});
