import { describe, expect, it } from 'vitest';
import { signInFailure } from '#adapters/identity/password-sign-in';
import { LOGIN_MESSAGE } from '#contract/users';

describe('sign-in failures as the person sees them', () => {
  it.each([
    [{ name: 'UserLambdaValidationException', message: 'PreAuthentication failed' }, LOGIN_MESSAGE.locked],
    [{ name: 'UserNotFoundException', message: 'User does not exist.' }, LOGIN_MESSAGE.invalid],
    [
      {
        name: 'NotAuthorizedException',
        message: 'Temporary password has expired and must be reset by an administrator.',
      },
      LOGIN_MESSAGE.temporaryPasswordExpired,
    ],
    [{ name: 'NotAuthorizedException', message: 'Incorrect username or password.' }, LOGIN_MESSAGE.invalid],
    [{ name: 'InvalidPasswordException', message: 'Invalid password' }, LOGIN_MESSAGE.invalid],
    [{ name: 'UserNotConfirmedException', message: 'User is not confirmed.' }, LOGIN_MESSAGE.invalid],
    [{ name: 'NotAuthorizedException', message: 'Password attempts exceeded' }, LOGIN_MESSAGE.locked],
  ])('%o', (err, shown) => {
    expect(signInFailure(err).message).toBe(shown);
  });
});
