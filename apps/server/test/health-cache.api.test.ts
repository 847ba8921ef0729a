import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@siloker/shared';
import { createTestApp, createTestAppWithMail, type TestApp } from './harness.ts';
import { makeSeeker, sessionToken } from './public-fixtures.ts';

/** Health asks the database and storage; signed-in API answers are never stored (docs/decisions/075). */
describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('states the database and storage as ok, uncached', async () => {
    const res = await t.get('/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: INPUT_MESSAGES.healthOk,
      data: { database: 'ok', storage: 'ok', mail: 'file' },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 in Indonesian when the database cannot answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const res = await broken.get('/api/v1/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'error',
        message: INPUT_MESSAGES.healthDatabaseDown,
        // Like every 5xx, it names its request (docs/decisions/096).
        data: { database: 'down', storage: 'ok', mail: 'file', request_id: res.headers.get('x-request-id') },
      });
    } finally {
      await broken.app.close();
    }
  });

  it('answers 503 when the storage cannot answer', async () => {
    const res = await (async () => {
      const get = t.app.storage.get;
      t.app.storage.get = async () => {
        throw new Error('bucket unreachable');
      };
      try {
        return await t.get('/api/v1/health');
      } finally {
        t.app.storage.get = get;
      }
    })();
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(INPUT_MESSAGES.healthStorageDown);
    expect(res.body.data).toEqual({
      database: 'ok',
      storage: 'down',
      mail: 'file',
      request_id: res.headers.get('x-request-id'),
    });
  });
});

describe('health of the mail server (docs/decisions/093)', () => {
  it('says ok while SMTP answers, and down (still 200) once it does not', async () => {
    const { t: mailed, smtp } = await createTestAppWithMail();
    try {
      const up = await mailed.get('/api/v1/health');
      expect(up.status).toBe(200);
      expect(up.body).toMatchObject({ message: INPUT_MESSAGES.healthOk, data: { mail: 'ok' } });
      await smtp.close();
      // The answer is reused for MAIL_HEALTH_CACHE_MS; a new app asks afresh.
      const unreachable = await createTestApp({ SMTP_URL: smtp.url });
      try {
        const down = await unreachable.get('/api/v1/health');
        expect(down.status).toBe(200);
        expect(down.body).toEqual({
          status: 'success',
          message: INPUT_MESSAGES.healthMailDown,
          data: { database: 'ok', storage: 'ok', mail: 'down' },
        });
      } finally {
        await unreachable.close();
      }
    } finally {
      await mailed.app.close();
    }
  });
});

describe('Cache-Control on signed-in API answers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await sessionToken(t.db, (await makeSeeker(t.db)).user_id);
  });
  afterAll(() => t.close());

  const ROUTES = [
    '/api/v1/auth/me',
    '/api/v1/notifications',
    '/api/v1/dashboard',
    '/api/v1/job-vacancies',
    '/api/v1/master',
  ];

  it.each(ROUTES)('GET %s with a bearer token is private, no-store', async (path) => {
    const res = await t.get(path, token);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('an error answer to a signed-in request is private, no-store too', async () => {
    const res = await t.get('/api/v1/office/summary', token);
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("a request with the web app's auth cookie is private, no-store", async () => {
    const res = await t.request('GET', '/api/v1/job-vacancies', {
      headers: { cookie: `auth=${encodeURIComponent(JSON.stringify({ id: 1, token }))}` },
    });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("a guest's public answer keeps its own caching", async () => {
    const res = await t.get('/api/v1/job-vacancies');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control') ?? '').not.toContain('no-store');
    const feed = await t.get('/api/v1/job-vacancies/feed');
    expect(feed.headers.get('cache-control')).toMatch(/public/);
  });
});
