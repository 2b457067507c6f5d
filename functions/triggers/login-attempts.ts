/**
 * The lockout counters (#store/login-attempts) as the triggers use them, and the error a trigger throws
 * for a locked account.
 */
import { LOCKED_MESSAGE } from '#domain/sign-in-lockout';

export { type SignInRef, admitSignIn, clearSignInFailures } from '#store/login-attempts';

export class AccountLockedError extends Error {
  constructor() {
    super(LOCKED_MESSAGE);
    this.name = 'AccountLockedError';
  }
}
