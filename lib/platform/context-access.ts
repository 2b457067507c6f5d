/**
 * What each API context may do beyond reading the table: write it, manage users in the tenants' Cognito
 * pools, send mail through SES, read the captcha secret. A context not listed here is read-only.
 */
import { Arn, ArnFormat, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import { TENANT_POOL_TAG } from '../identity.ts';
import { nagArn } from '../nag.ts';
import type { MailSettings } from '../settings.ts';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PAYMENT_PROVIDER_SECRET_NAME_ENV } from '#adapters/parameters/index';
import { WAITING_ROOM_SECRET_NAME_ENV } from '#adapters/parameters/waiting-room-key';
import { STATE_MACHINE_ARN_ENV, type WorkflowName } from '#adapters/workflows/types';
import type { ApiContextName } from '#api/registry';

/** Every context reads the table and its indexes. */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'];

/** Item writes (customers, staff users, roles, audit history, login-attempt counters); no batch or table calls. */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:TransactWriteItems',
];

/**
 * Account calls that need IAM. SignUp, ConfirmSignUp, ForgotPassword, ConfirmForgotPassword and
 * ResendConfirmationCode are public Cognito calls authorised by the app client and need none.
 */
export const COGNITO_ACCOUNT_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
];

/** Staff user management (admin §7.4): activate, deactivate, delete. */
export const COGNITO_USER_MANAGEMENT_ACTIONS = [
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
];

/**
 * The customer contexts describe the public pool once per cold start to learn whether usernames are
 * e-mail addresses (functions/adapters/identity/accounts.ts publicPool); pool settings, no user data.
 */
export const COGNITO_POOL_READ_ACTIONS = ['cognito-idp:DescribeUserPool'];

export interface ContextAccess {
  /** PutItem/UpdateItem/DeleteItem/TransactWriteItems on the table. */
  writes: boolean;
  /** Cognito actions on the tenants' tagged pools. */
  cognito: string[];
  /** ses:SendEmail from the deployment's identity (forgotten usernames, confirmation e-mails). */
  mail: boolean;
  /** Reads the captcha secret (CaptchaVerify, account creation). */
  captcha: boolean;
  /** Express state machines it may start synchronously (lib/platform/workflows.ts). */
  workflows?: WorkflowName[];
  /** Calls the payment provider (refunds, session checks): its URL and read access to its merchant secret. */
  payments?: boolean;
  /** Signs or checks waiting-room tokens: read access to the waiting-room secret, named in its environment. */
  waitingRoom?: boolean;
}

/** The payment provider as the workflows stack configures it (lib/platform/workflows.ts). */
export interface PaymentProviderResources {
  secret: ISecret;
  url: string | undefined;
}

const READ_ONLY: ContextAccess = { writes: false, cognito: [], mail: false, captcha: false };

