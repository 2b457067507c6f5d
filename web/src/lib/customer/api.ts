/** The customer profile's calls (public §7.6), all bearer. */
import { useQuery } from '@tanstack/react-query';
import type { Customer } from '#contract/customers';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

/** Query keys under ['me'] are dropped on sign-out (see AuthProvider). */
export const customerQueryKey = (externalUserId: string) => ['me', 'customer', externalUserId] as const;

export function useCustomer(externalUserId: string | undefined) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: customerQueryKey(externalUserId ?? ''),
    queryFn: async () => {
      const path = buildPath(
        'Customer/user/externalUserId/{externalUserId}',
        { externalUserId },
        'getCustomerByExternalUserId',
      );
      return (await callEnvelope(() => bearerApi.get<EnvelopeLike & { data: Customer }>(path))).data;
    },
    enabled: Boolean(externalUserId),
  });
}

export async function updateCustomer(api: ApiClient, body: Record<string, unknown>): Promise<Customer> {
  const response = await callEnvelope(() => api.put<EnvelopeLike & { data: Customer }>('Customer', body));
  return response.data;
}

export async function changePassword(
  api: ApiClient,
  body: { userId: number; currentPassword: string; newPassword: string },
): Promise<void> {
  await callEnvelope(() => api.post<EnvelopeLike>('Customer/changePassword', body));
}
