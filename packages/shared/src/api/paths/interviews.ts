import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `interviews` domain (docs/decisions/081-api-path-table.md, 110). */

export const interviewSchedule = {
  method: 'POST',
  path: '/interviews',
} as const satisfies ApiPathEntry;

export const interviewReschedule = {
  method: 'POST',
  path: '/interviews/:interview_id/reschedule',
} as const satisfies ApiPathEntry;

export const interviewCancel = {
  method: 'POST',
  path: '/interviews/:interview_id/cancel',
} as const satisfies ApiPathEntry;

export const interviewAnswer = {
  method: 'POST',
  path: '/interviews/:interview_id/answer',
} as const satisfies ApiPathEntry;

export const seekerInterviewList = {
  method: 'GET',
  path: '/interviews/mine',
} as const satisfies ApiPathEntry;

export const interviewAgenda = {
  method: 'GET',
  path: '/interviews/agenda',
} as const satisfies ApiPathEntry;
