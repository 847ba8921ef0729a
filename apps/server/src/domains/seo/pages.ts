import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_NAME, SERVICE_UNAVAILABLE_RETRY_SECONDS } from '@siloker/shared';
import { apiUrl } from '@siloker/shared/api/paths';
import { API_ROUTES } from '@siloker/shared/api/routes';
import type { VacancyDetailData } from '@siloker/shared/schemas/vacancies';
import { SSR_STATE_ELEMENT_ID, type PageRenderer, type PageRenderResult } from '@siloker/shared/ssr';
import { shortCached } from '../../lib/short-cache.ts';
import { isDatabaseUnavailable } from '../../lib/pg-errors.ts';
import { captureVacancyEvents, replayVacancyEvents, type CapturedEvent } from '../../lib/vacancy-events.ts';
import { escapeHtml, jsonForScript } from '../vacancies/service.ts';
import { styleInliner } from './inline-styles.ts';
import { vacancySharePage } from './service.ts';

/**
 * The public pages rendered on the server (issue 19 items 1 and 2, docs/decisions/099): the web app's
 * server entry renders each with the app's own components and the API's guest answers, and the page
 * goes out inside the built index.html with its data in a non-executed JSON element.
 */

/** Where `vite build --ssr` puts the server entry, next to the web app's dist. */
export const serverEntryOf = (webDist: string) =>
  path.resolve(webDist, '..', 'dist-server', 'entry-server.js');

/** The built server entry of the web app, when it was built (like webDist itself). */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const entry = serverEntryOf(webDist);
  if (!fs.existsSync(entry)) return undefined;
  const mod = (await import(pathToFileURL(entry).href)) as { renderer: PageRenderer };
  return mod.renderer;
}

/** A request that carries the auth cookie: never served from, nor stored into, the guest cache. */
function hasAuthCookie(req: FastifyRequest): boolean {
  const cookie = req.headers.cookie;
  if (!cookie) return false;
  return cookie.split(';').some((part) => part.trim().startsWith(`${AUTH_COOKIE_NAME}=`));
}

/** What Vite's build manifest (dist/.vite/manifest.json) says of a source module. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(webDist: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * A page's screens: the <head> links of their stylesheets (the page is styled before, or without,
 * JavaScript, and nothing moves when the screen's styles would otherwise arrive) and their chunks, which
 * the boot script fetches beside the app's entry so the browser has them when main.tsx hydrates
 * (docs/decisions/099).
 */
