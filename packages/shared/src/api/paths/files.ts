import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `files` domain (docs/decisions/081-api-path-table.md). */

export const privateFile = {
  method: 'GET',
  path: '/files/:kind/:name',
} as const satisfies ApiPathEntry;
