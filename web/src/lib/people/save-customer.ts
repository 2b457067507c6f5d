/**
 * POST and PUT admin/AdminCustomer (bearer, admin §7.3): add a customer (with or without an online
 * account) and save an edit or a status change.
 */
import type { z } from 'zod';
import type {
  AdminCustomer,
  adminEditCustomerRequestSchema,
  adminNewCustomerRequestSchema,
} from '#contract/admin-customers';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type NewCustomerBody = z.input<typeof adminNewCustomerRequestSchema>;
export type EditCustomerBody = z.input<typeof adminEditCustomerRequestSchema>;

export async function addCustomer(
  api: ApiClient,
  body: NewCustomerBody,
  createUser: boolean,
): Promise<AdminCustomer> {
  return (
    await callEnvelope(() =>
      api.post<EnvelopeLike & { data: AdminCustomer }>('admin/AdminCustomer', body, { createUser }),
    )
  ).data;
}

export async function saveCustomer(api: ApiClient, body: EditCustomerBody): Promise<AdminCustomer> {
  return (
    await callEnvelope(() => api.put<EnvelopeLike & { data: AdminCustomer }>('admin/AdminCustomer', body))
  ).data;
}
