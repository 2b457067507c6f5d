/**
 * The API side of identity: what each context's role may do (exact statements), the handlers'
 * environment, and the deployment settings that choose the mail sender and the captcha secret.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { API_CONTEXTS, DOCS_CONTEXT, type ApiContextName } from '#api/registry';
import {
  COGNITO_ACCOUNT_ACTIONS,
  COGNITO_POOL_READ_ACTIONS,
  COGNITO_USER_MANAGEMENT_ACTIONS,
  CONTEXT_ACCESS,
  TABLE_WRITE_ACTIONS,
  contextAccess,
} from '../../lib/platform/context-access.ts';
import { TENANT_POOL_TAG } from '../../lib/identity.ts';
import { ORIGIN_VERIFY_SECRET_NAME } from '../../lib/platform/api.ts';
import { PLACE_SEARCH_ACTIONS } from '../../lib/platform/location-service.ts';
import { DEFAULT_CAPTCHA_SECRET_PARAMETER, readSettings } from '../../lib/settings.ts';
import { loadTenantConfigs } from '../../lib/tenant-config.ts';
import { asList, synthCampfire, type Synthesised } from './campfire.ts';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };
type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

const MAIL_FROM = 'no-reply@parks.example.gov';
const TENANT_IDS = loadTenantConfigs().map((c) => c.tenantId);
const IDENTITY_CONTEXTS: ApiContextName[] = [
  'customers',
  'users',
  'admin-auth',
  'admin-users',
  'admin-customers',
];
/** Contexts that write the table (holds) and do nothing else beyond reading. */
const BOOKING_CONTEXTS: ApiContextName[] = ['reservations', 'admin-reservations', 'cart', 'admin-cart'];
/**
 * Contexts that write catalogue set-up (parks, spots, closures, alerts, settings) or the waiting room's
 * queue items, and nothing else.
 */
const CATALOGUE_CONTEXTS: ApiContextName[] = ['admin-parks', 'admin-settings', 'waiting-room'];
const READ_ONLY_CONTEXTS = API_CONTEXTS.map((c) => c.name).filter(
  (n) => !IDENTITY_CONTEXTS.includes(n) && !BOOKING_CONTEXTS.includes(n) && !CATALOGUE_CONTEXTS.includes(n),
);

const SECRET_READ_ACTIONS = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];
/** The waiting room's token secret: read by the contexts that sign or check its tokens, named in their environment. */
const WAITING_ROOM_CONTEXTS: ApiContextName[] = ['waiting-room', 'reservations', 'spots'];
const waitingRoomSecret = (name: ApiContextName) =>
  WAITING_ROOM_CONTEXTS.includes(name) ? SECRET_READ_ACTIONS : [];
/**
 * The origin-verify secret (the client's address behind CloudFront, functions/http/client-address.ts):
 * read by every context but the docs, in one statement with any other secret the context reads.
 */
const secretReads = (name: string) => (name === DOCS_CONTEXT.name ? [] : SECRET_READ_ACTIONS);

/** An ARN of this account in us-west-2 as the template writes it. */
const accountArn = (service: string, resource: string) => ({
  'Fn::Join': ['', [`arn:aws:${service}:us-west-2:`, { Ref: 'AWS::AccountId' }, `:${resource}`]],
});

