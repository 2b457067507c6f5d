/**
 * What a new tenant needs in the store before its site works, written at deploy time from its
 * configuration file (lib/tenants/<id>.json) by the tenant stack's bootstrap: the profile with its
 * branding (and its entry in the tenant directory), the staff roles, the first super admin (a Cognito
 * user of the staff pool, invited by Cognito's own mail, and its staff record) and, once, a catalogue.
 * A tenant without a catalogue file starts from the product's standard lists and no parks.
 * Every step is idempotent: a redeploy rewrites the profile and leaves people and catalogue data alone.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TenantCatalogue, TenantId, TenantRecord } from '#domain/catalogue';
import type { TenantBusinessRules } from '#domain/business-rules';
import type { FeeSchedule } from '#domain/pricing/schedule';
import { ROLE } from '#domain/permissions';
import { USER_STATUS } from '#contract/users';
import { cognito } from '#adapters/identity/cognito-client';
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
  /** The staff (tenant-admin) pool the super admin signs in to. */
  staffUserPoolId: string;
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
  const superAdmin = await ensureSuperAdmin(tenantId, input.staffUserPoolId, input.superAdmin);
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

async function ensureSuperAdmin(tenantId: TenantId, userPoolId: string, person: SuperAdmin) {
  const username = person.username.toLowerCase();
  if (await getStaffUserByUsername(tenantId, username)) return 'kept' as const;
  let attributes: AttributeType[] | undefined;
  try {
    const found = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
    );
    attributes = found.UserAttributes;
  } catch (err) {
    if ((err as Error).name !== 'UserNotFoundException') throw err;
    // Cognito mails the invitation (the pool's userInvitation template) with a temporary password.
    const created = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: person.firstName },
          { Name: 'family_name', Value: person.lastName },
        ],
      }),
    );
    attributes = created.User?.Attributes;
  }
  const sub = attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`Cognito returned no sub for ${username}`);
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
  return 'invited' as const;
}
