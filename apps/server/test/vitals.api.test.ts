import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS_MESSAGES, VITALS_RETENTION_DAYS, type VitalsData } from '@siloker/shared';
import { rateLimits, webVitals } from '../src/db/schema/index.ts';
import { purgeExpired } from '../src/lib/housekeeping.ts';
import { VITALS_LIMIT } from '../src/domains/vitals/service.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeUser, sessionToken } from './public-fixtures.ts';

/** Real-user metrics (issue 19 item 4, docs/decisions/100-real-user-metrics.md). */
const REPORT = '/api/v1/vitals';
const READ = '/api/v1/office/statistics/vitals';

/** PostgreSQL's percentile_cont(0.75): linear interpolation between the two nearest ranks. */
function p75(values: number[]): number | null {
  if (!values.length) return null;
  const v = [...values].sort((a, b) => a - b);
  const pos = 0.75 * (v.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return v[lo]! + (v[hi]! - v[lo]!) * (pos - lo);
}

describe('real-user metrics: reports stored, refused, throttled; p75 for the office only', () => {
  let t: TestApp;
  let office: string;
  let seeker: string;
  let company: string;

  const rows = () => t.db.select().from(webVitals).orderBy(webVitals.id);
  const resetThrottle = () => t.db.delete(rateLimits).where(sql`${rateLimits.key} like 'vitals:%'`);

  beforeAll(async () => {
    t = await createTestApp();
    office = await sessionToken(t.db, (await makeUser(t.db, 'admin')).id);
    seeker = await sessionToken(t.db, (await makeUser(t.db, 'seeker')).id);
    company = await sessionToken(t.db, (await makeUser(t.db, 'company')).id);
  });
  afterAll(async () => t.close());

  it('stores a page view against its route template, with no address and no account', async () => {
    const res = await t.post(
      REPORT,
      {
        route: '/lowongan-kerja/:title_slug',
        metrics: [
          { name: 'LCP', value: 1234.5 },
          { name: 'CLS', value: 0.031 },
          { name: 'TTFB', value: 210 },
        ],
      },
      seeker,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    const { id: _id, created_at: _at, ...row } = stored[0]!;
    // Every column: nothing that could name the visitor exists to be stored.
    expect(row).toEqual({
      route: '/lowongan-kerja/:title_slug',
      lcp_ms: 1234.5,
      inp_ms: null,
      cls: 0.031,
      ttfb_ms: 210,
    });
  });

  it('refuses bad reports with an Indonesian message and stores nothing', async () => {
    const before = (await rows()).length;
    const bad: [unknown, string][] = [
      [
        { route: '/lowongan-kerja/tukang-las-samarinda', metrics: [{ name: 'LCP', value: 1 }] },
        VITALS_MESSAGES.badRoute,
      ],
      [{ route: '/lowongan-kerja?q=las', metrics: [{ name: 'LCP', value: 1 }] }, VITALS_MESSAGES.badRoute],
      [{ route: '/', metrics: [{ name: 'FID', value: 1 }] }, VITALS_MESSAGES.badMetric],
      [{ route: '/', metrics: [{ name: 'LCP', value: -1 }] }, VITALS_MESSAGES.badValue],
      [{ route: '/', metrics: [{ name: 'LCP', value: 120_001 }] }, VITALS_MESSAGES.badValue],
      [{ route: '/', metrics: [{ name: 'CLS', value: 51 }] }, VITALS_MESSAGES.badValue],
      [{ route: '/', metrics: [{ name: 'LCP', value: '1' }] }, VITALS_MESSAGES.badValue],
      [{ route: '/', metrics: [] }, VITALS_MESSAGES.badReport],
      [
        {
          route: '/',
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        },
        VITALS_MESSAGES.duplicateMetric,
      ],
      // Anything beyond the page and the numbers is refused, not dropped: no field may carry a person.
      [{ route: '/', metrics: [{ name: 'LCP', value: 1 }], url: 'https://x/?email=a@b.c' }, 'tidak dikenali'],
      [{ route: '/', metrics: [{ name: 'LCP', value: 1, user: 'a@b.c' }] }, 'tidak dikenali'],
      ['LCP=1', 'tidak valid'],
    ];
    for (const [body, message] of bad) {
      const res = await t.post(REPORT, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe('fail');
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message);
    }
    expect((await rows()).length).toBe(before);
  });

  it('gives the office p75 per page and per week, equal to the seeded rows; only the office', async () => {
    await t.db.delete(webVitals);
    const now = Date.now();
    const day = 86_400_000;
    // This week (now), last week (7 days ago), and rows outside the range or past retention.
    const seed = [
      { route: '/', lcp_ms: 1000, inp_ms: 80, cls: 0.01, ttfb_ms: 100, at: now },
      { route: '/', lcp_ms: 1800, inp_ms: 120, cls: 0.02, ttfb_ms: 300, at: now },
      { route: '/', lcp_ms: 2600, inp_ms: null, cls: 0.3, ttfb_ms: 500, at: now },
      { route: '/', lcp_ms: 4200, inp_ms: 600, cls: null, ttfb_ms: 900, at: now - 7 * day },
      { route: '/lowongan-kerja', lcp_ms: 1500, inp_ms: 90, cls: 0, ttfb_ms: 200, at: now },
      { route: '/lowongan-kerja', lcp_ms: 3100, inp_ms: 250, cls: 0.12, ttfb_ms: 700, at: now - 7 * day },
      { route: '/lowongan-kerja', lcp_ms: 9999, inp_ms: 9999, cls: 9, ttfb_ms: 9999, at: now - 70 * day },
    ];
    await t.db.insert(webVitals).values(seed.map(({ at, ...r }) => ({ ...r, created_at: new Date(at) })));

    for (const token of [seeker, company, undefined]) {
      const res = await t.get(READ, token);
      expect([401, 403]).toContain(res.status);
    }

    const res = await t.get<VitalsData>(`${READ}?weeks=8`, office);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data!;
    expect(data.time_zone).toBe('Asia/Makassar');
    const inRange = seed.filter((r) => r.at > now - 56 * day);
    const expectFigures = (got: Record<string, unknown>, of: typeof seed) => {
      for (const [key, col] of [
        ['lcp', 'lcp_ms'],
        ['inp', 'inp_ms'],
        ['cls', 'cls'],
        ['ttfb', 'ttfb_ms'],
      ] as const) {
        const values = of.map((r) => r[col]).filter((v): v is number => v !== null);
        expect(got[`${key}_count`], key).toBe(values.length);
        if (values.length) expect(got[`${key}_p75`] as number, key).toBeCloseTo(p75(values)!, 9);
        else expect(got[`${key}_p75`]).toBeNull();
      }
    };
    expect(data.pages.map((p) => p.route)).toEqual(['/', '/lowongan-kerja']);
    for (const page of data.pages)
      expectFigures(
        page,
        inRange.filter((r) => r.route === page.route),
      );
    // Two weeks: last week's rows and this week's, oldest first.
    expect(data.weeks).toHaveLength(2);
    expect(data.weeks[0]!.week < data.weeks[1]!.week).toBe(true);
    expectFigures(
      data.weeks[0]!,
      inRange.filter((r) => r.at === now - 7 * day),
    );
    expectFigures(
      data.weeks[1]!,
      inRange.filter((r) => r.at === now),
    );

    // One page's weeks.
    const one = await t.get<VitalsData>(`${READ}?route=${encodeURIComponent('/lowongan-kerja')}`, office);
    expect(one.status).toBe(200);
    expect(one.body.data!.route).toBe('/lowongan-kerja');
    expectFigures(
      one.body.data!.weeks[1]!,
      inRange.filter((r) => r.route === '/lowongan-kerja' && r.at === now),
    );

    // A longer range takes in the 70-day-old row; a bad one is refused.
    const long = await t.get<VitalsData>(`${READ}?weeks=26`, office);
    expect(long.body.data!.weeks).toHaveLength(3);
    for (const q of ['weeks=0', 'weeks=27', 'weeks=abc', 'route=%2Fnope']) {
      const refused = await t.get(`${READ}?${q}`, office);
      expect(refused.status, q).toBe(400);
    }
  });

  it('prunes rows past their retention in the housekeeping sweep', async () => {
    await t.db.delete(webVitals);
    const day = 86_400_000;
    await t.db.insert(webVitals).values([
      { route: '/', lcp_ms: 1, created_at: new Date(Date.now() - (VITALS_RETENTION_DAYS + 1) * day) },
      { route: '/', lcp_ms: 2, created_at: new Date(Date.now() - (VITALS_RETENTION_DAYS - 1) * day) },
    ]);
    const purged = await purgeExpired(t.db);
    expect(purged.vitals).toBe(1);
    expect((await rows()).map((r) => r.lcp_ms)).toEqual([2]);
  });

  it('throttles reports per address: past the limit 429 and nothing stored', async () => {
    await t.db.delete(webVitals);
    await resetThrottle();
    const report = { route: '/acara', metrics: [{ name: 'TTFB', value: 100 }] };
    for (let i = 0; i < VITALS_LIMIT.max; i += 1) {
      expect((await t.post(REPORT, report)).status).toBe(200);
    }
    const over = await t.post(REPORT, report);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Terlalu banyak|coba lagi/i);
    expect(await t.db.$count(webVitals, eq(webVitals.route, '/acara'))).toBe(VITALS_LIMIT.max);
  });
});
