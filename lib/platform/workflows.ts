/**
 * The checkout and payment-postback workflows (DESIGN §1): one task Lambda (functions/workflows/tasks/
 * handler.ts) and two Express state machines whose ASL is functions/workflows/definitions.ts, the same
 * JSON the local runtime runs. The API's reservations, cart and admin-cart Lambdas start them
 * synchronously (lib/platform/context-access.ts); nothing else may.
 */
import { Annotations, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { GSIS } from '#store/table-definition';
import { TASK_RESOURCE_PLACEHOLDER, WORKFLOWS } from '#workflows/definitions';
import { type WorkflowName } from '#adapters/workflows/types';
import { addCampfireFunction } from '../lambda.ts';
import type { MailSettings } from '../settings.ts';
import { WORKFLOW_TASK_TIMEOUT, WORKFLOW_TIMEOUT } from '../timeouts.ts';
import {
  type PaymentProviderResources,
  TABLE_READ_ACTIONS,
  grantContextAccess,
  paymentProviderEnvironment,
} from './context-access.ts';

/** The entry of the task Lambda. */
export const WORKFLOW_TASKS_ENTRY = 'functions/workflows/tasks/handler.ts';

/** Secrets Manager secret (a plain string) with the payment provider's merchant secret, unless `campfire:paymentProviderSecretName` names another. */
export const DEFAULT_PAYMENT_SECRET_NAME = 'campfire/payment-provider';

export interface WorkflowsStackProps extends StackProps {
  table: ITable;
  logRetention: RetentionDays;
  mail: MailSettings | undefined;
}

export class WorkflowsStack extends Stack {
  readonly taskFunction: NodejsFunction;
  readonly stateMachines: Record<WorkflowName, StateMachine>;
  /** The payment provider the tasks call; the contexts and the sweeper that refund get the same. */
  readonly paymentProvider: PaymentProviderResources;

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, { description: 'Campfire: checkout and payment-postback workflows', ...props });
    const context = (key: string): string | undefined => {
      const value: unknown = this.node.tryGetContext(`campfire:${key}`);
      return value === undefined || value === null || value === '' ? undefined : String(value);
    };
    const providerUrl = context('paymentProviderUrl');
    if (!providerUrl) {
      Annotations.of(this).addWarningV2(
        'campfire:payment-provider-not-configured',
        'campfire:paymentProviderUrl is not set: checkout cannot open a hosted payment session (cash and checks still complete).',
      );
    }

    if (!props.mail) {
      Annotations.of(this).addWarningV2(
        'campfire:confirmation-mail-not-configured',
        'campfire:mailFrom is not set: the workflows cannot send reservation confirmation mails.',
      );
    }

    const paymentSecret = Secret.fromSecretNameV2(
      this,
      'PaymentProviderSecret',
      context('paymentProviderSecretName') ?? DEFAULT_PAYMENT_SECRET_NAME,
    );
    const tasks = addCampfireFunction(this, {
      entry: WORKFLOW_TASKS_ENTRY,
      description: 'Campfire workflows: checkout and payment-postback tasks',
      serviceName: 'campfire-workflow-tasks',
      logRetention: props.logRetention,
      memorySize: 1024,
      // Above the payment provider's 10 s call timeout, so a slow provider ends as a retryable error.
      timeout: WORKFLOW_TASK_TIMEOUT,
      environment: {
        TABLE_NAME: props.table.tableName,
        CAMPFIRE_RUNTIME: 'aws',
        ...(props.mail ? { MAIL_FROM: props.mail.from } : {}),
        // Only the secret's name: the tasks read its value at run time (functions/adapters/parameters).
        ...paymentProviderEnvironment({ secret: paymentSecret, url: providerUrl }),
      },
    });
    this.paymentProvider = { secret: paymentSecret, url: providerUrl };
    paymentSecret.grantRead(tasks.role);
    this.taskFunction = tasks.function;
    tasks.role.addToPolicy(
      new PolicyStatement({
        actions: TABLE_READ_ACTIONS,
        resources: [props.table.tableArn, ...GSIS.map((g) => `${props.table.tableArn}/index/${g.name}`)],
      }),
    );
    // Table writes (orders, conversions, holds, carts) and the confirmation mail, as the mail contexts have.
    grantContextAccess(
      tasks.role,
      { writes: true, cognito: [], mail: true, captcha: false },
      { table: props.table, tenantIds: [], mail: props.mail, captchaSecretParameter: '' },
    );

    const machine = (name: WorkflowName, id: string) => {
      const logGroup = new LogGroup(this, `${id}Logs`, { retention: props.logRetention });
      const sm = new StateMachine(this, id, {
        stateMachineName: `campfire-${name}`,
        stateMachineType: StateMachineType.EXPRESS,
        definitionBody: DefinitionBody.fromString(JSON.stringify(boundedDefinition(name))),
        definitionSubstitutions: { TaskFunctionArn: tasks.function.functionArn },
        // Every event, without the execution data: states carry names, addresses and payment details.
        logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: false },
        tracingEnabled: true,
      });
      // The unqualified function only (the ARN the definition names), not its versions and aliases.
      sm.addToRolePolicy(
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [tasks.function.functionArn] }),
      );
      Validations.of(sm).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Step Functions grants its own log delivery (logs:CreateLogDelivery and the other vended-log actions) and X-Ray tracing (xray:PutTraceSegments and others); neither service supports resource-level permissions for these actions.',
      });
      return sm;
    };
    this.stateMachines = {
      checkout: machine('checkout', 'Checkout'),
      postback: machine('postback', 'PaymentPostback'),
    };
  }
}

/**
 * The ASL of functions/workflows/definitions.ts with its execution timeout capped at WORKFLOW_TIMEOUT,
 * below the starting API Lambda's, so the caller always sees the execution's end (lib/timeouts.ts).
 */
export function boundedDefinition(name: WorkflowName) {
  const definition = WORKFLOWS[name](TASK_RESOURCE_PLACEHOLDER);
  return { ...definition, TimeoutSeconds: Math.min(definition.TimeoutSeconds, WORKFLOW_TIMEOUT.toSeconds()) };
}
