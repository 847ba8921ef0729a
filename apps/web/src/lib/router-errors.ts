import { IGNORED_ROUTER_ERRORS } from '@siloker/shared/messages';

/** Duplicate, redundant, redirected or cancelled navigation errors are ignored silently (docs/product.md §8). */
export function isIgnoredRouterError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    IGNORED_ROUTER_ERRORS.some((text) => message.includes(text))
  );
}
