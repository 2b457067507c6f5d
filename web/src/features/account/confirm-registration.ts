/** Confirm a registration with its code, or send the code again (public §7.7). */
import { buildPath, type ApiClient } from '#web/lib/api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import type { confirmRegistrationRequestSchema } from '#contract/accounts';
import type { z } from 'zod';

export type ConfirmRegistrationBody = z.input<typeof confirmRegistrationRequestSchema>;

export async function confirmRegistration(api: ApiClient, body: ConfirmRegistrationBody): Promise<void> {
  await callEnvelope(() => api.post<EnvelopeLike>('User/ConfirmUserRegistration', body));
}

export async function resendRegistrationCode(api: ApiClient, userId: string | number): Promise<void> {
  await callEnvelope(() =>
    api.post<EnvelopeLike>(
      buildPath('User/ResendRegistrationCode/{userId}', { userId }, 'resendRegistrationCode'),
    ),
  );
}
