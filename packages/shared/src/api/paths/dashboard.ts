import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `dashboard` domain (docs/decisions/081-api-path-table.md). */

export const dashboard = {
  method: 'GET',
  path: '/dashboard',
} as const satisfies ApiPathEntry;

export const dashboardBackup = {
  method: 'GET',
  path: '/dashboard/backup',
} as const satisfies ApiPathEntry;
