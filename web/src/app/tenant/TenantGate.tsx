import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Spinner } from '#web/components/Spinner.tsx';
import type { TenantLoader } from '#web/lib/tenant/load-tenant.ts';
import { TenantContext } from '#web/lib/tenant/tenant-context.tsx';
import { TenantTheme } from './TenantTheme.tsx';
import './tenant-gate.css';

export const TENANT_LOAD_FAILED = 'There was a connectivity issue loading the page.';

/** The whole-page spinner of start-up (tenant, then the router's first navigation): one look for both. */
export function SiteLoading() {
  return (
    <main className="tenant-gate">
      <Spinner label="Loading the site" size="large" />
    </main>
  );
}

export function TenantLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="tenant-gate tenant-gate--failed">
      <img src="/app/campfire.svg" alt="" width={96} height={96} />
      <p role="alert">{TENANT_LOAD_FAILED}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try Again
      </button>
    </main>
  );
}

interface TenantGateProps {
  loader: TenantLoader;
  hostname?: string;
  children: ReactNode;
}

/**
 * Loads the tenant for this hostname before anything else renders (public §4.1: loading -> loaded or
 * failed). Try Again loads the tenant again without reloading the page.
 */
export function TenantGate({ loader, hostname = window.location.hostname, children }: TenantGateProps) {
  const query = useQuery({
    queryKey: ['tenant', hostname],
    queryFn: () => loader(hostname),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false, // the failure screen's Try Again is the retry
  });

  // The site is first drawn at a lower priority, in slices, so a slow phone's main thread is never
  // held for the whole first render.
  const loaded = useDeferredValue(query.data);
  if (query.isFetching && !query.data) return <SiteLoading />;
  if (!query.data) return <TenantLoadFailure onRetry={() => void query.refetch()} />;
  if (!loaded) return <SiteLoading />;
  return (
    <TenantContext.Provider value={loaded}>
      <TenantTheme tenant={loaded.tenant} />
      {children}
    </TenantContext.Provider>
  );
}
