/** GET Location/places: places of the tenant's state for the search box. */
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import type { Envelope } from '#contract/envelope';
import type { Place } from '#contract/locations';

export const placesQueryKey = (tenantId: string, text: string) =>
  ['tenant', tenantId, 'places', text] as const;

/** GET Location/places?searchText= -> places of the tenant's state (our API calls the geocoder). */
export function usePlaceSearch(text: string) {
  const { tenantId, api } = useTenant();
  const searchText = text.trim();
  return useQuery({
    queryKey: placesQueryKey(tenantId, searchText),
    queryFn: async () =>
      (await api.get<Envelope<'places', Place[]>>('Location/places', { searchText })).places,
    enabled: searchText.length > 0,
    staleTime: 5 * 60_000,
  });
}
