/**
 * Account recovery calls and forms, the same for customers (User/..., public §7.7) and staff
 * (AdminAuth/..., admin §7.5): the username mailed to an address, a password reset code mailed for a
 * username, a new password set with the code, and the account confirmation with its code.
 */
import { z } from 'zod';
import type { confirmRegistrationRequestSchema, confirmResetPasswordRequestSchema } from '#contract/accounts';
import {
  emailRules,
  issueAt,
  message,
  passwordMessages,
  requiredText,
  rules,
} from '#domain/validation/index';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '../call.ts';

/** Whose accounts: customers' (the public pool) or staff's (the tenant's admin pool). */
export type AccountSide = 'User' | 'AdminAuth';

const operation = (side: AccountSide, name: string) =>
  side === 'User' ? name : `admin${name[0]!.toUpperCase()}${name.slice(1)}`;

export async function forgotUsername(api: ApiClient, side: AccountSide, email: string): Promise<void> {
  const path = buildPath(`${side}/ForgotUsername/{email}`, { email }, operation(side, 'forgotUsername'));
  await callEnvelope(() => api.post<EnvelopeLike>(path));
}

export async function requestPasswordReset(
  api: ApiClient,
  side: AccountSide,
  username: string,
): Promise<void> {
  const path = buildPath(`${side}/ResetPassword/{username}`, { username }, operation(side, 'resetPassword'));
  await callEnvelope(() => api.post<EnvelopeLike>(path));
}

export type ConfirmResetBody = z.input<typeof confirmResetPasswordRequestSchema>;

export async function confirmPasswordReset(
  api: ApiClient,
  side: AccountSide,
  body: ConfirmResetBody,
): Promise<void> {
  await callEnvelope(() => api.put<EnvelopeLike>(`${side}/ConfirmResetPassword`, body));
}

/** Customers confirm with the code alone; staff choose their first password with it (admin §4.5). */
export type ConfirmRegistrationBody = z.input<typeof confirmRegistrationRequestSchema> | ConfirmResetBody;

export async function confirmRegistration(
  api: ApiClient,
  side: AccountSide,
  body: ConfirmRegistrationBody,
): Promise<void> {
  await callEnvelope(() => api.post<EnvelopeLike>(`${side}/ConfirmUserRegistration`, body));
}

/** userId: the id, or (staff) the username. */
export async function resendRegistrationCode(
  api: ApiClient,
  side: AccountSide,
  userId: string | number,
): Promise<void> {
  const path = buildPath(
    `${side}/ResendRegistrationCode/{userId}`,
    { userId },
    operation(side, 'resendRegistrationCode'),
  );
  await callEnvelope(() => api.post<EnvelopeLike>(path));
}

export const forgotUsernameSchema = z.object({ email: requiredText('Email', emailRules) });
export const forgotPasswordSchema = z.object({ username: requiredText('Username') });

/** A new password with the mailed code (reset password; a staff user's first password). */
export const passwordWithCodeSchema = z
  .object({
    username: requiredText('Username'),
    confirmationCode: requiredText('Confirmation Code', [rules.numeric, rules.max(10)]),
    password: requiredText('New Password', [], { trim: false }),
    confirmPassword: requiredText('Confirm Password', [], { trim: false }),
  })
  .superRefine((form, ctx) => {
    if (form.password) {
      for (const m of passwordMessages(form.password, form.username, 'New Password'))
        issueAt(ctx, 'password', m);
    }
    if (form.confirmPassword && form.confirmPassword !== form.password) {
      issueAt(
        ctx,
        'confirmPassword',
        message('confirmed', { field: 'Confirm Password', target: 'New Password' }),
      );
    }
  });
export type PasswordWithCodeInput = z.input<typeof passwordWithCodeSchema>;
export type PasswordWithCodeOutput = z.output<typeof passwordWithCodeSchema>;
export const PASSWORD_WITH_CODE_FIELDS = [
  'username',
  'confirmationCode',
  'password',
  'confirmPassword',
] as const;
