import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `positions` domain (docs/decisions/081-api-path-table.md). */

export const panelPositionList = {
  method: 'GET',
  path: '/panel/positions/',
  bothSlashes: true,
} as const satisfies ApiPathEntry;

export const panelPositionSave = {
  method: 'POST',
  path: '/panel/positions/',
  bothSlashes: true,
} as const satisfies ApiPathEntry;

export const panelPositionDelete = {
  method: 'DELETE',
  path: '/panel/positions/',
  bothSlashes: true,
} as const satisfies ApiPathEntry;

export const panelPositionSearch = {
  method: 'GET',
  path: '/panel/positions/search',
} as const satisfies ApiPathEntry;
