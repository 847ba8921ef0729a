import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `vitals` domain (docs/decisions/081-api-path-table.md, 100). */

export const vitalsReport = {
  method: 'POST',
  path: '/vitals',
} as const satisfies ApiPathEntry;

export const vitalsStatistics = {
  method: 'GET',
  path: '/office/statistics/vitals',
} as const satisfies ApiPathEntry;
