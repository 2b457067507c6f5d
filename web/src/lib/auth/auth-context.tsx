import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { PermissionName } from '#domain/permissions';
import type { ApiClient } from '../api.ts';
import { isCustomer, type AuthState } from './auth-state.ts';
import type { AuthStore, SignInInput, SignInResult } from './auth-store.ts';
import { AUTH_STORAGE_KEY } from './constants.ts';

const AuthStoreContext = createContext<AuthStore | null>(null);

/** Events that count as a person being active (public §9 idle timeout). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Provides the auth store to the screens, follows the person's activity for the idle timeout, keeps
 * tabs in step (a sign-out in one tab signs out the others) and drops user-scoped server state on
 * sign-out.
 */
export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onActivity = () => store.recordActivity();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_STORAGE_KEY) store.reload();
    };
    window.addEventListener('storage', onStorage);
    const stopForgetting = store.onSignOut(() => queryClient.removeQueries({ queryKey: ['me'] }));
    return () => {
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
      window.removeEventListener('storage', onStorage);
      stopForgetting();
    };
  }, [store, queryClient]);
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  return store;
}

export interface UseAuth extends AuthState {
  /** Signed in with userType 'Customer' or empty. */
  isCustomer: boolean;
  signIn(input: SignInInput): Promise<SignInResult>;
  signOut(): Promise<void>;
  getIdToken(): Promise<string | null>;
  can(name: PermissionName): boolean;
  canAtLocations(name: PermissionName, locationIds: readonly number[]): boolean;
  ensureCustomer(): boolean;
  /** The tenant's API client with the bearer id token. */
  bearerApi: ApiClient;
}

/** The auth state and its actions; re-renders when the state changes. */
export function useAuth(): UseAuth {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return useMemo(
    () => ({
      ...state,
      isCustomer: isCustomer(state),
      signIn: store.signIn,
      signOut: store.signOut,
      getIdToken: store.getIdToken,
      can: store.can,
      canAtLocations: store.canAtLocations,
      ensureCustomer: store.ensureCustomer,
      bearerApi: store.bearerApi,
    }),
    [state, store],
  );
}

/**
 * The inactivity warning: when the idle sign-out will happen while the warning shows (else null), and
 * the answer that keeps the session.
 */
export function useIdleWarning(): { signOutAt: number | null; stay(): void } {
  const store = useAuthStore();
  const signOutAt = useSyncExternalStore(store.subscribe, store.getIdleWarning);
  return { signOutAt, stay: store.recordActivity };
}
