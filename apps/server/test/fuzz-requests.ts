import fc from 'fast-check';

/**
 * Requests generated from the OpenAPI document the server builds (docs/decisions/075): every
 * operation, with values that follow its schema, values that break it (wrong types, missing and extra
 * fields, huge, NUL-bearing and unicode strings, negative, fractional and huge numbers) and broken
 * bodies (malformed JSON, multipart without a boundary or cut short). Routes added later are found in
 * the document, so they are fuzzed without a change here.
 */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  jsonBody?: JsonSchema;
}

export type Caller = 'guest' | 'seeker' | 'company' | 'office';

export interface FuzzRequest {
  operation: Operation;
  caller: Caller;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What the body is, for the report of a failure. */
  bodyKind: string;
}

/** Every operation of the API in an OpenAPI document (`app.swagger()`), docs and SEO files left out. */
export function operationsOf(doc: { paths?: Record<string, Record<string, any>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (op.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        jsonBody: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

const INT32 = 2 ** 31;

/** Values that break a field: each a class of input that once reached PostgreSQL or a parser. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'NULL',
    'null',
    'undefined',
    '-1',
    '0',
    '1.5',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    String(INT32),
    '9'.repeat(40),
    '2147483647',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '\uD800',
    '👩🏽‍💻 Ünïcödé ٣ 漢字',
    'true',
    '[]',
    '{}',
  ),
  fc.constantFrom(
    0,
    -1,
    1.5,
    -0.5,
    INT32,
    INT32 - 1,
    -INT32 - 1,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    true,
    false,
    null,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), {
    maxKeys: 2,
  }),
);

/** Ids of rows the fuzzed app holds, so some requests reach past the not-found checks. */
export interface KnownIds {
  ids: number[];
  slugs: string[];
}

/** A value that follows the schema (mostly) or breaks it (sometimes), down through objects and arrays. */
export function valueFor(schema: JsonSchema | undefined, known: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  const valid = validFor(schema ?? {}, known, depth);
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

function validFor(schema: JsonSchema, known: KnownIds, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validFor(v, known, depth)));
  if (schema.allOf?.length) return validFor(schema.allOf[0]!, known, depth);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -10;
      const max = Math.min(schema.maximum ?? 1_000, 1_000_000);
      return fc.oneof(
        fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.max(Math.ceil(min), max) }),
        fc.constantFrom(...known.ids),
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'));
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueFor(schema.items, known, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(schema, known, depth + 1);
    case 'string':
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) }),
        fc.constantFrom(
          ...known.slugs,
          'budi@contoh.id',
          '2026-01-31',
          '64.72',
          '64.72.01',
          'kopi-susu-pagi-hari',
        ),
      );
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}

/** An object of the schema's properties, each kept or dropped, plus sometimes an unknown field. */
function objectFor(
  schema: JsonSchema,
  known: KnownIds,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const record = Object.fromEntries(props.map(([key, s]) => [key, valueFor(s, known, depth)]));
  const required = (schema.required ?? []).filter((key) => key in record);
  return fc
    .tuple(
      fc.record(record, { requiredKeys: required }),
      fc.boolean(),
      fc.option(fc.tuple(fc.string({ maxLength: 12 }), hostileValue), { freq: 4 }),
    )
    .map(([value, dropRequired, extra]) => {
      const out: Record<string, unknown> = { ...value };
      if (dropRequired && required.length) delete out[required[0]!];
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}

function queryValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && v !== null) return JSON.stringify(v);
  return String(v);
}

/** The signed-in role a route is written for; others are tried too, but less. */
function naturalCaller(path: string): Caller {
  if (/\/(office|panel)\//.test(path)) return 'office';
  if (
    /profile-company|job-vacancies\/company|seekers\/job-vacancy|job-application-applicants|^\/api\/v1\/invitations$|\/users/.test(
      path,
    )
  )
    return 'company';
  if (
    /profile-seeker|\/seeker\/|seekers\/applied|posts\/join|posts\/seeker|invitations|notifications|application-statuses|dashboard|account|auth\//.test(
      path,
    )
  )
    return 'seeker';
  return 'guest';
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

function multipartBody(fields: Record<string, unknown>, withFile: boolean): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${queryValue(value)}\r\n`,
      ),
    );
  }
  if (withFile) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="../x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n garbage\r\n`,
      ),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const MULTIPART_FIELDS = [
  'full_name',
  'name',
  'title',
  'description',
  'birth_date',
  'gender',
  'religion_id',
  'position_id',
  'job_type_id',
  'educations',
  'experiences',
  'skills',
  'benefits',
  'worker_count',
  'min_salary',
  'max_salary',
  'start_date',
  'end_date',
  'quota',
  'site_name',
  'phone',
  'sub_district_code',
];

