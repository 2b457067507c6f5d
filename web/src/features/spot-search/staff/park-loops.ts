/** A park's loops for the staff spot selection. */
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '#contract/envelope';
import type { Loop } from '#contract/locations';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { buildPath } from '#web/lib/api.ts';

/** GET Location/{locationId}/loop -> data: the park's loops (the staff 'Loop' select). */
export function useParkLoops(locationId: number | null) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'locations', String(locationId), 'loops'],
    queryFn: async () =>
      (
        await api.get<Envelope<'data', Loop[]>>(
          buildPath('Location/{locationId}/loop', { locationId }, 'listLoops'),
        )
      ).data,
    enabled: locationId !== null,
    staleTime: 10 * 60_000,
  });
}