function apiView(campfire: Synthesised) {
  const template: Template = campfire.template(campfire.platform.api);
  const resources = template.toJSON().Resources as Resources;
  const functionOf = (name: string) =>
    Object.values(resources).find(
      (r) =>
        r.Type === 'AWS::Lambda::Function' &&
        (r.Properties.Environment as { Variables: Record<string, string> }).Variables
          .POWERTOOLS_SERVICE_NAME === `campfire-${name}`,
    )!;
  const statementsOf = (name: string): Statement[] => {
    const roleId = (functionOf(name).Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    return (
      Object.values(resources)
        .filter(
          (r) =>
            r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles) === `[{"Ref":"${roleId}"}]`,
        )
        .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
        // Every Lambda sends X-Ray traces (lib/lambda.ts; iam.test.ts checks that grant).
        .filter((s) => !asList(s.Action).every((a) => a.startsWith('xray:')))
    );
  };
  const envOf = (name: string) =>
    (functionOf(name).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  return { template, statementsOf, envOf };
}

const byPrefix = (statements: Statement[], prefix: string) =>
  statements.filter((s) => asList(s.Action).some((a) => a.startsWith(prefix)));

describe('API identity access (SES identity configured)', () => {
  let api: ReturnType<typeof apiView>;
  beforeAll(() => {
    api = apiView(synthCampfire({ context: { 'campfire:mailFrom': MAIL_FROM } }));
  });

  it('lists every context of the registry, and only the identity and booking ones as more than read-only', () => {
    expect(Object.keys(CONTEXT_ACCESS).sort()).toEqual(API_CONTEXTS.map((c) => c.name).sort());
    const more = API_CONTEXTS.map((c) => c.name).filter(
      // Reading the waiting room's secret (spots signs page-view tokens) leaves a context read-only.
      (n) =>
        JSON.stringify({ ...CONTEXT_ACCESS[n], waitingRoom: undefined }) !==
        JSON.stringify({ writes: false, cognito: [], mail: false, captcha: false }),
    );
    expect(more.sort()).toEqual([...IDENTITY_CONTEXTS, ...BOOKING_CONTEXTS, ...CATALOGUE_CONTEXTS].sort());
  });

  it.each(CATALOGUE_CONTEXTS)('%s reads and writes items of the table and does nothing else', (name) => {
    const actions = api.statementsOf(name).flatMap((s) => asList(s.Action));
    expect(actions.sort()).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'dynamodb:BatchGetItem',
        'dynamodb:GetItem',
        'dynamodb:Query',
        ...TABLE_WRITE_ACTIONS,
        ...secretReads(name),
      ].sort(),
    );
    expect(api.envOf(name), name).not.toHaveProperty('MAIL_FROM');
  });

  it.each(BOOKING_CONTEXTS)('%s reads and writes items of the table and does nothing else', (name) => {
    const actions = api.statementsOf(name).flatMap((s) => asList(s.Action));
    // Checkout (cart, admin-cart) and the payment postback (reservations) run their workflows
    // synchronously; tests/infra/workflows.test.ts asserts which machine each may start.
    const startsWorkflow = name === 'admin-reservations' ? [] : ['states:StartSyncExecution'];
    // A cancellation (a customer's in reservations, staff's in admin-reservations) refunds through the
    // payment provider and mails the customer.
    const refunds =
      name === 'reservations' || name === 'admin-reservations'
        ? ['ses:SendEmail', 'secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']
        : [];
    expect(actions.sort()).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'dynamodb:BatchGetItem',
        'dynamodb:GetItem',
        'dynamodb:Query',
        ...TABLE_WRITE_ACTIONS,
        // One statement reads every secret a context reads (the payment provider's, the waiting room's
        // and the origin-verify secret).
        ...new Set([...startsWorkflow, ...refunds, ...waitingRoomSecret(name), ...secretReads(name)]),
      ].sort(),
    );
    if (WAITING_ROOM_CONTEXTS.includes(name))
      expect(api.envOf(name)).toHaveProperty('WAITING_ROOM_SECRET_NAME');
    else expect(api.envOf(name), name).not.toHaveProperty('WAITING_ROOM_SECRET_NAME');
    if (name === 'reservations' || name === 'admin-reservations') {
      expect(api.envOf(name)).toHaveProperty('MAIL_FROM', MAIL_FROM);
      expect(api.envOf(name)).toHaveProperty('PAYMENT_PROVIDER_SECRET_NAME');
    } else {
      expect(api.envOf(name), name).not.toHaveProperty('MAIL_FROM');
      expect(api.envOf(name), name).not.toHaveProperty('PAYMENT_PROVIDER_SECRET_NAME');
    }
  });

  it('keeps the catalogue contexts and the docs read-only: logs and table reads, nothing else', () => {
    for (const name of [...READ_ONLY_CONTEXTS, DOCS_CONTEXT.name]) {
      const actions = api.statementsOf(name).flatMap((s) => asList(s.Action));
      const allowed = ['logs:CreateLogStream', 'logs:PutLogEvents'];
      if (name !== DOCS_CONTEXT.name)
        allowed.push('dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query');
      // Place search (GET Location/places) goes to the Amazon Location place index.
      if (name === 'locations') allowed.push(...PLACE_SEARCH_ACTIONS);
      // Availability and a spot's details sign page-view tokens under the waiting room's secret, read in
      // one statement with the origin-verify secret.
      allowed.push(...secretReads(name));
      expect(actions.sort(), name).toEqual(allowed.sort());
      expect(api.envOf(name), name).not.toHaveProperty('MAIL_FROM');
      expect(api.envOf(name), name).not.toHaveProperty('CAPTCHA_SECRET_PARAMETER');
    }
  });

  it.each(IDENTITY_CONTEXTS)(
    '%s writes items of the table only (no indexes, no batch, no table calls)',
    (name) => {
      const writes = byPrefix(api.statementsOf(name), 'dynamodb:').filter((s) =>
        asList(s.Action).includes('dynamodb:PutItem'),
      );
      expect(writes).toHaveLength(1);
      expect([...asList(writes[0]!.Action)].sort()).toEqual([...TABLE_WRITE_ACTIONS].sort());
      expect(JSON.stringify(writes[0]!.Resource)).toMatch(/^\{"Fn::GetStackOutput":.*DataTable.*Arn/);
      expect(writes[0]!.Condition).toBeUndefined();
    },
  );

  it.each(IDENTITY_CONTEXTS)('%s calls Cognito only on pools tagged as Campfire tenant pools', (name) => {
    const cognito = byPrefix(api.statementsOf(name), 'cognito-idp:');
    expect(cognito).toHaveLength(1);
    const expected = [...COGNITO_ACCOUNT_ACTIONS];
    if (name === 'admin-users' || name === 'admin-customers')
      expected.push(...COGNITO_USER_MANAGEMENT_ACTIONS);
    if (name === 'customers' || name === 'users') expected.push(...COGNITO_POOL_READ_ACTIONS);
    if (name === 'customers') expected.push('cognito-idp:AdminDeleteUser');
    expect([...asList(cognito[0]!.Action)].sort()).toEqual(expected.sort());
    expect(cognito[0]!.Resource).toEqual(accountArn('cognito-idp', 'userpool/*'));
    expect(cognito[0]!.Condition).toEqual({
      StringEquals: { [`aws:ResourceTag/${TENANT_POOL_TAG}`]: TENANT_IDS },
    });
    // The public calls (SignUp, ConfirmSignUp, ForgotPassword, ...) are authorised by the app client.
    for (const action of asList(cognito[0]!.Action))
      expect(action).toMatch(/^cognito-idp:(Admin\w+|ListUsers|DescribeUserPool)$/);
  });

  it('sends mail only from the configured identity and address, from the contexts that mail', () => {
    for (const name of IDENTITY_CONTEXTS) {
      const ses = byPrefix(api.statementsOf(name), 'ses:');
      if (!contextAccess(name).mail) {
        expect(ses, name).toEqual([]);
        continue;
      }
      expect(ses, name).toEqual([
        {
          Action: 'ses:SendEmail',
          Effect: 'Allow',
          Resource: expect.anything(),
          Condition: { StringEquals: { 'ses:FromAddress': MAIL_FROM } },
        },
      ]);
      expect(ses[0]!.Resource).toEqual(accountArn('ses', 'identity/parks.example.gov'));
      expect(api.envOf(name).MAIL_FROM).toBe(MAIL_FROM);
    }
  });

  it('reads the captcha secret from its one SSM parameter, decrypting through SSM only', () => {
    const parameterArn = accountArn('ssm', `parameter${DEFAULT_CAPTCHA_SECRET_PARAMETER}`);
    for (const name of IDENTITY_CONTEXTS) {
      const statements = api.statementsOf(name);
      const ssm = byPrefix(statements, 'ssm:');
      const kms = byPrefix(statements, 'kms:');
      if (!contextAccess(name).captcha) {
        expect([...ssm, ...kms], name).toEqual([]);
        continue;
      }
      expect(ssm).toHaveLength(1);
      expect(ssm[0]!.Action).toBe('ssm:GetParameter');
      expect(ssm[0]!.Resource).toEqual(parameterArn);
      expect(kms).toHaveLength(1);
      expect(kms[0]!.Action).toBe('kms:Decrypt');
      expect(kms[0]!.Resource).toEqual(accountArn('kms', 'key/*'));
      expect(kms[0]!.Condition).toEqual({
        StringEquals: {
          'kms:ViaService': { 'Fn::Join': ['', ['ssm.us-west-2.', { Ref: 'AWS::URLSuffix' }]] },
          'kms:EncryptionContext:PARAMETER_ARN': parameterArn,
        },
      });
      expect(api.envOf(name).CAPTCHA_SECRET_PARAMETER).toBe(DEFAULT_CAPTCHA_SECRET_PARAMETER);
    }
  });

  it('gives every identity context the handler environment', () => {
    for (const name of IDENTITY_CONTEXTS) {
      expect(api.envOf(name), name).toMatchObject({
        TABLE_NAME: expect.anything(),
        MAIL_FROM,
        CAPTCHA_SECRET_PARAMETER: DEFAULT_CAPTCHA_SECRET_PARAMETER,
        CAMPFIRE_RUNTIME: 'aws',
      });
    }
  });

  it('grants no identity context anything beyond logs, table, Cognito, SES, SSM, KMS and the origin-verify secret', () => {
    const resources = api.template.toJSON().Resources as Resources;
    const originVerify = Object.keys(resources).find(
      (id) =>
        resources[id]!.Type === 'AWS::SecretsManager::Secret' &&
        resources[id]!.Properties.Name === ORIGIN_VERIFY_SECRET_NAME,
    );
    for (const name of IDENTITY_CONTEXTS) {
      for (const statement of api.statementsOf(name)) {
        for (const action of asList(statement.Action)) {
          expect(action, name).toMatch(/^(logs|dynamodb|cognito-idp|ses|ssm|kms|secretsmanager):/);
          if (action.startsWith('secretsmanager:'))
            expect(statement.Resource, name).toEqual({ Ref: originVerify });
        }
      }
    }
  });
});

