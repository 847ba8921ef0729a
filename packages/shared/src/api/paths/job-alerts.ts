import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `job-alerts` domain (docs/decisions/081-api-path-table.md, 108). */

export const jobAlertList = { method: 'GET', path: '/job-alerts' } as const satisfies ApiPathEntry;
export const jobAlertCreate = { method: 'POST', path: '/job-alerts' } as const satisfies ApiPathEntry;
export const jobAlertUpdate = {
  method: 'POST',
  path: '/job-alerts/update/:id',
} as const satisfies ApiPathEntry;
export const jobAlertDelete = { method: 'DELETE', path: '/job-alerts/:id' } as const satisfies ApiPathEntry;
export const jobAlertSubscribe = {
  method: 'POST',
  path: '/job-alerts/subscribe',
} as const satisfies ApiPathEntry;
export const jobAlertConfirm = {
  method: 'POST',
  path: '/job-alerts/confirm',
} as const satisfies ApiPathEntry;
export const jobAlertManage = {
  method: 'GET',
  path: '/job-alerts/manage/:token',
} as const satisfies ApiPathEntry;
export const jobAlertPause = {
  method: 'POST',
  path: '/job-alerts/pause/:token',
} as const satisfies ApiPathEntry;
/** Also the `List-Unsubscribe` target of every alert mail (RFC 8058 one-click POST). */
export const jobAlertUnsubscribe = {
  method: 'POST',
  path: '/job-alerts/unsubscribe/:token',
} as const satisfies ApiPathEntry;
