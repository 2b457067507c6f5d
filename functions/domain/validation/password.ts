/**
 * The password rules of spec public §5.2 plus the pools' policy (minimum length 8, as in
 * lib/tenant/user-pools.ts and bin/local/user-pools.ts), so a password the form accepts is one
 * Cognito accepts. Every failing rule is reported, in the order a person fixes them.
 */
import { message } from './messages.ts';
import { PATTERNS } from './rules.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Cognito's limit. */
export const PASSWORD_MAX_LENGTH = 256;

export function passwordMessages(password: string, username?: string, field = 'Password'): string[] {
  const out: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) out.push(message('min', { field, length: PASSWORD_MIN_LENGTH }));
  if (password.length > PASSWORD_MAX_LENGTH) out.push(message('max', { field, length: PASSWORD_MAX_LENGTH }));
  if (!PATTERNS.lowercase.test(password)) out.push(message('atLeastOneLowercase'));
  if (!PATTERNS.uppercase.test(password)) out.push(message('atLeastOneUppercase'));
  if (!PATTERNS.number.test(password)) out.push(message('atLeastOneNumber'));
  if (!PATTERNS.specialCharacter.test(password)) out.push(message('atLeastOneSpecialCharacter'));
  // Compared case-insensitively: sign-in lower-cases the username (spec public §4.2).
  if (username && password.toLowerCase() === username.toLowerCase()) out.push(message('uniquePassword'));
  return out;
}
