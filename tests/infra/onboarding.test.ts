/**
 * A third tenant from one file: the fixture tests/infra/fixtures/tenants/nv.json (brand images as a
 * path and as URLs, a catalogue file) added beside lib/tenants/ gives a tenant stack whose bootstrap
 * writes the profile, branding, super admin and catalogue, and a site that serves the tenant.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { BOOTSTRAP_TABLE_ACTIONS } from '../../lib/tenant/bootstrap.ts';
import { TENANTS_DIR, loadTenantConfigs, localFiles, tenantConfigSchema } from '../../lib/tenant-config.ts';
import { newTenantFile } from '../../bin/tenant-new.ts';
import { PROJECT_ROOT } from '../../lib/project.ts';
import { asList, policyStatements, synthCampfire, type Synthesised } from './campfire.ts';

const FIXTURES = join(PROJECT_ROOT, 'tests/infra/fixtures/tenants');
const fixture = JSON.parse(readFileSync(join(FIXTURES, 'nv.json'), 'utf8')) as {
  profile: { name: string; timezone: string };
  superAdmin: Record<string, string>;
  branding: Record<string, string>;
};

describe('a third tenant from one file', () => {
  let campfire: Synthesised;
  let template: Template;
  let resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
  beforeAll(() => {
    const tenants = loadTenantConfigs([TENANTS_DIR, FIXTURES]);
    campfire = synthCampfire({ tenants, bundle: ['Campfire-Tenant-nv'] });
    template = campfire.template(campfire.tenants.get('nv')!);
    resources = template.toJSON().Resources as typeof resources;
  });

  const ofType = (type: string) => Object.values(resources).filter((r) => r.Type === type);

  it('makes the stack Campfire-Tenant-nv with its own pools', () => {
    expect([...campfire.tenants.keys()]).toEqual(['co', 'wa', 'nv']);
    expect(campfire.tenants.get('nv')!.stackName).toBe('Campfire-Tenant-nv');
    expect(ofType('AWS::Cognito::UserPool')).toHaveLength(2);
  });

  it('bootstraps the profile with its branding, the super admin and the catalogue at deploy time', () => {
    const [bootstrap] = ofType('Custom::CampfireTenantBootstrap');
    expect(bootstrap).toBeDefined();
    const props = bootstrap!.Properties;
    const tenant = JSON.parse(props.Tenant as string) as Record<string, unknown>;
    expect(tenant).toMatchObject({
      id: 'nv',
      name: fixture.profile.name,
      timezone: fixture.profile.timezone,
    });
    // A path is uploaded and served from the site; a URL is served as given.
    expect(tenant.stateLogoUrl).toBe('/tenants/nv/stateLogo.svg');
    expect(tenant.bannerImageUrl).toBe(fixture.branding.banner);
    expect(JSON.parse(props.SuperAdmin as string)).toEqual(fixture.superAdmin);
    // The set-password code goes through the staff pool's password client, as for every staff member.
    expect(JSON.stringify(props.StaffClientId)).toMatch(/"Ref":"StaffPoolPasswordClient[0-9A-F]+"/);
    expect(props.HasCatalogue).toBe('true');
    const catalogue = readFileSync(join(FIXTURES, 'catalogues/nv.json'));
    expect(props.CatalogueHash).toBe(createHash('sha256').update(catalogue).digest('hex'));
  });

  it("is answered to CloudFormation by CDK's provider framework, which invokes the bootstrap", () => {
    const [bootstrap] = ofType('Custom::CampfireTenantBootstrap');
    const token = JSON.stringify(bootstrap!.Properties.ServiceToken);
    const framework = Object.entries(resources).find(
      ([id, r]) => r.Type === 'AWS::Lambda::Function' && token.includes(id),
    )!;
    expect(String(framework[1].Properties.Description)).toMatch(
      /AWS CDK resource provider framework - onEvent/,
    );
    expect(JSON.stringify(framework[1].Properties.Environment)).toMatch(
      /USER_ON_EVENT_FUNCTION_ARN.*Bootstrap/,
    );
  });

  it('bundles the catalogue file beside the bootstrap handler', () => {
    const fn = ofType('AWS::Lambda::Function').find((f) =>
      String(f.Properties.Description).includes('deploy-time bootstrap'),
    )!;
    const assetDir = join(
      campfire.outdir,
      `asset.${(fn.Properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '')}`,
    );
    expect(existsSync(join(assetDir, 'index.mjs'))).toBe(true);
    expect(readFileSync(join(assetDir, 'catalogue.json'))).toEqual(
      readFileSync(join(FIXTURES, 'catalogues/nv.json')),
    );
  });

  it('uploads the brand images given as paths with the site, under /tenants/nv/', () => {
    const assets = readdirSync(campfire.outdir).filter((d) => d.startsWith('asset.'));
    const image = assets
      .map((dir) => join(campfire.outdir, dir, 'tenants/nv/stateLogo.svg'))
      .find((path) => existsSync(path));
    expect(image).toBeDefined();
    expect(readFileSync(image!)).toEqual(readFileSync(join(FIXTURES, 'branding/nv-state-logo.svg')));
    // Images given as URLs are not copied.
    expect(existsSync(join(image!, '../banner.png'))).toBe(false);
  });

  it("lets the bootstrap write only the tenant's own partitions and create users only in its staff pool", () => {
    const statements = policyStatements(template);
    const table = statements.find((s) => asList(s.Action as string[]).includes('dynamodb:BatchWriteItem'))!;
    expect(asList(table.Action as string[]).sort()).toEqual([...BOOTSTRAP_TABLE_ACTIONS].sort());
    expect(table.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['T#nv#*'] } });
    const cognito = statements.find((s) =>
      asList(s.Action as string[]).includes('cognito-idp:AdminCreateUser'),
    )!;
    expect(JSON.stringify(cognito.Resource)).toMatch(/"Fn::GetAtt":["StaffPool[0-9A-F]+","Arn"]/);
    expect(asList(cognito.Action as string[]).sort()).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminSetUserPassword',
    ]);
  });

  it("subscribes the tenant's on-call to the deployment's alarm topic", () => {
    const alarms = campfire.template(campfire.platform.observability);
    alarms.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@nvparks.example',
    });
    alarms.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'https',
      Endpoint: 'https://chat.nvparks.example/hooks/campfire',
    });
  });

  it("lists the tenant in the site's tenants.json", () => {
    const tenantsJsonAsset = readdirSync(campfire.outdir).filter((d) => d.startsWith('asset.'));
    const found = tenantsJsonAsset.some((dir) => {
      const path = join(campfire.outdir, dir, 'tenants.json');
      return existsSync(path) && readFileSync(path, 'utf8').includes('"tenantId":"nv"');
    });
    expect(found).toBe(true);
  });
});

describe('npm run tenant:new', () => {
  it('writes a starting file the CDK app accepts, with a free host prefix and every local image present', () => {
    const file = newTenantFile('ut');
    const config = { ...tenantConfigSchema.parse(file), configDir: TENANTS_DIR };
    expect(config).toMatchObject({ tenantId: 'ut', isDefault: false, siteDomain: 'ut.campfire.example' });
    expect(loadTenantConfigs().map((c) => c.hostPrefix)).not.toContain(config.hostPrefix);
    for (const path of localFiles(config)) expect(existsSync(path), path).toBe(true);
  });
});
