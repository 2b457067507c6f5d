/**
 * The expired-hold sweeper on AWS (functions/workflows/hold-sweeper.ts): an EventBridge Scheduler
 * schedule invokes the sweeper Lambda every minute. It finds the tenants in the table's tenant directory,
 * sweeps their expired holds and unpaid change orders, retries refunds the provider did not answer
 * (mailing the cancellation once answered) and reconciles their payments with the provider. Least
 * privilege both ways: the sweeper's role may Query the table (the refunds owed) and its indexes (gsi2:
 * the cart-expiry and edit-expiry indexes and the tenant directory; gsi1: a spot by id for the mail), get
 * one item by key and delete and update items of the table (no scans, no batch or table calls), read the
 * payment provider's secret, start the postback workflow and send mail from the deployment's address;
 * the scheduler's role may only invoke that one function.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { STATE_MACHINE_ARN_ENV } from '#adapters/workflows/types';
import type { MailSettings } from '../settings.ts';
import {
  type PaymentProviderResources,
  grantContextAccess,
  paymentProviderEnvironment,
} from './context-access.ts';
import { addCampfireFunction } from '../lambda.ts';

export const SWEEPER_ENTRY = 'functions/workflows/hold-sweeper.ts';
export const SWEEP_SCHEDULE = 'rate(1 minute)';
/** The indexes the sweeper reads (README "Carts", "Reservation changes": gsi2; a spot by id: gsi1). */
export const SWEEPER_INDEXES = ['gsi1', 'gsi2'];
export const SWEEPER_TABLE_ACTIONS = [
  // One item by key: an expired reservation's order, to abandon it.
  'dynamodb:GetItem',
  'dynamodb:DeleteItem',
  'dynamodb:UpdateItem',
  'dynamodb:TransactWriteItems',
];

export interface SweeperStackProps extends StackProps {
  table: ITable;
  logRetention: RetentionDays;
  /** The postback workflow settles an order the provider says was paid (functions/workflows/payment-outcome.ts). */
  postbackStateMachineArn: string;
  payments: PaymentProviderResources;
  /** The cancellation mail of a refund the sweeper sends late. */
  mail: MailSettings | undefined;
}

export class SweeperStack extends Stack {
  readonly sweeper: NodejsFunction;
  readonly schedule: CfnSchedule;
  readonly schedulerRole: Role;

  constructor(scope: Construct, id: string, props: SweeperStackProps) {
    super(scope, id, { description: 'Campfire: the expired-hold sweeper, every minute', ...props });
    const { table } = props;

    const lambda = addCampfireFunction(this, {
      entry: SWEEPER_ENTRY,
      description: 'Campfire hold sweeper: expired cart items out, their reservations Expired, holds deleted',
      serviceName: 'campfire-hold-sweeper',
      logRetention: props.logRetention,
      memorySize: 512,
      // A bounded batch per tenant takes seconds; under the one-minute period so runs do not pile up.
      timeout: Duration.seconds(50),
      environment: {
        TABLE_NAME: table.tableName,
        CAMPFIRE_RUNTIME: 'aws',
        [STATE_MACHINE_ARN_ENV.postback]: props.postbackStateMachineArn,
        ...paymentProviderEnvironment(props.payments),
        ...(props.mail ? { MAIL_FROM: props.mail.from } : {}),
      },
    });
    this.sweeper = lambda.function;
    lambda.role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [table.tableArn, ...SWEEPER_INDEXES.map((index) => `${table.tableArn}/index/${index}`)],
      }),
    );
    // The mail alone (no table writes beyond the statement above): as the contexts that mail have it.
    grantContextAccess(
      lambda.role,
      { writes: false, cognito: [], mail: true, captcha: false },
      { table, tenantIds: [], mail: props.mail, captchaSecretParameter: '' },
    );
    lambda.role.addToPolicy(
      new PolicyStatement({ actions: SWEEPER_TABLE_ACTIONS, resources: [table.tableArn] }),
    );
    lambda.role.addToPolicy(
      new PolicyStatement({
        actions: ['states:StartSyncExecution'],
        resources: [props.postbackStateMachineArn],
      }),
    );
    props.payments.secret.grantRead(lambda.role);

    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        // Only schedules of this account may use the role (confused deputy).
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
      description: 'EventBridge Scheduler: invokes the Campfire hold sweeper',
    });
    this.schedulerRole.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.sweeper.functionArn] }),
    );

    this.schedule = new CfnSchedule(this, 'Schedule', {
      description: 'Campfire: sweep expired holds every minute',
      scheduleExpression: SWEEP_SCHEDULE,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: this.sweeper.functionArn,
        roleArn: this.schedulerRole.roleArn,
        // A missed minute is made up by the next run: no retries, no stale deliveries.
        retryPolicy: { maximumRetryAttempts: 0, maximumEventAgeInSeconds: 60 },
      },
    });
  }
}
