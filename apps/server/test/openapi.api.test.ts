import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireAuth, requireRole } from '../src/http/authenticate.ts';
import { registerOpenApi } from '../src/http/openapi.ts';
import { OPERATION_NOTES } from '../src/http/openapi-operations.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { signedInCallers } from './hostile-fixtures.ts';
import { testConfig } from './config.ts';

/**
 * The OpenAPI document (docs/decisions/082-openapi-document.md): every operation has an operationId,
 * a summary, its security and its 4xx answers, and the security and answers it documents are the ones
 * the server gives when called as a guest, a seeker, a company and the office.
 */
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string }>;
};
type Doc = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function operations(doc: Doc) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        op,
        key: `${method.toUpperCase()} ${path}`,
      })),
  );
}

/** Required bearer (401 without a session), optional (`{}` among the choices) or public (`[]`). */
function sessionOf(op: Operation): 'required' | 'optional' | 'public' {
  const security = op.security ?? [];
  if (security.length === 0) return 'public';
  return security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'required';
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await fetch(`${t.baseUrl}/api/docs/json`);
    doc = (await res.json()) as Doc;
  });
  afterAll(() => t?.close());

  it('gives every operation a unique operationId, a summary, its security and its 4xx answers', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(80);
    expect(doc.servers?.length).toBeGreaterThan(0);
    const ids = new Map<string, string>();
    for (const { key, op } of ops) {
      // URL-safe (Redocly operation-operationId-url-safe): the path table may use dotted keys.
      expect(op.operationId, key).toMatch(/^[A-Za-z][A-Za-z0-9._~-]*$/);
      expect(ids.get(op.operationId!), `${key} repeats an operationId`).toBeUndefined();
      ids.set(op.operationId!, key);
      expect(op.summary?.trim(), key).toBeTruthy();
      expect(Array.isArray(op.security), `${key} has no security`).toBe(true);
      for (const s of op.security!) {
        for (const scheme of Object.keys(s)) expect(['bearer', 'authCookie'], key).toContain(scheme);
      }
      const failures = Object.keys(op.responses).filter((code) => code.startsWith('4'));
      expect(failures.length, `${key} has no 4xx answer`).toBeGreaterThan(0);
      for (const code of failures) {
        const ref = op.responses[code]!.$ref ?? '';
        const name = ref.replace('#/components/responses/', '');
        expect(doc.components.responses[name], `${key} ${code}`).toBeDefined();
        expect(doc.components.responses[name]!.content['application/json']!.schema.$ref).toBe(
          '#/components/schemas/Failure',
        );
      }
      if (sessionOf(op) === 'required') expect(Object.keys(op.responses), key).toContain('401');
      if (sessionOf(op) === 'public') expect(Object.keys(op.responses), key).not.toContain('401');
      if (key.includes('{')) expect(Object.keys(op.responses), key).toContain('404');
    }
    // A note for an operation the document no longer has (a renamed path) would be lost silently.
    const keys = new Set(ops.map((o) => o.key));
    expect(Object.keys(OPERATION_NOTES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('documents the security and the 4xx answers the server gives to a guest and to each role', async () => {
    const callers = await signedInCallers(t);
    const tokens: Record<string, string | null> = {
      guest: null,
      seeker: callers.seeker.token,
      company: callers.company.token,
      office: callers.office.token,
    };
    // Logout ends the session it is called with: last.
    const ops = operations(doc)
      .filter(({ path }) => path.startsWith('/api/'))
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    const wrong: string[] = [];
    for (const { method, path, op, key } of ops) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const documented = Object.keys(op.responses);
      for (const [caller, token] of Object.entries(tokens)) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: {
            'x-forwarded-for': '10.201.0.1',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(op.requestBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(op.requestBody ? { payload: '{}' } : {}),
        });
        const status = res.statusCode;
        if (status >= 400 && status < 500 && !documented.includes(String(status))) {
          wrong.push(`${key} as ${caller}: ${status} is not documented`);
        }
        if (caller === 'guest' && status === 401 && sessionOf(op) !== 'required') {
          wrong.push(`${key}: a guest gets 401, but the document calls it ${sessionOf(op)}`);
        }
        // Input is validated before the guards run: only a call that needs no input shows the guard.
        const needsInput = op.requestBody || op.parameters?.some((p) => p.in === 'query' && p.required);
        if (caller === 'guest' && sessionOf(op) === 'required' && !needsInput && status !== 401) {
          wrong.push(`${key}: documented as signed-in, but a guest gets ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('operationId and summary of a route', () => {
  it("takes the route schema's own and derives the rest from method and path", async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', testConfig());
    await registerOpenApi(app);
    app.get(
      '/api/v1/things',
      { schema: { operationId: 'listThings', summary: 'Daftar benda', response: { 200: z.object({}) } } },
      async () => ({}),
    );
    app.post(
      '/api/v1/things/:thing_id/parts/',
      {
        preHandler: requireRole('company'),
        schema: { params: z.object({ thing_id: z.string() }), body: z.object({ name: z.string() }) },
      },
      async () => ({}),
    );
    app.get('/api/v1/mine', { preHandler: requireAuth }, async () => ({}));
    await app.ready();
    const swagger = app.swagger() as unknown as Doc;
    const list = swagger.paths['/api/v1/things']!.get!;
    expect(list).toMatchObject({ operationId: 'listThings', summary: 'Daftar benda', security: [] });
    expect(Object.keys(list.responses)).toEqual(['200', '431']);
    const parts = swagger.paths['/api/v1/things/{thing_id}/parts']!.post!;
    expect(parts.operationId).toBe('postThingsByThingIdParts');
    expect(parts.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(parts.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413', '431']);
    const mine = swagger.paths['/api/v1/mine']!.get!;
    expect(mine).toMatchObject({ operationId: 'getMine', security: [{ bearer: [] }] });
    expect(Object.keys(mine.responses)).not.toContain('403');
    await app.close();
  });
});
