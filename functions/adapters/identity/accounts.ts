/**
 * The public pool's account operations (customers): sign-up, confirmation, codes, password reset and
 * change, verification. Cognito sends the codes itself (locally, cognito-local's sender writes them to
 * the mail outbox). Provider failures a person can fix become 400s with a field message; anything
 * else propagates as a server error.
 */
import {
  AdminDeleteUserCommand,
  AdminUpdateUserAttributesCommand,
  AdminGetUserCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '#adapters/identity/cognito-client';
import { SignInError, passwordSignIn } from '#adapters/identity/password-sign-in';
import { BadRequestError, NotFoundError } from '#domain/errors';
import { getAuthConfig } from '#store/auth-config';
import type { TenantId } from '#domain/catalogue';

export const ACCOUNT_MESSAGE = {
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'The verification code has expired. Request a new code and try again.',
  usernameTaken: 'This username is already taken. Choose another.',
  emailTaken: 'An account with this email already exists. Use Forgot Your Login Information to sign in.',
  wrongCurrentPassword: 'Current Password is incorrect.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export interface PublicPool {
  userPoolId: string;
  clientId: string;
}

export async function publicPool(tenantId: TenantId): Promise<PublicPool> {
  const cfg = await getAuthConfig(tenantId);
  if (!cfg?.publicUserPoolId || !cfg.publicClientId) {
    throw new NotFoundError(`Tenant '${tenantId}' has no customer sign-in configured.`);
  }
  const userPoolId = cfg.publicUserPoolId;
  return { userPoolId, clientId: cfg.publicClientId };
}

type ProviderError = { name?: string; message?: string; $fault?: string };

function fieldError(field: string, message: string): BadRequestError {
  return new BadRequestError(message, { [field]: [message] });
}

/** Maps a Cognito client error to a 400 for the named fields; rethrows server faults. */
function mapProviderError(
  err: unknown,
  fields: { code?: string; password?: string; username?: string },
): never {
  const e = err as ProviderError;
  if (e.$fault !== 'client') throw err;
  switch (e.name) {
    case 'CodeMismatchException':
      throw fieldError(fields.code ?? 'body.confirmationCode', ACCOUNT_MESSAGE.codeMismatch);
    case 'ExpiredCodeException':
      throw fieldError(fields.code ?? 'body.confirmationCode', ACCOUNT_MESSAGE.codeExpired);
    case 'InvalidPasswordException':
      throw fieldError(
        fields.password ?? 'body.password',
        e.message ?? 'The password does not meet the rules.',
      );
    case 'UsernameExistsException':
      throw fieldError(fields.username ?? 'body.username', ACCOUNT_MESSAGE.usernameTaken);
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      throw new BadRequestError(ACCOUNT_MESSAGE.tooManyAttempts);
    case 'UserLambdaValidationException':
      throw new BadRequestError(
        e.message?.replace(/^\w+ failed with error /, '') ?? ACCOUNT_MESSAGE.tooManyAttempts,
      );
    default:
      throw new BadRequestError(e.message || 'The request could not be completed.');
  }
}

export interface SignUpInput {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Cognito SignUp: creates the unconfirmed user and mails the confirmation code. Returns the sub and
 * the name Cognito knows the user by.
 */
export async function signUp(
  pool: PublicPool,
  input: SignUpInput,
): Promise<{ sub: string; cognitoUsername: string }> {
  // Cognito knows customers by their product username, as the spec's sign-in does.
  const cognitoUsername = input.username;
  try {
    const out = await cognito().send(
      new SignUpCommand({
        ClientId: pool.clientId,
        Username: cognitoUsername,
        Password: input.password,
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'given_name', Value: input.firstName },
          { Name: 'family_name', Value: input.lastName },
        ],
      }),
    );
    if (!out.UserSub) throw new Error('Cognito SignUp returned no UserSub');
    return { sub: out.UserSub, cognitoUsername };
  } catch (err) {
    return mapProviderError(err, { password: 'body.password', username: 'body.username' });
  }
}

/** Removes a Cognito user whose customer record could not be written (a lost race on a unique value). */
export async function deleteUser(pool: PublicPool, username: string): Promise<void> {
  await cognito().send(new AdminDeleteUserCommand({ UserPoolId: pool.userPoolId, Username: username }));
}

