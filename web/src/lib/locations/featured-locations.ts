/** The home page's featured parks. */
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import type { Envelope } from '#contract/envelope';
import type { Location } from '#contract/locations';

export const featuredLocationsQueryKey = (tenantId: string) =>
  ['tenant', tenantId, 'locations', 'featured'] as const;

/** GET Location/featured -> data. */
export function useFeaturedLocations() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: featuredLocationsQueryKey(tenantId),
    queryFn: async () => (await api.get<Envelope<'data', Location[]>>('Location/featured')).data,
  });
}
