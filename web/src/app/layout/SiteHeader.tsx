import { useId, useState } from 'react';
import { Link, NavLink, useLocation, useMatch } from 'react-router-dom';
import { HeaderAccountLinks } from '#web/features/account/UserMenu.tsx';
import { CartStatus } from '#web/features/cart/CartStatus.tsx';
import { LOCATION_ROUTE } from '#web/lib/locations/paths.ts';
import { ParkSearchBox } from '#web/components/park-search-box/ParkSearchBox.tsx';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import './site-header.css';

/**
 * The tenant's branded header: a light logo bar (the tenants' logos are drawn for a light ground), then
 * a bar in the tenant's colour with the site name, tagline and the main navigation. On a phone the
 * navigation folds behind a Menu button and the park search takes a row of its own.
 */
export function SiteHeader() {
  const { tenant } = useTenant();
  // Public §2.6: on a park's page the box offers another park.
  const onParkPage = useMatch(LOCATION_ROUTE) !== null;
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  // A navigation folds the menu again.
  const location = useLocation();
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setMenuOpen(false);
  }
  return (
    <header className="site-header">
      <div className="site-header__logos">
        <div className="site-header__logos-inner">
          {tenant.stateLogoUrl && (
            <img
              className="site-header__state-logo"
              src={tenant.stateLogoUrl}
              alt={tenant.logoAltText?.state || `State of ${tenant.stateName}`}
            />
          )}
          {tenant.websiteLogoUrl && (
            <Link to="/" className="site-header__site-logo">
              <img
                src={tenant.websiteLogoUrl}
                alt={tenant.logoAltText?.website || `${tenant.siteName} home`}
              />
            </Link>
          )}
          {tenant.departmentLogoUrl && (
            <a className="site-header__department" href={tenant.departmentWebsiteUrl || undefined}>
              <img
                src={tenant.departmentLogoUrl}
                alt={tenant.logoAltText?.department || `${tenant.departmentName} website`}
              />
            </a>
          )}
        </div>
      </div>
      <div className="site-header__bar">
        <div className="site-header__bar-inner">
          <p className="site-header__titles">
            <span className="site-header__name">{tenant.siteName}</span>
            {tenant.tagline && <span className="site-header__tagline">{tenant.tagline}</span>}
          </p>
          <button
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="site-header__menu-icon" aria-hidden="true" />
            Menu
          </button>
          <div className="site-header__search" role="search" aria-label="Site">
            <ParkSearchBox
              hideLabel
              label="Search parks and places"
              placeholder={onParkPage ? 'Find Another Park...' : 'Find a Park...'}
            />
          </div>
          <nav id={navId} className={`site-header__nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
            <ul>
              <li>
                <NavLink to="/" end>
                  Home
                </NavLink>
              </li>
              {tenant.customerOnlineHelpUrl && (
                <li>
                  <a href={tenant.customerOnlineHelpUrl}>Help</a>
                </li>
              )}
              <CartStatus />
              <HeaderAccountLinks />
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
