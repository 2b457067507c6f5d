/**
 * GET Customer/{customerId}/reservations/current and /past (bearer, public §7.6): one page of the signed-in
 * customer's reservations, under ['me', ...] so that sign-out drops them.
 */
import { useQuery } from '@tanstack/react-query';
import type { CustomerReservationDetail } from '#contract/lifecycle';
import type { Page } from '#contract/envelope';
import { useAuth } from '../auth/auth-context.tsx';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type ReservationList = 'current' | 'past';

export const customerReservationsQueryKey = (
  customerId: number,
  which?: ReservationList,
  pageNumber?: number,
) =>
  ['me', 'reservations', customerId, ...(which ? [which] : []), ...(pageNumber ? [pageNumber] : [])] as const;

export async function fetchCustomerReservations(
  api: ApiClient,
  customerId: number,
  which: ReservationList,
  pageNumber: number,
  itemsPerPage: number,
): Promise<Page<CustomerReservationDetail>> {
  const response = await callEnvelope(() =>
    api.get<EnvelopeLike & { data: Page<CustomerReservationDetail> }>(
      `Customer/${customerId}/reservations/${which}`,
      { pageNumber, itemsPerPage },
    ),
  );
  return response.data;
}

export function useCustomerReservations(
  customerId: number | undefined,
  which: ReservationList,
  pageNumber: number,
  itemsPerPage = 10,
) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: customerReservationsQueryKey(customerId ?? 0, which, pageNumber),
    queryFn: () => fetchCustomerReservations(bearerApi, customerId!, which, pageNumber, itemsPerPage),
    enabled: customerId !== undefined,
  });
}
