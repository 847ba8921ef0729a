import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie, removeCookie } from './cookie.ts';
import {
  can,
  clearAuth,
  expirySeconds,
  getAuthUser,
  getRequestAuth,
  hasRoleCompany,
  hasRoleSeeker,
  isGuest,
  isLoggedIn,
  isSessionValid,
  reloadSession,
  setAuthUser,
  USER_STORAGE_KEY,
  type AuthUser,
} from './session.ts';
import { authUser } from '../testing/fixtures/auth.ts';

const NOW = Date.parse('2025-03-10T12:00:00Z');
const nowSeconds = Math.floor(NOW / 1000);

function user(overrides: Partial<AuthUser> = {}): AuthUser {
  return authUser({
    id: 7,
    name: 'Budi',
    email: 'budi@contoh.id',
    token: 'secret-token',
    expired_at: new Date(Date.now() + 3600_000).toISOString(),
    role_name: 'seeker',
    permissions: ['dashboard', 'apply'],
    ...overrides,
  });
}

beforeEach(() => {
  clearAuth();
});
afterEach(() => {
  clearAuth();
});

describe('session expiry (docs/product.md §4)', () => {
  it('is logged in only with a token and an expiry in the future, compared in seconds', () => {
    expect(isSessionValid({ token: 't', expired_at: nowSeconds + 1 }, NOW)).toBe(true);
    expect(isSessionValid({ token: 't', expired_at: nowSeconds }, NOW)).toBe(false);
    expect(isSessionValid({ token: 't', expired_at: nowSeconds - 60 }, NOW)).toBe(false);
    // Milliseconds in the same second still count as expired: comparison is in whole seconds.
    expect(isSessionValid({ token: 't', expired_at: NOW + 500 }, NOW)).toBe(false);
    expect(isSessionValid({ token: 't', expired_at: NOW + 1000 }, NOW)).toBe(true);
  });

  it('is a guest without a token or without an expiry', () => {
    expect(isSessionValid({ token: null, expired_at: nowSeconds + 100 }, NOW)).toBe(false);
    expect(isSessionValid({ token: '', expired_at: nowSeconds + 100 }, NOW)).toBe(false);
    expect(isSessionValid({ token: 't', expired_at: null }, NOW)).toBe(false);
    expect(isSessionValid({ token: 't', expired_at: 'kapan-kapan' }, NOW)).toBe(false);
    expect(isSessionValid(null, NOW)).toBe(false);
  });

  it('reads ISO dates, second and millisecond timestamps', () => {
    expect(expirySeconds('2025-03-10T12:00:00Z')).toBe(nowSeconds);
    expect(expirySeconds(nowSeconds)).toBe(nowSeconds);
    expect(expirySeconds(String(nowSeconds))).toBe(nowSeconds);
    expect(expirySeconds(NOW)).toBe(nowSeconds);
  });
});

describe('stored session', () => {
  it('saves the user to localStorage and the auth cookie {id, token}', () => {
    setAuthUser(user());
    expect(JSON.parse(getCookie('auth') ?? 'null')).toEqual({ id: 7, token: 'secret-token' });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
      id: 7,
      name: 'Budi',
    });
    expect(isLoggedIn()).toBe(true);
    expect(isGuest()).toBe(false);
    expect(getRequestAuth()).toEqual({ id: '7', token: 'secret-token' });
  });

  it('rebuilds the user from storage and the cookie when the shared state is empty', () => {
    setAuthUser(user());
    reloadSession();
    expect(getAuthUser()).toMatchObject({ id: 7, token: 'secret-token' });
    expect(isLoggedIn()).toBe(true);
  });

  it('clears everything on logout', () => {
    setAuthUser(user());
    clearAuth();
    expect(getCookie('auth')).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(getRequestAuth()).toEqual({ id: '', token: null });
  });

  it('counts an expired stored user as a guest', () => {
    setAuthUser(user({ expired_at: new Date(Date.now() - 1000).toISOString() }));
    expect(isLoggedIn()).toBe(false);
    expect(isGuest()).toBe(true);
  });
});

describe('role and permission helpers (docs/product.md §6)', () => {
  it('knows seekers and companies', () => {
    setAuthUser(user({ role_name: 'seeker' }));
    expect(hasRoleSeeker()).toBe(true);
    expect(hasRoleCompany()).toBe(false);
    setAuthUser(user({ role_name: 'company' }));
    expect(hasRoleSeeker()).toBe(false);
    expect(hasRoleCompany()).toBe(true);
  });

  it('checks permissions, and is false when logged out', () => {
    setAuthUser(user());
    expect(can('dashboard')).toBe(true);
    expect(can('manage_vacancies')).toBe(false);
    clearAuth();
    expect(can('dashboard')).toBe(false);
    const expired = user({ expired_at: new Date(1000).toISOString() });
    expect(can('dashboard', expired)).toBe(false);
    expect(hasRoleSeeker(expired)).toBe(false);
  });
});

describe('cookie helper', () => {
  it('writes path, SameSite and expiry', () => {
    const text = setCookie('auth', '{"id":1}', { days: 1 });
    expect(text).toMatch(/^auth=%7B%22id%22%3A1%7D; path=\/; expires=[^;]+ GMT; SameSite=Lax$/);
    const expires = Date.parse(/expires=([^;]+)/.exec(text)![1]!);
    expect(Math.abs(expires - (Date.now() + 86_400_000))).toBeLessThan(5000);
  });

  it('reads, writes and removes a cookie among others', () => {
    document.cookie = 'other=1; path=/';
    setCookie('job_vacancy_id', '15', { days: 1 });
    expect(getCookie('job_vacancy_id')).toBe('15');
    expect(getCookie('other')).toBe('1');
    expect(getCookie('missing')).toBeNull();
    removeCookie('job_vacancy_id');
    expect(getCookie('job_vacancy_id')).toBeNull();
    document.cookie = 'a=b%20c; path=/';
    expect(getCookie('a')).toBe('b c');
  });
});
