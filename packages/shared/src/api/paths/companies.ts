import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `companies` domain (docs/decisions/081-api-path-table.md). */

export const companyList = {
  method: 'GET',
  path: '/companies',
} as const satisfies ApiPathEntry;

export const companyDetail = {
  method: 'GET',
  path: '/companies/slug/:name_slug',
} as const satisfies ApiPathEntry;
