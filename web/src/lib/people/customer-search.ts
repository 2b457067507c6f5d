/** GET admin/AdminSearch/customers (bearer, admin §7.2): one page of the staff customer search. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerSearchRow } from '#contract/admin-customers';
import type { Page } from '#contract/envelope';
import { useAuth } from '../auth/auth-context.tsx';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

/** The search's query as the URL carries it (the API's own parameter names). */
export type CustomerSearchParams = Record<string, string>;

export const customerSearchQueryKey = (params: CustomerSearchParams) =>
  ['me', 'people', 'customer-search', params] as const;

export async function fetchCustomerSearch(
  api: ApiClient,
  params: CustomerSearchParams,
): Promise<Page<CustomerSearchRow>> {
  return (
    await callEnvelope(() =>
      api.get<EnvelopeLike & { searchResults: Page<CustomerSearchRow> }>(
        'admin/AdminSearch/customers',
        params,
      ),
    )
  ).searchResults;
}

/** Asked only when `enabled` (a search was submitted). */
export function useCustomerSearch(params: CustomerSearchParams, enabled: boolean) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: customerSearchQueryKey(params),
    queryFn: () => fetchCustomerSearch(bearerApi, params),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
