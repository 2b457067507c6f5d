/**
 * The one DynamoDB table, built from functions/store/table-definition.ts so that AWS, the local
 * runtime and the tests describe the same keys, indexes and TTL attribute.
 */
import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { GSIS, KEY, STREAM_VIEW_TYPE, TTL_ATTRIBUTE } from '#store/table-definition';

export class CampfireTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: KEY.partition, type: AttributeType.STRING },
      sortKey: { name: KEY.sort, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // Every change with both images, for the report aggregates' consumer (report-aggregates.ts).
      stream: StreamViewType[STREAM_VIEW_TYPE],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      // Reservations and customers live here: never lost to a stack deletion or a mistaken replace.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const gsi of GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.name,
        partitionKey: { name: gsi.partition, type: AttributeType.STRING },
        sortKey: { name: gsi.sort, type: AttributeType.STRING },
      });
    }
  }
}

/** Stateful resources, kept apart so that the stateless stacks can be replaced freely. */
export class DataStack extends Stack {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { description: 'Campfire: the reservation table', ...props });
    this.table = new CampfireTable(this, 'Data').table;
  }
}
