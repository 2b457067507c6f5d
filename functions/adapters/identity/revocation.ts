/**
 * Signed-out id tokens. Cognito id tokens are self-contained, and cognito-local has no global sign-out,
 * so logout records the token's id here until the token would have expired (TTL removes the item);
 * the pipeline refuses a recorded token on every route.
 *
 * Concurrent checks of one token in this process share one read (a page's burst of calls, or an
 * opening morning's claims, cost one read, not one each); a sign-out made in this process is known at
 * once, without waiting for a read that was already on its way.
 *
 * A token found not signed out is trusted so for NOT_REVOKED_TRUST_MS in this process: an opening
 * morning's claims by one sign-in then cost one read every few seconds, not one each. A sign-out made
 * through another process (another Lambda container) is refused here within that bound; the token
 * itself stays valid for up to an hour after a sign-out anyway, so a few seconds more is no weaker.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getItemBatched } from '#store/batched-gets';
import { dynamo, tableName } from '#store/client';
import { keys } from '#store/keys';
import type { TenantId } from '#domain/catalogue';

const reading = new Map<string, Promise<boolean>>();
export const NOT_REVOKED_TRUST_MS = 5_000;
/** Tokens read as not signed out, and when (epoch ms). */
const notRevokedAt = new Map<string, number>();
/** Entries kept before the memory starts afresh. */
const MAX_TRUSTED = 50_000;
/** Tokens signed out through this process, until they would have expired (epoch seconds). */
const signedOutHere = new Map<string, number>();

export async function revokeToken(tenantId: TenantId, tokenId: string, expiresAt: number): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  for (const [id, until] of signedOutHere) if (until <= nowSeconds) signedOutHere.delete(id);
  signedOutHere.set(`${tenantId}#${tokenId}`, expiresAt);
  notRevokedAt.delete(`${tenantId}#${tokenId}`);
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
  const trusted = notRevokedAt.get(key);
  if (trusted !== undefined && Date.now() - trusted < NOT_REVOKED_TRUST_MS) return Promise.resolve(false);
  let read = reading.get(key);
  if (!read) {
    const startedAt = Date.now();
    read = readRevoked(tenantId, tokenId)
      .then((revoked) => {
        if (notRevokedAt.size >= MAX_TRUSTED) notRevokedAt.clear();
        // Trusted from when the read started: a sign-out during the read is not hidden for longer.
        if (!revoked && !signedOutHere.has(key)) notRevokedAt.set(key, startedAt);
        return revoked;
      })
      .finally(() => reading.delete(key));
    reading.set(key, read);
  }
  return read;
}

async function readRevoked(tenantId: TenantId, tokenId: string): Promise<boolean> {
  return Boolean(await getItemBatched(keys.revokedToken(tenantId, tokenId)));
}
