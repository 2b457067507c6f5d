/**
 * Username and password sign-in against a pool's app client (USER_PASSWORD_AUTH: cognito-local has no
 * SRP) and the mapping of the provider's failures to the messages of spec public §8 / admin §8.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { LOGIN_MESSAGE } from '#contract/users';
import { cognito } from './cognito-client.ts';

export interface SignInTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** A refused sign-in; `message` is what the person sees. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly reason: 'locked' | 'invalid' | 'expired' | 'challenge' | 'other',
  ) {
    super(message);
  }
}

const EXPIRED_TEMPORARY_PASSWORD = 'Temporary password has expired and must be reset by an administrator.';

/**
 * The provider's error as the person should see it (pure, for tests). A wrong password, an unknown user
 * and an unconfirmed or disabled one read the same, so the answer never tells which accounts exist.
 */
export function signInFailure(err: { name?: string; message?: string }): SignInError {
  if (err.name === 'UserLambdaValidationException') return new SignInError(LOGIN_MESSAGE.locked, 'locked');
  if (err.message?.includes(EXPIRED_TEMPORARY_PASSWORD)) {
    return new SignInError(LOGIN_MESSAGE.temporaryPasswordExpired, 'expired');
  }
  // Cognito's own lockout: 'Password attempts exceeded'.
  if (err.name === 'NotAuthorizedException' && /attempts exceeded/i.test(err.message ?? '')) {
    return new SignInError(LOGIN_MESSAGE.locked, 'locked');
  }
  // InvalidPasswordException: cognito-local's wrong password.
  if (
    err.name === 'UserNotFoundException' ||
    err.name === 'NotAuthorizedException' ||
    err.name === 'InvalidPasswordException' ||
    err.name === 'UserNotConfirmedException'
  ) {
    return new SignInError(LOGIN_MESSAGE.invalid, 'invalid');
  }
  return new SignInError(err.message || LOGIN_MESSAGE.invalid, 'other');
}

export async function passwordSignIn(
  clientId: string,
  username: string,
  password: string,
): Promise<SignInTokens> {
  let out;
  try {
    out = await cognito().send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
  } catch (err) {
    const e = err as { name?: string; message?: string; $fault?: string };
    if (e.$fault === 'client') throw signInFailure(e);
    throw err;
  }
  const r = out.AuthenticationResult;
  if (!r?.IdToken || !r.AccessToken) {
    // NEW_PASSWORD_REQUIRED and the like: the admin login has no screen for them.
    throw new SignInError(
      'Your password must be changed before you can sign in. Use Forgot Your Login Information.',
      'challenge',
    );
  }
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken ?? '' };
}
