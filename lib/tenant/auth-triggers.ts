/**
 * The Cognito sign-in triggers of a tenant (spec public §8: 'Account is temporarily locked'):
 * PreAuthentication refuses a user with too many recent failures, PostAuthentication clears the count.
 * One function per trigger serves both of the tenant's pools; each may touch only the login-attempt
 * counters of its tenant (keys.loginAttempts: pk `T#<tenantId>#LOGIN#<poolId>#<username>`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { UserPoolOperation, type UserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { addCampfireFunction } from '../lambda.ts';
import { PROJECT_ROOT } from '../project.ts';
import { RUNBOOK_PAGE, runbookLink } from '../runbooks.ts';

/** What the counters need: read, create, bump and clear one item; nothing else on the table. */
export const LOGIN_ATTEMPT_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
];

/** Partition keys of a tenant's login-attempt counters (functions/store/keys.ts loginAttempts). */
export const loginAttemptKeys = (tenantId: string) => `T#${tenantId}#LOGIN#*`;

export const AUTH_TRIGGERS = [
  {
    id: 'PreAuthentication',
    name: 'pre-authentication',
    operation: UserPoolOperation.PRE_AUTHENTICATION,
    entry: 'functions/triggers/pre-authentication.ts',
  },
  {
    id: 'PostAuthentication',
    name: 'post-authentication',
    operation: UserPoolOperation.POST_AUTHENTICATION,
    entry: 'functions/triggers/post-authentication.ts',
  },
] as const;

export interface AuthTriggersProps {
  tenantId: string;
  table: ITable;
  pools: UserPool[];
  logRetention: RetentionDays;
  /** The platform's alarm topic: a failing trigger fails every sign-in of the tenant. */
  alarmTopic: ITopic;
  /** lib/settings.ts runbookBaseUrl. */
  runbookBaseUrl: string;
}

export class AuthTriggers extends Construct {
  /** The trigger functions by id; a trigger whose entry does not exist yet is left out with a warning. */
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: AuthTriggersProps) {
    super(scope, id);
    for (const trigger of AUTH_TRIGGERS) {
      if (!existsSync(join(PROJECT_ROOT, trigger.entry))) {
        Annotations.of(this).addWarningV2(
          `campfire:trigger-missing-${trigger.id}`,
          `${trigger.entry} does not exist: the pools have no ${trigger.id} trigger, so failed sign-ins are not counted.`,
        );
        continue;
      }
      const owner = new Construct(this, trigger.id);
      const lambda = addCampfireFunction(owner, {
        entry: trigger.entry,
        description: `Campfire ${props.tenantId}: Cognito ${trigger.id} trigger`,
        serviceName: `campfire-${props.tenantId}-${trigger.name}`,
        logRetention: props.logRetention,
        memorySize: 512,
        // Cognito waits 5 seconds for a trigger before failing the sign-in.
        timeout: Duration.seconds(5),
        environment: {
          TABLE_NAME: props.table.tableName,
          TENANT_ID: props.tenantId,
          CAMPFIRE_RUNTIME: 'aws',
        },
      });
      lambda.role.addToPolicy(
        new PolicyStatement({
          actions: LOGIN_ATTEMPT_ACTIONS,
          resources: [props.table.tableArn],
          // Only this tenant's counters: every key the function may touch begins with T#<tenantId>#LOGIN#.
          conditions: {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [loginAttemptKeys(props.tenantId)] },
          },
        }),
      );
      // No pool id in the function's environment: the pools already reference the function (no cycle).
      for (const pool of props.pools) pool.addTrigger(trigger.operation, lambda.function);
      this.functions.set(trigger.id, lambda.function);

      const alarm = new Alarm(owner, 'Errors', {
        alarmName: `Campfire-${props.tenantId}-${trigger.id}Errors`,
        alarmDescription: `Cognito ${trigger.id} trigger of tenant ${props.tenantId} is failing: its users cannot sign in. ${runbookLink(props.runbookBaseUrl, RUNBOOK_PAGE.tenantTriggerErrors)}`,
        metric: lambda.function.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(props.alarmTopic));
      alarm.addOkAction(new SnsAction(props.alarmTopic));
    }
  }
}
