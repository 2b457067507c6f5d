/** The signed-in customer's own record (public §7.6), bearer, under ['me', ...] so that sign-out drops it. */
import { useQuery } from '@tanstack/react-query';
import type { Customer } from '#contract/customers';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath } from '../api.ts';
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
