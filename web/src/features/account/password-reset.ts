/** A password reset: ask for the code, then set the new password with it (public §7.7). */
import { buildPath, type ApiClient } from '#web/lib/api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import type { confirmResetPasswordRequestSchema } from '#contract/accounts';
import type { z } from 'zod';

export async function requestPasswordReset(api: ApiClient, username: string): Promise<void> {
  await callEnvelope(() =>
    api.post<EnvelopeLike>(buildPath('User/ResetPassword/{username}', { username }, 'resetPassword')),
  );
}

export type ConfirmResetBody = z.input<typeof confirmResetPasswordRequestSchema>;

export async function confirmPasswordReset(api: ApiClient, body: ConfirmResetBody): Promise<void> {
  await callEnvelope(() => api.put<EnvelopeLike>('User/ConfirmResetPassword', body));
}
