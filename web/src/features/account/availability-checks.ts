/** Whether a username or an e-mail address is still free (public §7.6). */
import { type ApiClient } from '#web/lib/api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export async function isUsernameAvailable(api: ApiClient, username: string): Promise<boolean> {
  const response = await callEnvelope(() =>
    api.get<EnvelopeLike & { data: { available: boolean } }>('Customer/usernameAvailability', { username }),
  );
  return response.data.available;
}

export async function isEmailAvailable(api: ApiClient, email: string): Promise<boolean> {
  const response = await callEnvelope(() =>
    api.get<EnvelopeLike & { data: { available: boolean } }>('Customer/emailAvailability', { email }),
  );
  return response.data.available;
}
