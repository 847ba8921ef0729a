import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `saved-vacancies` domain (docs/decisions/081-api-path-table.md, 087). */

export const savedVacancyList = {
  method: 'GET',
  path: '/saved-vacancies',
} as const satisfies ApiPathEntry;

export const savedVacancySave = {
  method: 'POST',
  path: '/saved-vacancies',
} as const satisfies ApiPathEntry;

export const savedVacancyIds = {
  method: 'GET',
  path: '/saved-vacancies/ids',
} as const satisfies ApiPathEntry;

export const savedVacancyRemove = {
  method: 'DELETE',
  path: '/saved-vacancies/:job_vacancy_id',
} as const satisfies ApiPathEntry;
