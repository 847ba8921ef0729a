import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `applications` domain (docs/decisions/081-api-path-table.md). */

export const apply = {
  method: 'POST',
  path: '/seekers/applied/',
  bothSlashes: true,
} as const satisfies ApiPathEntry;

export const applicationStatusChange = {
  method: 'POST',
  path: '/seekers/job-vacancy/change-status',
} as const satisfies ApiPathEntry;

export const applicantList = {
  method: 'GET',
  path: '/seekers/job-vacancy-applied/:job_vacancy_id',
} as const satisfies ApiPathEntry;

export const applicantStages = {
  method: 'GET',
  path: '/seekers/job-vacancy/:job_vacancy_id',
} as const satisfies ApiPathEntry;

export const seekerApplicationStatuses = {
  method: 'GET',
  path: '/job-vacancies/seeker/job-application-statuses',
} as const satisfies ApiPathEntry;

export const seekerApplications = {
  method: 'GET',
  path: '/job-vacancies/seeker/job-application-applicants',
} as const satisfies ApiPathEntry;

/** Bulk moves of a vacancy's applicants (docs/decisions/109). */
export const applicationBulkStatusChange = {
  method: 'POST',
  path: '/seekers/job-vacancy/bulk-change-status',
} as const satisfies ApiPathEntry;
