/**
 * Signed-out id tokens. Cognito id tokens are self-contained, and cognito-local has no global sign-out,
 * so logout records the token's id here until the token would have expired (TTL removes the item);
 * the pipeline refuses a recorded token on every route.
 *
 * Concurrent checks of one token in this process share one read (a page's burst of calls, or an
 * opening morning's claims, cost one read, not one each); a sign-out made in this process is known at
 * once, without waiting for a read that was already on its way.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#store/client';
import { keys } from '#store/keys';
import type { TenantId } from '#domain/catalogue';

const reading = new Map<string, Promise<boolean>>();
/** Tokens signed out through this process, until they would have expired (epoch seconds). */
const signedOutHere = new Map<string, number>();

export async function revokeToken(tenantId: TenantId, tokenId: string, expiresAt: number): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  for (const [id, until] of signedOutHere) if (until <= nowSeconds) signedOutHere.delete(id);
  signedOutHere.set(`${tenantId}#${tokenId}`, expiresAt);
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.revokedToken(tenantId, tokenId), entity: 'RevokedToken', expiresAt },
    }),
  );
}

export function isTokenRevoked(tenantId: TenantId, tokenId: string): Promise<boolean> {
  const key = `${tenantId}#${tokenId}`;
  if (signedOutHere.has(key)) return Promise.resolve(true);
  let read = reading.get(key);
  if (!read) {
    read = readRevoked(tenantId, tokenId).finally(() => reading.delete(key));
    reading.set(key, read);
  }
  return read;
}

async function readRevoked(tenantId: TenantId, tokenId: string): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.revokedToken(tenantId, tokenId),
      ConsistentRead: true,
    }),
  );
  return Boolean(out.Item);
}
