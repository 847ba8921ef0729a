/**
 * A short-lived, per-database cache for expensive aggregates (list totals, landing-page counts, the
 * master payload). Counting ~100,000 public vacancies costs tens of milliseconds on every request;
 * a total that lags a few seconds is fine on a public portal. Nothing here is state that matters:
 * each server process keeps its own copy and a restart loses nothing (docs/product.md §10 "Growing past one machine").
 * Concurrent misses share one load (single flight). TTL 0 turns it off (tests).
 *
 * Refreshed ahead (docs/decisions/116): a read in an entry's last fifth of its TTL (at most its last
 * 5 s) still gets the cached value and queues a reload behind the owner's other reloads. On the
 * embedded engine every statement waits for the one before it, so totals that all expired at once
 * stalled every request for their sum (three list counts: about 75 ms, the p99 of the lists); one
 * reload at a time, off the request's path, keeps that to one statement. A value is still never
 * older than the TTL: an entry nobody read in time expires and the next read loads it.
 */
interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** A reload is queued or running. */
  reloading: boolean;
}

const MAX_ENTRIES = 1000;
const caches = new WeakMap<object, Map<string, Entry>>();
/** Each owner's reloads, one after another. */
const reloads = new WeakMap<object, Promise<void>>();
let ttlMs = 30_000;
/** The part of an entry's life in which a read reloads it ahead. */
const aheadMs = () => Math.min(5_000, ttlMs / 5);

export function configureShortCache(ttlSeconds: number): void {
  ttlMs = ttlSeconds * 1000;
}

export function shortCached<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return load();
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) {
    if (!hit.reloading && hit.expires - now <= aheadMs()) reloadAhead(owner, cache, key, hit, load);
    return hit.value as Promise<T>;
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const value = load();
  cache.set(key, { value, expires: now + ttlMs, reloading: false });
  value.catch(() => cache.delete(key));
  return value;
}

/**
 * Loads the entry again after the owner's queued reloads and replaces it, unless it was dropped or
 * replaced meanwhile. A failed reload leaves the entry to expire: the next read after that loads it.
 */
function reloadAhead(
  owner: object,
  cache: Map<string, Entry>,
  key: string,
  entry: Entry,
  load: () => Promise<unknown>,
) {
  entry.reloading = true;
  const queued = (reloads.get(owner) ?? Promise.resolve()).then(async () => {
    if (cache.get(key) !== entry) return;
    const started = Date.now();
    try {
      const value = await load();
      if (cache.get(key) === entry)
        cache.set(key, { value: Promise.resolve(value), expires: started + ttlMs, reloading: false });
    } catch {
      // Left to expire.
    }
    // As long again before the next reload: requests get the engine between two reloads, so a
    // request waits for at most one of them.
    await new Promise((resolve) => setTimeout(resolve, Date.now() - started).unref());
  });
  reloads.set(owner, queued);
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
