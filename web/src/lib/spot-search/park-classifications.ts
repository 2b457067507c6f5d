/** A park's product classifications (the classification tiles). */
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '#contract/envelope';
import type { ClassificationWithSpotTypes } from '#contract/spots';
import { useTenant } from '../tenant/tenant-context.tsx';

/** GET Spot/productClassifications?locationId= -> the park's classifications with their spot types. */
export function useParkClassifications(locationId: number | null) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'classifications', locationId],
    queryFn: async () =>
      (
        await api.get<Envelope<'productClassificationsWithSpotTypes', ClassificationWithSpotTypes[]>>(
          'Spot/productClassifications',
          { locationId: locationId ?? undefined },
        )
      ).productClassificationsWithSpotTypes,
    enabled: locationId !== null,
    staleTime: 10 * 60_000,
  });
}
