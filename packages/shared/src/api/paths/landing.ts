import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `landing` domain (docs/decisions/081-api-path-table.md). */

export const landingPage = {
  method: 'GET',
  path: '/landing-page',
} as const satisfies ApiPathEntry;
