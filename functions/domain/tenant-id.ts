/**
 * The one way to make a TenantId: the contract's tenant path parameter (so the HTTP pipeline), the
 * runtime's configuration (seeding, the hold sweeper's tenant list, Cognito triggers) and the tests.
 * Lint keeps it out of the API contexts, the booking module, the store, mappers and adapters, which
 * only ever receive one.
 */
import type { TenantId } from './catalogue.ts';

/** Tenant ids as in lib/tenants/<tenantId>.json: lower case, e.g. 'co'; the first segment of every key. */
export const TENANT_ID_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;

export function toTenantId(raw: string): TenantId {
  if (!TENANT_ID_PATTERN.test(raw)) throw new Error(`'${raw}' is not a tenant id.`);
  return raw as TenantId;
}
