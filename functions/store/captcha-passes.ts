/**
 * Passed captcha checks (README "Rate limits"): one item per tenant and client address with the sign-ups
 * or resets it still admits, until it expires (`expiresAt`, also the table's TTL). A use is a
 * conditional decrement, so concurrent calls never use a pass more often than it allows.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantId } from '#domain/catalogue';
import { dynamo, tableName } from '#store/client';
import { conditionally } from '#store/conditional';
import { keys } from '#store/keys';

export async function grantCaptchaPass(
  tenantId: TenantId,
  client: string,
  uses: number,
  expiresAt: number,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.captchaPass(tenantId, client), entity: 'CaptchaPass', uses, expiresAt },
    }),
  );
}

/** Uses the client's pass once; false when it has none left or it has expired. */
export async function useCaptchaPass(
  tenantId: TenantId,
  client: string,
  nowSeconds: number,
): Promise<boolean> {
  const used = await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.captchaPass(tenantId, client),
        UpdateExpression: 'ADD uses :minusOne',
        ConditionExpression: 'uses > :zero AND expiresAt > :now',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':now': nowSeconds },
      }),
    ),
  );
  return used !== undefined;
}
