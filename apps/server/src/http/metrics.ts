import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@siloker/shared';
import type { Database } from '../db/client.ts';
import { createMetrics, type AppMetrics } from '../lib/metrics.ts';

/** Outside /api/v1 and outside the OpenAPI document: it is for the operator's Prometheus, not the web app. */
export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's series (lib/metrics.ts); null while METRICS_TOKEN is unset. */
    metrics: AppMetrics | null;
  }
}

/** `Bearer <token>` compared in constant time (both sides hashed first, so lengths do not leak either). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /metrics in the Prometheus text format (docs/decisions/096-metrics-and-request-ids.md). Without
 * METRICS_TOKEN nothing is registered or counted and the path is a 404 like any unknown one; with it,
 * every answer is counted under its route template and the path answers only to that bearer token.
 * Call before the routes register, so every route (and the not-found handler) is counted.
 */
export function registerMetrics(app: FastifyInstance, database: Database): void {
  const token = app.config.metricsToken;
  const metrics = token ? createMetrics({ db: database.db, poolStats: () => database.poolStats() }) : null;
  app.decorate('metrics', metrics);
  if (!token || !metrics) return;

  app.addHook('onResponse', async (request, reply) => {
    // routeOptions.url is the registered pattern (`/api/v1/job-vacancies/:id`), so labels stay bounded.
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    METRICS_PATH,
    { schema: { hide: true }, config: { bearerIsNotSession: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        return reply
          .code(401)
          .send({ status: 'unauthorized', message: MESSAGES.metricsUnauthorized, data: null });
      }
      const body = await metrics.render();
      return reply.type(metrics.contentType).send(body);
    },
  );
}
