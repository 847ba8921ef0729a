import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@siloker/shared';
import { API_ROUTE_LIST, spellingsOf } from '@siloker/shared/api/routes';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The API path table is the one list of paths (docs/decisions/081-api-path-table.md): the routes the
 * server registers under /api/v1 and the table's entries are the same set of method and path, so a
 * path added beside the table, or an entry no route serves, fails here.
 */
describe('the API path table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('lists exactly the routes the server registers under /api/v1', () => {
    const registered = t.app.routeList
      .filter((r) => r.url.startsWith(`${API_PREFIX}/`))
      .map((r) => `${r.method} ${r.url.slice(API_PREFIX.length)}`)
      .sort();
    const table = API_ROUTE_LIST.flatMap((entry) =>
      spellingsOf(entry).map((path) => `${entry.method} ${path}`),
    ).sort();
    expect(registered).toEqual(table);
  });

  it('gives every API operation its table key as the operationId, each key once', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
    // The site's own paths (robots.txt, sitemap.xml) are outside the API and its table.
    const ids = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
      .flatMap(([, operations]) => Object.values(operations).map((operation) => operation.operationId));
    const keys = API_ROUTE_LIST.map((entry) => entry.key);
    expect(ids.filter((id) => id !== undefined).sort()).toEqual([...keys].sort());
  });
});
