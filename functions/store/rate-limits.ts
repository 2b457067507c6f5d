/**
 * Fixed-window call counters (README "Rate limits"): one item per tenant, counted subject and window,
 * incremented by a conditional update that refuses once the window's count has reached the limit, so
 * concurrent calls never pass more than the limit. The item expires (TTL) with its window.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantId } from '#domain/catalogue';
import { type RateLimit, retryAfterSeconds, windowStartOf } from '#domain/limits';
import { dynamo, tableName } from '#store/client';
import { conditionally } from '#store/conditional';
import { keys } from '#store/keys';

/** Allowed, or refused with the seconds until the window ends. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function windowKey(tenantId: TenantId, subject: string, rate: RateLimit, nowSeconds: number) {
  const start = windowStartOf(nowSeconds, rate.windowSeconds);
  return { start, key: keys.rateWindow(tenantId, subject, rate.windowSeconds, start) };
}

/**
 * Counts one call of `subject` (e.g. 'claim#client#203.0.113.9') against the limit; refused, and not
 * counted, once the window holds `limit` calls.
 */
export async function takeRate(
  tenantId: TenantId,
  subject: string,
  rate: RateLimit,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<RateDecision> {
  const { start, key } = windowKey(tenantId, subject, rate, nowSeconds);
  const counted = await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD calls :one SET entity = :entity, expiresAt = :end',
        ConditionExpression: 'attribute_not_exists(calls) OR calls < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':entity': 'RateWindow',
          ':end': start + rate.windowSeconds,
          ':limit': rate.limit,
        },
      }),
    ),
  );
  return counted
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: retryAfterSeconds(start, rate.windowSeconds, nowSeconds) };
}
