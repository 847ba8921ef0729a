import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `staff` domain (docs/decisions/081-api-path-table.md). */

export const staffList = {
  method: 'GET',
  path: '/office/staff',
} as const satisfies ApiPathEntry;

export const staffCreate = {
  method: 'POST',
  path: '/office/staff',
} as const satisfies ApiPathEntry;

export const staffStatus = {
  method: 'POST',
  path: '/office/staff/:id/status',
} as const satisfies ApiPathEntry;

export const staffRole = {
  method: 'POST',
  path: '/office/staff/:id/role',
} as const satisfies ApiPathEntry;
