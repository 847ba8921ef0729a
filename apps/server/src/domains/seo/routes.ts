import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt, sitemapXml, vacancyFeed, vacancySharePage } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';
import { isDatabaseUnavailable } from '../../lib/pg-errors.ts';
import { SERVICE_UNAVAILABLE_RETRY_SECONDS } from '@siloker/shared';
import type { PageRenderer } from '@siloker/shared/ssr';
import { registerPublicPages } from './pages.ts';

/** Browsers and crawlers may reuse robots.txt and the sitemap this long (seconds). */
const SEO_MAX_AGE = 300;

/**
 * Site-root answers for crawlers and link previews (issue 10 item 10), registered next to the static
 * and SPA handling in app.ts: /robots.txt, /sitemap.xml and, when the web app is built, the vacancy
 * detail page with its share tags. Everything else still falls through to the SPA.
 */
export const seoSiteRoutes: FastifyPluginAsync<{ webDist?: string; renderer?: PageRenderer }> = async (
  app,
  opts,
) => {
  const { publicUrl } = app.config;

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${SEO_MAX_AGE}`)
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${SEO_MAX_AGE}`)
      .send(await sitemapXml(app.db, publicUrl)),
  );

  const webDist = opts.webDist;
  if (!webDist) return;
  // With the web app's server entry built, the public pages are rendered whole (docs/decisions/099).
  if (opts.renderer) {
    await registerPublicPages(app, { webDist, renderer: opts.renderer });
    return;
  }
  // The built index.html never changes while the process runs: read once, on first use.
  let indexHtml: Promise<string> | undefined;
  const readIndex = () => (indexHtml ??= fs.readFile(path.join(webDist, 'index.html'), 'utf8'));

  app.get<{ Params: { title_slug: string } }>('/lowongan-kerja/:title_slug', async (req, reply) => {
    const plain = await readIndex();
    let html = plain;
    try {
      const page = await vacancySharePage(app.db, publicUrl, plain, req.params.title_slug);
      html = page.html;
      reply.code(page.status);
    } catch (error) {
      // The page must still load: the SPA fetches the vacancy itself. With the database out of reach
      // the shell answers 503 (crawlers keep the old copy; the app shows its unavailable screen,
      // docs/decisions/093).
      if (isDatabaseUnavailable(error)) {
        reply.code(503).header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
      } else {
        req.log.error({ err: error }, 'share tags of a vacancy page failed');
      }
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
};

/**
 * GET /job-vacancies/feed: the newest public vacancies as JSON Feed 1.1 (https://jsonfeed.org), chosen
 * over RSS because it is plain JSON like the rest of the API and needs no XML escaping of company text.
 */
export const seoApiRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.vacancyFeed,
    { schema: { tags: ['vacancies'], summary: 'Feed lowongan kerja terbaru (JSON Feed 1.1, 50 terbaru)' } },
    async (req, reply) => {
      const feedUrl = `${app.config.publicUrl}${req.url.split('?')[0]}`;
      const feed = await vacancyFeed(app.db, app.config.publicUrl, feedUrl);
      return reply
        .type('application/feed+json; charset=utf-8')
        .header('cache-control', `public, max-age=${SEO_MAX_AGE}`)
        .send(JSON.stringify(feed));
    },
  );
};
