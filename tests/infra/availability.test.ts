/**
 * The availability contexts in the API stack: POST Spot/availability is served by the spots Lambda and
 * POST admin/adminspot/availability by its own admin-spots Lambda; both only read (least privilege).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_CONTEXTS } from '#api/registry';
import { contextAccess } from '../../lib/platform/context-access.ts';
import { asList, synthCampfire } from './campfire.ts';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
const READ_ACTIONS = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];

describe('availability contexts', () => {
  let resources: Resources;
  beforeAll(() => {
    const campfire = synthCampfire();
    resources = campfire.template(campfire.platform.api).toJSON().Resources as Resources;
  });

  const functionId = (name: string) =>
    Object.entries(resources).find(
      ([, r]) =>
        r.Type === 'AWS::Lambda::Function' &&
        (r.Properties.Environment as { Variables: Record<string, unknown> }).Variables
          .POWERTOOLS_SERVICE_NAME === `campfire-${name}`,
    )?.[0];

  const statementsOf = (name: string) => {
    const fn = resources[functionId(name)!]!;
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return Object.values(resources)
      .filter(
        (r) =>
          r.Type === 'AWS::IAM::Policy' &&
          JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
      )
      .flatMap(
        (p) => (p.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement,
      );
  };

  it('registers admin-spots under admin/adminspot with its own Lambda', () => {
    expect(API_CONTEXTS.find((c) => c.name === 'admin-spots')).toMatchObject({
      entry: 'functions/api/admin-spots/handler.ts',
      prefixes: ['admin/adminspot'],
    });
    expect(functionId('admin-spots')).toBeDefined();
    const routeKeys = Object.values(resources)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => r.Properties.RouteKey);
    expect(routeKeys).toContain('ANY /v1/tenant/{tenantId}/admin/adminspot/{proxy+}');
    expect(routeKeys).toContain('ANY /v1/tenant/{tenantId}/Spot/{proxy+}');
  });

  it.each(['spots', 'admin-spots'] as const)(
    'lets %s read the table and its indexes, and nothing more',
    (name) => {
      // spots also reads the waiting room's secret: its reads answer with signed page-view tokens.
      expect(contextAccess(name)).toEqual({
        writes: false,
        cognito: [],
        mail: false,
        captcha: false,
        ...(name === 'spots' ? { waitingRoom: true } : {}),
      });
      const actions = statementsOf(name).flatMap((s) => asList(s.Action as string[]));
      expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(READ_ACTIONS);
      expect(actions.filter((a) => /^(cognito-idp|ses|ssm|kms):/.test(a))).toEqual([]);
    },
  );
});
