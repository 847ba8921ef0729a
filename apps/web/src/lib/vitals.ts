/**
 * Real-user metrics (issue 19 item 4, docs/decisions/100-real-user-metrics.md): a sampled page view
 * reports LCP, INP, CLS and TTFB to POST /vitals, named by its route TEMPLATE (never the address, its
 * slug or its query), with no cookie set and no account named. The web-vitals library loads only after
 * the page's `load`, in its own chunk, so the first page's JavaScript does not grow.
 */
import { apiPath } from '@siloker/shared/api/paths';
import * as vitalsPaths from '@siloker/shared/api/paths/vitals';
import { VITAL_MAX, VITALS_SAMPLE_RATE, type VitalName } from '@siloker/shared/schemas/vitals-constants';
import type { RouteDef } from '../config/paths.ts';
import { API_ROOT } from './api-client.ts';

type AppRouter = { state: { matches: readonly { route: { handle?: unknown } }[] } };

/** The template of the deepest matched route that names one (`handle.route`, router.tsx). */
export function routeTemplate(router: AppRouter): string | undefined {
  for (let i = router.state.matches.length - 1; i >= 0; i -= 1) {
    const def = (router.state.matches[i]!.route.handle as { route?: RouteDef } | undefined)?.route;
    if (def) return def.path;
  }
  return undefined;
}

/** sendBeacon survives the page closing; fetch with keepalive where it is missing or refuses. */
export function sendReport(body: { route: string; metrics: { name: VitalName; value: number }[] }): void {
  const url = API_ROOT + apiPath(vitalsPaths.vitalsReport);
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(url, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/**
 * Starts measuring this page view if it is sampled. The page is the route the browser loaded: web-vitals
 * measures the document's load, not the app's later in-page navigations.
 */
export function startVitals(router: AppRouter, sampleRate = VITALS_SAMPLE_RATE): void {
  if (typeof window === 'undefined' || Math.random() >= sampleRate) return;
  const begin = () => {
    const route = routeTemplate(router);
    if (!route) return;
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      const queue = new Map<VitalName, number>();
      const sent = new Set<VitalName>();
      const add = (m: { name: string; value: number }) => {
        const name = m.name as VitalName;
        // A value past the server's bound (a tab left loading for minutes) would refuse the whole report.
        if (!sent.has(name) && m.value <= VITAL_MAX[name]) queue.set(name, m.value);
      };
      onLCP(add);
      onINP(add);
      onCLS(add);
      onTTFB(add);
      // After web-vitals' own listeners (added above), so the metrics it finalises on hiding are queued.
      const flush = (event: Event) => {
        if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
        if (!queue.size) return;
        const metrics = [...queue].map(([name, value]) => ({
          name,
          value: Math.round(value * 10000) / 10000,
        }));
        for (const name of queue.keys()) sent.add(name);
        queue.clear();
        sendReport({ route, metrics });
      };
      document.addEventListener('visibilitychange', flush);
      window.addEventListener('pagehide', flush);
    });
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
