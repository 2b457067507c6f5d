import { useRef } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { AlertArea } from '#web/components/alerts/AlertArea.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { LoadingScreen } from '#web/components/loading/LoadingScreen.tsx';
import { IdleWarning } from './IdleWarning.tsx';
import { useFocusAppRootOnNavigation } from '../navigation.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { CartStatus } from '#web/features/cart/CartStatus.tsx';
import { isCustomerSession } from '#web/features/admin/admin-access.ts';
import { AdminSidebar } from '#web/features/admin/AdminSidebar.tsx';
import { GlobalSearchBox } from '#web/features/admin/front-desk/GlobalSearchBox.tsx';
import '#web/features/admin/admin.css';

/** The signed-in staff user's name and the Sign Out button (nothing for visitors and customers). */
function AdminUserMenu() {
  const auth = useAuth();
  if (!auth.signedIn || isCustomerSession(auth)) return null;
  return (
    <div className="admin-header__user">
      <span className="admin-header__user-name">
        <span className="visually-hidden">Signed in as </span>
        <span aria-hidden="true" className="admin-header__avatar">
          {(auth.userFirstName ?? auth.username ?? '?').slice(0, 1).toUpperCase()}
        </span>
        {auth.userFirstName ?? auth.username}
      </span>
      <button type="button" className="admin-header__sign-out" onClick={() => void auth.signOut()}>
        Sign Out
      </button>
    </div>
  );
}

function AdminHeader() {
  const { tenant } = useTenant();
  const auth = useAuth();
  const staff = auth.signedIn && !isCustomerSession(auth);
  return (
    <header className="admin-header">
      <div className="admin-header__brand">
        <div className="admin-header__inner">
          {tenant.stateLogoUrl && (
            <img
              className="admin-header__state-logo"
              src={tenant.stateLogoUrl}
              alt={`State of ${tenant.stateName}`}
            />
          )}
          <Link to="/admin" className="admin-header__home">
            {tenant.websiteLogoUrl ? (
              <img src={tenant.websiteLogoUrl} alt={`${tenant.siteName} administration home`} />
            ) : (
              <span>{tenant.siteName}</span>
            )}
          </Link>
          <span className="admin-header__badge">Back Office</span>
        </div>
      </div>
      <div className="admin-header__bar">
        <div className="admin-header__inner admin-header__inner--bar">
          <p className="admin-header__title">{tenant.siteName} Administration</p>
          {staff && auth.can('ReservationManagementView') && <GlobalSearchBox />}
          {staff && (
            <nav className="admin-header__nav" aria-label="Administration">
              <ul>
                <li>
                  <NavLink to="/admin/user-profile">My Profile</NavLink>
                </li>
                {/* Only who may add reservations has a cart (the read-only clerk would get a 403). */}
                {auth.can('ReservationManagementAdd') && <CartStatus channel="admin" />}
              </ul>
            </nav>
          )}
          <AdminUserMenu />
        </div>
      </div>
    </header>
  );
}

function AdminFooter() {
  const { tenant } = useTenant();
  return (
    <footer className="admin-footer">
      <div className="admin-footer__inner">
        <p>
          {tenant.departmentName} · {tenant.siteName} back office
        </p>
        <ul>
          {tenant.adminOnlineHelpUrl && (
            <li>
              <a href={tenant.adminOnlineHelpUrl}>Staff help</a>
            </li>
          )}
          <li>
            <Link to="/">Public site</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}

/**
 * The back-office shell: skip link, the admin header with the tenant's branding, the search box and the
 * signed-in user, the side navigation beside the admin alert area and the page, a slim footer. The
 * public site's banners stay on the public site: staff manage them, and the desk needs the room.
 */
export function AdminLayout() {
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusAppRootOnNavigation(rootRef);
  return (
    <div className="app-root admin-root" ref={rootRef} tabIndex={-1}>
      <SkipLink />
      <AdminHeader />
      <div className="admin-body">
        <AdminSidebar />
        <main id={MAIN_CONTENT_ID} className="app-main admin-main" tabIndex={-1}>
          <div className="page-alerts">
            <AlertArea layer="admin" />
            <AlertArea layer="public" />
          </div>
          <Outlet />
        </main>
      </div>
      <AdminFooter />
      <LoadingScreen />
      <IdleWarning />
      <ScrollRestoration />
    </div>
  );
}
