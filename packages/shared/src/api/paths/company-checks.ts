import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `company-checks` domain (docs/decisions/081-api-path-table.md, 106). */

export const officeCompanyCheckRecord = {
  method: 'POST',
  path: '/office/companies/:id/checks',
} as const satisfies ApiPathEntry;

export const officeCompanyCheckWithdraw = {
  method: 'DELETE',
  path: '/office/companies/:id/checks/:kind',
} as const satisfies ApiPathEntry;
