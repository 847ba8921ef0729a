/**
 * The server's entry (docs/decisions/099): renders a public page with the app's own routes and
 * components. React Router's static handler matches the route (and loads its lazy screen); the page is
 * rendered, every query its components asked for is fetched through the API as a guest, and it is
 * rendered again until no new query appears. The router's and the queries' data go to the browser,
 * which hydrates the same tree (main.tsx) without asking again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, skipToken, type Query } from '@tanstack/react-query';
import type { PageRenderer, PageRenderInput, PageRenderResult } from '@siloker/shared/ssr';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { paths } from './config/paths.ts';
import { serverQueryDefaults } from './lib/react-query.ts';
import { setApiFetch } from './lib/api-client.ts';
import { takeRenderedTitle } from './lib/use-document-title.ts';

/**
 * The public routes rendered on the server (issue 19 item 1), each with the module of its lazy screen
 * (as in router.tsx): the page links that module's built chunk and stylesheets, so it is styled without
 * JavaScript and hydrates without waiting for them. Every other path gets the app shell.
 */
const SCREEN_MODULES: Record<string, string> = {
  [paths.home.path]: 'src/features/landing/landing-page.tsx',
  [paths.vacancies.path]: 'src/features/vacancies/job-vacancy.tsx',
  [paths.vacancyDetail.path]: 'src/features/vacancies/job-vacancy-detail.tsx',
  [paths.companies.path]: 'src/features/companies/company-list.tsx',
  [paths.companyDetail.path]: 'src/features/companies/company-list-detail.tsx',
  [paths.seekers.path]: 'src/features/seekers/job-seeker-list.tsx',
  [paths.seekerDetail.path]: 'src/features/seekers/job-seeker-detail.tsx',
  [paths.posts.path]: 'src/features/events/post-list.tsx',
  [paths.postDetail.path]: 'src/features/events/post-detail.tsx',
};
const PUBLIC_PATHS = Object.keys(SCREEN_MODULES);

/** Rounds of render-then-fetch: a query that needs another's answer (a company's vacancies) comes one round later. */
const MAX_ROUNDS = 4;

/** A query the page would fetch on mount: not disabled and not skipped. */
function wantsFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const options = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (options.queryFn === skipToken) return false;
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return enabled !== false;
}

/**
 * The fetch of the page being rendered: the app's API client is one module for every request, so each
 * render's calls find their own fetch (and its record of answers) here, however renders interleave.
 */
const renderFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const current = renderFetch.getStore();
  if (!current) return Promise.reject(new Error('API call outside a page render'));
  return current(input, init);
});

/**
 * One static handler for every render: making one flattens and ranks the whole route table, a tenth
 * of a page's render (docs/decisions/118). Its routes' lazy screens, once loaded, stay loaded.
 */
let handlerOnce: ReturnType<typeof createStaticHandler> | undefined;
const staticHandler = () => (handlerOnce ??= createStaticHandler(routes));

async function render({ url, fetch }: PageRenderInput): Promise<PageRenderResult> {
  // Every answer of this page's API calls, to tell a missing item (404) from a failure (5xx).
  const statuses: number[] = [];
  const guestFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  };
  const handler = staticHandler();
  const context = await handler.query(new Request(new URL(url, 'http://siloker.local')));
  if (context instanceof Response) return { kind: 'fallback', status: 200 };
  if (context.errors) return { kind: 'fallback', status: 200 };

  const queryClient = new QueryClient({ defaultOptions: serverQueryDefaults });
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <StrictMode>
      <AppProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>
  );

  let html = '';
  let title = '';
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    html = renderToString(tree);
    title = takeRenderedTitle();
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => wantsFetch(query));
    if (wanted.length === 0) break;
    await renderFetch.run(guestFetch, () =>
      Promise.all(wanted.map((query) => query.fetch().catch(() => undefined))),
    );
  }

  const failed = statuses.find((status) => status >= 500);
  if (
    failed !== undefined ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  ) {
    return { kind: 'fallback', status: failed === 503 ? 503 : 200 };
  }
  return {
    kind: 'page',
    // A missing item is 404; a vacancy that was public and is gone is 410 (docs/decisions/104).
    status: statuses.includes(404) ? 404 : statuses.includes(410) ? 410 : (context.statusCode ?? 200),
    html,
    title,
    modules: context.matches.flatMap((m) => {
      const screen = (m.route.handle as { route?: { path: string } } | undefined)?.route?.path;
      return screen && SCREEN_MODULES[screen] ? [SCREEN_MODULES[screen]] : [];
    }),
    state: {
      url,
      router: { loaderData: context.loaderData, actionData: context.actionData },
      queries: dehydrate(queryClient),
    },
  };
}

export const renderer: PageRenderer = { publicPaths: PUBLIC_PATHS, render };
