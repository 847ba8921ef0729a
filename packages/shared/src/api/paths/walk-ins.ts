import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `walk-ins` domain (docs/decisions/081-api-path-table.md, 109). */

/** The sessions of a public vacancy (`?job_vacancy_id=`); with a seeker's session, the one they booked. */
export const walkInSessions = {
  method: 'GET',
  path: '/walk-in-sessions',
} as const satisfies ApiPathEntry;

export const walkInBook = {
  method: 'POST',
  path: '/walk-in-sessions/:id/booking',
} as const satisfies ApiPathEntry;

export const walkInCancel = {
  method: 'DELETE',
  path: '/walk-in-sessions/:id/booking',
} as const satisfies ApiPathEntry;

/** The calling seeker's own bookings, upcoming first (their dashboard). */
export const walkInMyBookings = {
  method: 'GET',
  path: '/seeker/walk-in-bookings',
} as const satisfies ApiPathEntry;

export const companyWalkInSessions = {
  method: 'GET',
  path: '/company/job-vacancies/:job_vacancy_id/walk-in-sessions',
} as const satisfies ApiPathEntry;

export const companyWalkInCreate = {
  method: 'POST',
  path: '/company/job-vacancies/:job_vacancy_id/walk-in-sessions',
} as const satisfies ApiPathEntry;

/** The company's own session, edited: same fields and rules as a new one; the quota never below its bookings. */
export const companyWalkInUpdate = {
  method: 'POST',
  path: '/company/walk-in-sessions/:id',
} as const satisfies ApiPathEntry;

export const companyWalkInDelete = {
  method: 'DELETE',
  path: '/company/walk-in-sessions/:id',
} as const satisfies ApiPathEntry;
