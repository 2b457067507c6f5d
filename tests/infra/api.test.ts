import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { API_CONTEXTS, DOCS_CONTEXT, type ApiContextName } from '#api/registry';
import { ORIGIN_VERIFY_SECRET_NAME_ENV } from '#adapters/parameters/origin-verify';
import { ORIGIN_VERIFY_SECRET_NAME } from '../../lib/platform/api.ts';
import { contextAccess } from '../../lib/platform/context-access.ts';
import { asList, policyStatements, synthCampfire, type Synthesised } from './campfire.ts';

const ALL_CONTEXTS = [...API_CONTEXTS, DOCS_CONTEXT];
const READ_ACTIONS = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

describe('API stack', () => {
  let campfire: Synthesised;
  let template: Template;
  let resources: Resources;
  beforeAll(() => {
    // The one test file that really bundles the Lambdas, so a broken entry or import alias fails here.
    campfire = synthCampfire({ bundle: ['Campfire-Platform-Api'] });
    template = campfire.template(campfire.platform.api);
    resources = template.toJSON().Resources as Resources;
  });

  /** Logical id of the Lambda of a context, found through its Powertools service name. */
  const functionId = (name: string) => {
    const entry = Object.entries(resources).find(
      ([, r]) =>
        r.Type === 'AWS::Lambda::Function' &&
        (r.Properties.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables
          .POWERTOOLS_SERVICE_NAME === `campfire-${name}`,
    );
    if (!entry) throw new Error(`no Lambda for context ${name}`);
    return entry[0];
  };

  it('has one Node.js 24 arm64 Lambda per bounded context plus the docs', () => {
    template.resourceCountIs('AWS::Lambda::Function', ALL_CONTEXTS.length);
    for (const context of ALL_CONTEXTS) {
      const props = resources[functionId(context.name)]!.Properties;
      expect(props).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: {
          Variables: {
            TABLE_NAME: expect.anything(),
            CAMPFIRE_RUNTIME: 'aws',
            POWERTOOLS_SERVICE_NAME: `campfire-${context.name}`,
            POWERTOOLS_LOG_LEVEL: 'INFO',
            NODE_OPTIONS: '--enable-source-maps',
          },
        },
      });
      expect(props.Environment).toHaveProperty('Variables.TABLE_NAME');
    }
  });

  it('bundles each entry as an ES module with a source map that plain Node loads', () => {
    const bundles = ALL_CONTEXTS.map((context) => {
      const code = resources[functionId(context.name)]!.Properties.Code as { S3Key: string };
      const dir = join(campfire.outdir, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
      expect(existsSync(join(dir, 'index.mjs.map')), `${context.name} source map`).toBe(true);
      return join(dir, 'index.mjs');
    });
    // Outside vitest's module graph, as the Lambda runtime would: every bundle exports handler.
    const script = `const files = ${JSON.stringify(bundles)};
      for (const f of files) { const m = await import(f); if (typeof m.handler !== 'function') throw new Error(f); }
      console.log(files.length);`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, TABLE_NAME: 'campfire', AWS_REGION: 'us-west-2' },
      encoding: 'utf8',
    });
    expect(out.trim()).toBe(String(ALL_CONTEXTS.length));
  });

  it('routes every prefix of every context, as written and lower-cased, to that context', () => {
    const routes = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route');
    const integrations = Object.fromEntries(
      Object.entries(resources).filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Integration'),
    );
    const targetOf = (routeKey: string): string => {
      const route = routes.find((r) => r.Properties.RouteKey === routeKey);
      expect(route, routeKey).toBeDefined();
      const target = JSON.stringify(route!.Properties.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(id));
      return JSON.stringify(integrations[integrationId!]!.Properties.IntegrationUri);
    };
    for (const context of API_CONTEXTS) {
      for (const prefix of context.prefixes) {
        for (const p of new Set([prefix, prefix.toLowerCase()])) {
          for (const path of [`/v1/tenant/{tenantId}/${p}`, `/v1/tenant/{tenantId}/${p}/{proxy+}`]) {
            expect(targetOf(`ANY ${path}`)).toContain(functionId(context.name));
          }
        }
      }
    }
    expect(targetOf('GET /v1/openapi.json')).toContain(functionId('docs'));
  });

  it('logs access to the API and each Lambda to log groups with a retention', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
    const logGroups = Object.values(resources).filter((r) => r.Type === 'AWS::Logs::LogGroup');
    expect(logGroups).toHaveLength(ALL_CONTEXTS.length + 1);
    for (const group of logGroups) expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
    for (const context of ALL_CONTEXTS) {
      expect(resources[functionId(context.name)]!.Properties.LoggingConfig).toMatchObject({
        LogGroup: { Ref: expect.stringMatching(/Logs/) },
      });
    }
  });

  it('lets every context read the table and its indexes, and only the identity and booking contexts write', () => {
    const roles = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::IAM::Role');
    expect(roles).toHaveLength(ALL_CONTEXTS.length);
    for (const [, role] of roles) {
      expect(role.Properties.ManagedPolicyArns, 'no managed policies').toBeUndefined();
    }
    for (const context of ALL_CONTEXTS) {
      const fn = resources[functionId(context.name)]!;
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const policy = Object.values(resources).find(
        (r) =>
          r.Type === 'AWS::IAM::Policy' &&
          JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
      )!;
      const statements = (policy.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> })
        .Statement;
      const dataStatements = statements.filter((s) =>
        asList(s.Action as string[]).some((a) => a.startsWith('dynamodb:')),
      );
      if (context === DOCS_CONTEXT) {
        expect(dataStatements).toEqual([]);
        continue;
      }
      // Writes are asserted statement by statement in identity-access.test.ts.
      const name = context.name as ApiContextName;
      expect(dataStatements).toHaveLength(contextAccess(name).writes ? 2 : 1);
      expect([...asList(dataStatements[0]!.Action as string[])].sort()).toEqual(READ_ACTIONS);
      const resourcesJson = JSON.stringify(dataStatements[0]!.Resource);
      expect(asList(dataStatements[0]!.Resource)).toHaveLength(3);
      expect(resourcesJson).toContain('/index/gsi1');
      expect(resourcesJson).toContain('/index/gsi2');
      expect(resourcesJson).not.toContain('*');
      const logs = statements.find((s) => asList(s.Action as string[]).includes('logs:PutLogEvents'))!;
      expect(JSON.stringify(logs.Resource)).not.toContain('"*"');
    }
  });

  it('grants nothing on everything but X-Ray trace delivery (which has no resource scope)', () => {
    for (const statement of policyStatements(template)) {
      const actions = asList(statement.Action as string[]);
      if (actions.every((a) => a === 'xray:PutTraceSegments' || a === 'xray:PutTelemetryRecords')) continue;
      expect(asList(statement.Resource)).not.toContain('*');
      for (const action of asList(statement.Action as string[])) expect(action).not.toMatch(/\*$/);
    }
  });

  it('generates the origin-verify secret, which every context names and may read (the docs neither)', () => {
    const secrets = Object.entries(resources).filter(
      ([, r]) => r.Type === 'AWS::SecretsManager::Secret' && r.Properties.Name === ORIGIN_VERIFY_SECRET_NAME,
    );
    expect(secrets).toHaveLength(1);
    const [secretId, secret] = secrets[0]!;
    expect(secret.Properties.GenerateSecretString).toMatchObject({ ExcludePunctuation: true });
    expect(secret.Properties).not.toHaveProperty('SecretString');
    for (const context of ALL_CONTEXTS) {
      const fn = resources[functionId(context.name)]!;
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const reads = Object.values(resources).some(
        (r) =>
          r.Type === 'AWS::IAM::Policy' &&
          JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]) &&
          (r.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement.some(
            (st) =>
              asList(st.Action as string[]).includes('secretsmanager:GetSecretValue') &&
              asList(st.Resource).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: secretId })),
          ),
      );
      if (context === DOCS_CONTEXT) {
        expect(variables).not.toHaveProperty(ORIGIN_VERIFY_SECRET_NAME_ENV);
        expect(reads).toBe(false);
      } else {
        expect(variables[ORIGIN_VERIFY_SECRET_NAME_ENV], context.name).toBe(ORIGIN_VERIFY_SECRET_NAME);
        expect(reads, context.name).toBe(true);
      }
    }
  });
});
