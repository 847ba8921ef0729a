import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { ApiError } from '../../lib/api-client.ts';
import { clearAuth, getAuthUser, setAuthUser, USER_STORAGE_KEY } from '../../lib/session.ts';
import { clearStorageExceptAuth, cookieDaysFor, handleSessionExpired } from './api.ts';
import { authUser } from '../../testing/fixtures/auth.ts';

afterEach(() => {
  clearAuth();
  localStorage.clear();
});

describe('auth helpers', () => {
  it('removes every localStorage entry except auth and the stored user (docs/product.md §7)', () => {
    for (const key of ['auth', USER_STORAGE_KEY, 'seeker_experiences', 'seeker_skills', 'x']) {
      localStorage.setItem(key, '1');
    }
    clearStorageExceptAuth();
    expect(Object.keys(localStorage).sort()).toEqual(['auth', USER_STORAGE_KEY].sort());
  });

  it('keeps the cookie as long as the token lives, so a 30-day session is not cut to one day', () => {
    const now = Date.parse('2025-03-10T12:00:00Z');
    expect(cookieDaysFor({ expired_at: '2025-04-09T12:00:00Z' }, now)).toBe(30);
    expect(cookieDaysFor({ expired_at: '2025-03-10T18:00:00Z' }, now)).toBe(0.25);
    expect(cookieDaysFor({ expired_at: '2025-03-01T00:00:00Z' }, now)).toBeUndefined();
    expect(cookieDaysFor({ expired_at: null }, now)).toBeUndefined();
  });
});

describe('handleSessionExpired', () => {
  it('clears the user on a 401 and warns once, even when two loads meet the same 401', () => {
    setAuthUser(
      authUser({
        id: 1,
        name: 'Budi',
        email: 'budi@contoh.id',
        token: 't',
        expired_at: null,
        role_name: 'seeker',
      }),
    );
    const unauthorized = new ApiError({
      status: 401,
      headers: new Headers(),
      data: { status: 'unauthorized', message: MESSAGES.unauthorized, data: null },
    });
    const warnings: string[] = [];
    expect(handleSessionExpired(unauthorized, (m) => warnings.push(m))).toBe(true);
    expect(handleSessionExpired(unauthorized, (m) => warnings.push(m))).toBe(true);
    expect(warnings).toEqual(['Sesi Anda telah berakhir. Silakan login kembali.']);
    expect(getAuthUser()).toBeNull();
    expect(handleSessionExpired(new Error('jaringan'), (m) => warnings.push(m))).toBe(false);
  });
});
