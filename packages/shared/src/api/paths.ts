import { API_PREFIX } from '../constants.ts';
import type { Role } from '../enums.ts';
import type { OfficeRole } from '../schemas/security-constants.ts';

/**
 * The API path table's shape and its helpers (docs/decisions/081-api-path-table.md). The entries live
 * per domain in `./paths/<domain>.ts`, without schemas: a web feature imports its domain's module, so
 * its chunk carries only its own paths and no zod schema. `./routes.ts` joins them into API_ROUTES
 * with the request and response schemas, for the server and the tests.
 */

export type ApiMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call: anyone, any signed-in account, or the roles listed (lowercase an account role,
 * uppercase an office role within `admin`). The route's preHandler enforces it; this says it.
 */
export type ApiAuth = 'public' | 'signed-in' | readonly (Role | OfficeRole)[];

/** One entry as written in `./paths/<domain>.ts`. */
export interface ApiPathEntry {
  method: ApiMethod;
  /** Fastify style, under API_PREFIX: `/job-vacancies/slug/:title_slug`. */
  path: string;
  /** docs/product.md writes the path with a trailing slash; the spelling without one answers too. */
  bothSlashes?: true;
}

/** An entry of the joined table (API_ROUTES): with the domain that owns it and who may call it. */
export interface ApiPath extends ApiPathEntry {
  /** The folder that owns it: `apps/server/src/domains/<domain>` (its module's name here). */
  domain: string;
  auth: ApiAuth;
}

/** The `:name` parameters of a Fastify-style path, as a record type. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}.${string}`
    ? Name
    : P extends `${string}:${infer Name}`
      ? Name
      : never;
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

type ParamArgs<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

/**
 * The path of an entry with its `:params` filled (URL-encoded), relative to API_PREFIX:
 * `apiPath(vacanciesPaths.vacancyDetail, { title_slug })`.
 */
export function apiPath<E extends { path: string }>(entry: E, ...[params]: ParamArgs<E['path']>): string {
  if (!params) return entry.path;
  return entry.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}

/** The same, with API_PREFIX: for links and downloads the browser opens itself. */
export function apiUrl<E extends { path: string }>(entry: E, ...params: ParamArgs<E['path']>): string {
  return API_PREFIX + apiPath(entry, ...params);
}
