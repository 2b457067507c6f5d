/**
 * What a new tenant needs in the store before its site works, written at deploy time from its
 * configuration file (lib/tenants/<id>.json) by the tenant stack's bootstrap: the profile with its
 * branding (and its entry in the tenant directory), the staff roles, the first super admin (a Cognito
 * user of the staff pool and its staff record, invited as every staff member is: a mailed code with
 * which they choose their password on Confirm Your Account) and, once, a catalogue.
 * A tenant without a catalogue file starts from the product's standard lists and no parks.
 * Every step is idempotent: a redeploy rewrites the profile and leaves people and catalogue data alone.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { TenantCatalogue, TenantId, TenantRecord } from '#domain/catalogue';
import type { TenantBusinessRules } from '#domain/business-rules';
import type { FeeSchedule } from '#domain/pricing/schedule';
import { ROLE } from '#domain/permissions';
import { USER_STATUS } from '#contract/users';
import { cognito } from '#adapters/identity/cognito-client';
import {
  createInvitedAccount,
  mailSetPasswordCode,
  type PoolClient,
} from '#adapters/identity/invited-accounts';
import { writeBusinessRules } from '#store/business-rules';
import { isCatalogueLoaded, writeCatalogue } from '#store/catalogue-writer';
import { writeFeeSchedule } from '#store/pricing';
import { getRole, putRole } from '#store/roles';
import { createStaffUser, getStaffUserByUsername, nextStaffUserId } from '#store/staff-users';
import { putTenantProfile } from '#store/tenants';
import { DEMO_ROLES, demoRolePermissionIds } from '#demo/identities';
import { starterCatalogue } from './starter-catalogue.ts';

export interface SuperAdmin {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A catalogue file: the demo data's shapes (functions/demo), without the tenant profile. */
export type CatalogueFile = Omit<TenantCatalogue, 'tenant'> & {
  feeSchedule?: FeeSchedule;
  businessRules?: TenantBusinessRules;
};

export interface TenantBootstrap {
  tenant: TenantRecord;
  superAdmin: SuperAdmin;
  /** The staff (tenant-admin) pool the super admin signs in to, and its password app client. */
  staffPool: PoolClient;
  catalogue?: CatalogueFile;
}

export interface BootstrapReport {
  superAdmin: 'invited' | 'kept';
  /** 'started': no catalogue file, so the product's standard lists (starter-catalogue.ts). */
  catalogue: 'loaded' | 'started' | 'kept';
}

export async function bootstrapTenant(input: TenantBootstrap): Promise<BootstrapReport> {
  const tenantId = input.tenant.id;
  // The catalogue first: its writer puts the profile item too, which the profile below then replaces.
  const catalogue = input.catalogue
    ? await importCatalogueOnce(input.tenant, input.catalogue)
    : await startCatalogueOnce(input.tenant);
  await putTenantProfile(input.tenant);
  await ensureRoles(tenantId);
  const superAdmin = await ensureSuperAdmin(tenantId, input.staffPool, input.superAdmin);
  return { superAdmin, catalogue };
}

async function importCatalogueOnce(tenant: TenantRecord, file: CatalogueFile) {
  if (await isCatalogueLoaded(tenant.id)) return 'kept' as const;
  const { feeSchedule, businessRules, ...catalogue } = file;
  if (feeSchedule) await writeFeeSchedule(tenant.id, feeSchedule);
  if (businessRules) await writeBusinessRules(tenant.id, businessRules);
  // Last: its loaded marker says the whole import is done, so a failed deploy retries it.
  await writeCatalogue({ ...catalogue, tenant });
  return 'loaded' as const;
}

/** An agency without a catalogue file sets its parks up in the back office, from the standard lists. */
async function startCatalogueOnce(tenant: TenantRecord) {
  if (await isCatalogueLoaded(tenant.id)) return 'kept' as const;
  await writeCatalogue(starterCatalogue(tenant));
  return 'started' as const;
}

/** The product's staff roles, written only when absent so edits made in the back office survive. */
async function ensureRoles(tenantId: TenantId) {
  for (const role of DEMO_ROLES) {
    if (await getRole(tenantId, role.id)) continue;
    await putRole(tenantId, {
      id: role.id,
      name: role.name,
      description: role.description,
      permissionIds: demoRolePermissionIds(role),
    });
  }
}

async function ensureSuperAdmin(tenantId: TenantId, pool: PoolClient, person: SuperAdmin) {
  const username = person.username.toLowerCase();
  if (await getStaffUserByUsername(tenantId, username)) return 'kept' as const;
  // A Cognito user left by a deploy that failed before its staff record: taken over, not created again.
  const existing = await cognitoSub(pool.userPoolId, username);
  const sub =
    existing ??
    (
      await createInvitedAccount(
        pool,
        { ...person, username },
        () => new Error(`${username} appeared in the staff pool while it was being created`),
      )
    ).sub;
  await createStaffUser({
    id: await nextStaffUserId(tenantId),
    tenantId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    username,
    externalUserId: sub,
    cognitoUsername: username,
    userType: 'PartnerAdmin',
    authType: 'admin',
    userStatusId: USER_STATUS.Active,
    userRoleId: ROLE.SuperAdmin,
    locationIds: [],
    verified: true,
    externalAgencyId: null,
    addedToMsp: false,
    receiveReservationEmails: true,
  });
  // Mailed once the record exists (also for a taken-over user), so the code leads to an account that can sign in.
  await mailSetPasswordCode(pool, username);
  return 'invited' as const;
}

async function cognitoSub(userPoolId: string, username: string): Promise<string | undefined> {
  try {
    const found = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
    );
    const sub = found.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error(`Cognito returned no sub for ${username}`);
    return sub;
  } catch (err) {
    if ((err as Error).name === 'UserNotFoundException') return undefined;
    throw err;
  }
}
