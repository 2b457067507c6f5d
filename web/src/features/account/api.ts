/**
 * The account calls (public §7.6–7.7): create account, availability checks, confirm registration,
 * resend the code, forgot username, reset password. Each resolves with the payload of a 'Success'
 * envelope and rejects with a CallError carrying the server's messages otherwise (#web/lib/call.ts).
 */
import type { Customer } from '#contract/customers';
import { buildPath, type ApiClient } from '#web/lib/api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type NewCustomerBody = Record<string, unknown>;

export async function createCustomer(api: ApiClient, body: NewCustomerBody): Promise<Customer> {
  const response = await callEnvelope(() => api.post<EnvelopeLike & { data: Customer }>('Customer', body));
  return response.data;
}

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

export interface ConfirmRegistrationBody {
  userId?: number;
  username?: string;
  confirmationCode: string;
}

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

export async function forgotUsername(api: ApiClient, email: string): Promise<void> {
  await callEnvelope(() =>
    api.post<EnvelopeLike>(buildPath('User/ForgotUsername/{email}', { email }, 'forgotUsername')),
  );
}

export async function requestPasswordReset(api: ApiClient, username: string): Promise<void> {
  await callEnvelope(() =>
    api.post<EnvelopeLike>(buildPath('User/ResetPassword/{username}', { username }, 'resetPassword')),
  );
}

export interface ConfirmResetBody {
  username: string;
  confirmationCode: string;
  password: string;
  confirmPassword: string;
}

export async function confirmPasswordReset(api: ApiClient, body: ConfirmResetBody): Promise<void> {
  await callEnvelope(() => api.put<EnvelopeLike>('User/ConfirmResetPassword', body));
}
