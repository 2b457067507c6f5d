/** The customer's password change. */
import { type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import type { changePasswordRequestSchema } from '#contract/customers';
import type { z } from 'zod';

export async function changePassword(
  api: ApiClient,
  body: z.input<typeof changePasswordRequestSchema>,
): Promise<void> {
  await callEnvelope(() => api.post<EnvelopeLike>('Customer/changePassword', body));
}
