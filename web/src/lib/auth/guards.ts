/**
 * Route guards (public §2.2, §2.3) as react-router middleware: they run before the route's loaders and
 * elements, after the root's before-navigation step (alerts cleared, auth re-checked).
 */
import { redirect, type MiddlewareFunction } from 'react-router-dom';
import type { AuthStore } from './auth-store.ts';
import { isCustomer } from './auth-state.ts';
import { CUSTOMER_ACCOUNT_REQUIRED } from './messages.ts';
import type { AlertStore } from '../alerts/alert-store.ts';

/** '/login?redirect=/customer-profile/abc' for the path (and query) being entered. */
export function loginRedirectPath(url: URL): string {
  return `/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/**
 * Customer routes: not signed in -> /login?redirect={path}; signed in as a non-customer -> the danger
 * alert of public §8 (public layer) and the customer screen is not shown (<CustomerOnly> renders the
 * blocked page in its place).
 */
export function requireCustomer(auth: AuthStore, alerts: AlertStore): MiddlewareFunction {
  return ({ request }) => {
    const state = auth.getState();
    if (!state.signedIn) throw redirect(loginRedirectPath(new URL(request.url)));
    if (!isCustomer(state)) alerts.danger(CUSTOMER_ACCOUNT_REQUIRED, 'public');
  };
}

/** Screens for signed-out visitors only (login, create account, activation, reset): signed in -> /. */
export function redirectIfSignedIn(auth: AuthStore): MiddlewareFunction {
  return () => {
    if (auth.getState().signedIn) throw redirect('/');
  };
}

/**
 * Where a public sign-in goes (public §2.3): the redirect query path when given (same-site paths
 * only), otherwise /.
 */
export function afterPublicSignIn(redirectQuery: string | null): string {
  if (redirectQuery && redirectQuery.startsWith('/') && !redirectQuery.startsWith('//')) return redirectQuery;
  return '/';
}

/** Where an admin sign-in goes (public §2.3): /admin/verify-login, carrying ?redirect= when present. */
export function afterAdminSignIn(redirectQuery: string | null): string {
  const target = afterPublicSignIn(redirectQuery);
  return redirectQuery && target !== '/'
    ? `/admin/verify-login?redirect=${encodeURIComponent(target)}`
    : '/admin/verify-login';
}
