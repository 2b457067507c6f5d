/**
 * Cognito PreAuthentication trigger (both pools of a tenant; TENANT_ID and TABLE_NAME from the
 * environment): refuses a locked account. Cognito turns the thrown error into
 * UserLambdaValidationException 'PreAuthentication failed with error <message>'; the web app shows
 * 'Account is temporarily locked. Please try again later.' for it (spec public §8).
 * Export: `handler`.
 */
import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { traced } from '#adapters/observability/index';
import { AccountLockedError, admitSignIn } from './login-attempts.ts';
import { toTenantId } from '#domain/tenant-id';
import type { TenantId } from '#domain/catalogue';

export function tenantIdFromEnv(): TenantId {
  const tenantId = process.env.TENANT_ID;
  if (!tenantId) throw new Error('TENANT_ID is not set');
  return toTenantId(tenantId);
}

export const handler = traced(
  async (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> => {
    const ref = { tenantId: tenantIdFromEnv(), userPoolId: event.userPoolId, username: event.userName };
    if (!(await admitSignIn(ref))) throw new AccountLockedError();
    return event;
  },
);
