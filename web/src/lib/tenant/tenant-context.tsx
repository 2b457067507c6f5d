import { createContext, useContext } from 'react';
import type { LoadedTenant } from './load-tenant.ts';

export const TenantContext = createContext<LoadedTenant | null>(null);

/** The tenant this site serves; available everywhere below <TenantGate>. */
export function useTenant(): LoadedTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant must be used below <TenantGate>');
  return tenant;
}
