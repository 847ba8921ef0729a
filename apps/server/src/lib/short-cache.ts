/**
 * A short-lived, per-database cache for expensive aggregates (list totals, landing-page counts, the
 * master payload). Counting ~100,000 public vacancies costs tens of milliseconds on every request;
 * a total that lags a few seconds is fine on a public portal. Nothing here is state that matters:
 * each server process keeps its own copy and a restart loses nothing (docs/product.md §10 "Growing past one machine").
 * Concurrent misses share one load (single flight). TTL 0 turns it off (tests).
 */
interface Entry {
  value: Promise<unknown>;
  expires: number;
}

const MAX_ENTRIES = 1000;
const caches = new WeakMap<object, Map<string, Entry>>();
let ttlMs = 30_000;

export function configureShortCache(ttlSeconds: number): void {
  ttlMs = ttlSeconds * 1000;
}

export function shortCached<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return load();
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const value = load();
  cache.set(key, { value, expires: now + ttlMs });
  value.catch(() => cache.delete(key));
  return value;
}

/**
 * Drops this process's entries whose key starts with `prefix`, after a write the next read must see
 * (the office's positions and site settings). Other processes keep theirs for at most the TTL.
 */
export function forgetShortCached(owner: object, prefix: string): void {
  const cache = caches.get(owner);
  if (!cache) return;
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}
