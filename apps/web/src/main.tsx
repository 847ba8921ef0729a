// The global stylesheet first: the components' own stylesheets come after it and win its ties.
import './styles/global.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { APP_READY_ATTRIBUTE, SSR_STATE_ELEMENT_ID, type SsrState } from '@siloker/shared/ssr';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter, routes } from './app/router.tsx';
import { isIgnoredRouterError } from './lib/router-errors.ts';
import { startVitals } from './lib/vitals.ts';
import { setServerRenderedPage } from './lib/server-rendered.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';

// Duplicate, redundant, redirected or cancelled navigations are not errors for the user (docs/product.md §8).
window.addEventListener('unhandledrejection', (event) => {
  if (isIgnoredRouterError(event.reason)) event.preventDefault();
});

/** The data of a page the server rendered (docs/decisions/099), read from its non-executed JSON element. */
function readServerState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/**
 * The server's answers count as just fetched: the server decided they were fresh enough (at most
 * CACHE_TTL_SECONDS old), and the phone's clock may differ from the server's; otherwise a page served
 * from the guest cache would ask for its data again on load.
 */
function freshFromServer(state: unknown): DehydratedState {
  const dehydrated = state as DehydratedState;
  const now = Date.now();
  return {
    ...dehydrated,
    queries: dehydrated.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

/** Marks the page as working once the first screen is committed (its effects run after hydration). */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return null;
}

async function start() {
  const root = document.getElementById('root')!;
  const server = readServerState();
  // Another page's HTML (the service worker's offline copy) is not hydrated: the app draws this one.
  if (server && server.url !== `${window.location.pathname}${window.location.search}`) root.textContent = '';
  if (!server || server.url !== `${window.location.pathname}${window.location.search}`) {
    const router = createAppRouter();
    // Real-user metrics of a sampled page view, after load (docs/decisions/100-real-user-metrics.md).
    startVitals(router);
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
        <AppReady />
      </StrictMode>,
    );
    return;
  }
  // Each step in a task of its own: the page stays responsive between them (docs/decisions/117).
  await yieldToBrowser();
  // The lazy screens of the page must be in place before hydrating, or the first render would differ.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
  await yieldToBrowser();
  const router = createAppRouter({ hydrationData: { ...server.router, errors: null } });
  setServerRenderedPage(true);
  startVitals(router);
  // The next screen loads its data as in any single-page navigation.
  const firstKey = router.state.location.key;
  const stopWatching = router.subscribe((state) => {
    if (state.location.key !== firstKey || state.navigation.state !== 'idle') {
      setServerRenderedPage(false);
      stopWatching();
    }
  });
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: on a mid-range phone that was hundreds of milliseconds in one task
  // (Lighthouse's blocking time, docs/decisions/116). The server's HTML is already on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider>
          <HydrationBoundary state={freshFromServer(server.queries)}>
            <RouterProvider router={router} />
          </HydrationBoundary>
        </AppProvider>
        <AppReady />
      </StrictMode>,
    );
  });
}

void start();

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  // A rendered page starts the app after its first paint, often after `load` (docs/decisions/120).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
