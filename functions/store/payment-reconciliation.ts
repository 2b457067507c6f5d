/**
 * The reconciliation cursor (README "Payments reconcile"): one item per tenant saying up to when the
 * provider's approved payments have been checked against the orders. Moved forward only, conditionally,
 * so two overlapping runs never move it back.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantId } from '#domain/catalogue';
import { conditionally } from '#store/conditional';
import { dynamo, tableName } from '#store/client';
import { keys } from '#store/keys';

export async function getReconciledThrough(tenantId: TenantId): Promise<string | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.paymentReconciliation(tenantId),
      ConsistentRead: true,
    }),
  );
  return typeof out.Item?.through === 'string' ? out.Item.through : undefined;
}

/** Moves the cursor to `through` (ISO) unless it is already there or later. */
export async function setReconciledThrough(tenantId: TenantId, through: string): Promise<boolean> {
  const out = await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.paymentReconciliation(tenantId),
        UpdateExpression: 'SET through = :through, entity = :entity',
        ConditionExpression: 'attribute_not_exists(through) OR through < :through',
        ExpressionAttributeValues: { ':through': through, ':entity': 'PaymentReconciliation' },
      }),
    ),
  );
  return out !== undefined;
}
