/**
 * The account calls (public §7.6–7.7): create account, availability checks, confirm registration,
 * resend the code, forgot username, reset password. Each resolves with the payload of a 'Success'
 * envelope and rejects with an AccountCallError carrying the server's messages otherwise.
 */
import type { Customer } from '#contract/customers';
import { buildPath, isApiError, type ApiClient } from '../../lib/api.ts';

export interface EnvelopeLike {
  statusCode?: string;
  messages?: string[];
  errors?: Record<string, string[]>;
}

export class AccountCallError extends Error {
  readonly messages: string[];
  /** Field messages of a malformed request (HTTP 400), keyed by request field. */
  readonly fieldErrors: Record<string, string[]>;
  constructor(messages: string[], fieldErrors: Record<string, string[]> = {}) {
    super(messages[0] ?? 'The request failed.');
    this.name = 'AccountCallError';
    this.messages = messages;
    this.fieldErrors = fieldErrors;
  }
}

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** The messages a person reads for a failed call: the server's own, or a plain fallback. */
export function failureMessages(error: unknown): string[] {
  if (error instanceof AccountCallError) return error.messages.length ? error.messages : [GENERIC_FAILURE];
  if (isApiError(error)) {
    const body = error.body as EnvelopeLike | null;
    const fieldMessages = Object.values(body?.errors ?? {}).flat();
    const messages = body?.messages?.length ? body.messages : fieldMessages;
    if (messages.length) return messages;
  }
  if (error instanceof Error && error.message.startsWith('Missing the required parameter'))
    return [error.message];
  return [GENERIC_FAILURE];
}

/**
 * A call's response on 'Success'; otherwise an AccountCallError with the server's messages (a
 * 'Failure' envelope, or a malformed request's field messages). Shared by the feature API modules.
 */
export async function callEnvelope<T extends EnvelopeLike>(run: () => Promise<T>): Promise<T> {
  let response: T;
  try {
    response = await run();
  } catch (error) {
    if (isApiError(error)) {
      const body = error.body as EnvelopeLike | null;
      if (body && (body.messages?.length || body.errors)) {
        throw new AccountCallError(
          body.messages?.length ? body.messages : Object.values(body.errors ?? {}).flat(),
          body.errors ?? {},
        );
      }
    }
    throw error;
  }
  if (response?.statusCode && response.statusCode !== 'Success') {
    throw new AccountCallError(response.messages ?? []);
  }
  return response;
}

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
