import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

describe('the API frame', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    const res = await t.get('/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('fail');
    expect(res.body.data).toBeNull();
  });

  it('sends strict security headers', async () => {
    const res = await t.get('/api/v1/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers malformed JSON with a fail envelope and no stack trace', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(body.status).toBe('fail');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
