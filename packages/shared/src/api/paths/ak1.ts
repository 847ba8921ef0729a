import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `ak1` domain (docs/decisions/081-api-path-table.md). */

export const officeSeekerList = {
  method: 'GET',
  path: '/office/seekers',
} as const satisfies ApiPathEntry;

export const officeReportsDue = {
  method: 'GET',
  path: '/office/seekers/reports-due',
} as const satisfies ApiPathEntry;

export const officeSeekerDecision = {
  method: 'POST',
  path: '/office/seekers/:id/status',
} as const satisfies ApiPathEntry;

export const ak1Card = {
  method: 'GET',
  path: '/seeker/ak1',
} as const satisfies ApiPathEntry;

export const ak1Report = {
  method: 'POST',
  path: '/seeker/ak1/reports',
} as const satisfies ApiPathEntry;

export const ak1Verify = {
  method: 'GET',
  path: '/ak1/verify/:number',
} as const satisfies ApiPathEntry;
