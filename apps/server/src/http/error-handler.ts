import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, SERVICE_UNAVAILABLE_RETRY_SECONDS } from '@siloker/shared';
import { databaseErrorSummary, isDatabaseUnavailable } from '../lib/pg-errors.ts';
import { AppError } from './errors.ts';

/** Turns Zod's instance paths (`/body/email`, `/querystring/limit`) into field names (`email`, `limit`). */
function fieldName(instancePath: string, missingProperty?: unknown): string {
  // fastify-type-provider-zod's instancePath is the zod path alone (`/email`), with no `/body` prefix.
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missingProperty === 'string') parts.push(missingProperty);
  return parts.join('.') || 'request';
}

/** The one place errors become envelopes; 5xx never carry details (docs/security.md, docs/decisions/075). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const data = error.fieldErrors ? { errors: error.fieldErrors, ...error.data } : (error.data ?? null);
      if (error.code === 'TOO_MANY_REQUESTS' && error.data?.retry_after) {
        reply.header('retry-after', String(error.data.retry_after));
      }
      const status = error.code === 'UNAUTHORIZED' ? 'unauthorized' : 'fail';
      return reply.code(error.statusCode).send({ status, message: error.message, data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath, issue.params?.missingProperty);
        (errors[key] ??= []).push(issue.message ?? MESSAGES.invalidInput);
      }
      const first = Object.entries(errors)[0];
      const message = first ? `${first[0]}: ${first[1][0]}` : MESSAGES.invalidInput;
      return reply.code(400).send({ status: 'fail', message, data: { errors } });
    }
    const statusCode = (error as FastifyError).statusCode ?? 500;
    if (statusCode < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, unsupported media type).
      const message =
        statusCode === 413
          ? MESSAGES.payloadTooLarge
          : statusCode === 415
            ? MESSAGES.unsupportedMediaType
            : statusCode === 429
              ? MESSAGES.tooManyRequests
              : MESSAGES.invalidInput;
      return reply.code(statusCode).send({ status: 'fail', message, data: null });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is stopped or out of reach: a 503 the client may retry, and one log line without a
      // stack; the pool reconnects by itself once the database is back (docs/decisions/093).
      request.log.warn({ database: databaseErrorSummary(error) }, 'database unavailable');
      reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
      // Plain JSON: a route whose own 503 has a shape (GET /health) must not refuse this envelope.
      reply.serializer(JSON.stringify);
      return reply.code(503).send({ status: 'error', message: MESSAGES.serviceUnavailable, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', message: MESSAGES.serverError, data: null });
  });
}
