/**
 * The sign-in lockout counters (the rule: #domain/sign-in-lockout), one for every way in with a password:
 * the Cognito triggers, the local Cognito proxy and the staff login API. One item per pool and user
 * (keys.loginAttempts), removed by TTL once nothing in it matters. Read-then-write without a condition: two simultaneous attempts of one
 * person may count once, which only makes the lock a little later, never wrong.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#store/client';
import { keys } from '#store/keys';
import { type AttemptState, NO_ATTEMPTS, beginAttempt, forgetAfter } from '#domain/sign-in-lockout';
import type { TenantId } from '#domain/catalogue';

export interface SignInRef {
  tenantId: TenantId;
  userPoolId: string;
  username: string;
}

async function readState(ref: SignInRef): Promise<AttemptState> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.loginAttempts(ref.tenantId, ref.userPoolId, ref.username),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) return NO_ATTEMPTS;
  return {
    attempts: (out.Item.attempts as number[]) ?? [],
    lockedUntil: out.Item.lockedUntil as number | undefined,
  };
}

/** PreAuthentication: counts the attempt; false when the account is locked. */
export async function admitSignIn(ref: SignInRef, now = Date.now()): Promise<boolean> {
  const decision = beginAttempt(await readState(ref), now);
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.loginAttempts(ref.tenantId, ref.userPoolId, ref.username),
        entity: 'LoginAttempts',
        ...decision.state,
        expiresAt: Math.ceil(forgetAfter(decision.state) / 1000),
      },
    }),
  );
  return decision.allowed;
}

/** The staff login API counts its attempts apart from the pool's own trigger, under this pool name. */
export function apiSignInPool(userPoolId: string): string {
  return `api:${userPoolId}`;
}

/** PostAuthentication: a successful sign-in clears the count. */
export async function clearSignInFailures(ref: SignInRef): Promise<void> {
  await dynamo().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.loginAttempts(ref.tenantId, ref.userPoolId, ref.username),
    }),
  );
}

/**
 * A password reset proves the person, so it lifts their lock: the counts kept for them in the pool
 * are removed under each name they may sign in with (username, e-mail, Cognito's name), both the
 * pool's and the staff login API's.
 */
export async function unlockAfterPasswordReset(
  tenantId: TenantId,
  userPoolId: string,
  names: readonly (string | null | undefined)[],
): Promise<void> {
  const usernames = new Set(names.flatMap((n) => (n ? [n, n.toLowerCase()] : [])));
  await Promise.all(
    [userPoolId, apiSignInPool(userPoolId)].flatMap((pool) =>
      [...usernames].map((username) => clearSignInFailures({ tenantId, userPoolId: pool, username })),
    ),
  );
}
