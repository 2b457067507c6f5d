/**
 * The users context, public side (public §7.7): confirming a new account, codes, forgotten username,
 * password reset, verification, the captcha check and the signed-in customer's user record. Anonymous
 * calls answer the same whether or not the account exists, so they cannot be used to discover accounts.
 */
import {
  accountDataResponseSchema,
  accountUserResponseSchema,
  captchaQuery,
  captchaResponseSchema,
  confirmRegistrationRequestSchema,
  confirmResetPasswordRequestSchema,
  emailPathParams,
  userNamePathParams,
  userRefParams,
  userVerificationQuery,
  usernamePathParams,
  verifiedResponseSchema,
} from '#contract/accounts';
import { saveUserRequestSchema, userIdPathParams, userResponseSchema } from '#contract/users';
import { countCodeAttempt } from '#adapters/identity/code-attempts';
import { sendMail } from '#adapters/mail/index';
import { forgotUsernameMail } from '#adapters/mail/templates';
import { mailTemplate } from '#store/templates';
import { ForbiddenError } from '#domain/errors';
import { clientAddress } from '#http/client-address';
import { CUSTOMER, PUBLIC, SIGNED_IN, type RouteTable, defineRoute } from '#http/routes';
import { cognitoUsernameOf, getCustomer, getCustomerByEmail, getCustomerByUsername } from '#store/customers';
import { unlockAfterPasswordReset } from '#store/login-attempts';
import { toCustomerUser } from '#mappers/customers';
import { ownCustomer } from '#booking/caller';
import {
  confirmForgotPassword,
  confirmSignUp,
  forgotPassword,
  isConfirmed,
  publicPool,
  resendConfirmationCode,
} from '#adapters/identity/accounts';
import type { TenantId } from '#domain/catalogue';
import { reachableUser, saveUser, userView } from './user-records.ts';
import { checkCaptcha } from '#api/shared/captcha-check';

export const USER_MESSAGE = {
  confirmed: 'Your account is confirmed. You can now sign in.',
  codeResent:
    'If the account exists and is not yet confirmed, a new confirmation code has been sent to its email address.',
  usernameSent: 'If an account uses this email address, its username has been sent to it.',
  resetCodeSent: 'If the account exists, a password reset code has been sent to its email address.',
  passwordReset: 'Your password has been reset. Sign in with your new password.',
} as const;

/**
 * A user named by a numeric userId (the customer id) or by username. The Cognito user name is the
 * customer's username; an unknown name is passed on as typed (lower case), so Cognito answers for it.
 */
async function resolveUser(tenantId: TenantId, ref: { userId?: string; username?: string }) {
  const customer =
    ref.userId !== undefined && /^\d+$/.test(ref.userId)
      ? await getCustomer(tenantId, Number(ref.userId))
      : await getCustomerByUsername(tenantId, (ref.username ?? ref.userId ?? '').toLowerCase());
  return {
    customer,
    cognitoUsername: customer
      ? cognitoUsernameOf(customer)
      : (ref.username ?? ref.userId ?? '').toLowerCase(),
  };
}

