/** One park's details (the park page). */
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import { buildPath } from '../api.ts';
import type { Envelope } from '#contract/envelope';
import type { Location } from '#contract/locations';

export const locationQueryKey = (tenantId: string, locationId: string) =>
  ['tenant', tenantId, 'locations', locationId] as const;

/** GET Location/{locationId} -> data. */
export function useLocationDetails(locationId: string | undefined) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: locationQueryKey(tenantId, locationId ?? ''),
    queryFn: async () =>
      (
        await api.get<Envelope<'data', Location>>(
          buildPath('Location/{locationId}', { locationId }, 'getLocation'),
        )
      ).data,
    enabled: Boolean(locationId),
  });
}
