/**
 * Who may go where in the back office (admin §2.1, §6): the entry guard's decision and the
 * navigation filter, as pure functions of the signed-in user. The permission checks themselves are
 * the auth module's `can` / `canAtLocations`, which mirror the server's (role 1 passes every check,
 * role 2 every location check, other roles need the permission and then every park's assignment).
 */
import { matchPath } from 'react-router-dom';
import {
  ADMIN_AREAS,
  ADMIN_ROUTES,
  matchAdminRoute,
  type AdminAccess,
  type AdminArea,
  type AdminRouteDef,
} from './admin-routes.ts';

/** What the guard needs to know about the user: a structural subset of `useAuth()`. */
export interface AdminSubject {
  signedIn: boolean;
  authSource?: 'admin' | 'local' | null | string;
  userType?: string | null;
  can(permission: string): boolean;
  canAtLocations(permission: string, locationIds: readonly number[]): boolean;
}

export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';
export const ADMIN_VERIFY_LOGIN = '/admin/verify-login';
/** The admin account routes (admin §2.2): no permission and no sign-in needed. */
export const ADMIN_ACCOUNT_PATHS: readonly string[] = [
  '/admin/login',
  '/admin/forgot-login',
  '/admin/reset-password',
  '/admin/confirm-account',
  '/admin/account-activation/:userId',
];
/** Admin §9: the entry guard runs after about 100 ms. */
export const ADMIN_GUARD_DELAY_MS = 100;

/**
 * A customer (userType 'Customer' or empty) whose auth source is not admin is kept out of /admin
 * (admin §6); staff who signed in through the admin login always have auth source admin.
 */
export function isCustomerSession(subject: Pick<AdminSubject, 'authSource' | 'userType'>): boolean {
  if (subject.authSource === 'admin') return false;
  return !subject.userType || subject.userType === 'Customer';
}

/** Whether the user meets one access rule; `params` are the matched path's parameters. */
export function meetsAccess(
  subject: AdminSubject,
  access: AdminAccess,
  params: Record<string, string | undefined> = {},
): boolean {
  switch (access.kind) {
    case 'none':
      return true;
    case 'signedIn':
      return subject.signedIn;
    case 'permission': {
      if (!subject.signedIn) return false;
      if (access.adminSourceOnly && subject.authSource !== 'admin') return false;
      const location = access.locationParam ? params[access.locationParam] : undefined;
      if (location !== undefined) {
        const locationId = Number(location);
        if (!Number.isInteger(locationId)) return false;
        return access.anyOf.some((permission) => subject.canAtLocations(permission, [locationId]));
      }
      return access.anyOf.some((permission) => subject.can(permission));
    }
  }
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

/** A path the app may send the user to after sign-in: same origin, absolute, never '//host'. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The /admin entry guard (admin §2.1) for one navigation:
 * - a signed-in customer whose auth source is not admin goes to / (with the redirect query);
 * - a user who is not signed in goes to /admin/login?redirect={path}, keeping the original query;
 * - a child route whose required permission is missing goes to /admin.
 * `search` is the location's query string ('' or '?a=b').
 */
export function decideAdminGuard(subject: AdminSubject, pathname: string, search = ''): GuardDecision {
  const query = new URLSearchParams(search);
  if (ADMIN_ACCOUNT_PATHS.some((path) => matchPath(path, pathname))) return { action: 'allow' };
  if (subject.signedIn && isCustomerSession(subject)) {
    const redirect = query.get('redirect');
    return { action: 'redirect', to: withQuery('/', new URLSearchParams(redirect ? { redirect } : {})) };
  }
  if (!subject.signedIn) {
    // The verification page itself is no place to come back to: its own redirect (if any) is kept.
    if (pathname !== ADMIN_VERIFY_LOGIN) query.set('redirect', pathname);
    return { action: 'redirect', to: withQuery(ADMIN_LOGIN, query) };
  }
  const match = matchAdminRoute(pathname);
  if (match && !meetsAccess(subject, match.route.access, match.params)) {
    return { action: 'redirect', to: ADMIN_HOME };
  }
  return { action: 'allow' };
}

export interface NavigationArea {
  area: AdminArea;
  /** The screens of the area that start a task and that this user may reach, in table order. */
  entries: readonly AdminRouteDef[];
}

/**
 * The navigation filter: per area (in the order of ADMIN_AREAS) the labelled screens the user may
 * reach and whose task the role may do (`listedWith`); an area with none is left out.
 */
export function navigationFor(subject: AdminSubject): NavigationArea[] {
  return ADMIN_AREAS.map((area) => ({
    area,
    entries: ADMIN_ROUTES.filter(
      (route) =>
        route.area === area &&
        route.label &&
        meetsAccess(subject, route.access) &&
        (!route.listedWith || subject.can(route.listedWith)),
    ),
  })).filter(({ entries }) => entries.length > 0);
}

/**
 * After an admin sign-in (admin §2.1, public §2.3): /admin/verify-login, carrying the login page's
 * query (its ?redirect= and the original query the guard kept) when present.
 */
export function verifyLoginPath(loginSearch: string): string {
  const query = new URLSearchParams(loginSearch);
  if (query.has('redirect') && !safeRedirectPath(query.get('redirect'))) query.delete('redirect');
  return withQuery(ADMIN_VERIFY_LOGIN, query);
}

/**
 * Where the verification page sends a verified user: the redirect path with the rest of the original
 * query, or /admin.
 */
export function afterVerifyPath(verifySearch: string): string {
  const query = new URLSearchParams(verifySearch);
  const redirect = safeRedirectPath(query.get('redirect'));
  if (!redirect) return ADMIN_HOME;
  query.delete('redirect');
  const [path = redirect, ownQuery = ''] = redirect.split('?', 2);
  const merged = new URLSearchParams(ownQuery);
  query.forEach((value, key) => merged.append(key, value));
  return withQuery(path, merged);
}
