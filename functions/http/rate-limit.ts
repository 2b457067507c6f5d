/**
 * The rate limits of a counted route (`rateLimit` in its definition): one call is counted per client
 * (the caller's address, #http/client-address) and per account against the tenant's limits; over either, 429 with Retry-After.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { TenantId, TenantRecord } from '#domain/catalogue';
import { TooManyRequestsError } from '#domain/errors';
import { LIMIT_MESSAGE, limitsOf } from '#domain/limits';
import { clientAddress } from '#http/client-address';
import type { AuthContext, Route } from '#http/routes';
import { takeRate } from '#store/rate-limits';

export interface CountedRequest {
  tenantId: TenantId;
  tenant: TenantRecord;
  params: unknown;
  query: unknown;
  body: unknown;
  event: APIGatewayProxyEventV2;
  auth?: AuthContext;
}

export async function enforceRateLimits(route: Route, req: CountedRequest): Promise<void> {
  const spec = route.rateLimit;
  if (!spec) return;
  const rates = limitsOf(req.tenant.limits).rates[spec.action];
  const named = spec.account?.(req);
  const account = req.auth
    ? `${req.auth.kind}:${req.auth.sub}`
    : named !== undefined && named !== ''
      ? `named:${String(named).toLowerCase()}`
      : undefined;
  const client = rates.perClient ? await clientAddress(req.event) : undefined;
  const counted = await Promise.all([
    rates.perAccount && account
      ? takeRate(req.tenantId, `${spec.action}#account#${account}`, rates.perAccount)
      : undefined,
    rates.perClient && client
      ? takeRate(req.tenantId, `${spec.action}#client#${client}`, rates.perClient)
      : undefined,
  ]);
  const waits = counted.flatMap((d) => (d && !d.allowed ? [d.retryAfterSeconds] : []));
  if (waits.length > 0) throw new TooManyRequestsError(LIMIT_MESSAGE.tooManyRequests, Math.max(...waits));
}
