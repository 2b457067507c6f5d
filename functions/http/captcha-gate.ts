/**
 * The captcha gate of a route that asks for it (`captcha: true`): when the tenant requires it, the call
 * uses one of the passes a successful User/CaptchaVerify from the same client granted (CAPTCHA_PASS),
 * so the spec's calls stay as they are: the page checks the captcha, then signs up or resets.
 */
import { ForbiddenError } from '#domain/errors';
import { LIMIT_MESSAGE, limitsOf } from '#domain/limits';
import type { CountedRequest } from '#http/rate-limit';
import type { Route } from '#http/routes';
import { useCaptchaPass } from '#store/captcha-passes';

export async function enforceCaptcha(route: Route, req: CountedRequest): Promise<void> {
  if (!route.captcha || !limitsOf(req.tenant.limits).captcha) return;
  const client = req.event.requestContext?.http?.sourceIp ?? '';
  if (!(await useCaptchaPass(req.tenantId, client, Math.floor(Date.now() / 1000)))) {
    throw new ForbiddenError(LIMIT_MESSAGE.captchaRequired);
  }
}
