/**
 * Spot search calls (public §7.2, admin §7.7): availability (public or staff), the searchable
 * attributes, spot types, a park's classifications and a spot's details, as TanStack Query hooks.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AvailabilityRequestInput, AvailabilityResponse } from '#contract/availability';
import type { AttributeDefinition } from '#contract/attributes';
import type { Envelope } from '#contract/envelope';
import type { ClassificationWithSpotTypes, SpotDetails, SpotType } from '#contract/spots';
import { useAuth } from '../auth/index.ts';
import { useTenant } from '../tenant/tenant-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';

/** Public: POST Spot/availability; staff: POST admin/adminspot/availability (bearer, past dates). */
export async function fetchAvailability(
  api: ApiClient,
  request: AvailabilityRequestInput,
  staff = false,
): Promise<AvailabilityResponse> {
  return staff
    ? api.post<AvailabilityResponse>('admin/adminspot/availability', {
        ...request,
        adminView: true,
        pastDatesAvailable: true,
      })
    : api.post<AvailabilityResponse>('Spot/availability', request);
}

const keys = {
  availability: (tenantId: string, staff: boolean, request: AvailabilityRequestInput) =>
    ['tenant', tenantId, 'availability', staff ? 'staff' : 'public', request] as const,
};

/** One request's spots (the list view: one page; the map: every spot, itemsPerPage omitted). */
export function useAvailability(
  request: AvailabilityRequestInput | null,
  { staff = false }: { staff?: boolean } = {},
) {
  const { tenantId, api } = useTenant();
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: keys.availability(tenantId, staff, request ?? ({} as AvailabilityRequestInput)),
    queryFn: () => fetchAvailability(staff ? bearerApi : api, request!, staff),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** Rows `pageSize` at a time (the calendar's infinite scroll, public §2.11: 20). */
export function useAvailabilityPages(
  request: Omit<AvailabilityRequestInput, 'pageNumber' | 'itemsPerPage'> | null,
  { staff = false, pageSize = 20 }: { staff?: boolean; pageSize?: number } = {},
) {
  const { tenantId, api } = useTenant();
  // The staff call is a bearer call.
  const { bearerApi } = useAuth();
  return useInfiniteQuery({
    queryKey: [
      ...keys.availability(tenantId, staff, request ?? ({} as AvailabilityRequestInput)),
      'pages',
      pageSize,
    ],
    queryFn: ({ pageParam }) =>
      fetchAvailability(
        staff ? bearerApi : api,
        { ...request!, pageNumber: pageParam, itemsPerPage: pageSize },
        staff,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pageNumber * last.itemsPerPage < last.totalItems ? last.pageNumber + 1 : undefined,
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET Location/attributes?IsSearchable=true -> attributes (the amenity filter panel). */
export function useSearchableAttributes() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'attributes', 'searchable'],
    queryFn: async () =>
      (
        await api.get<Envelope<'attributes', AttributeDefinition[]>>('Location/attributes', {
          IsSearchable: true,
        })
      ).attributes,
    staleTime: 10 * 60_000,
  });
}

/** GET Spot/spotTypes -> spotTypes. */
export function useSpotTypes() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'spotTypes'],
    queryFn: async () => (await api.get<Envelope<'spotTypes', SpotType[]>>('Spot/spotTypes')).spotTypes,
    staleTime: 10 * 60_000,
  });
}

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