describe('API identity access (no SES identity configured)', () => {
  let campfire: Synthesised;
  let api: ReturnType<typeof apiView>;
  beforeAll(() => {
    campfire = synthCampfire();
    api = apiView(campfire);
  });

  it('grants no SES at all and leaves MAIL_FROM unset, with one synth warning', () => {
    for (const name of IDENTITY_CONTEXTS) {
      expect(byPrefix(api.statementsOf(name), 'ses:'), name).toEqual([]);
      expect(api.envOf(name), name).not.toHaveProperty('MAIL_FROM');
    }
    const warnings = campfire.platform.api.node
      .findAll()
      .flatMap((c) => c.node.metadata)
      .filter((m) => m.type === 'aws:cdk:warning' && String(m.data).includes('campfire:mailFrom'));
    expect(warnings).toHaveLength(1);
  });
});

describe('deployment settings for identity', () => {
  const settings = (context: Record<string, string>) =>
    readSettings(
      new App({ context: { 'campfire:alarmEmail': 'oncall@parks.example.gov', ...context } }).node,
    );

  it('derives the SES identity from the from-address unless one is named', () => {
    expect(settings({}).mail).toBeUndefined();
    expect(settings({ 'campfire:mailFrom': MAIL_FROM }).mail).toEqual({
      from: MAIL_FROM,
      identity: 'parks.example.gov',
    });
    expect(
      settings({ 'campfire:mailFrom': MAIL_FROM, 'campfire:mailIdentity': MAIL_FROM }).mail?.identity,
    ).toBe(MAIL_FROM);
  });

  it('refuses identities that do not cover the from-address, and malformed values', () => {
    expect(() => settings({ 'campfire:mailFrom': 'parks' })).toThrow(/not an e-mail address/);
    expect(() =>
      settings({ 'campfire:mailFrom': MAIL_FROM, 'campfire:mailIdentity': 'other.example.gov' }),
    ).toThrow(/covers neither/);
    expect(() => settings({ 'campfire:mailIdentity': 'parks.example.gov' })).toThrow(
      /needs campfire:mailFrom/,
    );
    expect(() => settings({ 'campfire:captchaSecretParameter': 'captcha' })).toThrow(/SSM parameter path/);
  });

  it('takes the captcha parameter from context, with a default', () => {
    expect(settings({}).captchaSecretParameter).toBe(DEFAULT_CAPTCHA_SECRET_PARAMETER);
    expect(settings({ 'campfire:captchaSecretParameter': '/agency/captcha' }).captchaSecretParameter).toBe(
      '/agency/captcha',
    );
  });
});
