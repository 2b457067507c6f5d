/**
 * Staff account self-service on the staff pool (admin §2.2, §7.5): forgot username, reset password
 * with the mailed code, confirm the account (a new user chooses their first password with the code
 * mailed when they were added) and send that code again, and the captcha check. Anonymous calls
 * answer the same whether or not the account exists, so they cannot be used to find accounts.
 */
import {
  STAFF_ACCOUNT_MESSAGE,
  accountDataResponseSchema,
  captchaQuery,
  captchaResponseSchema,
  confirmResetPasswordRequestSchema,
  emailPathParams,
  userRefParams,
  usernamePathParams,
  verifiedResponseSchema,
} from '#contract/accounts';
import { confirmForgotPassword, forgotPassword } from '#adapters/identity/accounts';
import { countCodeAttempt } from '#adapters/identity/code-attempts';
import { staffPool } from '#adapters/identity/invited-accounts';
import { sendMail } from '#adapters/mail/index';
import { forgotUsernameMail } from '#adapters/mail/templates';
import { mailTemplate } from '#store/templates';
import type { TenantId } from '#domain/catalogue';
import { clientAddress } from '#http/client-address';
import { PUBLIC, type Route, defineRoute } from '#http/routes';
import { getStaffUser, getStaffUserByEmail, getStaffUserByUsername } from '#store/staff-users';
import { unlockAfterPasswordReset } from '#store/login-attempts';
import { saveStaffUser } from '#api/shared/staff-user-history';
import { STAFF_USER_ACTION } from '#domain/users';
import { checkCaptcha } from '#api/shared/captcha-check';

/** A staff user named by id or username; an unknown name is passed on as typed, so Cognito answers for it. */
async function resolveStaff(tenantId: TenantId, ref: { userId?: string; username?: string }) {
  const user =
    ref.userId !== undefined && /^\d+$/.test(ref.userId)
      ? await getStaffUser(tenantId, Number(ref.userId))
      : await getStaffUserByUsername(tenantId, (ref.username ?? ref.userId ?? '').toLowerCase());
  const usable = user && user.authType === 'admin' ? user : undefined;
  return {
    user: usable,
    cognitoUsername: usable?.cognitoUsername ?? (ref.username ?? ref.userId ?? '').toLowerCase(),
  };
}

/** Sets the password with the mailed code; the first time, the account counts as confirmed. */
async function setPasswordWithCode(
  tenantId: TenantId,
  body: { userId?: string; username?: string; confirmationCode: string; password: string },
) {
  const { user, cognitoUsername } = await resolveStaff(tenantId, body);
  await countCodeAttempt(tenantId, 'resetPassword', `staff:${cognitoUsername}`);
  const pool = await staffPool(tenantId);
  await confirmForgotPassword(pool, cognitoUsername, body.confirmationCode, body.password);
  await unlockAfterPasswordReset(tenantId, pool.userPoolId, [cognitoUsername, user?.username, user?.email]);
  if (user && !user.verified)
    await saveStaffUser(user, { ...user, verified: true }, user.username, STAFF_USER_ACTION.confirmed);
}

export const recoveryRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'AdminAuth/ForgotUsername/{email}',
    operationId: 'adminForgotUsername',
    summary: 'Mail the username of the staff account with this e-mail address (same answer if there is none)',
    params: emailPathParams,
    auth: PUBLIC,
    rateLimit: { action: 'mail', account: ({ params }) => params.email },
    response: accountDataResponseSchema,
    handler: async ({ tenantId, tenant, params }) => {
      const user = await getStaffUserByEmail(tenantId, params.email.toLowerCase());
      if (user && user.authType === 'admin')
        await sendMail(
          forgotUsernameMail(
            { tenantId, siteTitle: tenant.siteTitle },
            user.email,
            user.username,
            await mailTemplate(tenantId, 'forgot-username'),
          ),
        );
      return { data: null, messages: [STAFF_ACCOUNT_MESSAGE.usernameSent] };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'AdminAuth/ResetPassword/{username}',
    operationId: 'adminResetPassword',
    summary: 'Start a staff password reset: Cognito mails a code (same answer if there is no such account)',
    params: usernamePathParams,
    auth: PUBLIC,
    rateLimit: { action: 'passwordReset', account: ({ params }) => params.username },
    response: accountDataResponseSchema,
    handler: async ({ tenantId, params }) => {
      const { user, cognitoUsername } = await resolveStaff(tenantId, { username: params.username });
      if (user) await forgotPassword(await staffPool(tenantId), cognitoUsername);
      return { data: null, messages: [STAFF_ACCOUNT_MESSAGE.codeSent] };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'AdminAuth/ResendRegistrationCode/{userId}',
    operationId: 'adminResendRegistrationCode',
    summary: 'Mail a new staff user the code to choose their first password again (same answer for anyone)',
    params: userRefParams,
    auth: PUBLIC,
    rateLimit: { action: 'mail', account: ({ params }) => params.userId },
    response: accountDataResponseSchema,
    handler: async ({ tenantId, params }) => {
      const { user, cognitoUsername } = await resolveStaff(tenantId, { userId: params.userId });
      if (user && !user.verified) await forgotPassword(await staffPool(tenantId), cognitoUsername);
      return { data: null, messages: [STAFF_ACCOUNT_MESSAGE.codeSent] };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'AdminAuth/ConfirmResetPassword',
    operationId: 'adminConfirmResetPassword',
    summary: 'Set a new staff password with the mailed code',
    body: confirmResetPasswordRequestSchema,
    auth: PUBLIC,
    rateLimit: { action: 'passwordReset' },
    response: accountDataResponseSchema,
    handler: async ({ tenantId, body }) => {
      await setPasswordWithCode(tenantId, body);
      return { data: null, messages: [STAFF_ACCOUNT_MESSAGE.passwordSet] };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'AdminAuth/ConfirmUserRegistration',
    operationId: 'adminConfirmUserRegistration',
    summary: "Confirm a new staff account: the code mailed when it was added and the user's first password",
    body: confirmResetPasswordRequestSchema,
    auth: PUBLIC,
    rateLimit: { action: 'passwordReset' },
    response: verifiedResponseSchema,
    handler: async ({ tenantId, body }) => {
      await setPasswordWithCode(tenantId, body);
      return { verified: true, messages: [STAFF_ACCOUNT_MESSAGE.passwordSet] };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'AdminAuth/CaptchaVerify',
    operationId: 'adminCaptchaVerify',
    summary: 'Check a captcha token with the configured verifier (a test verifier locally)',
    query: captchaQuery,
    auth: PUBLIC,
    response: captchaResponseSchema,
    handler: async ({ tenantId, query, event }) => ({
      captcha: await checkCaptcha(tenantId, query.token, await clientAddress(event)),
    }),
  }),
];
