/** The account screens' paths (public §2.2). */
export const LOGIN_PATH = '/login';
export const CREATE_ACCOUNT_PATH = '/create-account';
export const CONFIRM_ACCOUNT_PATH = '/confirm-account';
export const FORGOT_LOGIN_PATH = '/forgot-login';
export const RESET_PASSWORD_PATH = '/reset-password';
export const ACCOUNT_ACTIVATION_ROUTE = '/account-activation/:userId';
export const CUSTOMER_PROFILE_ROUTE = '/customer-profile/:externalUserId';

export function accountActivationPath(userId: string | number): string {
  return `/account-activation/${encodeURIComponent(String(userId))}`;
}

export function customerProfilePath(externalUserId: string): string {
  return `/customer-profile/${encodeURIComponent(externalUserId)}`;
}
