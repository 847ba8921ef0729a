import type { FastifyPluginAsync } from 'fastify';

/**
 * Every domain's routes under /api/v1, one line each. Folder = domain (DESIGN.md):
 * each `domains/<name>/routes.ts` exports a plugin.
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'success', message: 'OK', data: { ok: true } }));
};
