/**
 * The tenant settings calls of the back office (admin-settings context, bearer): the agency's settings,
 * their history, and a save. After a save every query is refreshed, the site's own settings among
 * them, so the back office shows the new names, logos and colours at once, as the public site does on
 * its next page load.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueHistory } from '#contract/park-setup';
import type { AdminTenantSettings, TenantSettingsRequest } from '#contract/tenant-settings';
import { useAuth } from '../auth/auth-context.tsx';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

type Data<T> = EnvelopeLike & { data: T };

export const TENANT_SETTINGS_PATH = 'admin/AdminTenantSetting';
export const tenantSettingsQueryKey = (...parts: unknown[]) => ['me', 'tenant-settings', ...parts] as const;

export function useTenantSettings() {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: tenantSettingsQueryKey(),
    queryFn: async () =>
      (await callEnvelope(() => bearerApi.get<Data<AdminTenantSettings>>(TENANT_SETTINGS_PATH))).data,
    staleTime: 0,
  });
}

export function useTenantSettingsHistory() {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: tenantSettingsQueryKey('history'),
    queryFn: async () =>
      (await callEnvelope(() => bearerApi.get<Data<CatalogueHistory[]>>(`${TENANT_SETTINGS_PATH}/history`)))
        .data,
    staleTime: 0,
  });
}

/** Saves over the version read (the body's dateLastModified). */
export function useSaveTenantSettings() {
  const { bearerApi } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TenantSettingsRequest) =>
      (await callEnvelope(() => bearerApi.put<Data<AdminTenantSettings>>(TENANT_SETTINGS_PATH, body))).data,
    onSuccess: () => client.invalidateQueries(),
  });
}
