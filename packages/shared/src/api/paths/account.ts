import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `account` domain (docs/decisions/081-api-path-table.md). */

export const accountExport = {
  method: 'GET',
  path: '/account/export',
} as const satisfies ApiPathEntry;

export const accountDelete = {
  method: 'POST',
  path: '/account/delete',
} as const satisfies ApiPathEntry;
