/**
 * Signed-out id tokens. Cognito id tokens are self-contained, and cognito-local has no global sign-out,
 * so logout records the token's id here until the token would have expired (TTL removes the item);
 * the pipeline refuses a recorded token on every route.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#store/client';
import { keys } from '#store/keys';
import type { TenantId } from '#domain/catalogue';

export async function revokeToken(tenantId: TenantId, tokenId: string, expiresAt: number): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.revokedToken(tenantId, tokenId), entity: 'RevokedToken', expiresAt },
    }),
  );
}

export async function isTokenRevoked(tenantId: TenantId, tokenId: string): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.revokedToken(tenantId, tokenId),
      ConsistentRead: true,
    }),
  );
  return Boolean(out.Item);
}
