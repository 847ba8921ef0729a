/**
 * Test support shared by every feature's screen tests (here, not under a feature, so no feature's tests
 * import another feature's internals): a real HTTP server that answers like the API (envelopes of
 * docs/product.md §7, checked against the shared schemas by the tests) and records what it was sent, query
 * strings included, and a render helper with the app's providers and a memory router. Not bundled:
 * only tests import it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { StrictMode, type ReactElement } from 'react';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { API_PREFIX } from '@siloker/shared/constants';
import { API_ROUTE_LIST, spellingsOf } from '@siloker/shared/api/routes';
import { AppProvider } from '../app/provider.tsx';
import { feedback } from '../lib/feedback.tsx';
import { serviceStatus } from '../lib/service-status.ts';
import { forgetViewsInFlight } from '../lib/view-once.ts';
import { clearAuth } from '../lib/session.ts';

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Closes the connection without an answer: the client sees a thrown (network) error. */
export const DROP = Symbol('drop');

type Handler = (req: SeenRequest) => Answer | typeof DROP | Promise<Answer | typeof DROP>;

export const ok = (data: unknown, message = 'Berhasil', status = 200): Answer => ({
  status,
  body: { status: 'success', message, data },
});

export const fail = (status: number, message: string, errors?: Record<string, string[]>): Answer => ({
  status,
  body: {
    status: status === 401 ? 'unauthorized' : 'fail',
    message,
    data: errors ? { errors } : null,
  },
});

/** A promise the test resolves when it wants the server to answer (to see the busy state). */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const PREFIX = API_PREFIX;
/** Which test sent a request (see startFakeApi's testRun). */
const TEST_RUN_HEADER = 'x-fake-api-test-run';

/** A file of a multipart body, as the fake records it. */
export interface SeenFile {
  file_name: string;
  type: string;
  size: number;
}

/**
 * A multipart body read by hand: Node 24's own parser (Response.formData) refuses to build its File
 * objects inside jsdom's globals. Each part's headers name the field and, for a file, its name and type.
 */
function parseMultipart(raw: Buffer, contentType: string): Record<string, unknown> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const body: Record<string, unknown> = {};
  let at = raw.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (raw.subarray(start, start + 2).toString() === '--') break;
    const next = raw.indexOf(delimiter, start);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF before the next delimiter.
    const part = raw.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const content = part.subarray(split + 4);
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/i.exec(head)?.[1];
    body[name] =
      fileName === undefined
        ? content.toString('utf8')
        : {
            file_name: fileName,
            type: /content-type:\s*([^\r\n;]+)/i.exec(head)?.[1]?.trim() ?? '',
            size: content.length,
          };
    at = next;
  }
  return body;
}

/**
 * JSON bodies as objects; multipart bodies as `{field: text}` with each file as a SeenFile (a repeated
 * field keeps its last value).
 */
async function readBody(raw: Buffer, contentType: string | undefined): Promise<Record<string, unknown>> {
  if (raw.length === 0) return {};
  if (contentType?.startsWith('multipart/form-data')) return parseMultipart(raw, contentType);
  return JSON.parse(raw.toString()) as Record<string, unknown>;
}

/**
 * jsdom's FormData and File are not Node's: Node 20's fetch never finished sending a jsdom File, and
 * Node 24's sent a file part shorter than the length it announced. A multipart body is therefore
 * encoded here, to bytes (same fields, same file names, types and bytes), before it goes out.
 */
async function toNodeBody(
  body: RequestInit['body'],
): Promise<{ body: RequestInit['body']; contentType?: string }> {
  if (typeof FormData === 'undefined' || !(body instanceof FormData)) return { body };
  const boundary = `----fake-api-${Math.random().toString(36).slice(2)}`;
  const quote = (v: string) => v.replace(/"/g, '%22').replace(/\r?\n/g, ' ');
  const parts: Buffer[] = [];
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n`),
        Buffer.from(value, 'utf8'),
        Buffer.from('\r\n'),
      );
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"; filename="${quote(value.name)}"\r\n` +
            `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
        ),
        Buffer.from(new Uint8Array(await value.arrayBuffer())),
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: new Uint8Array(Buffer.concat(parts)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

type TableEntry = (typeof API_ROUTE_LIST)[number];

/** Each entry's spellings as patterns: `:name` matches one path segment. */
const TABLE = API_ROUTE_LIST.flatMap((entry) =>
  spellingsOf(entry).map((path) => ({
    entry,
    path,
    pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
  })),
);

/**
 * The API path table's entry a handler answers for (docs/decisions/081-api-path-table.md): a fake
 * endpoint the real API does not have is a test mistake, not a screen's.
 */
function entryOf(method: string, path: string): TableEntry {
  const candidates = TABLE.filter((t) => t.entry.method === method);
  const found = candidates.find((t) => t.path === path) ?? candidates.find((t) => t.pattern.test(path));
  if (!found) throw new Error(`fake API: ${method} ${path} is not in the API path table`);
  return found.entry;
}

/** A success answer's data must be what the entry's response schema accepts (the contract). */
function contractError(entry: TableEntry, answer: Answer): string | null {
  if (!entry.response || answer.status >= 300) return null;
  const body = answer.body as { status?: unknown; data?: unknown } | null;
  if (!body || body.status !== 'success') return null;
  const parsed = entry.response.safeParse(body.data);
  if (parsed.success) return null;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`);
  return `fake API: the answer of ${entry.method} ${entry.path} (${entry.key}) breaks its response schema: ${issues.slice(0, 5).join('; ')}`;
}

