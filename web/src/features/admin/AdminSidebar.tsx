/**
 * The back office's side navigation, on every staff page: the dashboard, then per area the screens the
 * user may open (the same filter as the dashboard's areas, admin §2.1, §6), named for the screen. Areas
 * whose screens do not exist yet, or need an id to open, are left out.
 */
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { useAuth } from '#web/lib/auth/index.ts';
import { isCustomerSession, navigationFor, type NavigationArea } from './admin-access.ts';
import { isLinkableScreen, screenHref } from './admin-screens.ts';
import { AreaIcon } from './AreaIcon.tsx';

/** 'Add reservation: park, dates and spot' → 'Add reservation': the first step names the task. */
const shortName = (screen: string) => screen.split(':')[0]!;

function AreaLinks({ area, entries }: NavigationArea) {
  const id = useId();
  const links = entries.filter((route) => isLinkableScreen(route.path));
  if (!links.length) return null;
  return (
    <div role="group" aria-labelledby={id} className="admin-sidebar__area">
      <p id={id} className="admin-sidebar__area-name">
        <AreaIcon area={area} />
        {area}
      </p>
      <ul>
        {links.map((route) => (
          <li key={route.path}>
            <NavLink to={screenHref(route.path)}>{shortName(route.screen)}</NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AdminSidebar() {
  const auth = useAuth();
  if (!auth.signedIn || isCustomerSession(auth)) return null;
  return (
    <nav className="admin-sidebar" aria-label="Back office">
      <ul>
        <li>
          <NavLink to="/admin" end>
            Dashboard
          </NavLink>
        </li>
      </ul>
      {navigationFor(auth).map((area) => (
        <AreaLinks key={area.area} {...area} />
      ))}
    </nav>
  );
}
