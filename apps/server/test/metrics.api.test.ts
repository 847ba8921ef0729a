import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, NOTIFICATION_TYPES, REQUEST_ID_HEADER, ServerErrorEnvelopeSchema } from '@siloker/shared';
import { loadConfig } from '../src/config/env.ts';
import { jobRuns, mailOutbox, notifications } from '../src/db/schema/index.ts';
import { MAIL_MAX_ATTEMPTS } from '../src/domains/notifications/mail-outbox-repository.ts';
import { notify } from '../src/domains/notifications/service.ts';
import { MAIL_FAILED_WINDOW } from '../src/lib/metrics.ts';
import { createTestApp, createTestAppWithMail, TEST_ENGINE, type TestApp } from './harness.ts';
import { makeUser, sessionToken } from './public-fixtures.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { makeWebDist } from './web-dist.ts';

/*
 * GET /metrics and request ids (issue 18 item 8, docs/decisions/096-metrics-and-request-ids.md), over
 * real HTTP on a real database.
 */

const TOKEN = 'metrik-rahasia-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments left out). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The one sample of `name` whose labels include `labels`, or undefined. */
function sample(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}

async function scrape(t: TestApp, authorization = `Bearer ${TOKEN}`) {
  const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization } });
  return { res, text: await res.text() };
}

async function samplesOf(t: TestApp): Promise<Sample[]> {
  const { res, text } = await scrape(t);
  expect(res.status).toBe(200);
  return parse(text);
}

