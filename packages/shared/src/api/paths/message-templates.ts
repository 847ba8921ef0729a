import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `message-templates` domain (docs/decisions/081-api-path-table.md, 109). */

export const messageTemplateList = {
  method: 'GET',
  path: '/company/message-templates',
} as const satisfies ApiPathEntry;

export const messageTemplateCreate = {
  method: 'POST',
  path: '/company/message-templates',
} as const satisfies ApiPathEntry;

export const messageTemplateUpdate = {
  method: 'POST',
  path: '/company/message-templates/:id',
} as const satisfies ApiPathEntry;

export const messageTemplateDelete = {
  method: 'DELETE',
  path: '/company/message-templates/:id',
} as const satisfies ApiPathEntry;
