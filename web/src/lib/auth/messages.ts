/** The messages of the sign-in and session flows, to the letter of public §8. */

export const ACCOUNT_LOCKED = 'Account is temporarily locked. Please try again later.';
export const INVALID_CREDENTIALS = 'Invalid username or password.';
/** The provider's message for an expired temporary password ... */
export const PROVIDER_TEMPORARY_PASSWORD_EXPIRED =
  'Temporary password has expired and must be reset by an administrator.';
/** ... and what the person reads instead. */
export const RESET_LINK_EXPIRED =
  'The password reset link has expired. Navigate to the Forgot Your Login Information page to request a new password reset link.';
export const INVALID_ACCOUNT = 'Invalid account';
export const CUSTOMER_ACCOUNT_REQUIRED =
  'This action requires a customer account. Sign in to a customer account to proceed.';

interface ProviderError {
  name?: unknown;
  message?: unknown;
}

function asProviderError(error: unknown): ProviderError {
  return typeof error === 'object' && error !== null ? (error as ProviderError) : {};
}

/**
 * What a failed sign-in shows (public §8). A wrong password is a NotAuthorizedException from Cognito; it
 * reads like an unknown user so that the form does not reveal which usernames exist. The expired
 * temporary password is also a NotAuthorizedException, told apart by its message.
 */
export function signInErrorMessage(error: unknown): string {
  const { name, message } = asProviderError(error);
  const text = typeof message === 'string' ? message : '';
  if (text.includes(PROVIDER_TEMPORARY_PASSWORD_EXPIRED)) return RESET_LINK_EXPIRED;
  if (name === 'UserLambdaValidationException') return ACCOUNT_LOCKED;
  if (name === 'UserNotFoundException' || name === 'NotAuthorizedException') return INVALID_CREDENTIALS;
  if (text) return text;
  return typeof error === 'string' && error ? error : INVALID_CREDENTIALS;
}
