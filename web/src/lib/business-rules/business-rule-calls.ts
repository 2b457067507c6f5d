/**
 * Business rule calls of the back office (admin-settings context, bearer): rule rows and walk-in periods
 * (admin §2.3 brm/*). Reads are user-scoped queries under ['me', 'business-rules']; after a save every
 * query is refreshed, since availability and the spot pages follow the rules at once.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  AdminRuleRow,
  AdminWalkIn,
  RuleChoice,
  RuleRowsPage,
  WalkInsPage,
} from '#contract/business-rules';
import type { CatalogueHistory } from '#contract/park-setup';
import type { RuleName } from '#domain/business-rules/rows';
import { useAuth } from '../auth/auth-context.tsx';
import type { QueryParams } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { useAdminWrite } from '#web/lib/admin-write.ts';

type Data<T> = EnvelopeLike & { data: T };

export const businessRuleQueryKey = (...parts: unknown[]) => ['me', 'business-rules', ...parts] as const;

export const rulePaths = {
  rows: 'admin/AdminBusinessRule/rows',
  row: (id: number) => `admin/AdminBusinessRule/rows/${id}`,
  walkIns: 'admin/AdminBusinessRule/walkin',
  walkIn: (locationId: number, id: number) => `admin/AdminBusinessRule/walkin/${locationId}/${id}`,
};

function useRead<T>(key: readonly unknown[], path: string | null, query?: QueryParams) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: [...businessRuleQueryKey(...key), query ?? {}],
    queryFn: async () => (await callEnvelope(() => bearerApi.get<Data<T>>(path!, query))).data,
    enabled: path !== null,
    staleTime: 0,
  });
}

export const useRuleRows = (rule: RuleName, query: QueryParams) =>
  useRead<RuleRowsPage>(['rows', rule], rulePaths.rows, { ...query, rule });
export const useRuleRow = (id: number | null) =>
  useRead<AdminRuleRow>(['row', id], id === null ? null : rulePaths.row(id));
export const useWalkIns = (query: QueryParams) => useRead<WalkInsPage>(['walkins'], rulePaths.walkIns, query);
export const useWalkIn = (locationId: number | null, id: number | null) =>
  useRead<AdminWalkIn>(
    ['walkin', locationId, id],
    locationId === null || id === null ? null : rulePaths.walkIn(locationId, id),
  );
/** A park's spots to choose for a walk-in period. */
export const useWalkInSpots = (locationId: number | null) =>
  useRead<RuleChoice[]>(
    ['walkin-spots', locationId],
    locationId === null ? null : `${rulePaths.walkIns}/spots`,
    locationId === null ? undefined : { locationId: String(locationId) },
  );
/** The audit history of a row or walk-in period, by its own path. */
export const useRuleHistory = (path: string | null) =>
  useRead<CatalogueHistory[]>(['history', path], path === null ? null : `${path}/history`);

/** A write: POST, PUT or DELETE of a path; on success every read is refreshed. */
export const useRuleWrite = <T>() => useAdminWrite<T>();
