import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '@siloker/shared';

/** An id a proxy may hand on: short, and only characters that are safe in a log line and a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/**
 * Fastify's genReqId (docs/decisions/096-metrics-and-request-ids.md): behind a trusted proxy the
 * proxy's `X-Request-Id` is kept, so its access log and ours name one request alike; otherwise, or
 * when the header is not a sane id, a fresh UUID. A client that reaches the server directly never
 * chooses the id its log lines carry.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
    return randomUUID();
  };
}

/** `data` of a 5xx envelope with `request_id` added; anything else (not an envelope) unchanged. */
export function withRequestId(payload: string, requestId: string): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (body === null || typeof body !== 'object' || !('status' in body) || !('data' in body)) return payload;
  const data = body.data;
  if (data === null) return JSON.stringify({ ...body, data: { request_id: requestId } });
  if (typeof data === 'object' && !Array.isArray(data)) {
    return JSON.stringify({ ...body, data: { ...data, request_id: requestId } });
  }
  return payload;
}

/**
 * Every response carries `X-Request-Id`, and every 5xx envelope, wherever it was built (the error
 * handler, health, a refusal while shutting down), names the request in `data.request_id`, so the
 * number on a user's screenshot finds the log line. Call before anything else adds hooks.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader(REQUEST_ID_HEADER)) reply.header(REQUEST_ID_HEADER, request.id);
    if (reply.statusCode < 500 || typeof payload !== 'string') return payload;
    return withRequestId(payload, request.id);
  });
}
