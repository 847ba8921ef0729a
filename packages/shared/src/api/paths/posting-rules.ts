import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `posting-rules` domain (docs/decisions/081-api-path-table.md, 102). */

export const postingRules = {
  method: 'GET',
  path: '/posting-rules',
} as const satisfies ApiPathEntry;

export const officePostingRuleList = {
  method: 'GET',
  path: '/office/posting-rules',
} as const satisfies ApiPathEntry;

export const officePostingRuleCreate = {
  method: 'POST',
  path: '/office/posting-rules',
} as const satisfies ApiPathEntry;

export const officePostingRuleUpdate = {
  method: 'POST',
  path: '/office/posting-rules/:id',
} as const satisfies ApiPathEntry;
