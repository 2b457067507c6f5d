/** The username sent to the account's e-mail address (public §7.7). */
import { buildPath, type ApiClient } from '#web/lib/api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export async function forgotUsername(api: ApiClient, email: string): Promise<void> {
  await callEnvelope(() =>
    api.post<EnvelopeLike>(buildPath('User/ForgotUsername/{email}', { email }, 'forgotUsername')),
  );
}
