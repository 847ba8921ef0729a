import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema } from '@siloker/shared';
import {
  spellingsOf,
  type ApiContract,
  type ApiKey,
  type ApiPath,
  type ApiRoute,
} from '@siloker/shared/api/routes';

/**
 * Registers a route from the API path table (docs/decisions/081-api-path-table.md): the table gives the
 * method, the URL, the operationId (its key) and the request and response schemas; the route file gives
 * the handler, its preHandlers and the OpenAPI words (tags, summary); the security an operation shows
 * comes from its guards (http/openapi.ts). A path written here, not
 * in the table, cannot exist: the table is the one list of paths the server answers.
 */

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** An entry as the helper reads it, whatever its key. */
type Entry = ApiPath & ApiContract & { key: ApiKey };

type Envelope<D extends z.ZodType> = ReturnType<typeof envelopeSchema<D>>;
type StatusesOf<R> = R extends { statuses: readonly (infer S extends number)[] } ? S : 200;

/** The Fastify schema an entry stands for, typed so the handler's request and reply are. */
export type RouteSchemaOf<R> = {
  params: R extends { params: infer P } ? P : undefined;
  querystring: R extends { query: infer Q } ? Q : undefined;
  body: R extends { body: infer B } ? B : undefined;
  response: R extends { response: infer D extends z.ZodType }
    ? { [S in StatusesOf<R>]: Envelope<D> }
    : undefined;
};

type Handler<R> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  RouteSchemaOf<R>,
  ZodTypeProvider
>;

/** The route file's part of the schema: words for the OpenAPI document, never paths, shapes or security. */
interface RouteWords {
  tags?: readonly string[];
  summary?: string;
  description?: string;
  hide?: boolean;
}

export interface RouteOptions {
  preHandler?: RouteShorthandOptions['preHandler'];
  schema?: RouteWords;
}

/** The schema Fastify and the OpenAPI document get for one entry. */
export function schemaOf(entry: Entry, words: RouteWords = {}): FastifySchema {
  const schema: Record<string, unknown> = { ...words, operationId: entry.key };
  const contract = entry;
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  if (contract.form) schema.consumes = ['multipart/form-data'];
  if (contract.response) {
    const answer = envelopeSchema(contract.response);
    schema.response = Object.fromEntries((contract.statuses ?? [200]).map((status) => [status, answer]));
  }
  return schema as FastifySchema;
}

export function route<K extends ApiKey>(
  app: ZodApp,
  entry: ApiRoute<K>,
  options: RouteOptions,
  handler: Handler<ApiRoute<K>>,
): void {
  // The first spelling is the documented one; one without the trailing slash answers the same, hidden
  // from the OpenAPI document.
  spellingsOf(entry).forEach((url, index) => {
    const schema = schemaOf(entry as Entry, index === 0 ? options.schema : { ...options.schema, hide: true });
    if (index > 0) delete (schema as { operationId?: string }).operationId;
    app.route({
      method: entry.method,
      url,
      ...(options.preHandler ? { preHandler: options.preHandler } : {}),
      schema,
      handler: handler as unknown as RouteHandlerMethod,
    });
  });
}
