import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `auth` domain (docs/decisions/081-api-path-table.md). */

export const authRegister = {
  method: 'POST',
  path: '/auth/register',
} as const satisfies ApiPathEntry;

export const authVerifyEmail = {
  method: 'POST',
  path: '/auth/verification-email',
} as const satisfies ApiPathEntry;

export const authResendVerification = {
  method: 'POST',
  path: '/auth/resend-verification-email',
} as const satisfies ApiPathEntry;

export const authLogin = {
  method: 'POST',
  path: '/auth/login',
} as const satisfies ApiPathEntry;

export const authLogout = {
  method: 'POST',
  path: '/auth/logout',
} as const satisfies ApiPathEntry;

export const authSendResetLink = {
  method: 'POST',
  path: '/auth/send-email-reset-password',
} as const satisfies ApiPathEntry;

export const authChangePassword = {
  method: 'POST',
  path: '/auth/change-password',
} as const satisfies ApiPathEntry;

export const authChangeAccount = {
  method: 'POST',
  path: '/auth/change-account',
} as const satisfies ApiPathEntry;

export const authMe = {
  method: 'GET',
  path: '/auth/me',
} as const satisfies ApiPathEntry;
