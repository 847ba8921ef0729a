import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `settings` domain (docs/decisions/081-api-path-table.md). */

export const siteSettings = {
  method: 'GET',
  path: '/office/configs',
} as const satisfies ApiPathEntry;

export const siteSettingsSave = {
  method: 'POST',
  path: '/office/configs',
} as const satisfies ApiPathEntry;