/**
 * Cognito ConfirmSignUp. An unknown or already confirmed account is told what a wrong code is told, so
 * the answer never says whether an account exists.
 */
export async function confirmSignUp(pool: PublicPool, username: string, code: string): Promise<void> {
  try {
    await cognito().send(
      new ConfirmSignUpCommand({ ClientId: pool.clientId, Username: username, ConfirmationCode: code }),
    );
  } catch (err) {
    const e = err as ProviderError;
    // NotAuthorizedException: the account is already confirmed.
    if (e.name === 'UserNotFoundException' || e.name === 'NotAuthorizedException') {
      throw fieldError('body.confirmationCode', ACCOUNT_MESSAGE.codeMismatch);
    }
    mapProviderError(err, { code: 'body.confirmationCode' });
  }
}

/**
 * Cognito ResendConfirmationCode. An unknown or already confirmed account gets the same answer as one
 * that was sent a code (no account discovery).
 */
export async function resendConfirmationCode(pool: PublicPool, username: string): Promise<void> {
  try {
    await cognito().send(new ResendConfirmationCodeCommand({ ClientId: pool.clientId, Username: username }));
  } catch (err) {
    const e = err as ProviderError;
    if (e.name === 'UserNotFoundException') return;
    if (e.name === 'InvalidParameterException' && /confirmed/i.test(e.message ?? '')) return;
    mapProviderError(err, {});
  }
}

/** Cognito ForgotPassword: mails a reset code to the account's address. */
export async function forgotPassword(pool: PublicPool, username: string): Promise<void> {
  try {
    await cognito().send(new ForgotPasswordCommand({ ClientId: pool.clientId, Username: username }));
  } catch (err) {
    // An unknown user gets the same answer as a known one (no account discovery).
    if ((err as ProviderError).name === 'UserNotFoundException') return;
    mapProviderError(err, {});
  }
}

export async function confirmForgotPassword(
  pool: PublicPool,
  username: string,
  code: string,
  password: string,
): Promise<void> {
  try {
    await cognito().send(
      new ConfirmForgotPasswordCommand({
        ClientId: pool.clientId,
        Username: username,
        ConfirmationCode: code,
        Password: password,
      }),
    );
  } catch (err) {
    if ((err as ProviderError).name === 'UserNotFoundException') {
      throw fieldError('body.confirmationCode', ACCOUNT_MESSAGE.codeMismatch);
    }
    mapProviderError(err, { code: 'body.confirmationCode', password: 'body.password' });
  }
}

/**
 * Change password: the API holds only the id token, and Cognito's ChangePassword needs an access
 * token, so the current password is checked by signing in with it; that session's access token then
 * changes the password. A wrong current password is a 400 on currentPassword.
 */
export async function changePassword(
  pool: PublicPool,
  username: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  let accessToken: string;
  try {
    accessToken = (await passwordSignIn(pool.clientId, username, currentPassword)).accessToken;
  } catch (err) {
    if (err instanceof SignInError) {
      const text = err.reason === 'locked' ? err.message : ACCOUNT_MESSAGE.wrongCurrentPassword;
      throw fieldError('body.currentPassword', text);
    }
    throw err;
  }
  try {
    await cognito().send(
      new ChangePasswordCommand({
        AccessToken: accessToken,
        PreviousPassword: currentPassword,
        ProposedPassword: newPassword,
      }),
    );
  } catch (err) {
    mapProviderError(err, { password: 'body.newPassword' });
  }
}

/** Whether the account is confirmed (its e-mail proved by the code). */
export async function isConfirmed(pool: PublicPool, username: string): Promise<boolean> {
  try {
    const out = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: username }),
    );
    return out.UserStatus === 'CONFIRMED';
  } catch (err) {
    if ((err as ProviderError).name === 'UserNotFoundException') return false;
    throw err;
  }
}

/**
 * Keeps the pool's e-mail (where Cognito mails reset codes) equal to the profile's. Marked verified:
 * the person is signed in and edits their own profile.
 */
export async function updateEmail(pool: PublicPool, username: string, email: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: pool.userPoolId,
      Username: username,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}
