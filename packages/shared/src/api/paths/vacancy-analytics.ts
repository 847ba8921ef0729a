import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `vacancy-analytics` domain (docs/decisions/081-api-path-table.md, 111). */

/** The apply button was pressed on a public vacancy (anyone; counted in memory, written in batches). */
export const vacancyApplyClick = {
  method: 'POST',
  path: '/job-vacancies/apply-click',
} as const satisfies ApiPathEntry;

/** The owning company's figures of one vacancy, per day in the portal's time zone. */
export const vacancyAnalytics = {
  method: 'GET',
  path: '/job-vacancies/analytics/:id',
} as const satisfies ApiPathEntry;

/** The same figures as CSV ('Unduh CSV' is a plain link: the auth cookie's session counts). */
export const vacancyAnalyticsExport = {
  method: 'GET',
  path: '/job-vacancies/analytics/:id/export',
} as const satisfies ApiPathEntry;
