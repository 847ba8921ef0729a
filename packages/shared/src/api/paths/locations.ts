import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `locations` domain (docs/decisions/081-api-path-table.md). */

export const provinces = {
  method: 'GET',
  path: '/location/provinces',
} as const satisfies ApiPathEntry;

export const cities = {
  method: 'GET',
  path: '/location/cities',
} as const satisfies ApiPathEntry;

export const districts = {
  method: 'GET',
  path: '/location/districts',
} as const satisfies ApiPathEntry;

export const subDistricts = {
  method: 'GET',
  path: '/location/sub-districts',
} as const satisfies ApiPathEntry;
