/**
 * The document client notes this process's writes to the partitions its caches read from
 * (store/client.ts): a write that lands moves the tenant's inventory mark, a write the database refused
 * on its conditions does not (it changed nothing, and an opening morning's refused claims would
 * otherwise empty the availability cache hundreds of times a minute). Against DynamoDB Local.
 */
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, inventoryWrittenAt, tableName } from '#store/client';
import { spotNightItem } from '#store/inventory-writer';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId(`wp${Date.now().toString(36)}`);
const night = (n: number) =>
  spotNightItem(TENANT, {
    spotId: 1,
    locationId: 1,
    night: `2031-01-0${n}`,
    status: 'held',
    lockCode: `lock-${n}`,
    expiresAt: 4_000_000_000,
  });
const putNew = (item: Record<string, unknown>) =>
  new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' });

describe("the client's note of inventory writes", () => {
  it('moves on a write that landed and stays on writes refused on their conditions', async () => {
    expect(inventoryWrittenAt(TENANT)).toBe(0);
    await dynamo().send(putNew(night(1)));
    const landed = inventoryWrittenAt(TENANT);
    expect(landed).toBeGreaterThan(0);

    await new Promise((r) => setTimeout(r, 5));
    await expect(dynamo().send(putNew(night(1)))).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
    });
    await expect(
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: night(2),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: night(1),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    ).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(inventoryWrittenAt(TENANT)).toBe(landed);

    await dynamo().send(putNew(night(2)));
    expect(inventoryWrittenAt(TENANT)).toBeGreaterThan(landed);
  });
});
