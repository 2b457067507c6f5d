import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { ROLE } from '#domain/permissions';
import { navigationFor } from './admin-access.ts';
import type { AdminRouteDef } from './admin-routes.ts';
import { isLinkableScreen, screenHref } from './admin-screens.ts';
import { useOwnAdminRecord } from './own-admin-record.ts';
import { AreaIcon } from './AreaIcon.tsx';
import { DayBoard } from './front-desk/DayBoard.tsx';

/** A screen of an area: a link when the screen exists and starts without an id, otherwise a line of text. */
function AreaEntry({ route }: { route: AdminRouteDef }) {
  return (
    <li>
      {isLinkableScreen(route.path) ? <Link to={screenHref(route.path)}>{route.label}</Link> : route.label}
    </li>
  );
}

export function parkScopeText(roleId: number | null, parkCount: number): string {
  if (roleId === ROLE.SuperAdmin || roleId === ROLE.AgencyAdmin) return 'every park';
  if (parkCount === 0) return 'no assigned parks';
  return parkCount === 1 ? '1 assigned park' : `${parkCount} assigned parks`;
}

/**
 * /admin: the dashboard. Its navigation shows only the areas the user may reach (admin §2.1, §6), each
 * with what the role lets the user do there; screens that exist are links.
 */
export function AdminHomePage() {
  usePageTitle('Admin');
  const auth = useAuth();
  const record = useOwnAdminRecord();
  const areas = navigationFor(auth);
  const headingId = useId();
  const roleName = record.data?.role?.name;

  return (
    <div className="page admin-dashboard">
      <header className="admin-dashboard__intro">
        <div>
          <p className="admin-eyebrow">Dashboard</p>
          <h1>Welcome, {auth.userFirstName ?? auth.username}</h1>
          <p className="admin-dashboard__summary">
            {roleName ? (
              <>
                Your role is <strong>{roleName}</strong>, working at{' '}
              </>
            ) : (
              'You work at '
            )}
            <strong>{parkScopeText(auth.userRoleId, auth.userLocations.length)}</strong>.
          </p>
        </div>
        <Link className="button button--secondary" to="/admin/user-profile">
          View my profile
        </Link>
      </header>

      {auth.can('ReservationManagementView') && <DayBoard />}

      <section className="admin-dashboard__areas" aria-labelledby={headingId}>
        <h2 id={headingId}>Your areas</h2>
        <p className="admin-dashboard__hint">
          What your role lets you do in the back office. Areas your role does not grant are not listed.
        </p>
        {areas.length === 0 ? (
          <p>Your role grants no back-office areas yet. Ask an administrator to assign one.</p>
        ) : (
          <ul className="admin-areas">
            {areas.map(({ area, entries }) => (
              <li key={area} className="admin-area">
                <h3 className="admin-area__title">
                  <AreaIcon area={area} />
                  {area}
                </h3>
                <ul className="admin-area__entries">
                  {entries.map((route) => (
                    <AreaEntry key={route.path} route={route} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
