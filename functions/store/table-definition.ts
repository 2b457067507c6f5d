/**
 * The one table: its name, keys, indexes and TTL attribute. Read by the CDK data stack, the local
 * runtime (which creates it in DynamoDB Local) and the tests, so that all three describe the same table.
 * Every key begins with `T#<tenantId>#`; see functions/store/README.md for the access patterns.
 */
export const TABLE_NAME_DEFAULT = 'campfire';

export const KEY = { partition: 'pk', sort: 'sk' } as const;

/** Generic overloaded secondary indexes; each store module documents what it writes into them. */
export const GSIS = [
  { name: 'gsi1', partition: 'gsi1pk', sort: 'gsi1sk' },
  { name: 'gsi2', partition: 'gsi2pk', sort: 'gsi2sk' },
] as const;

/** Epoch seconds; DynamoDB deletes an item some time after it passes (holds), so reads must still check it. */
export const TTL_ATTRIBUTE = 'expiresAt';

/**
 * The table's stream: every change with the item before and after, which the report aggregates' consumer
 * folds (functions/workflows/report-aggregates.ts): on AWS a Lambda, locally a poller of DynamoDB Local.
 */
export const STREAM_VIEW_TYPE = 'NEW_AND_OLD_IMAGES' as const;

/** The CreateTable input used locally (on-demand billing and the stream, as in AWS). */
export function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    StreamSpecification: { StreamEnabled: true, StreamViewType: STREAM_VIEW_TYPE },
    AttributeDefinitions: [
      { AttributeName: KEY.partition, AttributeType: 'S' as const },
      { AttributeName: KEY.sort, AttributeType: 'S' as const },
      ...GSIS.flatMap((g) => [
        { AttributeName: g.partition, AttributeType: 'S' as const },
        { AttributeName: g.sort, AttributeType: 'S' as const },
      ]),
    ],
    KeySchema: [
      { AttributeName: KEY.partition, KeyType: 'HASH' as const },
      { AttributeName: KEY.sort, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: GSIS.map((g) => ({
      IndexName: g.name,
      KeySchema: [
        { AttributeName: g.partition, KeyType: 'HASH' as const },
        { AttributeName: g.sort, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
