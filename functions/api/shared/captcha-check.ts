/**
 * CaptchaVerify (public §7.7, admin §7.5): the token checked with the configured verifier; a pass
 * admits the client's next few sign-ups or password resets (CAPTCHA_PASS).
 */
import { captchaVerifier } from '#adapters/captcha/index';
import type { TenantId } from '#domain/catalogue';
import { CAPTCHA_PASS } from '#domain/limits';
import { grantCaptchaPass } from '#store/captcha-passes';

export async function checkCaptcha(tenantId: TenantId, token: string, client: string | undefined) {
  const captcha = await captchaVerifier().verify(token, client);
  if (client && captcha.success && captcha.score >= CAPTCHA_PASS.minScore) {
    const expiresAt = Math.floor(Date.now() / 1000) + CAPTCHA_PASS.seconds;
    await grantCaptchaPass(tenantId, client, CAPTCHA_PASS.uses, expiresAt);
  }
  return captcha;
}
