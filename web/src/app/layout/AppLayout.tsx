import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { TenantAlertBanners } from '#web/components/alerts/TenantAlertBanners.tsx';
import { useGlobalWebAlerts } from '#web/lib/alerts/global-web-alerts.ts';
import { AlertArea } from '#web/components/alerts/AlertArea.tsx';
import { LoadingScreen } from '#web/components/loading/LoadingScreen.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { IdleWarning } from './IdleWarning.tsx';
import { useFocusAppRootOnNavigation } from '../navigation.ts';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import './app-layout.css';

/** The public shell: skip link, branded header, tenant banners, public alerts, the page, footer. */
export function AppLayout() {
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusAppRootOnNavigation(rootRef);
  const globalAlerts = useGlobalWebAlerts();

  return (
    <div className="app-root" ref={rootRef} tabIndex={-1}>
      <SkipLink />
      <SiteHeader />
      <TenantAlertBanners alerts={globalAlerts.data} label="Site alerts" />
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        <div className="page-alerts">
          <AlertArea layer="public" />
        </div>
        <Outlet />
      </main>
      <SiteFooter />
      <LoadingScreen />
      <IdleWarning />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Where the first page will be while its code arrives: the shell around it is already shown, and this
 * holds the screen so the footer does not jump when the page comes.
 */
export function PageCodeLoading() {
  return (
    <div className="page-code-loading">
      <Spinner label="Loading the page" size="large" />
    </div>
  );
}
