import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `audit` domain (docs/decisions/081-api-path-table.md). */

export const auditEventList = {
  method: 'GET',
  path: '/office/audit-events',
} as const satisfies ApiPathEntry;

export const auditEventExport = {
  method: 'GET',
  path: '/office/audit-events/export',
} as const satisfies ApiPathEntry;
