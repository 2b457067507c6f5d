import { useEffect } from 'react';
import { useTenant } from './tenant/tenant-context.tsx';

/** '{siteTitle} - {page}' (public §1); further parts join with ' - ' ('Location Details - {park}'). */
export function pageTitle(siteTitle: string, ...parts: (string | null | undefined)[]): string {
  return [siteTitle, ...parts.filter((part): part is string => Boolean(part))].join(' - ');
}

export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const { tenant } = useTenant();
  const title = pageTitle(tenant.siteTitle, ...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
