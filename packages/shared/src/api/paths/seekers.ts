import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `seekers` domain (docs/decisions/081-api-path-table.md). */

export const seekerList = {
  method: 'GET',
  path: '/seekers',
} as const satisfies ApiPathEntry;

export const seekerDetail = {
  method: 'GET',
  path: '/seekers/slug/:name_slug',
} as const satisfies ApiPathEntry;

export const userList = {
  method: 'GET',
  path: '/users',
} as const satisfies ApiPathEntry;
