import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@siloker/shared';

/** A request that carries credentials: a bearer token or the web app's `auth` cookie. */
export function isSignedInRequest(request: FastifyRequest): boolean {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^bearer\s+\S/i.test(authorization)) return true;
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && /(?:^|;\s*)auth=/.test(cookie);
}

/**
 * Every API answer to a signed-in request is `Cache-Control: private, no-store` (docs/decisions/075):
 * it may hold the caller's own data, so neither a shared proxy nor the browser's disk may keep it.
 * Guests' answers keep whatever their route set (public lists, feeds, SEO files).
 */
export function registerPrivateCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(`${API_PREFIX}/`) && isSignedInRequest(request)) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}
