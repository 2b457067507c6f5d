/** The customer profile's calls (public §7.6), all bearer. */
import { useQuery } from '@tanstack/react-query';
import type { Customer } from '#contract/customers';
import { useAuth } from '../../app/auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../../lib/api.ts';
import { AccountCallError } from '../account/api.ts';

interface EnvelopeLike {
  statusCode?: string;
  messages?: string[];
}

function ensureSuccess<T extends EnvelopeLike>(response: T): T {
  if (response?.statusCode && response.statusCode !== 'Success')
    throw new AccountCallError(response.messages ?? []);
  return response;
}

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
      return ensureSuccess(await bearerApi.get<EnvelopeLike & { data: Customer }>(path)).data;
    },
    enabled: Boolean(externalUserId),
  });
}

export async function updateCustomer(api: ApiClient, body: Record<string, unknown>): Promise<Customer> {
  const response = ensureSuccess(await api.put<EnvelopeLike & { data: Customer }>('Customer', body));
  return response.data;
}

export async function changePassword(
  api: ApiClient,
  body: { userId: number; currentPassword: string; newPassword: string },
): Promise<void> {
  ensureSuccess(await api.post<EnvelopeLike>('Customer/changePassword', body));
}
