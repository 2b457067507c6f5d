/** Business constants of the session (public §9), in one place. */
import type { AuthSource } from './auth-state.ts';

/** Idle time before an automatic sign-out: public 13 minutes, admin 58 minutes. */
export const IDLE_TIMEOUT_MS: Readonly<Record<AuthSource, number>> = {
  local: 780_000,
  admin: 3_480_000,
};

/** How long before an idle sign-out the person is warned and may stay signed in. */
export const IDLE_WARNING_MS = 60_000;

/** localStorage keys of the client-held state (public §3.8: "client state is persisted in local storage"). */
export const AUTH_STORAGE_KEY = 'campfire.auth';
/** When the person last did something, so that an idle session also ends across a reload. */
export const LAST_ACTIVITY_STORAGE_KEY = 'campfire.lastActivity';
/** Search and transaction state belong to later features; sign-out clears them in every case. */
export const SIGN_OUT_CLEARED_STORAGE_KEYS: readonly string[] = [
  AUTH_STORAGE_KEY,
  LAST_ACTIVITY_STORAGE_KEY,
  'campfire.search',
  'campfire.transaction',
  'campfire.claim',
];

/** The first name shown while the user record loads (public §4.2). */
export const LOADING_FIRST_NAME = 'LOADING...';

/** The custom attribute of the identity token that carries the external user id (public §4.2). */
export const EXTERNAL_USER_ID_CLAIM = 'custom:mspEntityUserId';
