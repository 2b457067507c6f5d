/** One spot's details (the details modal, the reserve checks). */
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '#contract/envelope';
import type { SpotDetails } from '#contract/spots';
import { useTenant } from '../tenant/tenant-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';

/** GET Spot/{spotId} -> spotDetails, as query options (the modal's hook and the reserve checks share them). */
export function spotDetailsQuery(tenantId: string, api: ApiClient, spotId: number | null) {
  return {
    queryKey: ['tenant', tenantId, 'spot', spotId] as const,
    queryFn: async () =>
      (
        await api.get<Envelope<'spotDetails', SpotDetails>>(
          buildPath('Spot/{spotId}', { spotId }, 'getSpotDetails'),
        )
      ).spotDetails,
  };
}

/** GET Spot/{spotId} -> spotDetails (the details modal). */
export function useSpotDetails(spotId: number | null) {
  const { tenantId, api } = useTenant();
  return useQuery({ ...spotDetailsQuery(tenantId, api, spotId), enabled: spotId !== null });
}
