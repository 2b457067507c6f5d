/** POST Location/search/summary_items: the park search, and the search box's park names. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import type { Envelope } from '#contract/envelope';
import type { LocationSummaryItemsPage, ParkSearchRequestInput } from '#contract/locations';
import { PARK_SEARCH_PAGE_SIZE } from '#contract/park-search-url';

export const parkSearchQueryKey = (tenantId: string, request: ParkSearchRequestInput) =>
  ['tenant', tenantId, 'parkSearch', request] as const;

/** POST Location/search/summary_items -> locationSummaryItemsPage; null request: nothing asked yet. */
export function useParkSearch(request: ParkSearchRequestInput | null) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: parkSearchQueryKey(tenantId, request ?? {}),
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
