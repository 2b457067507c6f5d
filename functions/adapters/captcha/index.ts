/**
 * The captcha verifier of this process, chosen by configuration:
 * - CAPTCHA_SECRET_PARAMETER (AWS: the stack sets it): the siteverify provider, its secret key read at
 *   run time from that SSM SecureString parameter (functions/adapters/parameters, cached);
 * - CAPTCHA_SECRET (a local run against a real provider): the siteverify provider with that key;
 * - neither: the test verifier, but never inside Lambda (AWS_LAMBDA_FUNCTION_NAME), so test tokens can
 *   never pass on AWS. It is loaded on first use from a URL the bundler does not follow, so the
 *   Lambda bundles do not carry it.
 */
import { secureParameter } from '#adapters/parameters/index';
import { createSiteVerifyVerifier } from './recaptcha.ts';
import type * as TestVerifierModule from './test-verifier.ts';
import type { CaptchaVerifier } from './types.ts';

export type { CaptchaResult, CaptchaVerifier } from './types.ts';

/** The environment variable naming the SSM parameter that holds the secret key. */
export const CAPTCHA_SECRET_PARAMETER_ENV = 'CAPTCHA_SECRET_PARAMETER';

export function captchaVerifier(env: NodeJS.ProcessEnv = process.env): CaptchaVerifier {
  const verifyUrl = env.CAPTCHA_VERIFY_URL || undefined;
  const parameter = env[CAPTCHA_SECRET_PARAMETER_ENV];
  if (parameter) {
    return {
      async verify(token, remoteIp) {
        const secret = await secureParameter(parameter);
        return createSiteVerifyVerifier(secret, verifyUrl).verify(token, remoteIp);
      },
    };
  }
  const secret = env.CAPTCHA_SECRET;
  if (secret) return createSiteVerifyVerifier(secret, verifyUrl);
  if (env.AWS_LAMBDA_FUNCTION_NAME) throw new Error(`${CAPTCHA_SECRET_PARAMETER_ENV} is not set`);
  return {
    async verify(token, remoteIp) {
      const { testCaptchaVerifier } = (await import(
        new URL('./test-verifier.ts', import.meta.url).href
      )) as typeof TestVerifierModule;
      return testCaptchaVerifier.verify(token, remoteIp);
    },
  };
}
