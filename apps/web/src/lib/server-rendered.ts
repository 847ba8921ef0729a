import { useSyncExternalStore } from 'react';

/**
 * Whether the screen on show came rendered from the server with its data (docs/decisions/099): true
 * while the server renders and, in the browser, for the first page until the first navigation.
 * A screen that holds skeletons for a moment while its data loads (the landing page, docs/product.md §9)
 * has nothing to wait for then.
 */
let serverRendered = typeof document === 'undefined';

export const isServerRenderedPage = (): boolean => serverRendered;

export function setServerRenderedPage(value: boolean): void {
  serverRendered = value;
}

const noSubscription = () => () => undefined;

/**
 * The page's origin ('https://host'): '' on the server and while hydrating, so the browser's first
 * render matches the server's HTML; the real one right after (docs/decisions/099).
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}