export async function startFakeApi() {
  const handlers = new Map<string, Handler>();
  /** Answers that broke the contract; setupFakeApi fails the test with them. */
  const contractErrors: string[] = [];
  const requests: SeenRequest[] = [];
  /**
   * Counts resets. A request a previous test's screen sent may reach this server after the reset: it is
   * neither recorded nor answered (as if the page had been left), so it cannot count as the next test's.
   */
  let testRun = 0;
  const server = http.createServer((req, res) => {
    if (req.headers[TEST_RUN_HEADER] !== String(testRun)) return;
    delete req.headers[TEST_RUN_HEADER];
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
        const seen: SeenRequest = {
          method: req.method ?? '',
          path,
          query: Object.fromEntries(url.searchParams),
          headers: req.headers,
          body: await readBody(Buffer.concat(chunks), req.headers['content-type']),
        };
        requests.push(seen);
        const handler = handlers.get(`${seen.method} ${path}`);
        let answer = handler ? await handler(seen) : fail(404, 'Alamat API tidak ditemukan.');
        if (answer === DROP) {
          req.socket.destroy();
          return;
        }
        const broken = handler ? contractError(entryOf(seen.method, path), answer) : null;
        if (broken) {
          contractErrors.push(broken);
          answer = fail(500, broken);
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The app calls its API same-origin ('/api/v1/…'); a browser resolves that against the page, Node's
  // fetch cannot, so relative URLs are resolved against this server. The request itself is real.
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const sentIn = String(testRun);
    const { body, contentType } = await toNodeBody(init?.body);
    const headers = new Headers(init?.headers);
    headers.set(TEST_RUN_HEADER, sentIn);
    if (contentType) headers.set('content-type', contentType);
    const answer = realFetch(typeof input === 'string' ? new URL(input, origin) : input, {
      ...init,
      headers,
      body,
    });
    // An earlier test's request never settles: its screen is gone, and its answer or failure must not
    // reach the shared feedback and service-status stores during a later test.
    const stale = () => sentIn !== String(testRun);
    return answer.then(
      (response) => (stale() ? new Promise<Response>(() => undefined) : response),
      (error: unknown) => (stale() ? new Promise<Response>(() => undefined) : Promise.reject(error)),
    );
  };

  const calls = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  // The api client adds the signed-in user's id to every request; list tests are about the rest.
  const queries = (path: string, method = 'GET'): Record<string, string>[] =>
    calls(method, path).map((r) => {
      const query = { ...r.query };
      delete query.auth_user_id;
      return query;
    });

  return {
    requests,
    /** Requests to one endpoint, e.g. calls('POST', '/auth/login'). */
    calls,
    /** Every query sent to one endpoint, oldest first, `auth_user_id` left out. */
    queries,
    /** The last query sent to one endpoint (as `queries`), or undefined when none was. */
    lastQuery: (path: string, method = 'GET'): Record<string, string> | undefined =>
      queries(path, method).at(-1),
    /** Answers one endpoint; it must be in the API path table, and its answers must fit the table's schema. */
    on(method: string, path: string, handler: Handler) {
      entryOf(method, path);
      handlers.set(`${method} ${path}`, handler);
    },
    /** The answers that broke their response schema since the last reset. */
    contractErrors,
    reset() {
      testRun += 1;
      handlers.clear();
      requests.length = 0;
      contractErrors.length = 0;
    },
    async close() {
      globalThis.fetch = realFetch;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/** Stand-ins for the screens the account screens lead to. */
const DESTINATIONS: RouteObject[] = [
  { path: '/panel/halaman-utama', element: <p>Halaman Utama (tujuan)</p> },
  { path: '/masuk', element: <p>Halaman Masuk (tujuan)</p> },
];

/** Renders one screen at `url` (its route `path`) with the app's providers. */
export function renderScreen(
  element: ReactElement,
  { path, url = path, strict = false }: { path: string; url?: string; strict?: boolean },
) {
  const router = createMemoryRouter([{ path, element }, ...DESTINATIONS.filter((d) => d.path !== path)], {
    initialEntries: [url],
  });
  const tree = (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return router;
}

/** Types into a field the way a user does (an input event), which also makes it dirty (§4). */
export function type(element: HTMLElement, value: string) {
  fireEvent.input(element, { target: { value } });
}

export async function submit(button: HTMLElement) {
  await act(async () => fireEvent.click(button));
}

/** Per-test clean-up: no dialogs, toasts, user or stored data carried into the next test. */
export function resetApp() {
  act(() => {
    feedback.reset();
    // The unavailable screen's store outlives a test like feedback's (docs/decisions/093).
    serviceStatus.reset();
  });
  // Test files share one module graph (vitest `isolate: false`): module state a page keeps is reset here.
  forgetViewsInFlight();
  clearAuth();
  localStorage.clear();
}

/**
 * The usual set-up of a screen test file: one fake API for the file, and after each test the screen
 * unmounted, the app reset and the fake's handlers and recorded requests cleared.
 */
export function setupFakeApi(): FakeApi {
  let current: FakeApi | undefined;
  beforeAll(async () => {
    current = await startFakeApi();
  });
  afterAll(() => current?.close());
  afterEach(() => {
    cleanup();
    resetApp();
    const broken = [...(current?.contractErrors ?? [])];
    current?.reset();
    // A fixture that drifted from the shared schema fails its test, not only the screen.
    if (broken.length) throw new Error(broken.join('\n'));
  });
  // The API exists only once beforeAll has run; tests reach it through this stand-in.
  return new Proxy({} as FakeApi, {
    get: (_, key) => {
      if (!current) throw new Error('setupFakeApi: the fake API is used before beforeAll ran');
      return current[key as keyof FakeApi];
    },
  });
}
