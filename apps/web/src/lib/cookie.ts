/** A small cookie helper (no library): read, write and remove cookies with path and SameSite. */

export interface CookieOptions {
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export function getCookie(name: string, source: string = document.cookie): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Builds the `document.cookie` assignment string; exported so it can be checked in tests. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.days !== undefined) {
    const expires = new Date(Date.now() + options.days * 24 * 3600 * 1000);
    parts.push(`expires=${expires.toUTCString()}`);
  }
  parts.push(`path=${options.path ?? '/'}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  if (secure || options.sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options);
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}; SameSite=Lax`;
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
