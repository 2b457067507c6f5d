/** The tenant's alerts for every page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { useTenant } from '../tenant/tenant-context.tsx';
import type { Alert } from '#contract/alerts';
import type { Envelope } from '#contract/envelope';

/** GET Alert/global/web -> data: the tenant-wide banners. */
export function globalWebAlertsQuery(tenantId: string, api: ApiClient) {
  return queryOptions({
    queryKey: ['tenant', tenantId, 'alerts', 'global'],
    queryFn: async () => (await api.get<Envelope<'data', Alert[]>>('Alert/global/web')).data,
  });
}

export function useGlobalWebAlerts() {
  const { tenantId, api } = useTenant();
  return useQuery(globalWebAlertsQuery(tenantId, api));
}
