/** The staff account screens (admin §2.2), outside the entry guard: nobody is signed in on them. */
export const STAFF_ACCOUNT_PATHS = {
  forgotLogin: '/admin/forgot-login',
  resetPassword: '/admin/reset-password',
  confirmAccount: '/admin/confirm-account',
} as const;

/** Where a username goes next: its reset or confirmation form, with the name filled in. */
export function withUsername(path: string, username: string): string {
  return `${path}?username=${encodeURIComponent(username)}`;
}
