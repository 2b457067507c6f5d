/**
 * POST Spot/availability (admin/adminspot/availability for staff): a park's spots and day codes for a
 * window, by page or whole.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AvailabilityRequestInput, AvailabilityResponse } from '#contract/availability';
import { useAuth } from '../auth/index.ts';
import { useTenant } from '../tenant/tenant-context.tsx';
import { type ApiClient } from '../api.ts';

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

export const availabilityQueryKey = (tenantId: string, staff: boolean, request: AvailabilityRequestInput) =>
  ['tenant', tenantId, 'availability', staff ? 'staff' : 'public', request] as const;

/** One request's spots (the list view: one page; the map: every spot, itemsPerPage omitted). */
export function useAvailability(
  request: AvailabilityRequestInput | null,
  { staff = false }: { staff?: boolean } = {},
) {
  const { tenantId, api } = useTenant();
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: availabilityQueryKey(tenantId, staff, request ?? ({} as AvailabilityRequestInput)),
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
      ...availabilityQueryKey(tenantId, staff, request ?? ({} as AvailabilityRequestInput)),
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