/** Every context's access, by the registry's names: a context added to the registry must be listed here. */
export const CONTEXT_ACCESS: Record<ApiContextName, ContextAccess> = {
  // Catalogue reads: parks, spots, availability, alerts, prices, lookups.
  tenant: READ_ONLY,
  locations: READ_ONLY,
  // Availability and a spot's details answer with a page-view token signed under the waiting-room secret.
  spots: { ...READ_ONLY, waitingRoom: true },
  alerts: READ_ONLY,
  pricing: READ_ONLY,
  'admin-spots': READ_ONLY,
  // Accounts, profile edits and password changes of customers; AdminDeleteUser undoes a sign-up whose
  // customer record lost a race on a unique username or e-mail (functions/adapters/identity/accounts.ts).
  customers: {
    writes: true,
    cognito: [...COGNITO_ACCOUNT_ACTIONS, ...COGNITO_POOL_READ_ACTIONS, 'cognito-idp:AdminDeleteUser'],
    mail: true,
    captcha: true,
  },
  // User records, registration, password resets, CaptchaVerify and ForgotUsername (public §7.7).
  users: {
    writes: true,
    cognito: [...COGNITO_ACCOUNT_ACTIONS, ...COGNITO_POOL_READ_ACTIONS],
    mail: true,
    captcha: true,
  },
  // Staff sign-in with login-attempt counters, logout, and the same account calls (admin §7.5).
  'admin-auth': { writes: true, cognito: COGNITO_ACCOUNT_ACTIONS, mail: true, captcha: true },
  // Staff users and roles with audit history; Cognito mails the invitations itself (admin §7.4).
  'admin-users': {
    writes: true,
    cognito: [...COGNITO_ACCOUNT_ACTIONS, ...COGNITO_USER_MANAGEMENT_ACTIONS],
    mail: false,
    captcha: false,
  },
  // Customers staff add and edit: online accounts made, switched off and on in the public pool, the
  // account mail and a reservation's confirmation mail sent again.
  'admin-customers': {
    writes: true,
    cognito: [...COGNITO_ACCOUNT_ACTIONS, ...COGNITO_USER_MANAGEMENT_ACTIONS],
    mail: true,
    captcha: false,
  },
  // Holds: conditional transactions on spot nights and hold items; payment postbacks start their workflow;
  // a customer's cancellation refunds through the payment provider and mails the customer.
  reservations: {
    writes: true,
    cognito: [],
    mail: true,
    captcha: false,
    workflows: ['postback'],
    payments: true,
    // A claim checks the waiting room's admission token while a queue event gates the park.
    waitingRoom: true,
  },
  // Staff cancellations refund through the payment provider and mail the customer, as customers' do.
  'admin-reservations': { writes: true, cognito: [], mail: true, captcha: false, payments: true },
  // Carts: cart items and the holds they extend or release.
  // Checkout starts the checkout workflow.
  cart: { writes: true, cognito: [], mail: false, captcha: false, workflows: ['checkout'] },
  'admin-cart': { writes: true, cognito: [], mail: false, captcha: false, workflows: ['checkout'] },
  // Park set-up: parks, loops, spots, closures and alerts with their audit history.
  'admin-parks': { writes: true, cognito: [], mail: false, captcha: false },
  // Reports: reads only (parks, spots, closures, the night index).
  'admin-reports': READ_ONLY,
  // System settings: business rules, templates, tenant settings and seasons with their audit history.
  'admin-settings': { writes: true, cognito: [], mail: false, captcha: false },
  // The waiting room: queue events (staff, audited), places, the draw and admission counts.
  'waiting-room': { writes: true, cognito: [], mail: false, captcha: false, waitingRoom: true },
};

export function contextAccess(name: ApiContextName): ContextAccess {
  return CONTEXT_ACCESS[name];
}

/** Whether a context needs the identity environment (mail sender, captcha parameter). */
export const usesIdentity = (access: ContextAccess) =>
  access.cognito.length > 0 || access.mail || access.captcha;

export interface IdentityResources {
  table: ITable;
  /** Tenant ids whose pools carry the TENANT_POOL_TAG. */
  tenantIds: string[];
  mail: MailSettings | undefined;
  captchaSecretParameter: string;
  /** The workflows' state machine ARNs (lib/platform/workflows.ts), when deployed. */
  stateMachineArns?: Record<WorkflowName, string>;
  payments?: PaymentProviderResources;
  /** The deployment's waiting-room secret (tokens' per-tenant keys derive from it), when deployed. */
  waitingRoomSecret?: ISecret;
}

/** The environment of a context that signs or checks waiting-room tokens: the secret's name only. */
export function waitingRoomEnvironment(
  access: ContextAccess,
  res: IdentityResources,
): Record<string, string> {
  if (!access.waitingRoom || !res.waitingRoomSecret) return {};
  return { [WAITING_ROOM_SECRET_NAME_ENV]: res.waitingRoomSecret.secretName };
}

/** The environment of a context that calls the payment provider: its URL and its secret's name only. */
export function paymentsEnvironment(access: ContextAccess, res: IdentityResources): Record<string, string> {
  if (!access.payments || !res.payments) return {};
  return paymentProviderEnvironment(res.payments);
}

