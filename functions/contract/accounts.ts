/**
 * Account calls of the public side (public §3.7, §7.7) and their AdminAuth equivalents: registration
 * confirmation, codes, forgotten username, password reset, verification and the captcha check.
 * A user is named by userId (the customer's id) or by username wherever the spec allows either.
 */
import { z } from 'zod';
import { envelope } from '#contract/envelope';
import { userSchema } from '#contract/users';
import {
  emailRules,
  issueAt,
  optionalText,
  passwordMessages,
  requiredText,
  rules,
} from '#domain/validation/index';

/** What the staff account self-service answers (AdminAuth, admin §7.5); the screens show the same words. */
export const STAFF_ACCOUNT_MESSAGE = {
  usernameSent: 'If a staff account uses this email address, its username has been sent to it.',
  codeSent: 'If the account exists, a code has been sent to its email address.',
  passwordSet: 'Your password has been set. Sign in with your new password.',
} as const;

// A user id is a number in the spec's entities; a JSON number and its digits as text are the same id.
const userIdText = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v),
  optionalText('userId', [rules.numeric]),
);
const usernameText = optionalText('Username', [rules.max(128)]);

function oneOfUserIdOrUsername(v: { userId?: string; username?: string }, ctx: z.RefinementCtx) {
  if (v.userId === undefined && v.username === undefined) issueAt(ctx, 'username', 'Username is required');
}

/** POST User/ConfirmUserRegistration (fields not shown in the spec). */
export const confirmRegistrationRequestSchema = z
  .object({
    userId: userIdText,
    username: usernameText,
    confirmationCode: requiredText('Confirmation Code', [rules.max(20)]),
  })
  .superRefine(oneOfUserIdOrUsername)
  .meta({ id: 'ConfirmUserRegistrationRequest' });

/** PUT User/ConfirmResetPassword: keyed by userId or username; password, confirmPassword, code. */
export const confirmResetPasswordRequestSchema = z
  .object({
    userId: userIdText,
    username: usernameText,
    password: requiredText('Password', [], { trim: false }),
    confirmPassword: requiredText('Confirm Password', [], { trim: false }),
    confirmationCode: requiredText('Confirmation Code', [rules.max(20)]),
  })
  .superRefine((v, ctx) => {
    oneOfUserIdOrUsername(v, ctx);
    if (v.password) for (const m of passwordMessages(v.password, v.username)) issueAt(ctx, 'password', m);
    if (v.confirmPassword && v.confirmPassword !== v.password) {
      issueAt(ctx, 'confirmPassword', 'Confirm Password must match the Password field');
    }
  })
  .meta({ id: 'ResetPasswordConfirmationRequest' });

/** A user named in the path: a numeric userId, or a username. */
export const userRefParams = z.object({ userId: requiredText('userId', [rules.max(128)]) });
export const usernamePathParams = z.object({ username: requiredText('Username', [rules.max(128)]) });
export const userNamePathParams = z.object({ userName: requiredText('Username', [rules.max(128)]) });
export const emailPathParams = z.object({ email: requiredText('Email', emailRules) });
export const userVerificationQuery = z.object({
  userId: requiredText('userId', [rules.max(128)]),
  _: z.string().optional(),
});
export const captchaQuery = z.object({ token: requiredText('token', [rules.max(4096)]) });

export const captchaResultSchema = z
  .object({ success: z.boolean(), score: z.number(), 'error-codes': z.array(z.string()) })
  .meta({ id: 'CaptchaResult' });

export const captchaResponseSchema = envelope('captcha', captchaResultSchema);
export const verifiedResponseSchema = envelope('verified', z.boolean());
/** Anonymous account calls never disclose the account: the user is null until its owner has proved a code. */
export const accountUserResponseSchema = envelope('user', userSchema.nullable());
export const accountDataResponseSchema = envelope('data', z.null());
