import Cookies from 'js-cookie';

/** Cookies through js-cookie; values are written with encodeURIComponent, as the server reads them. */
const jar = Cookies.withConverter<string>({ write: (value) => encodeURIComponent(value) });

export interface CookieOptions {
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export function getCookie(name: string): string | null {
  return jar.get(name) ?? null;
}

/** Writes the cookie (path `/`, SameSite Lax, Secure on https or with SameSite None) and returns the text written. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): string {
  const sameSite = options.sameSite ?? 'Lax';
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  return jar.set(name, value, {
    expires: options.days,
    path: options.path ?? '/',
    SameSite: sameSite,
    Secure: secure || sameSite === 'None' ? true : undefined,
  }) as string;
}

export function removeCookie(name: string, path = '/'): void {
  jar.remove(name, { path, SameSite: 'Lax' });
}

export function getJsonCookie<T>(name: string): T | null {
  const raw = getCookie(name);
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
