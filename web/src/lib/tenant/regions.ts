/** The tenant's regions. */
import { useQuery } from '@tanstack/react-query';
import { useTenant } from './tenant-context.tsx';
import type { Envelope } from '#contract/envelope';
import type { Region } from '#contract/lookups';

/** GET Tenant/regions -> regions. */
export function useRegions() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'regions'],
    queryFn: async () => (await api.get<Envelope<'regions', Region[]>>('Tenant/regions')).regions,
  });
}
