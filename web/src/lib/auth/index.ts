/**
 * The web app's auth module (public §3.8, §4.2, §8; admin screens build on it).
 *
 * State, from `useAuth()` (re-renders on change; persisted in localStorage under 'campfire.auth'):
 *   signedIn, username (lower case), userFirstName ('LOADING...' while the user record loads),
 *   userType ('Customer' | 'PartnerAdmin' | 'AgencyAdmin'), externalUserId, userId, userRoleId,
 *   userPermissions (permission names), userLocations (park ids), authSource ('admin' | 'local'),
 *   verifyStatus ('verified' | 'failed' | null), and isCustomer (signed in, userType Customer or empty).
 *
 * Actions, from `useAuth()` (or the store itself, `useAuthStore()`, outside render):
 *   signIn({ source: 'local' | 'admin', username, password }) -> { ok: true, state }
 *       | { ok: false, message, alerted }
 *     Clears the previous session, signs in on the source's pool (local: public pool; admin: the
 *     tenant-admin pool), then fetches the user record (User/username/{u} or
 *     admin/AdminUser/username/{u}). `message` is the public §8 text to show (the screen shows it, in
 *     its own layer). When the user record fetch fails the store has already raised 'Invalid account'
 *     (admin layer, persistent) and signed out: then `alerted` is true.
 *     The caller redirects on success: afterPublicSignIn(redirect) / afterAdminSignIn(redirect).
 *   signOut()        server logout (admin source), provider sign-out, state cleared, redirect to /login
 *                    (Customer or local) or /admin/login; on failure cleared without redirect.
 *   getIdToken()     the id token, refreshed first when expired; null when signed out.
 *   bearerApi        the tenant's ApiClient sending the id token (every bearer call goes through it).
 *   can(name), canAtLocations(name, locationIds)   functions/domain/permissions.ts on this user.
 *   ensureCustomer() true for a customer; a signed-in non-customer gets the public §8 danger alert.
 *
 * Router pieces: requireCustomer(auth, alerts) and redirectIfSignedIn(auth) are route middleware;
 * <CustomerOnly> (web/src/components) is the element of the customer route group; loginRedirectPath(url) builds
 * /login?redirect=...; the root's recheckAuth (web/src/app/router.tsx) runs store.recheck() before every
 * navigation except /admin/login and /admin/verify-login: the session check (signed in but no tokens
 * left) and the idle timeout (IDLE_TIMEOUT_MS in constants.ts) both end the session there.
 *
 * Error mapping: signInErrorMessage(error) and the message constants are in messages.ts.
 */
export { useAuth, useAuthStore, AuthProvider, type UseAuth } from './auth-context.tsx';
export {
  createAuthStore,
  loginPathAfterLogout,
  type AuthStore,
  type AuthStoreDeps,
  type SignInInput,
  type SignInResult,
} from './auth-store.ts';
export {
  isCustomer,
  signedOutState,
  type AuthSource,
  type AuthState,
  type VerifyStatus,
} from './auth-state.ts';
export { IDLE_TIMEOUT_MS } from './constants.ts';
export {
  afterAdminSignIn,
  afterPublicSignIn,
  loginRedirectPath,
  redirectIfSignedIn,
  requireCustomer,
} from './guards.ts';
export {
  createAmplifyIdentityProvider,
  poolFor,
  type IdentityProvider,
  type PoolConfig,
} from './identity-provider.ts';
export * from './messages.ts';
