import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `wllp` domain (docs/decisions/081-api-path-table.md, 105-wllp.md). */

export const wllpCompany = {
  method: 'GET',
  path: '/company/wllp',
} as const satisfies ApiPathEntry;

export const wllpFillReport = {
  method: 'GET',
  path: '/company/wllp/:job_vacancy_id',
} as const satisfies ApiPathEntry;

export const wllpFillReportSave = {
  method: 'POST',
  path: '/company/wllp/:job_vacancy_id',
} as const satisfies ApiPathEntry;

export const wllpReport = {
  method: 'GET',
  path: '/office/wllp',
} as const satisfies ApiPathEntry;

export const wllpReportExport = {
  method: 'GET',
  path: '/office/wllp/export',
} as const satisfies ApiPathEntry;
