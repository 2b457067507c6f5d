/**
 * The sign-in lockout on the local runtime. cognito-local runs no PreAuthentication or
 * PostAuthentication trigger, so the proxy in front of it (the browser's only way in) runs the same
 * trigger logic (functions/triggers/login-attempts.ts) around InitiateAuth / AdminInitiateAuth and
 * answers a locked account exactly as Cognito does. On AWS the real triggers run instead.
 */
import { getAuthConfig } from '#store/auth-config';
import { LOCKED_MESSAGE } from '../../functions/triggers/lockout-policy.ts';
import { type SignInRef, admitSignIn, clearSignInFailures } from '../../functions/triggers/login-attempts.ts';
import type { TenantId } from '#domain/catalogue';

const SIGN_IN_TARGETS = new Set(['InitiateAuth', 'AdminInitiateAuth']);
const PASSWORD_FLOWS = new Set([
  'USER_PASSWORD_AUTH',
  'USER_SRP_AUTH',
  'ADMIN_USER_PASSWORD_AUTH',
  'ADMIN_NO_SRP_AUTH',
]);

/** Cognito's answer when PreAuthentication throws (HTTP 400). */
export const LOCKED_RESPONSE = {
  __type: 'UserLambdaValidationException',
  message: `PreAuthentication failed with error ${LOCKED_MESSAGE}`,
};

export interface PoolOfTenant {
  tenantId: TenantId;
  userPoolId: string;
  clientId: string;
}

/** Which tenant pool a client id or pool id belongs to, from the tenants' auth config items. */
export function poolResolver(tenantIds: readonly TenantId[], ttlMs = 30_000) {
  let cache: { at: number; pools: PoolOfTenant[] } | undefined;
  return async (ids: { clientId?: string; userPoolId?: string }): Promise<PoolOfTenant | undefined> => {
    if (!cache || Date.now() - cache.at > ttlMs) {
      const pools: PoolOfTenant[] = [];
      for (const tenantId of tenantIds) {
        const cfg = await getAuthConfig(tenantId);
        if (!cfg) continue;
        pools.push(
          { tenantId, userPoolId: cfg.publicUserPoolId, clientId: cfg.publicClientId },
          { tenantId, userPoolId: cfg.tenantAdminUserPoolId, clientId: cfg.tenantAdminClientId },
        );
      }
      cache = { at: Date.now(), pools };
    }
    return cache.pools.find((p) =>
      ids.clientId ? p.clientId === ids.clientId : p.userPoolId === ids.userPoolId,
    );
  };
}

/** The sign-in a request body starts, if it is a password sign-in; else undefined (passed through). */
export async function signInOf(
  amzTarget: string | undefined,
  body: unknown,
  resolve: ReturnType<typeof poolResolver>,
): Promise<SignInRef | undefined> {
  const target = amzTarget?.split('.')[1];
  if (!target || !SIGN_IN_TARGETS.has(target)) return undefined;
  const req = body as {
    AuthFlow?: string;
    ClientId?: string;
    UserPoolId?: string;
    AuthParameters?: Record<string, string>;
  };
  const username = req?.AuthParameters?.USERNAME;
  if (!req?.AuthFlow || !PASSWORD_FLOWS.has(req.AuthFlow) || !username) return undefined;
  const pool = await resolve({
    clientId: req.ClientId,
    userPoolId: target === 'AdminInitiateAuth' ? req.UserPoolId : undefined,
  });
  if (!pool) return undefined;
  return { tenantId: pool.tenantId, userPoolId: pool.userPoolId, username: username.toLowerCase() };
}

export { admitSignIn, clearSignInFailures };
