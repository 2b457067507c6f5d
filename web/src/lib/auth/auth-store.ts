/**
 * The auth store: sign-in, sign-out, the session check, token supply and idle timeout (public §4.2).
 * An external store (like the alert store) so that the router's before-navigation step, the API client
 * and React screens share one state. See index.ts for the API as screens use it.
 */
import {
  hasLocationPermission,
  hasPermission,
  isPermissionName,
  type PermissionName,
} from '#domain/permissions';
import type { AuthConfig } from '#contract/tenant';
import type { AlertStore } from '../alerts/alert-store.ts';
import type { ApiClient } from '../api.ts';
import {
  EXTERNAL_USER_ID_CLAIM,
  IDLE_TIMEOUT_MS,
  IDLE_WARNING_MS,
  LAST_ACTIVITY_STORAGE_KEY,
  LOADING_FIRST_NAME,
  SIGN_OUT_CLEARED_STORAGE_KEYS,
} from './constants.ts';
import {
  isCustomer,
  loadAuthState,
  saveAuthState,
  signedOutState,
  type AuthSource,
  type AuthState,
  type KeyValueStorage,
} from './auth-state.ts';
import { poolFor, type IdentityProvider } from './identity-provider.ts';
import { CUSTOMER_ACCOUNT_REQUIRED, INVALID_ACCOUNT, signInErrorMessage } from './messages.ts';
import { fetchUserRecord } from '../user-record.ts';

export interface SignInInput {
  source: AuthSource;
  username: string;
  password: string;
}

export type SignInResult =
  | { ok: true; state: AuthState }
  /** alerted: the store already raised the alert itself ('Invalid account', admin layer, persistent). */
  | { ok: false; message: string; alerted: boolean };

export interface AuthStoreDeps {
  /** The tenant's pools (GET Tenant authConfig); null while the tenant has none. */
  authConfig: AuthConfig | null;
  /** The tenant's API client; the store derives the bearer client from it. */
  api: ApiClient;
  identity: IdentityProvider;
  alerts: AlertStore;
  /** Where the store navigates after sign-out (the router's navigate, set once the router exists). */
  navigate?: (to: string) => void;
  storage?: KeyValueStorage | null;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** The tenant's API client sending the signed-in user's id token (bearer calls). */
  readonly bearerApi: ApiClient;
  signIn(input: SignInInput): Promise<SignInResult>;
  /** Server logout (admin), identity sign-out, state cleared, redirect; on failure cleared without redirect. */
  signOut(): Promise<void>;
  /** The id token, refreshed first when expired; null when signed out. */
  getIdToken(): Promise<string | null>;
  can(name: PermissionName): boolean;
  canAtLocations(name: PermissionName, locationIds: readonly number[]): boolean;
  /** True for a signed-in customer; for any other signed-in user raises the public §8 alert and says false. */
  ensureCustomer(): boolean;
  /**
   * The session check before a navigation: signed in but the identity tokens are gone, or idle for too
   * long, ends the session. Resolves with the path to go to instead (the login page), or null.
   */
  recheck(): Promise<string | null>;
  /** A person did something: the idle clock starts again (and an inactivity warning goes away). */
  recordActivity(): void;
  /** While the inactivity warning shows, when the idle sign-out will happen (epoch ms); else null. */
  getIdleWarning(): number | null;
  /** Re-reads the persisted state (another tab signed in or out). */
  reload(): void;
  /** Something else to forget on sign-out (search, transaction, cached server state). */
  onSignOut(listener: () => void): () => void;
  setNavigate(navigate: (to: string) => void): void;
  /** Starts the idle timer (again); dispose() stops it. */
  start(): void;
  dispose(): void;
}

/** Where a person goes after logout (public §2.3). */
export function loginPathAfterLogout(state: Pick<AuthState, 'userType' | 'authSource'>): string {
  return state.userType === 'Customer' || state.authSource === 'local' || state.authSource === null
    ? '/login'
    : '/admin/login';
}

