/**
 * Cognito PostAuthentication trigger (both pools of a tenant): a successful sign-in clears the
 * failure count of the lockout (see #domain/sign-in-lockout). Export: `handler`.
 */
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { traced } from '#adapters/observability/index';
import { clearSignInFailures } from './login-attempts.ts';
import { tenantIdFromEnv } from './pre-authentication.ts';

export const handler = traced(
  async (event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> => {
    await clearSignInFailures({
      tenantId: tenantIdFromEnv(),
      userPoolId: event.userPoolId,
      username: event.userName,
    });
    return event;
  },
);
