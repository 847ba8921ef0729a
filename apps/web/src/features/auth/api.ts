import { queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { api, isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { clearAuth, getAuthUser, setAuthUser, type AuthUser } from '../../lib/session.ts';

/** The signed-in user as the server sees it now (GET /auth/me → data.user). */
export const meQueryOptions = (userId: string | number | null) =>
  queryOptions({
    queryKey: ['auth', 'me', userId],
    queryFn: async ({ signal }) => {
      const res = await api.get<{ user: AuthUser }>('/auth/me', { signal });
      return res.data.data.user;
    },
    enabled: userId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

/**
 * Revokes the token on the server (POST /auth/logout), then clears the local auth whatever the answer.
 * Returns 'unauthorized' when the server said the session was already gone (SPEC.md §2: go to Login).
 */
export async function logout(): Promise<'ok' | 'unauthorized'> {
  try {
    await api.post('/auth/logout');
    return 'ok';
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.response.data?.status === 'unauthorized')) {
      return 'unauthorized';
    }
    return 'ok';
  } finally {
    clearAuth();
  }
}

/**
 * A 401 while loading a profile: the session ended. Warns 'Sesi Anda telah berakhir. Silakan login
 * kembali.' and clears the user. Returns true when it handled the error.
 */
export function handleSessionExpired(error: unknown, warn: (message: string) => unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  clearAuth();
  warn(MESSAGES.sessionEnded);
  return true;
}

/** Refreshes the stored user from GET /auth/me, keeping the token and expiry it already holds. */
export const refreshUserQueryOptions = (userId: string | number | null) =>
  queryOptions({
    ...meQueryOptions(userId),
    queryKey: ['auth', 'refresh', userId],
    queryFn: async ({ signal }) => {
      try {
        const res = await api.get<{ user: AuthUser }>('/auth/me', { signal });
        const fresh = res.data.data?.user;
        const known = getAuthUser();
        if (fresh && known && String(fresh.id) === String(known.id)) {
          setAuthUser({
            ...known,
            ...fresh,
            token: fresh.token ?? known.token,
            expired_at: fresh.expired_at ?? known.expired_at,
          });
        }
        return fresh ?? null;
      } catch (error) {
        handleSessionExpired(error, (message) => feedback.warning(message));
        throw error;
      }
    },
  });
