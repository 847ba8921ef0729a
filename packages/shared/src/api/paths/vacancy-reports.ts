import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `vacancy-reports` domain (docs/decisions/081-api-path-table.md, 103). */

export const vacancyReportCreate = {
  method: 'POST',
  path: '/vacancy-reports',
} as const satisfies ApiPathEntry;

export const officeVacancyReportList = {
  method: 'GET',
  path: '/office/vacancy-reports',
} as const satisfies ApiPathEntry;

export const officeVacancyReportDecision = {
  method: 'POST',
  path: '/office/vacancy-reports/:job_vacancy_id/decision',
} as const satisfies ApiPathEntry;
