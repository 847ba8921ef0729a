/**
 * The typed client generated from the OpenAPI document (openapi-typescript, `npm run check:openapi`)
 * must have every entry of the API path table: same path, same method (docs/decisions/081). This file
 * only compiles; a table entry the document lacks is a type error naming its key.
 */
import type { API_PREFIX } from '@siloker/shared/constants';
import type { ApiKey, ApiRoutes } from '@siloker/shared/api/routes';
import type { paths } from './generated.ts';

/** Fastify's `:name` as OpenAPI's `{name}`. */
type OpenApiPath<P extends string> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}{${Name}}/${OpenApiPath<Rest>}`
  : P extends `${infer Head}:${infer Name}.${infer Ext}`
    ? `${Head}{${Name}}.${Ext}`
    : P extends `${infer Head}:${infer Name}`
      ? `${Head}{${Name}}`
      : P;

/** The document shows a path that also answers with a trailing slash without it (docs/decisions/082). */
type NoTrailingSlash<P extends string> = P extends `${infer Head}/` ? (Head extends '' ? P : Head) : P;

type DocPath<K extends ApiKey> = NoTrailingSlash<`${typeof API_PREFIX}${OpenApiPath<ApiRoutes[K]['path']>}`>;

/** The keys whose path or method the generated `paths` type lacks. */
type Missing = {
  [K in ApiKey]: DocPath<K> extends keyof paths
    ? Lowercase<ApiRoutes[K]['method']> extends keyof paths[DocPath<K>]
      ? paths[DocPath<K>][Lowercase<ApiRoutes[K]['method']>] extends undefined | never
        ? K
        : never
      : K
    : K;
}[ApiKey];

/** Compiles only while Missing is empty; otherwise the error shows the keys. */
export const everyTableEntryIsInTheDocument: [Missing] extends [never] ? true : Missing = true;
