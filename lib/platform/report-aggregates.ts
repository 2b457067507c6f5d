/**
 * The reports' per-park, per-day aggregates on AWS (README "Report aggregates"): the table's stream
 * (NEW_AND_OLD_IMAGES, lib/platform/data.ts) invokes the consumer Lambda
 * (functions/workflows/report-aggregates.ts) with batches of changes in order. A batch that fails is
 * delivered again from the failed record (ReportBatchItemFailures; the consumer's writes are conditional,
 * so what was folded already counts once), halved while it keeps failing, and given up after a day of
 * retries with its place sent to a queue to be looked into (the aggregates of those days are then rebuilt
 * by replaying the change). Least privilege: the consumer's role reads the stream (the event source's
 * grant), updates and queries only the parks' report partitions (a month's roll-up reads its days) and
 * reads only the tenants' park lists (a park's time zone), both by the partition key's leading characters.
 *
 * Beside it, the rebuild Lambda an operator invokes (functions/workflows/report-aggregates-rebuild.ts;
 * its name is the stack's `RebuildFunctionName` output) builds a tenant's day items and month roll-ups
 * from its items, for data the stream never carried. It reads the table by key (no scans), updates only
 * the report partitions and puts only the tenant's built marker.
 */
import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { GSIS } from '#store/table-definition';
import { addCampfireFunction } from '../lambda.ts';

export const REPORT_AGGREGATES_ENTRY = 'functions/workflows/report-aggregates.ts';
export const REPORT_REBUILD_ENTRY = 'functions/workflows/report-aggregates-rebuild.ts';
/** The tenants' report markers (`T#<tenant>#REPORTS`: the aggregates were built from the items). */
export const TENANT_REPORT_PARTITIONS = 'T#*#REPORTS';
/** The partitions the consumer writes (`T#<tenant>#LOC#<park>#REPORTS`) and reads (`T#<tenant>#LOCATIONS`). */
export const AGGREGATE_PARTITIONS = 'T#*#LOC#*#REPORTS';
export const LOCATION_PARTITIONS = 'T#*#LOCATIONS';
export const STREAM_BATCH_SIZE = 100;

export interface ReportAggregatesStackProps extends StackProps {
  /** The table with its stream (a Table, not an ITable: the event source needs the stream's ARN). */
  table: Table;
  logRetention: RetentionDays;
}

export class ReportAggregatesStack extends Stack {
  readonly consumer: NodejsFunction;
  /** Invoked by an operator: builds a tenant's aggregates from its items (data the stream never carried). */
  readonly rebuild: NodejsFunction;
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: ReportAggregatesStackProps) {
    super(scope, id, { description: 'Campfire: the reports per-park, per-day aggregates', ...props });
    const { table } = props;

    const lambda = addCampfireFunction(this, {
      entry: REPORT_AGGREGATES_ENTRY,
      description: 'Campfire report aggregates: folds the table stream into per-park, per-day report items',
      serviceName: 'campfire-report-aggregates',
      logRetention: props.logRetention,
      memorySize: 512,
      // A batch of 100 changes is a few hundred conditional writes.
      timeout: Duration.seconds(60),
      environment: { TABLE_NAME: table.tableName, CAMPFIRE_RUNTIME: 'aws' },
    });
    this.consumer = lambda.function;

    this.failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is itself the dead-letter destination of the stream's event source mapping: it holds the places of the batches given up on, and nothing reads it to fail again.",
    });
    this.consumer.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_BATCH_SIZE,
        maxBatchingWindow: Duration.seconds(1),
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: 1000,
        maxRecordAge: Duration.days(1),
        onFailure: new SqsDlq(this.failures),
      }),
    );

    const leading = (pattern: string) => ({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [pattern] },
    });
    // Queries: a month's roll-up reads the month's day items back.
    lambda.role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem', 'dynamodb:Query'],
        resources: [table.tableArn],
        conditions: leading(AGGREGATE_PARTITIONS),
      }),
    );
    lambda.role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [table.tableArn],
        conditions: leading(LOCATION_PARTITIONS),
      }),
    );

    // The rebuild: its own construct (a function's log group and role are named in their owner).
    const rebuild = addCampfireFunction(new Construct(this, 'Rebuild'), {
      entry: REPORT_REBUILD_ENTRY,
      description:
        "Campfire report aggregates rebuild: builds a tenant's per-park day items and month roll-ups from its items",
      serviceName: 'campfire-report-aggregates-rebuild',
      logRetention: props.logRetention,
      memorySize: 1024,
      // A year of a busy park is some 30 000 stays and 70 000 nights read by key; a tenant too big for
      // one run is rebuilt a few parks at a time (`locationIds`).
      timeout: Duration.minutes(15),
      environment: { TABLE_NAME: table.tableName, CAMPFIRE_RUNTIME: 'aws' },
    });
    this.rebuild = rebuild.function;
    // Reads by key across the tenant's partitions and indexes (parks, night index, reservations,
    // cancellations, ledger); never a scan.
    rebuild.role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:BatchGetItem'],
        resources: [table.tableArn, ...GSIS.map((g) => `${table.tableArn}/index/${g.name}`)],
      }),
    );
    rebuild.role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: leading(AGGREGATE_PARTITIONS),
      }),
    );
    rebuild.role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:PutItem'],
        resources: [table.tableArn],
        conditions: leading(TENANT_REPORT_PARTITIONS),
      }),
    );
    new CfnOutput(this, 'RebuildFunctionName', {
      value: this.rebuild.functionName,
      description: 'Invoke with {"tenantId":"<tenant>"} to build its report aggregates from its items',
    });
  }
}