/** A path segment; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD. */
function encodePathPart(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDFFF]/g, (c, i: number, s: string) => {
      const code = c.charCodeAt(0);
      const pair = code < 0xdc00 ? s.charCodeAt(i + 1) : s.charCodeAt(i - 1);
      const paired = code < 0xdc00 ? pair >= 0xdc00 && pair <= 0xdfff : pair >= 0xd800 && pair < 0xdc00;
      return paired ? c : '\uFFFD';
    }),
  );
}

/** One request for one operation. */
export function requestFor(operation: Operation, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  const pathParam = fc.oneof(
    { arbitrary: fc.constantFrom(...known.ids.map(String), ...known.slugs), weight: 3 },
    { arbitrary: hostileValue.map(queryValue), weight: 2 },
  );
  const query = fc.array(
    fc.oneof(
      ...(operation.query.length
        ? [
            fc
              .constantFrom(...operation.query)
              .chain((q) => valueFor(q.schema, known).map((v) => [q.name, v] as const)),
          ]
        : []),
      fc.tuple(fc.string({ maxLength: 8 }), hostileValue),
    ),
    { maxLength: 5 },
  );
  const isWrite = operation.method !== 'GET' && operation.method !== 'DELETE';
  const jsonBody = operation.jsonBody ? valueFor(operation.jsonBody, known) : hostileValue;
  const body = fc.oneof(
    {
      arbitrary: jsonBody.map((v) => ({
        kind: 'json',
        ct: 'application/json',
        body: JSON.stringify(v) ?? 'null',
      })),
      weight: 6,
    },
    {
      arbitrary: fc
        .tuple(
          fc.dictionary(fc.constantFrom(...MULTIPART_FIELDS), valueFor({}, known), { maxKeys: 8 }),
          fc.boolean(),
        )
        .map(([fields, file]) => ({
          kind: 'multipart',
          ct: `multipart/form-data; boundary=${BOUNDARY}`,
          body: multipartBody(fields, file) as string | Buffer,
        })),
      weight: isWrite && !operation.jsonBody ? 6 : 1,
    },
    {
      arbitrary: fc.constantFrom(
        { kind: 'malformed json', ct: 'application/json', body: '{"a": ' },
        { kind: 'malformed json', ct: 'application/json', body: '{"__proto__": {"x": 1}}' },
        { kind: 'malformed json', ct: 'application/json', body: '{"constructor": {"prototype": {"x": 1}}}' },
        { kind: 'malformed json', ct: 'application/json', body: '\u0000' },
        { kind: 'malformed json', ct: 'application/json; charset=latin1', body: '{}' },
        {
          kind: 'no boundary',
          ct: 'multipart/form-data',
          body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb`,
        },
        {
          kind: 'cut multipart',
          ct: `multipart/form-data; boundary=${BOUNDARY}`,
          body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nBudi`,
        },
        { kind: 'text', ct: 'text/plain', body: 'halo' },
        { kind: 'form', ct: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
        { kind: 'empty json', ct: 'application/json', body: '' },
      ),
      weight: 2,
    },
    {
      arbitrary: fc.constant({ kind: 'none', ct: '', body: undefined as string | Buffer | undefined }),
      weight: 1,
    },
  );
  const caller = fc.oneof(
    { arbitrary: fc.constant(naturalCaller(operation.path)), weight: 3 },
    { arbitrary: fc.constantFrom<Caller>('guest', 'seeker', 'company', 'office'), weight: 2 },
  );
  return fc
    .record({
      params: fc.array(pathParam, {
        minLength: operation.pathParams.length,
        maxLength: operation.pathParams.length,
      }),
      query,
      body: isWrite || operation.jsonBody ? body : fc.constant({ kind: 'none', ct: '', body: undefined }),
      caller,
    })
    .map(({ params, query: pairs, body: b, caller: who }) => {
      let i = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => encodePathPart(params[i++] ?? '1'));
      const search = new URLSearchParams();
      for (const [k, v] of pairs) search.append(k, queryValue(v));
      const qs = search.toString();
      const headers: Record<string, string> = {};
      if (b.ct) headers['content-type'] = b.ct;
      return {
        operation,
        caller: who,
        url: qs ? `${path}?${qs}` : path,
        headers,
        body: b.body,
        bodyKind: b.kind,
      };
    });
}

/** A request to any operation of the document. */
export function anyRequest(operations: Operation[], known: KnownIds): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((op) => requestFor(op, known));
}
