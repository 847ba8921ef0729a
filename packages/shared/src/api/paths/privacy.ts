import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `privacy` domain (docs/decisions/081-api-path-table.md). */

export const fileReads = {
  method: 'GET',
  path: '/account/file-reads',
} as const satisfies ApiPathEntry;

export const privacyConsent = {
  method: 'POST',
  path: '/account/privacy-consent',
} as const satisfies ApiPathEntry;
