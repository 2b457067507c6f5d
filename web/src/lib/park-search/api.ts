/** Park search calls (public §7.2) and the place search of the search box, as TanStack queries. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import type { Envelope } from '#contract/envelope';
import {
  PARK_SEARCH_PAGE_SIZE,
  type LocationSummaryItemsPage,
  type ParkSearchRequestInput,
  type Place,
} from '#contract/locations';
import type { PointOfInterest } from '#contract/points-of-interest';

const keys = {
  search: (tenantId: string, request: ParkSearchRequestInput) =>
    ['tenant', tenantId, 'parkSearch', request] as const,
  places: (tenantId: string, text: string) => ['tenant', tenantId, 'places', text] as const,
  pois: (tenantId: string) => ['tenant', tenantId, 'pointsOfInterest', 'searchable'] as const,
};

/** POST Location/search/summary_items -> locationSummaryItemsPage; null request: nothing asked yet. */
export function useParkSearch(request: ParkSearchRequestInput | null) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: keys.search(tenantId, request ?? {}),
    queryFn: async () =>
      (
        await api.post<Envelope<'locationSummaryItemsPage', LocationSummaryItemsPage>>(
          'Location/search/summary_items',
          request,
        )
      ).locationSummaryItemsPage,
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** Park name search of the search box: page 1, 10 items (public §2.6). */
export function useParkNameSearch(text: string) {
  const locationName = text.trim();
  return useParkSearch(
    locationName ? { locationName, pageNumber: 1, itemsPerPage: PARK_SEARCH_PAGE_SIZE } : null,
  );
}

/** GET Location/places?searchText= -> places of the tenant's state (our API calls the geocoder). */
export function usePlaceSearch(text: string) {
  const { tenantId, api } = useTenant();
  const searchText = text.trim();
  return useQuery({
    queryKey: keys.places(tenantId, searchText),
    queryFn: async () =>
      (await api.get<Envelope<'places', Place[]>>('Location/places', { searchText })).places,
    enabled: searchText.length > 0,
    staleTime: 5 * 60_000,
  });
}

/** GET Location/pointsofinterest?IsSearchable=true -> the criteria form's points of interest. */
export function useSearchablePointsOfInterest() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: keys.pois(tenantId),
    queryFn: async () =>
      (
        await api.get<Envelope<'pointsOfInterest', PointOfInterest[]>>('Location/pointsofinterest', {
          IsSearchable: true,
        })
      ).pointsOfInterest,
    staleTime: 10 * 60_000,
  });
}
