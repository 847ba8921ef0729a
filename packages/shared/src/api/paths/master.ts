import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `master` domain (docs/decisions/081-api-path-table.md). */

export const master = {
  method: 'GET',
  path: '/master',
} as const satisfies ApiPathEntry;

export const masterMasters = {
  method: 'GET',
  path: '/master/masters',
} as const satisfies ApiPathEntry;

export const masterBusinessFields = {
  method: 'GET',
  path: '/master/business-fields',
} as const satisfies ApiPathEntry;

export const masterEducations = {
  method: 'GET',
  path: '/master/educations',
} as const satisfies ApiPathEntry;

export const masterJobTypes = {
  method: 'GET',
  path: '/master/job-types',
} as const satisfies ApiPathEntry;

export const masterDisabilities = {
  method: 'GET',
  path: '/master/disabilities',
} as const satisfies ApiPathEntry;

export const masterMajors = {
  method: 'GET',
  path: '/master/majors',
} as const satisfies ApiPathEntry;

export const masterPositions = {
  method: 'GET',
  path: '/master/positions',
} as const satisfies ApiPathEntry;
