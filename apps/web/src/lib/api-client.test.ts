// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client.ts';

interface Seen {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let baseUrl: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push({
        method: req.method ?? '',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const status = Number(url.searchParams.get('status') ?? url.pathname.split('/status/')[1] ?? 200);
      const payload = {
        status: status >= 200 && status < 300 ? 'success' : status === 401 ? 'unauthorized' : 'fail',
        message: status >= 200 && status < 300 ? 'Berhasil' : 'Pesan dari server',
        data: { echo: url.pathname, extra: 'tidak diubah' },
      };
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const signedIn = () => createApiClient({ baseUrl, getAuth: () => ({ id: '42', token: 'tok-abc' }) });
const signedOut = () => createApiClient({ baseUrl, getAuth: () => ({ id: '', token: null }) });

describe('API client request rules (docs/product.md §7) against a real HTTP server', () => {
  it('sends Bearer token and X-Requested-With when signed in, under the versioned root', async () => {
    await signedIn().get('/landing-page');
    const req = seen[0]!;
    expect(req.url.pathname).toBe('/api/v1/landing-page');
    expect(req.headers.authorization).toBe('Bearer tok-abc');
    expect(req.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends no Authorization header without a token, but still X-Requested-With', async () => {
    await signedOut().get('/posts');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('adds auth_user_id to the query for GET and DELETE, keeping other parameters', async () => {
    const client = signedIn();
    await client.get('/job-vacancies', { query: { limit: 5, search: 'kasir', skipped: undefined } });
    await client.delete('/job-vacancies/7');
    expect(seen[0]!.method).toBe('GET');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      limit: '5',
      search: 'kasir',
      auth_user_id: '42',
    });
    expect(seen[0]!.body).toBe('');
    expect(seen[1]!.method).toBe('DELETE');
    expect(seen[1]!.url.searchParams.get('auth_user_id')).toBe('42');
  });

  it("sends auth_user_id '' when signed out", async () => {
    await signedOut().get('/posts');
    expect(seen[0]!.url.searchParams.has('auth_user_id')).toBe(true);
    expect(seen[0]!.url.searchParams.get('auth_user_id')).toBe('');
    await signedOut().post('/auth/login', { email: 'a@b.co' });
    expect(JSON.parse(seen[1]!.body)).toEqual({ email: 'a@b.co', auth_user_id: '' });
  });

  it('adds auth_user_id to the JSON body for POST, PUT and PATCH, not to the query', async () => {
    const client = signedIn();
    await client.post('/posts/join', { post_id: 3 });
    await client.put('/x', { a: 1 });
    await client.patch('/y');
    for (const req of seen) {
      expect(req.headers['content-type']).toBe('application/json');
      expect(req.url.searchParams.has('auth_user_id')).toBe(false);
    }
    expect(JSON.parse(seen[0]!.body)).toEqual({ post_id: 3, auth_user_id: '42' });
    expect(JSON.parse(seen[1]!.body)).toEqual({ a: 1, auth_user_id: '42' });
    expect(JSON.parse(seen[2]!.body)).toEqual({ auth_user_id: '42' });
  });

  it('adds nothing to a form-data body', async () => {
    const form = new FormData();
    form.append('title', 'Kasir');
    await signedIn().post('/job-vacancies/company/1', form);
    const req = seen[0]!;
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body).toContain('name="title"');
    expect(req.body).not.toContain('auth_user_id');
    expect(req.url.searchParams.has('auth_user_id')).toBe(false);
    expect(req.headers.authorization).toBe('Bearer tok-abc');
  });

  it('passes a 2xx response through unchanged', async () => {
    const res = await signedIn().get<{ echo: string; extra: string }>('/status/201');
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      status: 'success',
      message: 'Berhasil',
      data: { echo: '/api/v1/status/201', extra: 'tidak diubah' },
    });
  });

  it('rejects a non-2xx response with the unchanged answer', async () => {
    for (const status of [400, 401, 404, 500]) {
      const error = await signedIn()
        .get(`/status/${status}`)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.status).toBe(status);
      expect(apiError.message).toBe('Pesan dari server');
      expect(apiError.response.data.data).toEqual({
        echo: `/api/v1/status/${status}`,
        extra: 'tidak diubah',
      });
    }
  });

  it('lets a network error pass through as thrown', async () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api/v1',
      getAuth: () => ({ id: '', token: null }),
    });
    await expect(client.get('/x')).rejects.toThrow(TypeError);
  });
});
