import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `http` domain (docs/decisions/081-api-path-table.md). */

export const health = {
  method: 'GET',
  path: '/health',
} as const satisfies ApiPathEntry;