function screenAssets(
  manifest: Manifest,
  shell: string,
  modules: readonly string[],
): { styles: string; scripts: string[] } {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  const styles = [...css]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`);
  const scripts = modules.flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  return { styles: styles.join('\n    '), scripts };
}

/** The shell's module script and its preloads: the app's entry, then the modules it imports. */
const SHELL_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/gi;
const SHELL_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/gi;

/** The built index.html without its module scripts, and those scripts: the entry first. */
interface RenderShell {
  html: string;
  modules: string[];
}

/**
 * A rendered page starts the app only after it has been painted (public/boot.js,
 * docs/decisions/120): on a slow phone the server's page shows before the app's 120-odd KiB are even
 * asked for, and Lighthouse no longer counts them before its LCP. So the shell's own module script and
 * preloads come out, once, and go to the boot script's list.
 */
function renderShell(shell: string): RenderShell {
  const entries: string[] = [];
  const preloads: string[] = [];
  const html = shell
    .replace(SHELL_SCRIPT, (_tag, src: string) => (entries.push(src), ''))
    .replace(SHELL_PRELOAD, (_tag, href: string) => (preloads.push(href), ''));
  return { html, modules: [...entries, ...preloads] };
}

/** The index.html with the rendered page in #root, its title, its screens' assets and its data for hydration. */
function pageHtml(
  shell: RenderShell,
  manifest: Manifest,
  result: Extract<PageRenderResult, { kind: 'page' }>,
): string {
  const { styles, scripts } = screenAssets(manifest, shell.html, result.modules);
  const modules = [...new Set([...shell.modules, ...scripts])];
  const boot = `<script defer src="/boot.js" data-modules="${escapeHtml(modules.join(' '))}"></script>`;
  const state = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${jsonForScript(result.state)}</script>`;
  return (
    shell.html
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(result.title)}</title>`)
      // The shell's "JavaScript needed" note is for the panel: this page works without it.
      .replace(/<noscript id="needs-javascript">[\s\S]*?<\/noscript>\s*/i, '')
      .replace(/<\/head>/i, () => `  ${[styles, boot].filter(Boolean).join('\n    ')}\n  </head>`)
      .replace(/<div id="root"><\/div>/i, () => `<div id="root">${result.html}</div>\n    ${state}`)
  );
}

interface Rendered {
  status: number;
  html: string;
  /** The vacancy events of the render (views, list appearances), counted again for each visitor. */
  events?: readonly CapturedEvent[];
}

export async function registerPublicPages(
  app: FastifyInstance,
  opts: { webDist: string; renderer: PageRenderer },
): Promise<void> {
  const { renderer } = opts;
  const shell = fs.readFileSync(path.join(opts.webDist, 'index.html'), 'utf8');
  const rendered = renderShell(shell);
  const manifest = readManifest(opts.webDist);
  const inlineStyles = styleInliner(opts.webDist);
  // Its own cache owner: random pages never push the API's list totals out (lib/short-cache.ts).
  const guestPages = {};

  /**
   * How a render asks the API: as a guest, through the app itself (the same visibility and privacy
   * rules). The answer of `keep`'s path is kept for the page's share tags, so a vacancy page reads its
   * vacancy once, not again for its JobPosting.
   */
  const guestFetch =
    (keep?: { path: string; answer?: unknown }): typeof fetch =>
    async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      delete headers.authorization;
      const res = await app.inject({ method: 'GET', url, headers });
      if (keep && res.statusCode === 200 && new URL(url, 'http://render.invalid').pathname === keep.path) {
        keep.answer = (JSON.parse(res.payload) as { data: unknown }).data;
      }
      const out = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: out,
      });
    };

  const renderPage = async (url: string, slug: string | undefined): Promise<Rendered> => {
    const vacancy =
      slug === undefined
        ? undefined
        : { path: apiUrl(API_ROUTES.vacancyDetail, { title_slug: slug }), answer: undefined as unknown };
    // The vacancies this render showed are counted for each visitor it is sent to (docs/decisions/111).
    const [result, events] = await captureVacancyEvents(() =>
      renderer.render({ url, fetch: guestFetch(vacancy) }),
    );
    if (result.kind === 'fallback') return { status: result.status, html: shell, events: [] };
    let html = inlineStyles(pageHtml(rendered, manifest, result));
    // The vacancy page keeps its share tags and JobPosting (issue 10 item 10), now around its content.
    if (slug !== undefined && result.status === 200) {
      const known = vacancy?.answer as VacancyDetailData | undefined;
      const shared = await vacancySharePage(app.db, app.config.publicUrl, html, slug, known);
      // A vacancy that went between the render and this read keeps the rendered page.
      if (shared.status === 200) html = shared.html;
    }
    return { status: result.status, html, events };
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const params = req.params as { title_slug?: string };
    const slug = req.routeOptions.url === '/lowongan-kerja/:title_slug' ? params.title_slug : undefined;
    let page: Rendered;
    try {
      page = hasAuthCookie(req)
        ? await renderPage(req.url, slug)
        : await shortCached(guestPages, `page:${req.url}`, () => renderPage(req.url, slug));
    } catch (error) {
      // The app shell still loads and shows its own screens (docs/decisions/093 for an outage).
      if (isDatabaseUnavailable(error)) {
        page = { status: 503, html: shell };
      } else {
        req.log.error({ err: error }, 'rendering a public page failed');
        page = { status: 200, html: shell };
      }
    }
    if (page.events) replayVacancyEvents(app, req, page.events);
    if (page.status === 503) reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
    // A missing or gone item is never indexed, whatever the body says (docs/decisions/104).
    if (page.status === 404 || page.status === 410) reply.header('x-robots-tag', 'noindex');
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.html);
  };

  for (const url of renderer.publicPaths) app.get(url, handler);
}
