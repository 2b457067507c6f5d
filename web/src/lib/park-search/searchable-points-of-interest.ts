/** GET Location/pointsofinterest?IsSearchable=true. */
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import type { Envelope } from '#contract/envelope';
import type { PointOfInterest } from '#contract/points-of-interest';

export const searchablePoisQueryKey = (tenantId: string) =>
  ['tenant', tenantId, 'pointsOfInterest', 'searchable'] as const;

/** GET Location/pointsofinterest?IsSearchable=true -> the criteria form's points of interest. */
export function useSearchablePointsOfInterest() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: searchablePoisQueryKey(tenantId),
    queryFn: async () =>
      (
        await api.get<Envelope<'pointsOfInterest', PointOfInterest[]>>('Location/pointsofinterest', {
          IsSearchable: true,
        })
      ).pointsOfInterest,
    staleTime: 10 * 60_000,
  });
}
