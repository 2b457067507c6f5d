/** POST admin/AdminCustomer/{customerId}/add-comment (bearer, admin §7.3): a staff comment on a customer. */
import type { AdminCustomer } from '#contract/admin-customers';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export async function addCustomerComment(
  api: ApiClient,
  customerId: number,
  comment: string,
): Promise<AdminCustomer> {
  const path = buildPath(
    'admin/AdminCustomer/{customerId}/add-comment',
    { customerId },
    'adminAddCustomerComment',
  );
  return (
    await callEnvelope(() => api.post<EnvelopeLike & { data: AdminCustomer }>(path, undefined, { comment }))
  ).data;
}
