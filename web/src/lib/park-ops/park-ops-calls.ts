/**
 * Park set-up calls of the back office (admin-parks context, bearer): what every screen of parks, spots,
 * closures, alerts and the park map reads and writes. Reads are user-scoped queries under
 * ['me', 'park-ops']; after a save every query is refreshed, since the public park pages, spot lists and alerts read the same data.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminAlert,
  AdminClosure,
  AdminPark,
  AdminSpot,
  CatalogueHistory,
  ClosureImpact,
  ParkRow,
  SpotRow,
  SpotSetupOptions,
} from '#contract/park-setup';
import type { ParkMap } from '#contract/park-map';
import type { ParkPointOfInterest } from '#contract/park-points-of-interest';
import { useAuth } from '../auth/auth-context.tsx';
import type { QueryParams } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { useAdminWrite } from '#web/lib/admin-write.ts';

type Data<T> = EnvelopeLike & { data: T };
export type HistoryKind = 'park' | 'spot' | 'closure' | 'alert';

export const parkOpsQueryKey = (...parts: unknown[]) => ['me', 'park-ops', ...parts] as const;

function useRead<T>(key: readonly unknown[], path: string | null, query?: QueryParams) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: [...parkOpsQueryKey(...key), query ?? {}],
    queryFn: async () => (await callEnvelope(() => bearerApi.get<Data<T>>(path!, query))).data,
    enabled: path !== null,
    staleTime: 0,
  });
}

export const useParkRows = (query: QueryParams) =>
  useRead<ParkRow[]>(['parks'], 'admin/AdminLocation/search', query);
export const useAdminPark = (id: number | null) =>
  useRead<AdminPark>(['park', id], id === null ? null : `admin/AdminLocation/${id}`);
export const useParkPointsOfInterest = (id: number) =>
  useRead<ParkPointOfInterest[]>(
    ['park', id, 'points-of-interest'],
    `admin/AdminLocation/${id}/pointofinterest`,
  );
export const useSetupOptions = () =>
  useRead<SpotSetupOptions>(['options'], 'admin/AdminSpotManagement/options');
export const useSpotRows = (locationId: number | null, query: QueryParams) =>
  useRead<SpotRow[]>(['spots', locationId], locationId === null ? null : 'admin/AdminSpotManagement/search', {
    ...query,
    locationId: String(locationId),
  });
export const useAdminSpot = (id: number | null) =>
  useRead<AdminSpot>(['spot', id], id === null ? null : `admin/AdminSpotManagement/${id}`);
export const useClosures = (query: QueryParams) =>
  useRead<AdminClosure[]>(['closures'], 'admin/AdminClosure/search', query);
export const useClosure = (locationId: number | null, id: number | null) =>
  useRead<{ closure: AdminClosure; impact: ClosureImpact }>(
    ['closure', locationId, id],
    locationId === null || id === null ? null : `admin/AdminClosure/${locationId}/${id}`,
  );
export const useAlerts = (query: QueryParams) =>
  useRead<AdminAlert[]>(['alerts'], 'admin/AdminAlert/search', query);
export const useAdminAlert = (id: number | null) =>
  useRead<AdminAlert>(['alert', id], id === null ? null : `admin/AdminAlert/${id}`);
export const useParkMap = (locationId: number | null) =>
  useRead<ParkMap>(['map', locationId], locationId === null ? null : `admin/AdminLocation/${locationId}/map`);

/** The audit history of a record; `path` is the record's own path below the tenant. */
export const useHistory = (kind: HistoryKind, path: string | null) =>
  useRead<CatalogueHistory[]>(['history', kind, path], path === null ? null : `${path}/history`);

/** A write: POST, PUT or DELETE of a path; on success every read is refreshed. */
export const useParkOpsWrite = <T>() => useAdminWrite<T>();

/** What a closure would meet, asked before it is saved (writes nothing). */
export function useClosureImpact() {
  const { bearerApi } = useAuth();
  return useMutation({
    mutationFn: async (body: unknown) =>
      (await callEnvelope(() => bearerApi.post<Data<ClosureImpact>>('admin/AdminClosure/impact', body))).data,
  });
}
