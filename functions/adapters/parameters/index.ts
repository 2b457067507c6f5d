/**
 * Secrets and settings read at run time, never from a Lambda's environment: SSM SecureString parameters
 * and Secrets Manager secrets through Powertools Parameters, decrypted and cached per warm Lambda for
 * SECRET_MAX_AGE_SECONDS, so a rotated value reaches every function within that time without a deploy.
 * The environment only names where a secret lives (`*_PARAMETER`, `*_SECRET_NAME`).
 */
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { getParameter } from '@aws-lambda-powertools/parameters/ssm';

/** How long a warm Lambda keeps a secret before asking again (Powertools' cache). */
export const SECRET_MAX_AGE_SECONDS = 300;

/** The decrypted value of an SSM SecureString parameter; an error when it is missing or empty. */
export async function secureParameter(name: string): Promise<string> {
  const value = await getParameter(name, { decrypt: true, maxAge: SECRET_MAX_AGE_SECONDS });
  if (!value) throw new Error(`SSM parameter ${name} is empty`);
  return value;
}

/** A Secrets Manager secret stored as a plain string; an error when it is missing or empty. */
export async function secretString(secretId: string): Promise<string> {
  const value = await getSecret<string>(secretId, { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof value !== 'string' || value === '')
    throw new Error(`secret ${secretId} is not a non-empty string`);
  return value;
}

/** The environment variable naming the payment provider's merchant secret (Secrets Manager, a plain string). */
export const PAYMENT_PROVIDER_SECRET_NAME_ENV = 'PAYMENT_PROVIDER_SECRET_NAME';

/** The merchant secret named by PAYMENT_PROVIDER_SECRET_NAME (AWS), else PAYMENT_PROVIDER_SECRET (local sandbox). */
export async function paymentProviderSecret(
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  const name = env[PAYMENT_PROVIDER_SECRET_NAME_ENV];
  if (name) return secretString(name);
  return env.PAYMENT_PROVIDER_SECRET?.trim() || undefined;
}
