/**
 * The request layer of docs/product.md §7. Before each request: `Authorization: Bearer <token>` when a token
 * exists, `X-Requested-With: XMLHttpRequest` always, and `auth_user_id` (the auth cookie's id, '' when
 * signed out) in the query for GET and DELETE or in the JSON body otherwise; form-data bodies get nothing.
 * Responses are not altered, success means 200-299, no time-out. A request that never reached the server
 * rejects with NetworkError (a TypeError, like fetch's own); other errors pass through. It adds no error
 * handling of its own (docs/product.md §8): the feedback module decides what the user sees.
 */
import { API_PREFIX } from '@siloker/shared/constants';
import { REQUEST_ID_HEADER, type Envelope } from '@siloker/shared/envelope-constants';
import { getRequestAuth } from './session.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

/**
 * A shared list query's fields as a screen holds them: each optional, and each may still be the text the
 * address gave (the server's schema reads it either way).
 */
export type AddressParams<Query> = { [K in keyof Query]?: Query[K] | string };

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  /** The body exactly as the server sent it (the envelope for JSON answers). */
  data: Envelope<T>;
}

/** A non-2xx answer; `response` is the server's answer, unchanged. */
export class ApiError extends Error {
  readonly status: number;
  readonly response: ApiResponse<unknown>;

  constructor(response: ApiResponse<unknown>) {
    const message = typeof response.data?.message === 'string' ? response.data.message : '';
    super(message || `HTTP ${response.status}`);
    this.name = 'ApiError';
    this.status = response.status;
    this.response = response;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The id a server error (5xx) names its request by: `data.request_id`, else the `X-Request-Id` header
 * (docs/decisions/096). Shown as the dialog's "Kode", it finds the server's log line.
 */
export function requestIdOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 500) return undefined;
  const data: unknown = error.response.data?.data;
  const fromBody =
    data !== null && typeof data === 'object' && 'request_id' in data ? data.request_id : undefined;
  const id = typeof fromBody === 'string' ? fromBody : error.response.headers.get(REQUEST_ID_HEADER);
  return id || undefined;
}

/** fetch could not reach the server (offline, refused, cut); fetch's own error is the cause. */
export class NetworkError extends TypeError {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'NetworkError';
  }
}

/** Answers of a server (or the proxy before it) that cannot serve now; a later try may succeed. */
const UNAVAILABLE_STATUSES: readonly number[] = [502, 503, 504];

/**
 * The service is down for now (docs/decisions/093): the API answered 503 (its database is out of
 * reach, or it is shutting down), a proxy answered 502/504, or the request never reached the server.
 */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof NetworkError || (isApiError(error) && UNAVAILABLE_STATUSES.includes(error.status));
}

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientConfig {
  /** The versioned root, e.g. 'https://host/api/v1' or '/api/v1'. */
  baseUrl: string;
  /** The signed-in id and token; id '' and token null when signed out. */
  getAuth: () => { id: string; token: string | null };
  fetch?: typeof fetch;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function buildUrl(baseUrl: string, path: string, query: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const qs = search.toString();
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Set by the server's entry only (docs/decisions/099): the page render asks the server itself. */
let serverFetch: typeof fetch | undefined;
export function setApiFetch(fetchImpl: typeof fetch | undefined): void {
  serverFetch = fetchImpl;
}

export function createApiClient(config: ApiClientConfig) {
  const doFetch: typeof fetch =
    config.fetch ?? ((input, init) => (serverFetch ?? globalThis.fetch)(input, init));

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}) {
    const auth = config.getAuth();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...options.headers,
    };
    if (auth.token) headers.Authorization = `Bearer ${auth.token}`;

    let query: QueryParams = { ...options.query };
    let body: BodyInit | undefined;
    if (method === 'GET' || method === 'DELETE') {
      query = { ...query, auth_user_id: auth.id };
    } else if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
      body = options.body;
    } else {
      const payload =
        options.body === undefined
          ? { auth_user_id: auth.id }
          : isPlainObject(options.body)
            ? { ...options.body, auth_user_id: auth.id }
            : options.body;
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }

    let response: Response;
    try {
      response = await doFetch(buildUrl(config.baseUrl, path, query), {
        method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      // A cancelled request stays what it was (the router ignores it); anything else is the network.
      if (options.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
    const result: ApiResponse<T> = {
      status: response.status,
      headers: response.headers,
      data: (await readBody(response)) as Envelope<T>,
    };
    if (response.status < 200 || response.status > 299) throw new ApiError(result);
    return result;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Same origin by default; VITE_API_ROOT points at another API host. */
export const API_ROOT = `${import.meta.env.VITE_API_ROOT ?? ''}${API_PREFIX}`;

export const api = createApiClient({ baseUrl: API_ROOT, getAuth: getRequestAuth });
