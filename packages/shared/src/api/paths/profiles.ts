import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `profiles` domain (docs/decisions/081-api-path-table.md). */

export const seekerProfile = {
  method: 'GET',
  path: '/profile-seeker',
} as const satisfies ApiPathEntry;

export const seekerProfileSave = {
  method: 'POST',
  path: '/profile-seeker/',
  bothSlashes: true,
} as const satisfies ApiPathEntry;

export const companyProfile = {
  method: 'GET',
  path: '/profile-company',
} as const satisfies ApiPathEntry;

export const companyProfileSave = {
  method: 'POST',
  path: '/profile-company/',
  bothSlashes: true,
} as const satisfies ApiPathEntry;
