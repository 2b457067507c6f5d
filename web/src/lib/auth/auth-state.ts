/**
 * The client-held auth state (public §3.8) and its persistence in localStorage. Pure data: the
 * transitions live in auth-store.ts.
 */
import type { PermissionName } from '#domain/permissions';
import { AUTH_STORAGE_KEY } from './constants.ts';

export type AuthSource = 'admin' | 'local';
export type VerifyStatus = 'verified' | 'failed';

export interface AuthState {
  signedIn: boolean;
  username: string | null;
  /** 'LOADING...' while the user record loads. */
  userFirstName: string | null;
  /** 'Customer', 'PartnerAdmin' or 'AgencyAdmin'; null until the user record arrives. */
  userType: string | null;
  externalUserId: string | null;
  /** The user record's id (customer actions such as change password need it). */
  userId: number | null;
  userRoleId: number | null;
  userPermissions: PermissionName[];
  userLocations: number[];
  authSource: AuthSource | null;
  verifyStatus: VerifyStatus | null;
}

export const signedOutState: AuthState = {
  signedIn: false,
  username: null,
  userFirstName: null,
  userType: null,
  externalUserId: null,
  userId: null,
  userRoleId: null,
  userPermissions: [],
  userLocations: [],
  authSource: null,
  verifyStatus: null,
};

/** Customer actions need userType 'Customer' or empty (public §5.1, §6). */
export function isCustomer(state: AuthState): boolean {
  return state.signedIn && (!state.userType || state.userType === 'Customer');
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function loadAuthState(storage: KeyValueStorage | null): AuthState {
  if (!storage) return signedOutState;
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return signedOutState;
    const parsed = JSON.parse(raw) as Partial<AuthState>;
    if (typeof parsed !== 'object' || parsed === null || parsed.signedIn !== true) return signedOutState;
    return { ...signedOutState, ...parsed };
  } catch {
    return signedOutState;
  }
}

export function saveAuthState(storage: KeyValueStorage | null, state: AuthState): void {
  if (!storage) return;
  try {
    if (state.signedIn) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
    else storage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // A full or blocked storage must not stop sign-in; the state still lives in memory.
  }
}

/** The browser's localStorage, or null where there is none (or it is blocked). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}
