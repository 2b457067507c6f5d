/** The customer's password change. */
import { type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export async function changePassword(
  api: ApiClient,
  body: { userId: number; currentPassword: string; newPassword: string },
): Promise<void> {
  await callEnvelope(() => api.post<EnvelopeLike>('Customer/changePassword', body));
}
