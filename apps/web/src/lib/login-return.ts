import { paths } from '../config/paths.ts';

/** The query parameter of /masuk naming where to go back after signing in. */
export const LOGIN_RETURN_PARAM = 'kembali';

/**
 * A path of this portal to return to, or null: only a local path ('/…', never '//host' or '/\host'),
 * so the sign-in page cannot be made to send anyone elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32 || c === '\\')) return null;
  return value;
}

/** /masuk that comes back to `returnTo` (the current page) after signing in. */
export const loginHref = (returnTo: string) =>
  `${paths.login.path}?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: returnTo }).toString()}`;
