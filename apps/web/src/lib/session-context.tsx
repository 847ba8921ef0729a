import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  can,
  clearAuth,
  getAuthUser,
  hasRoleCompany,
  hasRoleSeeker,
  isLoggedIn,
  reloadSession,
  setAuthUser,
  subscribeSession,
  USER_STORAGE_KEY,
  type AuthUser,
} from './session.ts';

export interface SessionValue {
  user: AuthUser | null;
  isLoggedIn: boolean;
  isGuest: boolean;
  hasRoleSeeker: boolean;
  hasRoleCompany: boolean;
  can: (permission: string) => boolean;
  setUser: (user: AuthUser, options?: { days?: number }) => void;
  clear: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Shares the auth user (docs/product.md §4) with every component. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const user = useSyncExternalStore(subscribeSession, getAuthUser, () => null);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === USER_STORAGE_KEY) reloadSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<SessionValue>(() => {
    const loggedIn = isLoggedIn(user);
    return {
      user,
      isLoggedIn: loggedIn,
      isGuest: !loggedIn,
      hasRoleSeeker: hasRoleSeeker(user),
      hasRoleCompany: hasRoleCompany(user),
      can: (permission) => can(permission, user),
      setUser: setAuthUser,
      clear: clearAuth,
    };
  }, [user]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
