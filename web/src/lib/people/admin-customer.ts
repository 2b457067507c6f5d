/** GET admin/AdminCustomer/{customerId} (bearer, admin §7.3): a customer as staff see them. */
import { useQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '#contract/admin-customers';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export const adminCustomerQueryKey = (customerId: number) =>
  ['me', 'people', 'customer', customerId] as const;

export async function fetchAdminCustomer(api: ApiClient, customerId: number): Promise<AdminCustomer> {
  const path = buildPath('admin/AdminCustomer/{customerId}', { customerId }, 'adminGetCustomer');
  return (await callEnvelope(() => api.get<EnvelopeLike & { data: AdminCustomer }>(path))).data;
}

export function useAdminCustomer(customerId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: adminCustomerQueryKey(customerId ?? 0),
    queryFn: () => fetchAdminCustomer(bearerApi, customerId!),
    enabled: customerId !== null,
    staleTime: 0,
  });
}
