/**
 * Accounts staff make for someone else (a customer at the desk, a new ranger): the Cognito user is
 * created with an unguessable password nobody is told, its e-mail marked verified, and Cognito mails a
 * password reset code; the person chooses their own password with that code (the reset-password
 * screens). The same code can be sent again. Works alike on Cognito and cognito-local, which both check
 * the code, so no temporary password ever travels in a mail. Also: switching an account off and on.
 */
import { randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TenantId } from '#domain/catalogue';
import { BadRequestError, NotFoundError } from '#domain/errors';
import { getAuthConfig } from '#store/auth-config';
import { cognito } from './cognito-client.ts';
import { localCognitoEndpoint } from './pools.ts';

export interface PoolClient {
  userPoolId: string;
  clientId: string;
}

export interface InvitedPerson {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The tenant's staff (tenant-admin) pool and its app client. */
export async function staffPool(tenantId: TenantId): Promise<PoolClient> {
  const cfg = await getAuthConfig(tenantId);
  if (!cfg) throw new NotFoundError(`Tenant '${tenantId}' has no identity configuration.`);
  return { userPoolId: cfg.tenantAdminUserPoolId, clientId: cfg.tenantAdminClientId };
}

type ProviderError = { name?: string; message?: string };

/** A password that meets every pool policy and that nobody knows. */
function unguessablePassword(): string {
  return `${randomBytes(24).toString('base64url')}aA1!`;
}

/**
 * Creates the user (no mail from Cognito yet: the caller mails the first code with mailSetPasswordCode
 * once its own record is written). `taken` is the 400 to answer when the pool already has this username.
 */
export async function createInvitedAccount(
  pool: PoolClient,
  person: InvitedPerson,
  taken: () => Error,
): Promise<{ sub: string; cognitoUsername: string }> {
  const cognitoUsername = person.username;
  let sub: string | undefined;
  try {
    const out = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: cognitoUsername,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: unguessablePassword(),
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: person.firstName },
          { Name: 'family_name', Value: person.lastName },
        ],
      }),
    );
    sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (err) {
    if ((err as ProviderError).name === 'UsernameExistsException') throw taken();
    throw err;
  }
  if (!sub) throw new Error(`Cognito returned no sub for ${cognitoUsername}`);
  // Confirmed with a password nobody knows: only the mailed code lets the person in.
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool.userPoolId,
      Username: cognitoUsername,
      Password: unguessablePassword(),
      Permanent: true,
    }),
  );
  return { sub, cognitoUsername };
}

/** Cognito mails a code with which the person sets their password (again). */
export async function mailSetPasswordCode(pool: PoolClient, cognitoUsername: string): Promise<void> {
  try {
    await cognito().send(new ForgotPasswordCommand({ ClientId: pool.clientId, Username: cognitoUsername }));
  } catch (err) {
    const e = err as ProviderError;
    if (e.name === 'LimitExceededException' || e.name === 'TooManyRequestsException') {
      throw new BadRequestError('Too many codes were sent to this account. Please wait a few minutes.');
    }
    throw err;
  }
}

/** Removes a user whose record could not be written, so the two never disagree. */
export async function deleteAccount(pool: PoolClient, cognitoUsername: string): Promise<void> {
  try {
    await cognito().send(
      new AdminDeleteUserCommand({ UserPoolId: pool.userPoolId, Username: cognitoUsername }),
    );
  } catch (err) {
    if ((err as ProviderError).name !== 'UserNotFoundException') throw err;
  }
}

/**
 * Switches sign-in on or off. Off also ends the user's sessions: refresh tokens stop working at once,
 * id tokens when they expire (the API refuses an inactive record's calls at once).
 */
export async function setAccountEnabled(
  pool: PoolClient,
  cognitoUsername: string,
  enabled: boolean,
): Promise<void> {
  const target = { UserPoolId: pool.userPoolId, Username: cognitoUsername };
  try {
    if (enabled) {
      await cognito().send(new AdminEnableUserCommand(target));
    } else {
      await cognito().send(new AdminDisableUserCommand(target));
      // cognito-local has no global sign-out (nor refresh tokens worth revoking).
      if (!localCognitoEndpoint()) await cognito().send(new AdminUserGlobalSignOutCommand(target));
    }
  } catch (err) {
    // A record without a pool user (never signed up) has nothing to switch.
    if ((err as ProviderError).name !== 'UserNotFoundException') throw err;
  }
}

/** Keeps the pool's name and e-mail (where codes go) equal to the record's. */
export async function updateAccountAttributes(
  pool: PoolClient,
  cognitoUsername: string,
  person: Omit<InvitedPerson, 'username'>,
): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: pool.userPoolId,
      Username: cognitoUsername,
      UserAttributes: [
        { Name: 'email', Value: person.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: person.firstName },
        { Name: 'family_name', Value: person.lastName },
      ],
    }),
  );
}
