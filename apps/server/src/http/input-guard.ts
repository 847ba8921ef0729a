import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INPUT_MESSAGES, MESSAGES, hasNoNul } from '@siloker/shared';

/** The path of the first string holding a NUL byte anywhere in a request part, or null. */
export function nulPath(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | null {
  if (typeof value === 'string') return hasNoNul(value) ? null : path;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (!hasNoNul(key)) return [...path, key];
    const found = nulPath(child, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A NUL byte in any string of params, query or body is a 400 before the route's own schema runs. */
const NulFree = z.unknown().check((ctx) => {
  const path = nulPath(ctx.value);
  if (path) ctx.issues.push({ code: 'custom', path, message: INPUT_MESSAGES.nul, input: ctx.value });
});

/**
 * fastify-type-provider-zod's validator behind a NUL guard (docs/decisions/075): the shared schemas
 * already refuse NUL, and this keeps a schema written in a route file (or a `z.unknown()` field)
 * from letting one reach PostgreSQL, which cannot store it.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (!(route.schema instanceof z.ZodType)) return validatorCompiler(route);
  return validatorCompiler({ ...route, schema: NulFree.pipe(route.schema) });
};

/**
 * Fastify's own answers before routing (an over-long path parameter, a broken percent-encoding) in the
 * envelope with an Indonesian message instead of Fastify's English JSON.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = statusCode === 414 ? INPUT_MESSAGES.uriTooLong : MESSAGES.invalidInput;
  void reply.code(statusCode).send({ status: 'fail', message, data: null });
}
