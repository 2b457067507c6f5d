/** PUT Customer: the customer's profile edits. */
import type { Customer } from '#contract/customers';
import { type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import type { editCustomerRequestSchema } from '#contract/customers';
import type { z } from 'zod';

export async function updateCustomer(
  api: ApiClient,
  body: z.input<typeof editCustomerRequestSchema>,
): Promise<Customer> {
  const response = await callEnvelope(() => api.put<EnvelopeLike & { data: Customer }>('Customer', body));
  return response.data;
}
