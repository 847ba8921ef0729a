/**
 * Test helper: the query strings the screens send. The shared fake API (features/auth/testing.tsx)
 * records paths and bodies only; list screens are about their query (offset, limit, filters), so this
 * wraps the fetch it installed and keeps each request's address. Call after startFakeApi(), restore()
 * before close(). Not bundled: only tests import it.
 */
export function recordQueries() {
  const seen: Array<{ path: string; query: URLSearchParams }> = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    seen.push({ path: url.pathname.replace(/^\/api\/v1/, ''), query: url.searchParams });
    return inner(input, init);
  };
  const of = (path: string) => seen.filter((s) => s.path === path).map((s) => s.query);
  return {
    /** Every query sent to one path, oldest first. */
    of,
    /** The last query sent to one path, as a plain object (auth_user_id left out). */
    last(path: string): Record<string, string> {
      const query = of(path).at(-1);
      if (!query) throw new Error(`no request to ${path}`);
      const out = Object.fromEntries(query);
      delete out.auth_user_id;
      return out;
    },
    clear: () => void (seen.length = 0),
    restore: () => void (globalThis.fetch = inner),
  };
}