describe('METRICS_TOKEN', () => {
  it('must be 16 characters or more without spaces, or the server does not start', () => {
    for (const bad of ['pendek', `${TOKEN} spasi`, 'x'.repeat(201)]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad }), bad).toThrow(/METRICS_TOKEN/);
    }
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let webDist: Awaited<ReturnType<typeof makeWebDist>>;
  beforeAll(async () => {
    // A built web app's index.html, so the history fallback is live: /metrics must not fall into it.
    webDist = await makeWebDist('<!doctype html><title>SiLoker</title>');
    t = await createTestApp({}, { webDist: webDist.dir });
  });
  afterAll(async () => {
    await t?.close();
    await webDist?.remove();
  });

  it('is a 404 like any unknown path, with or without a bearer, while other paths reach the web app', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}`]) {
      const res = await fetch(`${t.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ status: 'fail', message: MESSAGES.routeNotFound, data: null });
    }
    const page = await fetch(`${t.baseUrl}/panel/lowongan`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>SiLoker</title>');
    expect(t.app.metrics).toBeNull();
    expect(t.app.routeList.some((r) => r.url === '/metrics')).toBe(false);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t?.close());

  it('refuses a missing, wrong or other bearer with 401 and no series', async () => {
    const seeker = await makeUser(t.db, 'seeker');
    const office = await makeUser(t.db, 'admin');
    const refused = [
      '',
      'Bearer',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      TOKEN,
      `Bearer ${await sessionToken(t.db, seeker.id)}`,
      `Bearer ${await sessionToken(t.db, office.id)}`,
    ];
    for (const authorization of refused) {
      const { res, text } = await scrape(t, authorization);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(JSON.parse(text)).toEqual({
        status: 'unauthorized',
        message: MESSAGES.metricsUnauthorized,
        data: null,
      });
    }
  });

  it('answers the right bearer in the Prometheus text format, uncached', async () => {
    const { res, text } = await scrape(t);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Default process metrics: memory, CPU, the event loop.
    const samples = parse(text);
    expect(sample(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE siloker_http_request_duration_seconds histogram');
    // The lower-case scheme is the same bearer (RFC 9110: the scheme is case-insensitive).
    expect((await scrape(t, `bearer ${TOKEN}`)).res.status).toBe(200);
  });

  it('counts requests by route template and status, never by the raw URL', async () => {
    const before = await samplesOf(t);
    const bySlug = { method: 'GET', route: '/api/v1/job-vacancies/slug/:title_slug', status_code: '404' };
    const byId = { method: 'DELETE', route: '/api/v1/job-vacancies/:id', status_code: '401' };
    const startSlug = sample(before, 'siloker_http_requests_total', bySlug) ?? 0;
    const startId = sample(before, 'siloker_http_requests_total', byId) ?? 0;
    expect((await t.get('/api/v1/job-vacancies/slug/lowongan-987654')).status).toBe(404);
    expect((await t.get('/api/v1/job-vacancies/slug/lowongan-987655')).status).toBe(404);
    expect((await t.request('DELETE', '/api/v1/job-vacancies/123456')).status).toBe(401);
    expect((await t.get('/api/v1/job-vacancies')).status).toBe(200);
    expect((await t.get('/api/v1/tidak-ada-987656')).status).toBe(404);
    expect((await t.post('/api/v1/auth/login', { email: 'x' })).status).toBe(400);

    const { text } = await scrape(t);
    const samples = parse(text);
    expect(sample(samples, 'siloker_http_requests_total', bySlug)).toBe(startSlug + 2);
    expect(sample(samples, 'siloker_http_requests_total', byId)).toBe(startId + 1);
    expect(
      sample(samples, 'siloker_http_requests_total', {
        method: 'GET',
        route: '/api/v1/job-vacancies',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(samples, 'siloker_http_requests_total', {
        method: 'POST',
        route: '/api/v1/auth/login',
        status_code: '400',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(samples, 'siloker_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    const latency = { method: 'GET', route: bySlug.route, status_class: '4xx' };
    expect(sample(samples, 'siloker_http_request_duration_seconds_count', latency)).toBe(startSlug + 2);
    expect(sample(samples, 'siloker_http_request_duration_seconds_bucket', { ...latency, le: '+Inf' })).toBe(
      startSlug + 2,
    );
    // Bounded labels: no id, slug or unknown path of a request becomes a label value.
    for (const raw of ['987654', '987655', '123456', '987656', 'tidak-ada']) expect(text).not.toContain(raw);
  });

  it('shows the database pool', async () => {
    const samples = await samplesOf(t);
    const max = sample(samples, 'siloker_db_pool_max_connections');
    expect(max).toBe(TEST_ENGINE === 'pglite' ? 1 : 4);
    const total = sample(samples, 'siloker_db_pool_connections')!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(max!);
    expect(sample(samples, 'siloker_db_pool_idle_connections')).toBeLessThanOrEqual(total);
    expect(sample(samples, 'siloker_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    expect(sample(samples, 'siloker_metrics_database_up')).toBe(1);
  });

  it('shows the outbox backlog (PENDING, both outboxes) and its failures (FAILED)', async () => {
    const user = await makeUser(t.db, 'seeker');
    const before = await samplesOf(t);
    const pending = sample(before, 'siloker_mail_outbox_pending')!;
    const failed = sample(before, 'siloker_mail_outbox_failed')!;
    // Leased by another worker for an hour: PENDING for the whole test, never sent by this app's worker.
    await t.db.insert(notifications).values([
      {
        user_id: user.id,
        type: NOTIFICATION_TYPES.applicationStatus,
        title: 'Menunggu',
        body: '',
        mail_status: 'PENDING',
        mail_locked_until: sql`now() + interval '1 hour'`,
        created_at: sql`now() - interval '90 seconds'`,
      },
      {
        user_id: user.id,
        type: NOTIFICATION_TYPES.applicationStatus,
        title: 'Gagal',
        body: '',
        mail_status: 'FAILED',
        mail_attempts: MAIL_MAX_ATTEMPTS,
      },
    ]);
    // A job alert's mail (the second outbox, docs/decisions/108) waits too, and is the older one.
    await t.db.insert(mailOutbox).values({
      to_email: 'langganan@contoh.id',
      subject: 'Lowongan baru',
      text: 'teks',
      html: '<p>teks</p>',
      mail_locked_until: sql`now() + interval '1 hour'`,
      created_at: sql`now() - interval '300 seconds'`,
    });
    const after = await samplesOf(t);
    expect(sample(after, 'siloker_mail_outbox_pending')).toBe(pending + 2);
    expect(sample(after, 'siloker_mail_outbox_failed')).toBe(failed + 1);
    expect(sample(after, 'siloker_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(299);
    expect(MAIL_FAILED_WINDOW).toBeGreaterThanOrEqual(1000);
  });

  it('shows the periodic jobs from job_runs: runs, failures, seconds since the last finish', async () => {
    await t.db.insert(jobRuns).values({
      name: 'uji-metrik',
      started_at: sql`now() - interval '61 seconds'`,
      finished_at: sql`now() - interval '60 seconds'`,
      holder: 'uji:1',
      runs: 7,
      failures: 2,
    });
    await t.db.insert(jobRuns).values({ name: 'uji-metrik-belum', runs: 0, failures: 0 });
    const samples = await samplesOf(t);
    expect(sample(samples, 'siloker_job_runs_total', { job: 'uji-metrik' })).toBe(7);
    expect(sample(samples, 'siloker_job_failures_total', { job: 'uji-metrik' })).toBe(2);
    const age = sample(samples, 'siloker_job_seconds_since_last_finish', { job: 'uji-metrik' })!;
    expect(age).toBeGreaterThanOrEqual(60);
    expect(age).toBeLessThan(120);
    // A job that never finished has runs but no age.
    expect(sample(samples, 'siloker_job_runs_total', { job: 'uji-metrik-belum' })).toBe(0);
    expect(sample(samples, 'siloker_job_seconds_since_last_finish', { job: 'uji-metrik-belum' })).toBe(
      undefined,
    );
    // A later run is seen at the next scrape (read at scrape time, not cached).
    await t.db.execute(sql`update job_runs set runs = runs + 1 where name = 'uji-metrik'`);
    expect(sample(await samplesOf(t), 'siloker_job_runs_total', { job: 'uji-metrik' })).toBe(8);
  });

  it('keeps answering, with siloker_metrics_database_up 0, when the database is gone', async () => {
    const broken = await createTestApp({ METRICS_TOKEN: TOKEN });
    await broken.database.close();
    try {
      const { res, text } = await scrape(broken);
      expect(res.status).toBe(200);
      const samples = parse(text);
      expect(sample(samples, 'siloker_metrics_database_up')).toBe(0);
      expect(sample(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await broken.app.close();
    }
  });
});

describe('mail worker counters', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    ({ t, smtp } = await createTestAppWithMail({ METRICS_TOKEN: TOKEN }));
  });
  afterAll(() => t?.close());

  it('counts mails sent', async () => {
    const user = await makeUser(t.db, 'seeker');
    const before = sample(await samplesOf(t), 'siloker_mail_sent_total')!;
    await notify(t.db, [user.id], {
      type: NOTIFICATION_TYPES.applicationStatus,
      title: 'Kabar lamaran',
      body: '',
    });
    await smtp.waitFor(user.email);
    await vi.waitFor(async () =>
      expect(sample(await samplesOf(t), 'siloker_mail_sent_total')).toBe(before + 1),
    );
  });

  it('counts retries and mails given up when the mail server refuses the recipient (5xx)', async () => {
    const smtp = await startSmtp({ refuse: () => ({ at: 'rcpt', code: 550 }) });
    const down = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
    try {
      const user = await makeUser(down.db, 'seeker');
      // One row on its last attempt (due long ago), and a fresh one on its first.
      await down.db.insert(notifications).values({
        user_id: user.id,
        type: NOTIFICATION_TYPES.applicationStatus,
        title: 'Percobaan terakhir',
        body: '',
        mail_status: 'PENDING',
        mail_attempts: MAIL_MAX_ATTEMPTS - 1,
        created_at: sql`now() - interval '1 day'`,
      });
      await notify(down.db, [user.id], {
        type: NOTIFICATION_TYPES.applicationStatus,
        title: 'Percobaan pertama',
        body: '',
      });
      await vi.waitFor(
        async () => {
          const samples = await samplesOf(down);
          expect(sample(samples, 'siloker_mail_failures_total')).toBe(1);
          expect(sample(samples, 'siloker_mail_retries_total')).toBe(1);
          expect(sample(samples, 'siloker_mail_sent_total')).toBe(0);
        },
        { timeout: 5_000, interval: 100 },
      );
    } finally {
      await down.close();
      await smtp.close();
    }
  });

  it('counts mail held through an outage as deferred, never as retries or failures (docs/decisions/094)', async () => {
    // Port 1 on loopback: nothing listens, every send fails at once.
    const down = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const user = await makeUser(down.db, 'seeker');
      await notify(down.db, [user.id], {
        type: NOTIFICATION_TYPES.applicationStatus,
        title: 'Selama gangguan',
        body: '',
      });
      await vi.waitFor(
        async () => {
          const samples = await samplesOf(down);
          expect(sample(samples, 'siloker_mail_deferred_total')).toBeGreaterThanOrEqual(1);
          expect(sample(samples, 'siloker_mail_failures_total')).toBe(0);
          expect(sample(samples, 'siloker_mail_retries_total')).toBe(0);
          expect(sample(samples, 'siloker_mail_sent_total')).toBe(0);
        },
        { timeout: 5_000, interval: 100 },
      );
    } finally {
      await down.close();
    }
  });
});

/** Log lines as parsed pino objects. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: {
      write(line: string) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  };
}

describe('request ids', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
  });
  afterAll(() => t?.close());

  it('names every answer with X-Request-Id, and its log lines with the same id', async () => {
    const answers = [
      await t.get('/api/v1/job-vacancies'),
      await t.get('/api/v1/job-vacancies/987654'),
      await t.get('/api/v1/auth/me'),
      await t.get('/api/v1/tidak-ada'),
      await t.post('/api/v1/auth/login', { email: 'x' }),
    ];
    const ids = answers.map((res) => res.headers.get(REQUEST_ID_HEADER));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      await vi.waitFor(() =>
        expect(log.lines.some((l) => l.reqId === id && l.msg === 'request completed')).toBe(true),
      );
    }
  });

  it("ignores a client's X-Request-Id when the proxy is not trusted", async () => {
    const res = await t.request('GET', '/api/v1/job-vacancies', {
      headers: { [REQUEST_ID_HEADER]: 'dipilih-klien-123' },
    });
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(log.lines.some((l) => l.reqId === 'dipilih-klien-123')).toBe(false);
  });

  it('returns data.request_id on a 5xx, equal to the header and to the error log line', async () => {
    const lines = logCapture();
    const broken = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: lines.stream });
    await broken.database.close();
    try {
      for (const url of ['/api/v1/job-vacancies', '/api/v1/landing-page', '/api/v1/master']) {
        const res = await broken.get(url);
        expect(res.status, url).toBeGreaterThanOrEqual(500);
        expect(res.body.status).toBe('error');
        const id = res.headers.get(REQUEST_ID_HEADER);
        expect(id).toMatch(UUID);
        expect(ServerErrorEnvelopeSchema.parse(res.body).data.request_id).toBe(id);
        // The line a screenshot's code leads to: logged at warn or above, with the same id.
        await vi.waitFor(() =>
          expect(lines.lines.some((l) => l.reqId === id && (l.level as number) >= 40)).toBe(true),
        );
      }
      // Health's own 503 carries it too, beside its report.
      const health = await broken.get('/api/v1/health');
      expect(health.status).toBe(503);
      const healthId = health.headers.get(REQUEST_ID_HEADER);
      expect(health.body.data).toMatchObject({ database: 'down', request_id: healthId });
      expect(lines.lines.some((l) => l.reqId === healthId && l.msg === 'health check failed')).toBe(true);
    } finally {
      await broken.app.close();
    }
  });

  it('leaves 4xx envelopes as they were', async () => {
    const res = await t.get('/api/v1/job-vacancies/987654');
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
  });
});

describe('request ids behind a trusted proxy', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: 'true' }, { logStream: log.stream });
  });
  afterAll(() => t?.close());

  it("keeps the proxy's sane X-Request-Id in the answer and the log", async () => {
    const id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const res = await t.request('GET', '/api/v1/job-vacancies', { headers: { [REQUEST_ID_HEADER]: id } });
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe(id);
    await vi.waitFor(() => expect(log.lines.some((l) => l.reqId === id)).toBe(true));
  });

  it('replaces one that is too long or carries unsafe characters', async () => {
    for (const bad of ['x'.repeat(129), 'satu dua', 'a"b', 'a\\b', '<script>', 'a,b']) {
      const res = await t.request('GET', '/api/v1/job-vacancies', { headers: { [REQUEST_ID_HEADER]: bad } });
      expect(res.status).toBe(200);
      expect(res.headers.get(REQUEST_ID_HEADER), bad).toMatch(UUID);
    }
  });
});
