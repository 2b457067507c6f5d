/** GET Location: every park of the tenant. */
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import type { Envelope } from '#contract/envelope';
import type { Location } from '#contract/locations';

export const locationsQueryKey = (tenantId: string) => ['tenant', tenantId, 'locations'] as const;

/** GET Location -> data: every park of the tenant. */
export function useLocations() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: locationsQueryKey(tenantId),
    queryFn: async () => (await api.get<Envelope<'data', Location[]>>('Location')).data,
  });
}
