import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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

/**
 * Node's parser refuses a request before Fastify routes it (headers or URL over 16 KB, a malformed
 * request line): answer in the envelope with an Indonesian message, as Fastify's own handler does in
 * English, then close the connection.
 */
export function clientErrorHandler(
  this: { log: { trace(obj: object, msg: string): void } },
  error: Error & { code?: string },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MESSAGES.invalidInput]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, INPUT_MESSAGES.headersTooLarge]
        : [400, MESSAGES.invalidInput];
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ status: 'fail', message, data: null });
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
