import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `statistics` domain (docs/decisions/081-api-path-table.md). */

export const statistics = {
  method: 'GET',
  path: '/office/statistics',
} as const satisfies ApiPathEntry;

export const statisticsExport = {
  method: 'GET',
  path: '/office/statistics/export',
} as const satisfies ApiPathEntry;
