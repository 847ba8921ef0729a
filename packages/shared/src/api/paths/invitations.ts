import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `invitations` domain (docs/decisions/081-api-path-table.md). */

export const invitationCreate = {
  method: 'POST',
  path: '/invitations',
} as const satisfies ApiPathEntry;

export const invitationList = {
  method: 'GET',
  path: '/invitations',
} as const satisfies ApiPathEntry;

export const invitationAccept = {
  method: 'POST',
  path: '/invitations/:id/accept',
} as const satisfies ApiPathEntry;

export const invitationDecline = {
  method: 'POST',
  path: '/invitations/:id/decline',
} as const satisfies ApiPathEntry;
