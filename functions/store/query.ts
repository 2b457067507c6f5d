/** Query helpers: every read in the store is a GetItem or a Query (never a Scan). */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#store/client';
import { stripKeys } from '#store/keys';

/** All items of a Query with their keys, following pagination (a 500-spot park spans one or two pages). */
export async function queryItems(
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await dynamo().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey }),
    );
    items.push(...(out.Items ?? []));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** All records of a Query, keys stripped. */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  return (await queryItems(input)).map((item) => stripKeys<T>(item));
}

/** Items of one partition whose sort key starts with `prefix`. */
export function queryPrefix<T>(pk: string, prefix: string, index?: 'gsi1' | 'gsi2'): Promise<T[]> {
  const [pkName, skName] = index ? [`${index}pk`, `${index}sk`] : ['pk', 'sk'];
  return queryAll<T>({
    ...(index ? { IndexName: index } : {}),
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': pkName, '#sk': skName },
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
  });
}

/**
 * The first `limit` items of each partition of a sharded index (or of sharded base-table partitions)
 * whose sort key is below `below`, read in parallel: one bounded batch of "everything due by now".
 */
export async function queryShardsBelow(
  shards: readonly string[],
  below: string,
  limit: number,
  index?: 'gsi1' | 'gsi2',
): Promise<Record<string, unknown>[]> {
  const [pkName, skName] = index ? [`${index}pk`, `${index}sk`] : ['pk', 'sk'];
  const pages = await Promise.all(
    shards.map(async (pk) => {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          ...(index ? { IndexName: index } : { ConsistentRead: true }),
          KeyConditionExpression: '#pk = :pk AND #sk < :below',
          ExpressionAttributeNames: { '#pk': pkName, '#sk': skName },
          ExpressionAttributeValues: { ':pk': pk, ':below': below },
          Limit: limit,
        }),
      );
      return out.Items ?? [];
    }),
  );
  return pages.flat();
}
