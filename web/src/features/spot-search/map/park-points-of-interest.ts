/** A park's points of interest for its map. */
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '#contract/envelope';
import type { LocationPointOfInterest } from '#contract/points-of-interest';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { buildPath } from '#web/lib/api.ts';

/** GET Location/{locationId}/pointsofinterest -> locationPointsOfInterest (the spot map's other markers). */
export function useParkPointsOfInterest(locationId: number) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'locations', String(locationId), 'pointsOfInterest'],
    queryFn: async () =>
      (
        await api.get<Envelope<'locationPointsOfInterest', LocationPointOfInterest[]>>(
          buildPath('Location/{locationId}/pointsofinterest', { locationId }, 'listLocationPointsOfInterest'),
        )
      ).locationPointsOfInterest,
    staleTime: 10 * 60_000,
  });
}
