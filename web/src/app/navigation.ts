/**
 * What happens around every navigation (public §2.1). Before: alerts are cleared unless persist, the
 * loading state stops, and (with the identity issue) authentication is re-checked. After: focus moves
 * to the app root so keyboard and screen-reader users start the new page from the top.
 *
 * "Before" is a root route middleware: react-router runs it ahead of every navigation, even on routes
 * without loaders, and it may redirect (which the auth re-check will need).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, type MiddlewareFunction } from 'react-router-dom';
import type { AlertStore } from '#web/lib/alerts/alert-store.ts';
import type { LoadingStore } from '#web/lib/loading/loading-store.ts';

/** Where the session is being established: re-checking auth there would loop (public §2.1). */
export const AUTH_RECHECK_EXEMPT_PATHS: readonly string[] = ['/admin/login', '/admin/verify-login'];

export interface NavigationDeps {
  alerts: AlertStore;
  loading: LoadingStore;
  /**
   * The session check (the auth store's). It may throw a react-router `redirect()` (e.g. to
   * /login); it is not called on AUTH_RECHECK_EXEMPT_PATHS.
   */
  recheckAuth?: (pathname: string) => Promise<void> | void;
}

export function beforeNavigation({ alerts, loading, recheckAuth }: NavigationDeps): MiddlewareFunction {
  return async ({ request }, next) => {
    alerts.clearForNavigation();
    loading.stop();
    const { pathname } = new URL(request.url);
    if (recheckAuth && !AUTH_RECHECK_EXEMPT_PATHS.includes(pathname)) await recheckAuth(pathname);
    await next();
  };
}

/** After each navigation (not the first page load), focus the app root. */
export function useFocusAppRootOnNavigation(rootRef: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const initialKey = useRef(location.key);
  useEffect(() => {
    if (location.key === initialKey.current) return;
    rootRef.current?.focus({ preventScroll: true });
  }, [location.key, rootRef]);
}
