/**
 * The real provider: a reCAPTCHA v3 style siteverify call (POST secret + response, form encoded).
 * CAPTCHA_SECRET holds the secret; CAPTCHA_VERIFY_URL may point at a compatible provider.
 */
import type { CaptchaResult, CaptchaVerifier } from './types.ts';

export const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function createSiteVerifyVerifier(secret: string, url = DEFAULT_VERIFY_URL): CaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let body: { success?: unknown; score?: unknown; 'error-codes'?: unknown };
      try {
        const res = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(5_000) });
        if (!res.ok) return failed(`http-${res.status}`);
        body = (await res.json()) as typeof body;
      } catch {
        // The provider being unreachable is reported, not thrown: the client reads error-codes.
        return failed('provider-unavailable');
      }
      return {
        success: body.success === true,
        score: typeof body.score === 'number' ? body.score : 0,
        'error-codes': Array.isArray(body['error-codes']) ? body['error-codes'].map(String) : [],
      };
    },
  };
}

function failed(code: string): CaptchaResult {
  return { success: false, score: 0, 'error-codes': [code] };
}
