import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `events` domain (docs/decisions/081-api-path-table.md). */

export const eventList = {
  method: 'GET',
  path: '/posts',
} as const satisfies ApiPathEntry;

export const eventDetail = {
  method: 'GET',
  path: '/posts/slug/:title_slug',
} as const satisfies ApiPathEntry;

export const eventView = {
  method: 'POST',
  path: '/posts/view',
} as const satisfies ApiPathEntry;

export const eventJoin = {
  method: 'POST',
  path: '/posts/join',
} as const satisfies ApiPathEntry;

export const seekerEventList = {
  method: 'GET',
  path: '/posts/seeker/',
  bothSlashes: true,
} as const satisfies ApiPathEntry;

export const officeEventList = {
  method: 'GET',
  path: '/office/posts',
} as const satisfies ApiPathEntry;

export const officeEventDetail = {
  method: 'GET',
  path: '/office/posts/:id',
} as const satisfies ApiPathEntry;

export const officeEventCreate = {
  method: 'POST',
  path: '/office/posts',
} as const satisfies ApiPathEntry;

export const officeEventUpdate = {
  method: 'POST',
  path: '/office/posts/:id',
} as const satisfies ApiPathEntry;

export const officeEventStatus = {
  method: 'POST',
  path: '/office/posts/:id/status',
} as const satisfies ApiPathEntry;

export const officeEventDelete = {
  method: 'DELETE',
  path: '/office/posts/:id',
} as const satisfies ApiPathEntry;

export const officeEventParticipants = {
  method: 'GET',
  path: '/office/posts/:id/participants',
} as const satisfies ApiPathEntry;

export const officeEventAttendance = {
  method: 'POST',
  path: '/office/posts/:id/participants/:participantId/attendance',
} as const satisfies ApiPathEntry;

export const officeEventParticipantsCsv = {
  method: 'GET',
  path: '/office/posts/:id/participants.csv',
} as const satisfies ApiPathEntry;

export const eventCancel = {
  method: 'POST',
  path: '/posts/cancel',
} as const satisfies ApiPathEntry;