/** A Cognito subject used as the pool's user name: never a product username. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staff writes of the last-activity time are throttled; the idle timer itself is exact. */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export function createAuthStore(deps: AuthStoreDeps): AuthStore {
  const storage = deps.storage === undefined ? null : deps.storage;
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let navigate = deps.navigate ?? (() => undefined);
  let state = loadAuthState(storage);
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<() => void>();
  let idleTimer: unknown = null;
  let idleWarning: number | null = null;
  let lastActivity = readLastActivity() ?? now();
  let lastActivityWritten = 0;

  function readLastActivity(): number | null {
    const raw = storage?.getItem(LAST_ACTIVITY_STORAGE_KEY);
    const value = raw ? Number(raw) : NaN;
    return Number.isFinite(value) ? value : null;
  }

  function set(next: AuthState) {
    state = next;
    saveAuthState(storage, next);
    listeners.forEach((notify) => notify());
    scheduleIdleTimer();
  }

  function configureFor(source: AuthSource) {
    if (deps.authConfig) deps.identity.configure(poolFor(deps.authConfig, source));
  }
  // A reload keeps the session: point the provider at the pool whose tokens it holds.
  configureFor(state.authSource ?? 'local');

  function idleTimeout(): number {
    return IDLE_TIMEOUT_MS[state.authSource ?? 'local'];
  }

  function isIdle(): boolean {
    return state.signedIn && now() - lastActivity >= idleTimeout();
  }

  function setIdleWarning(signOutAt: number | null) {
    if (signOutAt === idleWarning) return;
    idleWarning = signOutAt;
    listeners.forEach((notify) => notify());
  }

  /** Two steps: the warning a minute before the idle timeout, then the sign-out. */
  function scheduleIdleTimer() {
    if (idleTimer !== null) clearTimer(idleTimer);
    idleTimer = null;
    if (!state.signedIn) {
      setIdleWarning(null);
      return;
    }
    const at = now();
    const signOutAt = lastActivity + idleTimeout();
    const warnAt = signOutAt - IDLE_WARNING_MS;
    setIdleWarning(at >= warnAt ? signOutAt : null);
    idleTimer = setTimer(
      () => {
        idleTimer = null;
        // Activity in another tab counts too.
        lastActivity = Math.max(lastActivity, readLastActivity() ?? 0);
        if (isIdle()) void store.signOut();
        else scheduleIdleTimer();
      },
      Math.max(0, (at >= warnAt ? signOutAt : warnAt) - at),
    );
  }

  function clearLocalState() {
    for (const key of SIGN_OUT_CLEARED_STORAGE_KEYS) {
      try {
        storage?.removeItem(key);
      } catch {
        // nothing to clear
      }
    }
    set(signedOutState);
    signOutListeners.forEach((listener) => {
      try {
        listener();
      } catch {
        // one failing listener must not keep the rest from forgetting
      }
    });
  }

  async function identitySignOutQuietly() {
    try {
      await deps.identity.signOut();
    } catch {
      // already signed out of the provider
    }
  }

  const bearerApi = deps.api.withIdToken(() => store.getIdToken());

  const store: AuthStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    bearerApi,

    async signIn({ source, username, password }) {
      const name = username.trim().toLowerCase();
      // Login clears previous auth state (public §4.2), in this app and in the provider.
      if (state.signedIn) clearLocalState();
      await identitySignOutQuietly();
      if (!deps.authConfig) {
        return { ok: false, message: 'Sign-in is not available for this site.', alerted: false };
      }
      configureFor(source);
      try {
        await deps.identity.signIn(name, password);
      } catch (error) {
        return { ok: false, message: signInErrorMessage(error), alerted: false };
      }

      let externalUserId: string | null = null;
      // The product username as the pool knows it: a pool keyed by e-mail (cognito-local) keeps it in
      // preferred_username, so a person who signed in by an alias is still looked up by username.
      let productUsername = name;
      try {
        const claims = (await deps.identity.getIdTokenClaims()) ?? {};
        const claim = claims[EXTERNAL_USER_ID_CLAIM];
        if (typeof claim === 'string' && claim) externalUserId = claim;
        const preferred = claims.preferred_username ?? claims['cognito:username'];
        if (typeof preferred === 'string' && preferred && !UUID.test(preferred)) {
          productUsername = preferred.toLowerCase();
        }
      } catch {
        // no claims: the user record supplies the id
      }
      lastActivityWritten = 0;
      lastActivity = now();
      set({
        ...signedOutState,
        signedIn: true,
        username: productUsername,
        userFirstName: LOADING_FIRST_NAME,
        externalUserId,
        authSource: source,
      });
      store.recordActivity();

      try {
        const user = await fetchUserRecord(bearerApi, source, productUsername);
        const permissions = (user.role?.permissions ?? [])
          .map((permission) => permission.name)
          .filter((permissionName): permissionName is PermissionName => isPermissionName(permissionName));
        set({
          ...state,
          userFirstName: user.firstName,
          userType: user.userType,
          externalUserId: externalUserId ?? user.externalUserId,
          userId: user.id,
          userRoleId: user.userRoleId,
          userPermissions: user.role ? permissions : [],
          userLocations: user.locations.map((location) => location.locationId),
          verifyStatus: 'verified',
        });
        return { ok: true, state };
      } catch {
        set({ ...state, verifyStatus: 'failed' });
        deps.alerts.danger(INVALID_ACCOUNT, 'admin', { persist: true });
        await store.signOut();
        return { ok: false, message: INVALID_ACCOUNT, alerted: true };
      }
    },

    async signOut() {
      const leaving = state;
      let failed = false;
      try {
        if (leaving.authSource === 'admin' && leaving.signedIn) {
          const token = await deps.identity.getIdToken();
          if (token) await bearerApi.post('AdminAuth/logout', undefined, { token });
        }
        await deps.identity.signOut();
      } catch {
        failed = true;
      }
      clearLocalState();
      if (!failed) navigate(loginPathAfterLogout(leaving));
    },

    async getIdToken() {
      if (!state.signedIn) return null;
      try {
        return await deps.identity.getIdToken();
      } catch {
        return null;
      }
    },

    can(name) {
      if (!state.signedIn) return false;
      return hasPermission(principal(state), name);
    },

    canAtLocations(name, locationIds) {
      if (!state.signedIn) return false;
      return hasLocationPermission(principal(state), name, locationIds);
    },

    ensureCustomer() {
      if (!state.signedIn || isCustomer(state)) return state.signedIn;
      deps.alerts.danger(CUSTOMER_ACCOUNT_REQUIRED, 'public');
      return false;
    },

    async recheck() {
      if (!state.signedIn) return null;
      const leaving = state;
      lastActivity = Math.max(lastActivity, readLastActivity() ?? 0);
      if (isIdle()) {
        await store.signOut();
        return loginPathAfterLogout(leaving);
      }
      // The user record is still loading: the tokens were written a moment ago.
      if (state.userFirstName === LOADING_FIRST_NAME && state.verifyStatus === null) return null;
      const token = await store.getIdToken();
      if (token) return null;
      await identitySignOutQuietly();
      clearLocalState();
      return loginPathAfterLogout(leaving);
    },

    recordActivity() {
      if (!state.signedIn) return;
      lastActivity = now();
      if (lastActivity - lastActivityWritten >= ACTIVITY_WRITE_INTERVAL_MS) {
        lastActivityWritten = lastActivity;
        try {
          storage?.setItem(LAST_ACTIVITY_STORAGE_KEY, String(lastActivity));
        } catch {
          // memory keeps it
        }
      }
      scheduleIdleTimer();
    },

    getIdleWarning() {
      return idleWarning;
    },

    reload() {
      const next = loadAuthState(storage);
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      state = next;
      configureFor(state.authSource ?? 'local');
      listeners.forEach((notify) => notify());
      scheduleIdleTimer();
    },

    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },

    setNavigate(next) {
      navigate = next;
    },

    start() {
      scheduleIdleTimer();
    },

    dispose() {
      if (idleTimer !== null) clearTimer(idleTimer);
      idleTimer = null;
    },
  };

  return store;
}

function principal(state: AuthState) {
  return {
    roleId: state.userRoleId ?? 0,
    permissions: state.userPermissions,
    locationIds: state.userLocations,
  };
}
