import type { Tenant } from '#contract/tenant';
import { useEffect } from 'react';

/**
 * Brands the whole page with the tenant's colours through CSS custom properties on <html>, so every
 * stylesheet (and the browser's own UI via theme-color) follows one definition. global.css holds
 * Campfire's own colours for the moments before a tenant is known.
 */
export function TenantTheme({ tenant }: { tenant: Tenant }) {
  const { primary, primaryText, accent } = tenant.theme;
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--brand-primary', primary);
    root.setProperty('--brand-primary-text', primaryText);
    root.setProperty('--brand-accent', accent);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
  }, [primary, primaryText, accent]);
  return null;
}
