/**
 * The session of docs/product.md §4: the `auth` cookie `{id, token}` (1 day, path /, SameSite Lax) and the auth
 * user (§3) kept in memory and localStorage. Plain module so route guards and the API client can read it
 * outside React; SessionProvider exposes it to components.
 */
import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAME } from '@siloker/shared/constants';
import type { AuthUser } from '@siloker/shared/schemas/auth';
import { getJsonCookie, removeCookie, setCookie } from './cookie.ts';

/** The auth user as the API sends it (shared AuthUserSchema, docs/product.md §3). */
export type { AuthUser };

export interface AuthCookie {
  id: number | string;
  token: string;
}

export const USER_STORAGE_KEY = 'auth_user';

/** The expiry in Unix seconds, or null when absent or unreadable; also reads Unix seconds or ms. */
export function expirySeconds(expiredAt: string | number | null | undefined): number | null {
  if (expiredAt === null || expiredAt === undefined || expiredAt === '') return null;
  if (typeof expiredAt === 'number') return expiredAt > 1e12 ? Math.floor(expiredAt / 1000) : expiredAt;
  if (/^\d+$/.test(expiredAt)) return expirySeconds(Number(expiredAt));
  const ms = Date.parse(expiredAt);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** Logged in only with a token and an expiry that lies in the future, compared in seconds. */
export function isSessionValid(
  user: { token: string | null; expired_at: string | number | null } | null | undefined,
  nowMs: number = Date.now(),
): boolean {
  if (!user?.token) return false;
  const expiry = expirySeconds(user.expired_at);
  if (expiry === null) return false;
  return expiry > Math.floor(nowMs / 1000);
}

type Listener = () => void;
const listeners = new Set<Listener>();
// undefined = not read yet from storage; null = signed out.
let current: AuthUser | null | undefined;

function readStoredUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as AuthUser) : null;
  } catch {
    return null;
  }
}

export function readAuthCookie(): AuthCookie | null {
  const cookie = getJsonCookie<Partial<AuthCookie>>(AUTH_COOKIE_NAME);
  if (!cookie || cookie.id === undefined || typeof cookie.token !== 'string') return null;
  return { id: cookie.id, token: cookie.token };
}

/**
 * The auth user: from the shared state, else rebuilt from storage and the auth cookie (whose token wins),
 * and saved back to the shared state.
 */
export function getAuthUser(): AuthUser | null {
  if (current !== undefined) return current;
  const stored = readStoredUser();
  const cookie = readAuthCookie();
  if (stored && cookie && String(cookie.id) === String(stored.id))
    current = { ...stored, token: cookie.token };
  else current = stored && !cookie ? stored : null;
  return current;
}

function emit() {
  for (const listener of listeners) listener();
}

export function setAuthUser(user: AuthUser, options: { days?: number } = {}): void {
  current = user;
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  if (user.token) {
    setCookie(AUTH_COOKIE_NAME, JSON.stringify({ id: user.id, token: user.token }), {
      days: options.days ?? AUTH_COOKIE_DAYS,
      path: '/',
      sameSite: 'Lax',
    });
  }
  emit();
}

/** Clears the stored auth locally. */
export function clearAuth(): void {
  current = null;
  localStorage.removeItem(USER_STORAGE_KEY);
  removeCookie(AUTH_COOKIE_NAME);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the in-memory copy so the next read goes back to storage (tests, other tabs). */
export function reloadSession(): void {
  current = undefined;
  emit();
}

/** What the API client sends: the cookie's id and token, or the stored user's. */
export function getRequestAuth(): { id: string; token: string | null } {
  const cookie = readAuthCookie();
  if (cookie) return { id: String(cookie.id), token: cookie.token };
  const user = getAuthUser();
  return user ? { id: String(user.id), token: user.token } : { id: '', token: null };
}

// Role and permission helpers of docs/product.md §6; each takes the user so components pass the one they render.
export const isLoggedIn = (user: AuthUser | null = getAuthUser(), nowMs?: number) =>
  isSessionValid(user, nowMs);
export const isGuest = (user: AuthUser | null = getAuthUser(), nowMs?: number) => !isLoggedIn(user, nowMs);
export const hasRoleSeeker = (user: AuthUser | null = getAuthUser()) =>
  isLoggedIn(user) && user?.role_name === 'seeker';
export const hasRoleCompany = (user: AuthUser | null = getAuthUser()) =>
  isLoggedIn(user) && user?.role_name === 'company';
export const can = (permission: string, user: AuthUser | null = getAuthUser()) =>
  isLoggedIn(user) && (user?.permissions ?? []).includes(permission);
