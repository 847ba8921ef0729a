import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `vacancies` domain (docs/decisions/081-api-path-table.md). */

export const vacancyList = {
  method: 'GET',
  path: '/job-vacancies',
} as const satisfies ApiPathEntry;

export const vacancyDetail = {
  method: 'GET',
  path: '/job-vacancies/slug/:title_slug',
} as const satisfies ApiPathEntry;

export const vacancyView = {
  method: 'POST',
  path: '/job-vacancies/view',
} as const satisfies ApiPathEntry;

export const companyVacancyList = {
  method: 'GET',
  path: '/job-vacancies/company/:company_detail_id',
} as const satisfies ApiPathEntry;

export const companyVacancySave = {
  method: 'POST',
  path: '/job-vacancies/company/:company_detail_id',
} as const satisfies ApiPathEntry;

export const vacancyPublicationStatus = {
  method: 'POST',
  path: '/job-vacancies/change-publication-status/:id',
} as const satisfies ApiPathEntry;

export const vacancyDelete = {
  method: 'DELETE',
  path: '/job-vacancies/:id',
} as const satisfies ApiPathEntry;

/** Vacancies that do not go stale (docs/decisions/104): the owner's and the office's view, and the answers. */
export const vacancyFreshness = {
  method: 'GET',
  path: '/job-vacancies/freshness/:id',
} as const satisfies ApiPathEntry;

export const vacancyExtend = {
  method: 'POST',
  path: '/job-vacancies/extend/:id',
} as const satisfies ApiPathEntry;

export const vacancyStillOpen = {
  method: 'POST',
  path: '/job-vacancies/still-open/:id',
} as const satisfies ApiPathEntry;
