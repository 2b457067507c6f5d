/**
 * Creates the demo identities of functions/demo/identities.ts, idempotently: the demo roles, each staff
 * user in the tenant-admin pool and the store, each customer in the public pool and the customers
 * store. Passwords are set permanent and e-mails verified, so every demo identity can sign in at once.
 * Local runtime and tests only: nothing here reaches the CDK.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { USER_STATUS } from '../../functions/contract/users.ts';
import {
  DEMO_ROLES,
  type DemoIdentities,
  demoIdentities,
  demoRolePermissionIds,
} from '../../functions/demo/identities.ts';
import { createCustomer, getCustomerByUsername, nextCustomerId } from '../../functions/store/customers.ts';
import { listLocations } from '../../functions/store/locations.ts';
import { getRole, putRole } from '../../functions/store/roles.ts';
import {
  createStaffUser,
  getStaffUserByUsername,
  linkStaffIdentity,
  nextStaffUserId,
} from '../../functions/store/staff-users.ts';
import type { TenantPools } from './user-pools.ts';
import type { TenantId } from '#domain/catalogue';

interface Person {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

const attr = (attrs: AttributeType[] | undefined, name: string) => attrs?.find((a) => a.Name === name)?.Value;

/** The Cognito user of a person (known by their username, as in the CDK pools), created when absent. */
async function ensureCognitoUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  person: Person,
  password: string,
): Promise<{ sub: string; cognitoUsername: string }> {
  const cognitoUsername = person.username;
  let sub: string | undefined;
  try {
    const found = await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: cognitoUsername }),
    );
    sub = attr(found.UserAttributes, 'sub');
  } catch (err) {
    if ((err as Error).name !== 'UserNotFoundException') throw err;
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: cognitoUsername,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: password,
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: person.firstName },
          { Name: 'family_name', Value: person.lastName },
        ],
      }),
    );
    sub = attr(created.User?.Attributes, 'sub');
  }
  if (!sub) throw new Error(`cognito-local returned no sub for ${person.username}`);
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: cognitoUsername,
      Password: password,
      Permanent: true,
    }),
  );
  return { sub, cognitoUsername };
}

export async function ensureDemoIdentities(
  client: CognitoIdentityProviderClient,
  tenantId: TenantId,
  pools: TenantPools,
): Promise<DemoIdentities> {
  const demo = demoIdentities(tenantId);
  for (const role of DEMO_ROLES) {
    // Written only when absent, so role edits made in the back office survive a restart.
    if (!(await getRole(tenantId, role.id))) {
      await putRole(tenantId, {
        id: role.id,
        name: role.name,
        description: role.description,
        permissionIds: demoRolePermissionIds(role),
      });
    }
  }
  const parkIds = (await listLocations(tenantId)).map((l) => l.id).sort((a, b) => a - b);

  for (const s of demo.staff) {
    const { sub, cognitoUsername } = await ensureCognitoUser(
      client,
      pools.tenantAdmin.userPoolId,
      s,
      demo.password,
    );
    const existing = await getStaffUserByUsername(tenantId, s.username);
    if (existing) {
      if (existing.externalUserId !== sub)
        await linkStaffIdentity(tenantId, existing.id, sub, cognitoUsername);
      continue;
    }
    await createStaffUser({
      id: await nextStaffUserId(tenantId),
      tenantId,
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      username: s.username,
      externalUserId: sub,
      cognitoUsername,
      userType: s.userType,
      authType: s.authType,
      userStatusId: USER_STATUS.Active,
      userRoleId: s.roleId,
      locationIds: parkIds.slice(0, s.assignedParks),
      verified: true,
      externalAgencyId: null,
      addedToMsp: false,
      receiveReservationEmails: s.roleId !== 4,
    });
  }

  for (const c of demo.customers) {
    const { sub } = await ensureCognitoUser(client, pools.public.userPoolId, c, demo.password);
    if (await getCustomerByUsername(tenantId, c.username)) continue;
    const now = new Date().toISOString();
    await createCustomer(
      {
        id: await nextCustomerId(tenantId),
        tenantId,
        username: c.username,
        externalUserId: sub,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        primaryPhoneNumber: '3035550100',
        street1: '100 Trailhead Way',
        city: 'Pine Junction',
        state: tenantId.toUpperCase(),
        zipcode: '80470',
        country: 'US',
        customerStatus: 1,
        createdByAdmin: false,
        dateCreated: now,
        createdBy: 'demo',
        dateLastModified: now,
        lastModifiedBy: 'demo',
      },
      {
        activityDate: now,
        username: 'demo',
        actionPerformed: 'Created',
        auditTransactionId: `demo-${tenantId}-${c.key}`,
        auditBusinessAction: 'Create Customer',
        changes: [],
      },
    );
  }
  return demo;
}

/** The credentials block `npm start` prints. */
export function demoCredentialLines(all: DemoIdentities[]): string[] {
  const lines = ['demo sign-in (local only, never deployed): password for every demo identity below'];
  for (const d of all) {
    lines.push(`  ${d.tenantId}: password ${d.password}`);
    for (const s of d.staff) lines.push(`    /admin/login  ${s.username.padEnd(20)} ${s.label}`);
    for (const c of d.customers) lines.push(`    /login        ${c.username.padEnd(20)} ${c.label}`);
  }
  return lines;
}
