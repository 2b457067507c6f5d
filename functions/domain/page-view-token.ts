/**
 * Page-view tokens: the reads a person makes before claiming (availability, a spot's details) answer
 * with a short signed token (the PAGE_VIEW header), and the web app sends the latest one back with a
 * claim. A claim without a valid one, on a tenant that runs the captcha, looks automated and is asked
 * for the captcha. The token is `<exp>.<scope>.<signature>`: the expiry (epoch seconds), `a` when the
 * read was anonymous or `u` when signed in, and an HMAC-SHA256 (first 16 bytes, base64url) of the
 * expiry, the client's address and the account's subject under the tenant's page-view key. The address
 * and subject are not carried: the verifier puts in those of the claim, so a token read by another
 * client, or by another account, fails its signature. An anonymous read's token admits any account of
 * the same client (a person reads the results, then signs in and reserves). Checking one is an HMAC: no
 * read of any store.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { PAGE_VIEW } from './limits.ts';

/** The tenant's page-view key from the deployment's waiting-room secret (its own HKDF label). */
export function tenantPageViewKey(secret: string, tenantId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'campfire-page-view', `tenant:${tenantId}`, 32));
}

/** Who read: the client's address and, when signed in, the account's subject. */
export interface PageViewer {
  client: string;
  sub?: string;
}

const SIGNATURE_BYTES = 16;

function signature(key: Buffer, exp: number, client: string, sub: string): Buffer {
  return createHmac('sha256', key)
    .update(`pv1\n${exp}\n${client}\n${sub}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

export function signPageView(
  key: Buffer,
  viewer: PageViewer,
  nowSeconds: number,
  seconds: number = PAGE_VIEW.seconds,
): string {
  const exp = nowSeconds + seconds;
  const scope = viewer.sub ? 'u' : 'a';
  return `${exp}.${scope}.${signature(key, exp, viewer.client, viewer.sub ?? '').toString('base64url')}`;
}

export type PageViewCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'signature' };

/** Whether `token` is one this key signed for this client (and account, if read signed in), unexpired. */
export function verifyPageView(
  key: Buffer,
  token: string | undefined,
  claimant: PageViewer,
  nowSeconds: number,
): PageViewCheck {
  if (!token) return { ok: false, reason: 'missing' };
  if (token.length > 64) return { ok: false, reason: 'malformed' };
  const [expText, scope, sig, extra] = token.split('.');
  if (!expText || !sig || extra !== undefined || !/^\d{1,12}$/.test(expText)) {
    return { ok: false, reason: 'malformed' };
  }
  if (scope !== 'a' && scope !== 'u') return { ok: false, reason: 'malformed' };
  const exp = Number(expText);
  if (exp <= nowSeconds) return { ok: false, reason: 'expired' };
  const given = Buffer.from(sig, 'base64url');
  const wanted = signature(key, exp, claimant.client, scope === 'u' ? (claimant.sub ?? '') : '');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    return { ok: false, reason: 'signature' };
  }
  return { ok: true };
}
