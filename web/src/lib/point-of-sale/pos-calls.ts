/**
 * Point-of-sale calls of the back office (admin-reservations context, bearer): a park's desk items, the
 * order list, one order, and the writes (items, orders, payment, refund). Reads are user-scoped queries
 * under ['me', 'pos']; a write refreshes them.
 */
import { useQuery } from '@tanstack/react-query';
import type { DeskItem, PosHistory, PosOrder, PosOrderList } from '#contract/point-of-sale';
import { useAuth } from '../auth/auth-context.tsx';
import type { QueryParams } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '../call.ts';
import { useAdminWrite } from '../admin-write.ts';
import { useLocations } from '../locations/locations.ts';

type Data<T> = EnvelopeLike & { data: T };
const BASE = 'admin/AdminPointOfSale';
export const posQueryKey = (...parts: unknown[]) => ['me', 'pos', ...parts] as const;

function useRead<T>(key: readonly unknown[], path: string | null, query?: QueryParams) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: [...posQueryKey(...key), query ?? {}],
    queryFn: async () => (await callEnvelope(() => bearerApi.get<Data<T>>(path!, query))).data,
    enabled: path !== null,
    staleTime: 0,
  });
}

/** The parks where the user may sell (the point-of-sale permission at the park), by name. */
export function usePosParks(): { id: number; name: string; timezone: string }[] | undefined {
  const auth = useAuth();
  const locations = useLocations();
  return locations.data
    ?.filter((p) => auth.canAtLocations('ReservationManagementPointOfSaleManagement', [p.id]))
    .map((p) => ({ id: p.id, name: p.longName, timezone: p.timezone }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const useDeskItems = (locationId: number | null, includeInactive = false) =>
  useRead<DeskItem[]>(['items', locationId, includeInactive], locationId === null ? null : `${BASE}/items`, {
    locationId: String(locationId),
    ...(includeInactive && { includeInactive: 'true' }),
  });

export const useDeskItemHistory = (locationId: number, itemId: number | null) =>
  useRead<PosHistory[]>(
    ['item-history', itemId],
    itemId === null ? null : `${BASE}/items/${itemId}/history`,
    {
      locationId: String(locationId),
    },
  );

export const usePosOrders = (query: QueryParams | null) =>
  useRead<PosOrderList>(['orders'], query === null ? null : `${BASE}/orders`, query ?? {});

export const usePosOrder = (id: number | null) =>
  useRead<PosOrder>(['order', id], id === null ? null : `${BASE}/orders/${id}`);

export const usePosWrite = <T>() => useAdminWrite<T>({ queryKey: posQueryKey() });

export const posPaths = {
  orders: '/admin/pos-reservations',
  items: (locationId?: number | null) =>
    `/admin/pos-reservations?tab=items${locationId ? `&locationId=${locationId}` : ''}`,
  add: (locationId?: number | null) =>
    `/admin/add-pos-reservations${locationId ? `?locationId=${locationId}` : ''}`,
  order: (id: number, print = false) => `/admin/edit-pos-reservations?id=${id}${print ? '&p=1' : ''}`,
  api: {
    items: `${BASE}/items`,
    item: (id: number) => `${BASE}/items/${id}`,
    orders: `${BASE}/orders`,
    order: (id: number) => `${BASE}/orders/${id}`,
    pay: (id: number) => `${BASE}/orders/${id}/pay`,
    refund: (id: number) => `${BASE}/orders/${id}/refund`,
  },
};
