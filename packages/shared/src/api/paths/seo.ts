import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `seo` domain (docs/decisions/081-api-path-table.md). */

export const vacancyFeed = {
  method: 'GET',
  path: '/job-vacancies/feed',
} as const satisfies ApiPathEntry;
