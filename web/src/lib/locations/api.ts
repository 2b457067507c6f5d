import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import { buildPath } from '../api.ts';
import type { Envelope } from '#contract/envelope';
import type { Location } from '#contract/locations';

const locationKeys = {
  all: (tenantId: string) => ['tenant', tenantId, 'locations'] as const,
  featured: (tenantId: string) => ['tenant', tenantId, 'locations', 'featured'] as const,
  detail: (tenantId: string, locationId: string) => ['tenant', tenantId, 'locations', locationId] as const,
};

/** GET Location -> data: every park of the tenant. */
export function useLocations() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: locationKeys.all(tenantId),
    queryFn: async () => (await api.get<Envelope<'data', Location[]>>('Location')).data,
  });
}

/** GET Location/featured -> data. */
export function useFeaturedLocations() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: locationKeys.featured(tenantId),
    queryFn: async () => (await api.get<Envelope<'data', Location[]>>('Location/featured')).data,
  });
}

/** GET Location/{locationId} -> data. */
export function useLocationDetails(locationId: string | undefined) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: locationKeys.detail(tenantId, locationId ?? ''),
    queryFn: async () =>
      (
        await api.get<Envelope<'data', Location>>(
          buildPath('Location/{locationId}', { locationId }, 'getLocation'),
        )
      ).data,
    enabled: Boolean(locationId),
  });
}
