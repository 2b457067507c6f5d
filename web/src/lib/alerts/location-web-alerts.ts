/** A park's alerts (the park page). */
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import { buildPath } from '../api.ts';
import type { Alert } from '#contract/alerts';
import type { Envelope } from '#contract/envelope';

/** GET Alert/location/{locationId}/web -> data: one park's banners. */
export function useLocationWebAlerts(locationId: string | undefined) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'alerts', 'location', locationId ?? ''],
    queryFn: async () =>
      (
        await api.get<Envelope<'data', Alert[]>>(
          buildPath('Alert/location/{locationId}/web', { locationId }, 'getLocationWebAlerts'),
        )
      ).data,
    enabled: Boolean(locationId),
  });
}
