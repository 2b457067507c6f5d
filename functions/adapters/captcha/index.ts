/**
 * The captcha verifier of this process, chosen by configuration: the siteverify provider when
 * CAPTCHA_SECRET is set; otherwise the test verifier, but never inside Lambda (AWS_LAMBDA_FUNCTION_NAME),
 * so test tokens can never pass on AWS.
 */
import { createSiteVerifyVerifier } from './recaptcha.ts';
import { testCaptchaVerifier } from './test-verifier.ts';
import type { CaptchaVerifier } from './types.ts';

export type { CaptchaResult, CaptchaVerifier } from './types.ts';

export function captchaVerifier(): CaptchaVerifier {
  const secret = process.env.CAPTCHA_SECRET;
  if (secret) return createSiteVerifyVerifier(secret, process.env.CAPTCHA_VERIFY_URL || undefined);
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) throw new Error('CAPTCHA_SECRET is not set');
  return testCaptchaVerifier;
}
