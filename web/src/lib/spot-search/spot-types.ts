/** The spot type checkboxes' spot types. */
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '#contract/envelope';
import type { SpotType } from '#contract/spots';
import { useTenant } from '../tenant/tenant-context.tsx';

/** GET Spot/spotTypes -> spotTypes. */
export function useSpotTypes() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'spotTypes'],
    queryFn: async () => (await api.get<Envelope<'spotTypes', SpotType[]>>('Spot/spotTypes')).spotTypes,
    staleTime: 10 * 60_000,
  });
}
