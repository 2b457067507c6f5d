import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { AuthConfigRecord } from '#domain/catalogue';
import { keys } from '#store/keys';
import { loadTenantConfigs } from '../../lib/tenant-config.ts';
import { asList, policyStatements, synthCampfire, type Synthesised } from './campfire.ts';
import { toTenantId } from '#domain/tenant-id';

const AUTH_CONFIG_FIELDS: Array<keyof AuthConfigRecord> = [
  'adminUserPoolId',
  'adminClientId',
  'adminOauthNicAdDomain',
  'adminOauthNicAdRedirectSignInUrl',
  'adminOauthNicAdRedirectSignOutUrl',
  'publicClientId',
  'publicUserPoolId',
  'tenantAdminClientId',
  'tenantAdminUserPoolId',
  'awsRegion',
];

const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireLowercase: true,
  RequireUppercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
};

/** SRP from the browser, USER_PASSWORD_AUTH (the product and cognito-local), refresh; no admin or custom flows. */
const PASSWORD_CLIENT_FLOWS = ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

const configs = loadTenantConfigs();

describe('tenant stacks', () => {
  let campfire: Synthesised;
  beforeAll(() => {
    campfire = synthCampfire();
  });

  it('has one stack per tenant configuration file', () => {
    expect([...campfire.tenants.keys()]).toEqual(configs.map((c) => c.tenantId));
    for (const c of configs)
      expect(campfire.tenants.get(c.tenantId)!.stackName).toBe(`Campfire-Tenant-${c.tenantId}`);
  });

  describe.each(configs)('tenant $tenantId', (tenant) => {
    let template: Template;
    let pools: Record<string, { Properties: Record<string, unknown>; DeletionPolicy?: string }>;
    let json: string;
    beforeAll(() => {
      template = campfire.template(campfire.tenants.get(tenant.tenantId)!);
      pools = template.findResources('AWS::Cognito::UserPool') as typeof pools;
      json = JSON.stringify(template.toJSON());
    });

    const pool = (kind: 'public' | 'admin') =>
      Object.values(pools).find((p) => p.Properties.UserPoolName === `campfire-${tenant.tenantId}-${kind}`)!;

    it('has exactly two retained user pools with the password policy and case-insensitive usernames', () => {
      expect(Object.keys(pools)).toHaveLength(2);
      for (const p of Object.values(pools)) {
        expect(p.Properties.Policies).toMatchObject({ PasswordPolicy: PASSWORD_POLICY });
        expect(p.Properties.UsernameConfiguration).toEqual({ CaseSensitive: false });
        expect(p.Properties.AccountRecoverySetting).toEqual({
          RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }],
        });
        expect(p.Properties.DeletionProtection).toBe('ACTIVE');
        expect(p.DeletionPolicy).toBe('Retain');
      }
    });

    it('lets customers sign themselves up with a verified e-mail, through a public password client', () => {
      const customers = pool('public');
      expect(customers.Properties.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: false });
      expect(customers.Properties.AutoVerifiedAttributes).toEqual(['email']);
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ClientName: 'campfire-web',
        GenerateSecret: false,
        ExplicitAuthFlows: PASSWORD_CLIENT_FLOWS,
        AllowedOAuthFlowsUserPoolClient: false,
      });
    });

    it('creates staff accounts by administrators only, with the mspEntityUserId attribute and threat protection', () => {
      const staff = pool('admin');
      expect(staff.Properties.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: true });
      expect(staff.Properties.Schema).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Name: 'mspEntityUserId', AttributeDataType: 'String' }),
        ]),
      );
      expect(staff.Properties.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'ENFORCED' });
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ClientName: 'campfire-admin-password',
        GenerateSecret: false,
        ExplicitAuthFlows: PASSWORD_CLIENT_FLOWS,
      });
    });

    it('federates the enterprise directory over OIDC with phone email profile openid', () => {
      const dir = tenant.enterpriseDirectory;
      template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 1);
      template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
        ProviderName: dir.providerName,
        ProviderType: 'OIDC',
        ProviderDetails: {
          client_id: dir.clientId,
          // Read from the SSM SecureString at deploy time by a custom resource, never a literal.
          client_secret: { 'Fn::GetAtt': [Match.anyValue(), 'Parameter.Value'] },
          authorize_scopes: 'phone email profile openid',
          oidc_issuer: dir.oidcIssuer,
          attributes_request_method: 'GET',
        },
        AttributeMapping: Match.objectLike({ email: 'email', 'custom:mspEntityUserId': 'mspEntityUserId' }),
      });
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ClientName: 'campfire-admin-sso',
        GenerateSecret: false,
        AllowedOAuthFlows: ['code'],
        AllowedOAuthFlowsUserPoolClient: true,
        AllowedOAuthScopes: ['phone', 'email', 'profile', 'openid'],
        CallbackURLs: [`https://${tenant.siteDomain}/admin`],
        LogoutURLs: [`https://${tenant.siteDomain}/admin/login`],
        SupportedIdentityProviders: [dir.providerName],
        ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      });
      template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
        Domain: `campfire-${tenant.tenantId}-admin`,
      });
    });

    it('reads the directory secret from its SSM parameter only, and keeps it out of the template', () => {
      const parameter = tenant.enterpriseDirectory.clientSecretParameter;
      const readers = Object.values(template.findResources('Custom::AWS')).filter((r) =>
        JSON.stringify(r.Properties.Create).includes('GetParameter'),
      );
      expect(readers).toHaveLength(1);
      expect(JSON.parse(readers[0]!.Properties.Create as string)).toMatchObject({
        service: 'SSM',
        action: 'GetParameter',
        parameters: { Name: parameter, WithDecryption: true },
        outputPaths: ['Parameter.Value'],
        // The provider must not log the decrypted value.
        logApiResponseData: false,
      });
      const ssm = policyStatements(template).filter((s) =>
        asList(s.Action as string[]).some((a) => a.startsWith('ssm:')),
      );
      expect(ssm).toHaveLength(1);
      expect(ssm[0]!.Action).toBe('ssm:GetParameter');
      expect(JSON.stringify(ssm[0]!.Resource)).toContain(`:parameter${parameter}`);
      expect(json).not.toContain('resolve:ssm-secure');
    });

    it("writes the tenant's auth config under the store's key, allowed to put only that tenant's items", () => {
      const key = keys.authConfig(toTenantId(tenant.tenantId));
      const writers = Object.values(template.findResources('Custom::AWS')).filter((r) =>
        JSON.stringify(r.Properties.Create).includes('\\"action\\":\\"PutItem\\"'),
      );
      expect(writers).toHaveLength(1);
      const writer = writers[0]!.Properties;
      const create = JSON.stringify(writer.Create);
      const update = JSON.stringify(writer.Update);
      expect(update).toBe(create); // a redeploy with new pool ids rewrites it
      for (const [name, value] of Object.entries({ ...key, entity: 'AuthConfig' })) {
        expect(create).toContain(`\\"${name}\\":{\\"S\\":\\"${value}\\"}`);
      }
      for (const field of AUTH_CONFIG_FIELDS) expect(create, field).toContain(`\\"${field}\\":{\\"S\\":`);
      expect(create).toContain(`https://${tenant.siteDomain}/admin/login`);
      expect(create).toContain(
        `campfire-${tenant.tenantId}-admin.auth.${tenant.awsRegion}.amazoncognito.com`,
      );

      // The custom resource's policy (the sign-in triggers' own are asserted in identity-tenant.test.ts).
      const dynamo = policyStatements(template).filter((s) => s.Action === 'dynamodb:PutItem');
      expect(dynamo).toEqual([
        expect.objectContaining({
          Action: 'dynamodb:PutItem',
          Effect: 'Allow',
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`T#${tenant.tenantId}#*`] } },
        }),
      ]);
      expect(JSON.stringify(dynamo[0]!.Resource)).not.toContain('*');
    });
  });
});
