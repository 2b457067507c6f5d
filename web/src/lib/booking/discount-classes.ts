/** GET Tenant/discountClasses. */
import type { DiscountClass } from '#contract/lookups';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type ApiClient } from '../api.ts';

export async function fetchDiscountClasses(api: ApiClient) {
  return (
    await callEnvelope(() => api.get<EnvelopeLike & { data: DiscountClass[] }>('Tenant/discountClasses'))
  ).data;
}

/** The tenant's discount classes as one cached query (useQuery or fetchQuery). */
export const discountClassesQuery = (tenantId: string, api: ApiClient) => ({
  queryKey: ['tenant', tenantId, 'discountClasses'] as const,
  queryFn: () => fetchDiscountClasses(api),
  staleTime: 10 * 60_000,
});
