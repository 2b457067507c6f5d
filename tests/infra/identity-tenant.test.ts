/**
 * The tenant side of identity: pool tags, branded messages, the SES sender (or Cognito's default),
 * and the sign-in triggers attached to both pools with access to the login-attempt counters only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { keys } from '#store/keys';
import { TENANT_POOL_TAG } from '../../lib/identity.ts';
import { PROJECT_ROOT } from '../../lib/project.ts';
import { AUTH_TRIGGERS, LOGIN_ATTEMPT_ACTIONS } from '../../lib/tenant/auth-triggers.ts';
import { loadTenantConfigs } from '../../lib/tenant-config.ts';
import { asList, policyStatements, synthCampfire, type Synthesised } from './campfire.ts';
import { toTenantId } from '#domain/tenant-id';

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };

const MAIL_FROM = 'no-reply@parks.example.gov';
const configs = loadTenantConfigs();
const triggersBuilt = AUTH_TRIGGERS.every((t) => existsSync(join(PROJECT_ROOT, t.entry)));

const poolsOf = (template: Template) =>
  Object.entries(template.findResources('AWS::Cognito::UserPool') as Record<string, Resource>);

describe('tenant identity with an SES identity configured', () => {
  let campfire: Synthesised;
  beforeAll(() => {
    campfire = synthCampfire({ context: { 'campfire:mailFrom': MAIL_FROM } });
  });

  describe.each(configs)('tenant $tenantId', (tenant) => {
    let template: Template;
    let pools: Array<[string, Resource]>;
    beforeAll(() => {
      template = campfire.template(campfire.tenants.get(tenant.tenantId)!);
      pools = poolsOf(template);
      expect(pools).toHaveLength(2);
    });

    it('tags both pools as Campfire tenant pools, which is what the API may manage', () => {
      for (const [, pool] of pools) {
        expect(pool.Properties.UserPoolTags).toEqual({ [TENANT_POOL_TAG]: tenant.tenantId });
      }
    });

    it("brands the verification and invitation e-mails with the tenant's name", () => {
      for (const [, pool] of pools) {
        const p = pool.Properties as {
          VerificationMessageTemplate: Record<string, string>;
          AdminCreateUserConfig: { InviteMessageTemplate: Record<string, string> };
        };
        expect(p.VerificationMessageTemplate.DefaultEmailOption).toBe('CONFIRM_WITH_CODE');
        expect(p.VerificationMessageTemplate.EmailSubject).toContain(tenant.displayName);
        expect(p.VerificationMessageTemplate.EmailMessage).toContain(tenant.displayName);
        expect(p.VerificationMessageTemplate.EmailMessage).toContain('{####}');
        const invite = p.AdminCreateUserConfig.InviteMessageTemplate;
        expect(invite.EmailSubject).toContain(tenant.displayName);
        expect(invite.EmailMessage).toContain(tenant.displayName);
        expect(invite.EmailMessage).toContain('{username}');
        expect(invite.EmailMessage).toContain('{####}');
      }
    });

    it("sends Cognito's mail through the SES identity, under the tenant's name", () => {
      for (const [, pool] of pools) {
        expect(pool.Properties.EmailConfiguration).toEqual({
          EmailSendingAccount: 'DEVELOPER',
          From: `${tenant.displayName} <${MAIL_FROM}>`,
          SourceArn: {
            'Fn::Join': [
              '',
              ['arn:aws:ses:us-west-2:', { Ref: 'AWS::AccountId' }, ':identity/parks.example.gov'],
            ],
          },
        });
      }
    });

    it.runIf(triggersBuilt)(
      'attaches the PreAuthentication and PostAuthentication triggers to both pools',
      () => {
        const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
        const triggerIds = Object.keys(functions).filter((id) => /AuthTriggers/.test(id));
        expect(triggerIds).toHaveLength(2);
        for (const [, pool] of pools) {
          const config = pool.Properties.LambdaConfig as Record<string, { 'Fn::GetAtt': [string, string] }>;
          expect(Object.keys(config).sort()).toEqual(['PostAuthentication', 'PreAuthentication']);
          expect(config.PreAuthentication!['Fn::GetAtt'][0]).toMatch(/PreAuthentication/);
          expect(config.PostAuthentication!['Fn::GetAtt'][0]).toMatch(/PostAuthentication/);
        }
        // Cognito may invoke each trigger from each pool: four permissions, each bound to one pool's ARN.
        const permissions = Object.values(
          template.findResources('AWS::Lambda::Permission') as Record<string, Resource>,
        );
        const cognitoPermissions = permissions.filter(
          (p) => p.Properties.Principal === 'cognito-idp.amazonaws.com',
        );
        expect(cognitoPermissions).toHaveLength(4);
        const poolIds = pools.map(([id]) => id);
        for (const permission of cognitoPermissions) {
          expect(permission.Properties.Action).toBe('lambda:InvokeFunction');
          const sourcePool = (permission.Properties.SourceArn as { 'Fn::GetAtt': [string, string] })[
            'Fn::GetAtt'
          ][0];
          expect(poolIds).toContain(sourcePool);
        }
        for (const id of triggerIds) {
          const fn = functions[id]!.Properties;
          expect(fn).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: 5 });
          expect((fn.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
            TENANT_ID: tenant.tenantId,
            TABLE_NAME: expect.anything(),
            CAMPFIRE_RUNTIME: 'aws',
          });
        }
      },
    );

    it.runIf(triggersBuilt)('alarms on trigger errors through the platform alarm topic', () => {
      const alarms = Object.values(
        template.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>,
      );
      expect(alarms).toHaveLength(2);
      for (const alarm of alarms) {
        expect(alarm.Properties).toMatchObject({
          MetricName: 'Errors',
          Namespace: 'AWS/Lambda',
          Threshold: 1,
        });
        expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain('Campfire-Platform-Observability');
      }
    });

    it.runIf(triggersBuilt)("lets the triggers touch only this tenant's login-attempt counters", () => {
      const counterKey = keys.loginAttempts(toTenantId(tenant.tenantId), 'us-west-2_pool', 'someone').pk;
      // The counters are deleted on success; the tenant bootstrap's table statement never deletes.
      const triggerStatements = policyStatements(template).filter((s) =>
        asList(s.Action as string[]).includes('dynamodb:DeleteItem'),
      );
      expect(triggerStatements).toHaveLength(2);
      for (const statement of triggerStatements) {
        expect([...asList(statement.Action as string[])].sort()).toEqual([...LOGIN_ATTEMPT_ACTIONS].sort());
        expect(asList(statement.Resource)).toHaveLength(1);
        expect(JSON.stringify(statement.Resource)).not.toContain('index');
        const leading = (statement.Condition as Record<string, Record<string, string[]>>)[
          'ForAllValues:StringLike'
        ]!['dynamodb:LeadingKeys']!;
        expect(leading).toEqual([`T#${tenant.tenantId}#LOGIN#*`]);
        // The store's counter key is one the condition admits.
        expect(counterKey.startsWith(leading[0]!.slice(0, -1))).toBe(true);
      }
    });
  });

  it('passes the cdk-nag checks with SES configured, every waiver carrying its reason', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(campfire.app);
    const errors = report.violations
      .filter((v) => v.severity === 'error')
      .flatMap((v) =>
        v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath ?? r.resourceLogicalId}`),
      );
    expect(errors).toEqual([]);
    // Acknowledgements are recorded as { 'Annotation::<rule>[<finding>]': reason }.
    const identityWaivers = campfire.platform.api.node
      .findAll()
      .flatMap((c) => c.node.metadata)
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) => Object.entries(m.data as Record<string, string>))
      .filter(([id]) => id.includes('AwsSolutions-IAM5'));
    expect(identityWaivers.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(':cognito-idp:us-west-2:<AWS::AccountId>:userpool/*'),
        expect.stringContaining(':kms:us-west-2:<AWS::AccountId>:key/*'),
      ]),
    );
    for (const [, reason] of identityWaivers) expect(reason.length).toBeGreaterThan(60);
  });
});

describe('tenant identity without an SES identity', () => {
  it("falls back to Cognito's own mailer", () => {
    const campfire = synthCampfire();
    for (const tenant of configs) {
      for (const [, pool] of poolsOf(campfire.template(campfire.tenants.get(tenant.tenantId)!))) {
        expect(pool.Properties.EmailConfiguration).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT' });
      }
    }
  });
});
