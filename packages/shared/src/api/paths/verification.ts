import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `verification` domain (docs/decisions/081-api-path-table.md). */

export const officeSummary = {
  method: 'GET',
  path: '/office/summary',
} as const satisfies ApiPathEntry;

export const officeCompanyList = {
  method: 'GET',
  path: '/office/companies',
} as const satisfies ApiPathEntry;

export const officeCompanyDecision = {
  method: 'POST',
  path: '/office/companies/:id/status',
} as const satisfies ApiPathEntry;

export const officeVacancyList = {
  method: 'GET',
  path: '/office/job-vacancies',
} as const satisfies ApiPathEntry;

export const officeVacancyDecision = {
  method: 'POST',
  path: '/office/job-vacancies/:id/status',
} as const satisfies ApiPathEntry;
