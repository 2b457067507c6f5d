/**
 * The captcha gates. A route that asks for it (`captcha: true`): when the tenant requires it, the call
 * uses one of the passes a successful User/CaptchaVerify from the same client granted (CAPTCHA_PASS),
 * so the spec's calls stay as they are: the page checks the captcha, then signs up or resets.
 *
 * A claim, when the tenant runs the captcha, needs a pass only when it looks automated: it carries no
 * valid page-view token (functions/domain/page-view-token.ts: the reads a person makes before claiming,
 * routes with `pageView: true`, answer with one), or its account is claiming in a burst (CLAIM_BURST).
 * The token is checked with an HMAC under a key held in memory: no read of the table.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { derivedTenantKey } from '#adapters/parameters/waiting-room-key';
import type { TenantId, TenantRecord } from '#domain/catalogue';
import { ForbiddenError } from '#domain/errors';
import { LIMIT_MESSAGE, PAGE_VIEW, limitsOf } from '#domain/limits';
import { signPageView, tenantPageViewKey, verifyPageView } from '#domain/page-view-token';
import { CLAIM_BURST } from '#domain/waiting-room';
import { clientAddress } from '#http/client-address';
import { logger } from '#http/logger';
import type { CountedRequest } from '#http/rate-limit';
import type { AuthContext, Route } from '#http/routes';
import { useCaptchaPass } from '#store/captcha-passes';
import { takeRate } from '#store/rate-limits';

export async function enforceCaptcha(route: Route, req: CountedRequest): Promise<void> {
  if (!route.captcha || !limitsOf(req.tenant.limits).captcha) return;
  if (!(await useCaptchaPass(req.tenantId, await clientAddress(req.event), nowSeconds()))) {
    throw new ForbiddenError(LIMIT_MESSAGE.captchaRequired);
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The tenant's page-view key, derived once per process and secret. */
const pageViewKey = (tenantId: TenantId) => derivedTenantKey(tenantId, tenantPageViewKey);

/**
 * The headers a page-view read answers with: a token bound to this client and, signed in, this account.
 * Signed per response, so a shared (cached) body stays the same for everyone. Without the secret (its
 * store not answering) the read still answers, with no token: a claim after it is then asked for the
 * captcha where the tenant runs it.
 */
export async function pageViewHeaders(
  route: Route,
  req: { tenantId: TenantId; event: APIGatewayProxyEventV2; auth: AuthContext | undefined },
): Promise<Record<string, string>> {
  if (!route.pageView) return {};
  const key = await pageViewKey(req.tenantId).catch((error: unknown) => {
    logger.warn('page-view key unavailable: the read answers without a token', { error });
    return undefined;
  });
  if (!key) return {};
  const client = await clientAddress(req.event);
  const token = signPageView(key, { client, sub: req.auth?.sub }, nowSeconds());
  return { [PAGE_VIEW.header]: token };
}

/** The page-view token a request carries (API Gateway passes header names in lower case). */
function pageViewTokenOf(event: APIGatewayProxyEventV2): string | undefined {
  return event.headers?.[PAGE_VIEW.header.toLowerCase()] ?? undefined;
}

/**
 * A customer's claim on a tenant that runs the captcha: without a valid page-view token, or beyond a
 * burst, only with a passed captcha check from the same client (403 with the captcha message, which
 * opens the page's "I am not a robot" dialog).
 */
export async function enforceClaimCaptcha(req: {
  tenantId: TenantId;
  tenant: TenantRecord;
  auth: AuthContext | undefined;
  event: APIGatewayProxyEventV2;
}): Promise<void> {
  if (!req.auth || !limitsOf(req.tenant.limits).captcha) return;
  const now = nowSeconds();
  const client = await clientAddress(req.event);
  const viewed = verifyPageView(
    await pageViewKey(req.tenantId),
    pageViewTokenOf(req.event),
    { client, sub: req.auth.sub },
    now,
  );
  if (viewed.ok) {
    const burst = await takeRate(req.tenantId, `claimBurst#account#${req.auth.sub}`, CLAIM_BURST);
    if (burst.allowed) return;
  }
  if (!(await useCaptchaPass(req.tenantId, client, now))) {
    throw new ForbiddenError(LIMIT_MESSAGE.captchaRequired);
  }
}
