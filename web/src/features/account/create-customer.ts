/** POST Customer: a new customer account (public §7.6). */
import type { Customer } from '#contract/customers';
import { type ApiClient } from '#web/lib/api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import type { newCustomerRequestSchema } from '#contract/customers';
import type { z } from 'zod';

export type NewCustomerBody = z.input<typeof newCustomerRequestSchema>;

export async function createCustomer(api: ApiClient, body: NewCustomerBody): Promise<Customer> {
  const response = await callEnvelope(() => api.post<EnvelopeLike & { data: Customer }>('Customer', body));
  return response.data;
}