/** PAYMENT_PROVIDER_URL (when configured) and the secret's name, read at run time by the payments adapter. */
export function paymentProviderEnvironment(payments: PaymentProviderResources): Record<string, string> {
  return {
    ...(payments.url ? { PAYMENT_PROVIDER_URL: payments.url } : {}),
    [PAYMENT_PROVIDER_SECRET_NAME_ENV]: payments.secret.secretName,
  };
}

/** The environment of a context that starts workflows: the ARNs of its machines. */
export function workflowEnvironment(access: ContextAccess, res: IdentityResources): Record<string, string> {
  const arns = res.stateMachineArns;
  if (!arns) return {};
  return Object.fromEntries((access.workflows ?? []).map((w) => [STATE_MACHINE_ARN_ENV[w], arns[w]]));
}

/** Adds a context's statements to its role and acknowledges the wildcards they need, with reasons. */
export function grantContextAccess(role: Role, access: ContextAccess, res: IdentityResources): void {
  const stack = Stack.of(role);
  if (access.writes) {
    // The table only: indexes are written through it, and no tenant condition fits a multi-tenant API.
    role.addToPolicy(new PolicyStatement({ actions: TABLE_WRITE_ACTIONS, resources: [res.table.tableArn] }));
  }

  if (access.cognito.length > 0) {
    role.addToPolicy(
      new PolicyStatement({
        actions: access.cognito,
        // Pools live in the tenant stacks (deployed after this one), so they are matched by tag, not ARN.
        resources: [stack.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' })],
        conditions: { StringEquals: { [`aws:ResourceTag/${TENANT_POOL_TAG}`]: res.tenantIds } },
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(stack, 'cognito-idp', 'userpool/*')}]`,
      reason: `Tenant user pools are created by the tenant stacks, which depend on this one; the statement is limited to pools of this account and region tagged ${TENANT_POOL_TAG} with a configured tenant id (aws:ResourceTag condition).`,
    });
  }

  if (access.mail && res.mail) {
    role.addToPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: res.mail.identity }),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': res.mail.from } },
      }),
    );
  }

  const machines = access.workflows ?? [];
  if (machines.length > 0 && res.stateMachineArns) {
    const arns = res.stateMachineArns;
    // Its own machines only, started synchronously (Express).
    role.addToPolicy(
      new PolicyStatement({
        actions: ['states:StartSyncExecution'],
        resources: machines.map((w) => arns[w]),
      }),
    );
  }

  if (access.payments && res.payments) res.payments.secret.grantRead(role);
  if (access.waitingRoom && res.waitingRoomSecret) res.waitingRoomSecret.grantRead(role);

  if (access.captcha) {
    const parameterArn = captchaParameterArn(stack, res.captchaSecretParameter);
    role.addToPolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameterArn] }));
    role.addToPolicy(
      new PolicyStatement({
        actions: ['kms:Decrypt'],
        // Whichever key the agency encrypted the parameter with, usable only by SSM for this one parameter.
        resources: [stack.formatArn({ service: 'kms', resource: 'key', resourceName: '*' })],
        conditions: {
          StringEquals: {
            'kms:ViaService': `ssm.${stack.region}.${stack.urlSuffix}`,
            'kms:EncryptionContext:PARAMETER_ARN': parameterArn,
          },
        },
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(stack, 'kms', 'key/*')}]`,
      reason:
        'The captcha secret is a SecureString under a key the agency chooses (aws/ssm or its own); kms:Decrypt is allowed only through SSM (kms:ViaService) and only for that parameter (PARAMETER_ARN encryption context).',
    });
  }
}

export function captchaParameterArn(stack: Stack, name: string): string {
  return Arn.format(
    {
      service: 'ssm',
      resource: 'parameter',
      resourceName: name.replace(/^\//, ''),
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    },
    stack,
  );
}
