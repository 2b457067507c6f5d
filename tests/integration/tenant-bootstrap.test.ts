/**
 * The deploy-time tenant bootstrap against DynamoDB Local and cognito-local: a third tenant from the
 * fixture file tests/infra/fixtures/tenants/nv.json becomes a working tenant (the API answers for it,
 * it is in the tenant directory, its super admin exists in its staff pool and the table and signs in
 * with a password chosen by the mailed code, its catalogue is loaded), and a second deploy changes
 * nothing people made.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { api, call, get } from './support.ts';
import { lastMailTo } from './accounts-support.ts';
import { cognitoClient, ensureTenantPools, localAuthConfig } from '../../bin/local/user-pools.ts';
import { stageBranding } from '../../lib/tenant/branding.ts';
import { TENANTS_DIR, loadTenantConfigs, localPath } from '../../lib/tenant-config.ts';
import { PROJECT_ROOT } from '../../lib/project.ts';
import { bootstrapTenant, type CatalogueFile } from '../../functions/onboarding/tenant-bootstrap.ts';
import { toTenantId } from '#domain/tenant-id';
import { ROLE } from '#domain/permissions';
import { getStaffUserByUsername } from '#store/staff-users';
import { listTenantIds } from '#store/tenants';
import { putAuthConfig } from '#store/auth-config';

process.env.COGNITO_ENDPOINT = inject('cognitoEndpoint');

const FIXTURES = join(PROJECT_ROOT, 'tests/infra/fixtures/tenants');
const config = loadTenantConfigs([TENANTS_DIR, FIXTURES]).find((c) => c.tenantId === 'nv')!;
const tenantId = toTenantId('nv');

describe('tenant bootstrap', () => {
  let staffPool: { userPoolId: string; clientId: string };
  let input: Parameters<typeof bootstrapTenant>[0];
  beforeAll(async () => {
    const pools = await ensureTenantPools(cognitoClient(inject('cognitoEndpoint')), tenantId);
    staffPool = pools.tenantAdmin;
    // What the tenant stack's AuthConfigItem writes on AWS: the staff sign-in reads the pools from it.
    await putAuthConfig(tenantId, localAuthConfig(pools, 'http://nv.localhost:3000'));
    const branding = stageBranding([config]).urls.get('nv')!;
    input = {
      tenant: { id: tenantId, ...config.profile, ...branding },
      superAdmin: config.superAdmin,
      staffPool,
      catalogue: JSON.parse(readFileSync(localPath(config, config.catalogue!)!, 'utf8')) as CatalogueFile,
    };
  });

  it('gives a working tenant from the file: profile, directory, super admin, catalogue', async () => {
    expect(await bootstrapTenant(input)).toEqual({ superAdmin: 'invited', catalogue: 'loaded' });

    const tenant = await get(api('nv', 'Tenant'));
    expect(tenant.status).toBe(200);
    expect(JSON.stringify(tenant.body)).toContain(config.profile.name);
    expect(JSON.stringify(tenant.body)).toContain('/tenants/nv/stateLogo.svg');

    expect(await listTenantIds()).toContain('nv');

    const admin = await getStaffUserByUsername(tenantId, config.superAdmin.username);
    expect(admin).toMatchObject({ userRoleId: ROLE.SuperAdmin, email: config.superAdmin.email });
    const cognitoUser = await cognitoClient(inject('cognitoEndpoint')).send(
      new AdminGetUserCommand({ UserPoolId: staffPool.userPoolId, Username: config.superAdmin.username }),
    );
    expect(cognitoUser.UserAttributes?.find((a) => a.Name === 'sub')?.Value).toBe(admin!.externalUserId);

    const parks = await get(api('nv', 'Location'));
    expect(parks.status).toBe(200);
    expect(JSON.stringify(parks.body)).toContain(input.catalogue!.locations[0]!.longName);
  });

  it('mails the super admin a code with which they choose a password and sign in', async () => {
    const mail = lastMailTo(config.superAdmin.email, 'cognito-forgot-password');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const password = 'Basin.Opening-2041';
    const confirmed = await call('POST', api('nv', 'AdminAuth/ConfirmUserRegistration'), {
      username: config.superAdmin.username,
      confirmationCode: mail!.code,
      password,
      confirmPassword: password,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const login = await call('POST', api('nv', 'AdminAuth/login'), {
      username: config.superAdmin.username,
      password,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.authToken).toEqual(expect.any(String));
  });

  it('keeps the super admin and the catalogue on a second deploy, rewriting the profile', async () => {
    const renamed = { ...input, tenant: { ...input.tenant, tagline: 'A new tagline from the file.' } };
    expect(await bootstrapTenant(renamed)).toEqual({ superAdmin: 'kept', catalogue: 'kept' });
    const tenant = await get(api('nv', 'Tenant'));
    expect(JSON.stringify(tenant.body)).toContain('A new tagline from the file.');
  });
});
