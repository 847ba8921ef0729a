import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VITALS_ROUTES } from '@siloker/shared/schemas/vitals-constants';
import { paths } from '../config/paths.ts';
import { routeTemplate } from '../lib/vitals.ts';
import { routes } from './router.tsx';

/** Real-user metrics name a page by its route template (docs/decisions/100-real-user-metrics.md). */
describe('what a page view reports as its page', () => {
  it('names every route of the app by a template the server accepts, and only those', () => {
    expect(
      Object.values(paths)
        .map((p) => p.path)
        .sort(),
    ).toEqual([...VITALS_ROUTES].sort());
  });

  it('reports the template, never the address with its slug or query', () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/lowongan-kerja/tukang-las-samarinda?ref=wa'],
    });
    expect(routeTemplate(router)).toBe('/lowongan-kerja/:title_slug');
    router.dispose();
    const home = createMemoryRouter(routes, { initialEntries: ['/?q=las'] });
    expect(routeTemplate(home)).toBe('/');
    home.dispose();
  });
});
