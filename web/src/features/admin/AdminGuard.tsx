import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth, useAuthStore } from '#web/lib/auth/index.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import {
  ADMIN_GUARD_DELAY_MS,
  ADMIN_LOGIN,
  ADMIN_VERIFY_LOGIN,
  decideAdminGuard,
  isCustomerSession,
} from './admin-access.ts';
import { matchAdminRoute } from './admin-routes.ts';

function Checking() {
  return (
    <div className="admin-guard">
      <Spinner label="Checking your access" />
    </div>
  );
}

/**
 * The /admin entry guard (admin §2.1), the element of every back-office route except the account
 * pages. On entering it waits about 100 ms (the session settles), then on every navigation:
 * customer -> /, not signed in -> /admin/login?redirect=..., missing permission -> /admin.
 */
export function AdminGuard() {
  const auth = useAuth();
  const { pathname, search, key } = useLocation();
  const [settled, setSettled] = useState(false);
  const store = useAuthStore();
  /** The page (navigation key) on which the session ended, if it ended while a page was open. */
  const [signedOutOn, setSignedOutOn] = useState<string | null>(null);

  useEffect(() => store.onSignOut(() => setSignedOutOn(key)), [store, key]);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), ADMIN_GUARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!settled) return <Checking />;

  // Straight after sign-in the user record (role and parks) is still loading: a permission check
  // now would wrongly fail, so a gated page waits for it (the verification page shows the wait).
  const recordPending =
    auth.signedIn &&
    !isCustomerSession(auth) &&
    auth.verifyStatus !== 'verified' &&
    pathname !== ADMIN_VERIFY_LOGIN;
  if (recordPending && matchAdminRoute(pathname)?.route.access.kind === 'permission') return <Checking />;

  // Signed out on this page (Sign Out, idle timeout, 'Invalid account'): logout goes to the admin
  // login (admin §2.1), not to a login that would come back here.
  if (!auth.signedIn && signedOutOn === key) return <Navigate to={ADMIN_LOGIN} replace />;

  const decision = decideAdminGuard(auth, pathname, search);
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
