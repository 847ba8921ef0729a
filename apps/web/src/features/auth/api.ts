import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_COOKIE_NAME } from '@siloker/shared/constants';
import type { Envelope } from '@siloker/shared/envelope-constants';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  AuthUserData,
  ChangeAccountBody,
  ChangeAccountData,
  ChangePasswordBody,
  EmailOnlyBody,
  LoginBody,
  RegisterBody,
  RegisterData,
  VerificationEmailBody,
} from '@siloker/shared/schemas/auth';
import { apiPath } from '@siloker/shared/api/paths';
import * as authPaths from '@siloker/shared/api/paths/auth';
import { api, isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import {
  clearAuth,
  expirySeconds,
  getAuthUser,
  setAuthUser,
  USER_STORAGE_KEY,
  type AuthUser,
} from '../../lib/session.ts';

/** The signed-in user as the server sees it now (GET /auth/me → data.user). */
export const meQueryOptions = (userId: string | number | null) =>
  queryOptions({
    queryKey: ['auth', 'me', userId],
    queryFn: async ({ signal }) => {
      const res = await api.get<AuthUserData>(apiPath(authPaths.authMe), { signal });
      return res.data.data.user;
    },
    enabled: userId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

/**
 * Revokes the token on the server (POST /auth/logout), then clears the local auth whatever the answer.
 * Returns 'unauthorized' when the server said the session was already gone (docs/product.md §2: go to Login).
 */
export async function logout(): Promise<'ok' | 'unauthorized'> {
  try {
    await api.post(apiPath(authPaths.authLogout));
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
  // The layout's refresh and a profile screen can both meet the same 401: warn once.
  const hadUser = getAuthUser() !== null;
  clearAuth();
  if (hadUser) warn(MESSAGES.sessionEnded);
  return true;
}

/** Refreshes the stored user from GET /auth/me, keeping the token and expiry it already holds. */
export const refreshUserQueryOptions = (userId: string | number | null) =>
  queryOptions({
    ...meQueryOptions(userId),
    queryKey: ['auth', 'refresh', userId],
    queryFn: async ({ signal }) => {
      try {
        const res = await api.get<AuthUserData>(apiPath(authPaths.authMe), { signal });
        const fresh = res.data.data?.user;
        const known = getAuthUser();
        if (fresh && known && String(fresh.id) === String(known.id)) {
          const next = {
            ...known,
            ...fresh,
            token: fresh.token ?? known.token,
            expired_at: fresh.expired_at ?? known.expired_at,
          };
          setAuthUser(next, { days: cookieDaysFor(next) });
        }
        return fresh ?? null;
      } catch (error) {
        handleSessionExpired(error, (message) => feedback.warning(message));
        throw error;
      }
    },
  });

/**
 * The cookie lifetime that matches the token's own expiry, so rewriting the stored user (refresh,
 * account change) does not cut a 30-day "Ingat saya" session down to the 1-day default.
 */
export function cookieDaysFor(
  user: Pick<AuthUser, 'expired_at'>,
  nowMs: number = Date.now(),
): number | undefined {
  const expiry = expirySeconds(user.expired_at);
  if (expiry === null) return undefined;
  const days = (expiry * 1000 - nowMs) / 86_400_000;
  return days > 0 ? days : undefined;
}

/** docs/product.md §7: after registering, every localStorage entry except the auth ones is removed. */
export function clearStorageExceptAuth(storage: Storage = localStorage): void {
  const keep = new Set<string>([AUTH_COOKIE_NAME, USER_STORAGE_KEY]);
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !keep.has(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** POSTs a body and resolves with the envelope (the screens show its message). */
async function post<T>(path: string, body: unknown): Promise<Envelope<T>> {
  const res = await api.post<T>(path, body);
  return res.data;
}

/** POST /auth/login → data.user (with a new token). */
export const useLoginMutation = () =>
  useMutation({ mutationFn: (body: LoginBody) => post<AuthUserData>(apiPath(authPaths.authLogin), body) });

/** POST /auth/register; afterwards the non-auth local storage is cleared (docs/product.md §7). */
export const useRegisterMutation = () =>
  useMutation({
    mutationFn: (body: RegisterBody) => post<RegisterData>(apiPath(authPaths.authRegister), body),
    onSuccess: () => clearStorageExceptAuth(),
  });

/** POST /auth/verification-email: the activation (or e-mail change) link → the logged-in user. */
export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationEmailBody) => post<AuthUserData>(apiPath(authPaths.authVerifyEmail), body),
    // After an e-mail change a cached /auth/me answer still has the old address; drop it (no refetch
    // here, so nothing races the new session being stored).
    onSuccess: () => queryClient.removeQueries({ queryKey: ['auth', 'me'] }),
  });
}

/** POST /auth/resend-verification-email: same answer whether or not the address is known. */
export const useResendActivationMutation = () =>
  useMutation({
    mutationFn: (body: EmailOnlyBody) => post<null>(apiPath(authPaths.authResendVerification), body),
  });

/** POST /auth/send-email-reset-password: same answer whether or not the address is known. */
export const useSendResetLinkMutation = () =>
  useMutation({
    mutationFn: (body: EmailOnlyBody) => post<null>(apiPath(authPaths.authSendResetLink), body),
  });

/** POST /auth/change-password, from the mailed link (is_from_panel false) or the panel (true). */
export const useChangePasswordMutation = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => post<null>(apiPath(authPaths.authChangePassword), body),
  });

/**
 * POST /auth/change-account. The stored user takes the new name, phone (and e-mail once confirmed)
 * but keeps its token and expiry; the cached /auth/me answer is replaced.
 */
export function useChangeAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeAccountBody) =>
      post<ChangeAccountData>(apiPath(authPaths.authChangeAccount), body),
    onSuccess: (envelope) => {
      const fresh = envelope.data.user;
      const known = getAuthUser();
      if (known && String(known.id) === String(fresh.id)) {
        const next = { ...known, ...fresh, token: known.token, expired_at: known.expired_at };
        setAuthUser(next, { days: cookieDaysFor(next) });
        queryClient.setQueryData(meQueryOptions(known.id).queryKey, next);
      }
    },
  });
}