export const userRoutes: RouteTable = {
  context: 'users',
  routes: [
    defineRoute({
      method: 'POST',
      path: 'User/ConfirmUserRegistration',
      operationId: 'confirmUserRegistration',
      summary: 'Confirm a new account with the code mailed at sign-up',
      body: confirmRegistrationRequestSchema,
      auth: PUBLIC,
      response: verifiedResponseSchema,
      handler: async ({ tenantId, body }) => {
        const { cognitoUsername } = await resolveUser(tenantId, body);
        await countCodeAttempt(tenantId, 'confirmSignUp', cognitoUsername);
        await confirmSignUp(await publicPool(tenantId), cognitoUsername, body.confirmationCode);
        return { verified: true, messages: [USER_MESSAGE.confirmed] };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'User/ResendRegistrationCode/{userId}',
      operationId: 'resendRegistrationCode',
      summary: 'Mail a new confirmation code to an unconfirmed account',
      params: userRefParams,
      auth: PUBLIC,
      rateLimit: { action: 'mail', account: ({ params }) => params.userId },
      response: accountDataResponseSchema,
      handler: async ({ tenantId, params }) => {
        const { cognitoUsername } = await resolveUser(tenantId, { userId: params.userId });
        await resendConfirmationCode(await publicPool(tenantId), cognitoUsername);
        return { data: null, messages: [USER_MESSAGE.codeResent] };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'User/ForgotUsername/{email}',
      operationId: 'forgotUsername',
      summary: 'Mail the username of the account with this e-mail address (same answer if there is none)',
      params: emailPathParams,
      auth: PUBLIC,
      rateLimit: { action: 'mail', account: ({ params }) => params.email },
      response: accountDataResponseSchema,
      handler: async ({ tenantId, tenant, params }) => {
        const customer = await getCustomerByEmail(tenantId, params.email);
        if (customer) {
          await sendMail(
            forgotUsernameMail(
              { tenantId, siteTitle: tenant.siteTitle },
              customer.email,
              customer.username,
              await mailTemplate(tenantId, 'forgot-username'),
            ),
          );
        }
        return { data: null, messages: [USER_MESSAGE.usernameSent] };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'User/ResetPassword/{username}',
      operationId: 'resetPassword',
      summary: 'Start a password reset: Cognito mails a code to the account (same answer if there is none)',
      params: usernamePathParams,
      auth: PUBLIC,
      rateLimit: { action: 'passwordReset', account: ({ params }) => params.username },
      captcha: true,
      response: accountUserResponseSchema,
      handler: async ({ tenantId, params }) => {
        const { cognitoUsername } = await resolveUser(tenantId, { username: params.username });
        await forgotPassword(await publicPool(tenantId), cognitoUsername);
        return { user: null, messages: [USER_MESSAGE.resetCodeSent] };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'User/ConfirmResetPassword',
      operationId: 'confirmResetPassword',
      summary: 'Set a new password with the mailed reset code',
      body: confirmResetPasswordRequestSchema,
      auth: PUBLIC,
      // Per account, the code's own tries are counted (countCodeAttempt).
      rateLimit: { action: 'passwordReset' },
      response: accountUserResponseSchema,
      handler: async ({ tenantId, body }) => {
        const { customer, cognitoUsername } = await resolveUser(tenantId, body);
        await countCodeAttempt(tenantId, 'resetPassword', cognitoUsername);
        const pool = await publicPool(tenantId);
        await confirmForgotPassword(pool, cognitoUsername, body.confirmationCode, body.password);
        await unlockAfterPasswordReset(tenantId, pool.userPoolId, [
          cognitoUsername,
          customer?.username,
          customer?.email,
        ]);
        // The code proved the mailbox, which Cognito also treats as confirming the account.
        const user = customer ? toCustomerUser(customer, await isConfirmed(pool, cognitoUsername)) : null;
        return { user, messages: [USER_MESSAGE.passwordReset] };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'User/UserVerification',
      operationId: 'userVerification',
      summary: "Whether the account has been confirmed (the caller's own; false to anyone else)",
      query: userVerificationQuery,
      auth: PUBLIC,
      response: verifiedResponseSchema,
      handler: async ({ tenantId, query, auth }) => {
        const { customer, cognitoUsername } = await resolveUser(tenantId, { userId: query.userId });
        // One answer for every account but the caller's own, so it cannot be used to find accounts.
        if (!customer || auth?.kind !== 'customer' || auth.sub !== customer.externalUserId) {
          return { verified: false };
        }
        return { verified: await isConfirmed(await publicPool(tenantId), cognitoUsername) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'User/CaptchaVerify',
      operationId: 'captchaVerify',
      summary: 'Check a captcha token with the configured verifier (a test verifier locally)',
      query: captchaQuery,
      auth: PUBLIC,
      response: captchaResponseSchema,
      handler: async ({ tenantId, query, event }) => {
        const captcha = await checkCaptcha(tenantId, query.token, await clientAddress(event));
        return { captcha };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'User/username/{userName}',
      operationId: 'getUserByUsername',
      summary: "The signed-in customer's user record (sets the web app's auth state after sign-in)",
      params: userNamePathParams,
      auth: CUSTOMER,
      response: userResponseSchema,
      handler: async (req) => {
        const own = await ownCustomer(req.tenantId, req.auth);
        if (own.username !== req.params.userName.toLowerCase()) {
          throw new ForbiddenError('You can only see your own account.');
        }
        return { user: toCustomerUser(own, true) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'User/{userId}',
      operationId: 'getUser',
      summary:
        "A user record by id: the signed-in customer's own, or any customer's for staff with CustomerManagementView",
      params: userIdPathParams,
      auth: SIGNED_IN,
      response: userResponseSchema,
      handler: async ({ tenantId, params, auth }) => ({
        user: await userView(await reachableUser(tenantId, auth, params.userId, 'CustomerManagementView')),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: 'User',
      operationId: 'saveUser',
      summary:
        "Save a user's names and e-mail: the signed-in customer's own, or any customer's for staff with CustomerManagementEdit (kept in the customer's history)",
      body: saveUserRequestSchema,
      auth: SIGNED_IN,
      response: userResponseSchema,
      handler: async ({ tenantId, body, auth }) => ({
        user: await userView(await saveUser(tenantId, auth, body)),
      }),
    }),
  ],
};
