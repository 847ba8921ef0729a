import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { AUTH_COOKIE_NAME, envelopeSchema, FieldErrorsSchema } from '@siloker/shared';
import { routeAccess } from './authenticate.ts';
import { OPERATION_NOTES } from './openapi-operations.ts';

type Security = Record<string, string[]>[];

/** The 4xx answers, each one shared response in the envelope (docs/product.md §10 "API contract"). */
const FAILURES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Permintaan tidak valid: data.errors berisi {field: [pesan]}' },
  401: { name: 'Unauthorized', description: 'Belum masuk, atau sesi sudah berakhir' },
  403: { name: 'Forbidden', description: 'Peran atau akun ini tidak berhak' },
  404: { name: 'NotFound', description: 'Data tidak ditemukan' },
  409: { name: 'Conflict', description: 'Bertentangan dengan keadaan data sekarang' },
  413: { name: 'PayloadTooLarge', description: 'Isi permintaan atau berkas melebihi batas' },
  415: { name: 'UnsupportedMediaType', description: 'Jenis isi permintaan tidak diterima' },
  422: { name: 'Unprocessable', description: 'Isian formulir atau berkas ditolak: data.errors per field' },
  429: {
    name: 'TooManyRequests',
    description: 'Terlalu banyak percobaan: coba lagi setelah Retry-After detik',
  },
  431: { name: 'HeadersTooLarge', description: 'Alamat atau header permintaan melebihi 16 KB' },
};

/** A failure's `data`: field errors (400/422), the wait of a 429, or null. */
const FailureSchema = envelopeSchema(
  z.union([FieldErrorsSchema, z.object({ retry_after: z.number().int() })]).nullable(),
);

/** `:id` → `{id}`, and no trailing slash: the routes that docs/product.md writes with one take both. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');
}

/** `GET /api/v1/job-vacancies/slug/{title_slug}` → `getJobVacanciesSlugByTitleSlug`. */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((part) =>
      part.startsWith('{')
        ? ['by', ...part.slice(1, -1).split(/[^A-Za-z0-9]+/)]
        : part.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const LOCAL_URL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const FAILURE_KEY = 'x-siloker-failures';

/**
 * Per route: the zod schemas become JSON Schema, then the operation gets its operationId, summary,
 * security and the 4xx answers it can give, from the route's guards and inputs and OPERATION_NOTES.
 */
const describeOperation: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input as never) as {
    schema?: Record<string, unknown>;
    url: string;
  };
  const { url } = transformed;
  const schema = transformed.schema ?? {};
  const source = (input.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return { schema, url };
  const method = ([] as string[]).concat(input.route.method)[0]!;
  const path = openApiPath(url);
  const note = OPERATION_NOTES[`${method} ${path}`] ?? {};
  const access = routeAccess(input.route.preHandler);
  const signedIn = access.signedIn || note.session === 'signed-in';
  const cookie = access.cookie || note.cookie === true;

  let security: Security = [];
  if (signedIn) security = cookie ? [{ bearer: [] }, { authCookie: [] }] : [{ bearer: [] }];
  else if (note.session === 'optional') security = [{}, { bearer: [] }];

  const multipart = ([] as unknown[]).concat(source.consumes ?? []).includes('multipart/form-data');
  const hasBody = multipart || source.body !== undefined;
  const failures = new Set<number>([431, ...(note.answers ?? [])]);
  if (source.params || source.querystring || hasBody) failures.add(400);
  if (signedIn) failures.add(401);
  if (access.restricted) failures.add(403);
  if (path.includes('{')) failures.add(404);
  if (hasBody) failures.add(413);
  if (multipart) failures.add(415).add(422);

  return {
    url: path,
    schema: {
      ...schema,
      operationId: (source.operationId as string | undefined) ?? derivedOperationId(method, path),
      summary: (source.summary as string | undefined) ?? note.summary,
      security,
      [FAILURE_KEY]: [...failures].sort((a, b) => a - b),
    },
  };
};

/** Moves each operation's failures into `responses` as references, and keeps only the components used. */
const addFailures: SwaggerTransformObject = (input) => {
  const doc = (input as { openapiObject: OpenAPIV3_1.Document }).openapiObject;
  const used = new Set<number>();
  let cookieUsed = false;
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as (OpenAPIV3_1.OperationObject & Record<string, unknown>) | undefined;
      if (!operation) continue;
      const failures = (operation[FAILURE_KEY] ?? []) as number[];
      delete operation[FAILURE_KEY];
      operation.responses ??= {};
      for (const code of failures) {
        used.add(code);
        operation.responses[String(code)] = { $ref: `#/components/responses/${FAILURES[code]!.name}` };
      }
      cookieUsed ||= (operation.security ?? []).some((s) => 'authCookie' in s);
    }
  }
  const failure = z.toJSONSchema(FailureSchema) as OpenAPIV3_1.SchemaObject & { $schema?: string };
  delete failure.$schema;
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas, Failure: failure };
  const retryAfter = { description: 'Detik sampai boleh mencoba lagi', schema: { type: 'integer' as const } };
  components.responses = Object.fromEntries(
    [...used]
      .sort((a, b) => a - b)
      .map((code) => {
        const { name, description } = FAILURES[code]!;
        const content = { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } };
        return [
          name,
          { description, ...(code === 429 ? { headers: { 'Retry-After': retryAfter } } : {}), content },
        ];
      }),
  );
  if (!cookieUsed) delete components.securitySchemes?.authCookie;
  return doc;
};

/**
 * OpenAPI generated from the shared zod schemas of every route; JSON at /api/docs/json, UI at /api/docs.
 * `npm run openapi:lint` holds it to Redocly's recommended rules (docs/decisions/082-openapi-document.md).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SiLoker API',
        description: 'API portal lowongan kerja Dinas Tenaga Kerja. Setiap respons: {status, message, data}.',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // The paths carry /api/v1, so the server is the site itself: PUBLIC_URL, or this document's own
      // origin on a development machine.
      servers: [{ url: LOCAL_URL.test(app.config.publicUrl) ? '/' : app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Token sesi dari POST /api/v1/auth/login' },
          authCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: AUTH_COOKIE_NAME,
            description: 'Cookie `auth` aplikasi web ({id, token}); hanya untuk unduhan lewat tautan',
          },
        },
      },
    },
    transform: describeOperation,
    transformObject: addFailures,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
