/**
 * The one way the store makes a write that its condition may refuse: a refused condition is an answer
 * (undefined, or the failed items of a transaction), every other error is thrown as it is.
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#store/client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** TransactWriteItems takes at most 100 items. */
export const MAX_TRANSACTION_ITEMS = 100;

/** The write's output, or undefined when its condition was not met. */
export async function conditionally<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return undefined;
    throw err;
  }
}

export type TransactionResult =
  | { ok: true }
  /**
   * Cancelled: `failed` lists the items (by index) whose condition was not met; empty when the
   * transaction lost to a concurrent one on the same items, whose items are in `conflicted` (when
   * the database names them).
   */
  | { ok: false; failed: number[]; conflicted: number[] };

export async function transactConditionally(items: TransactItem[]): Promise<TransactionResult> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (err) {
    if (!(err instanceof TransactionCanceledException)) throw err;
    const reasons = err.CancellationReasons ?? [];
    const failed = reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
    const conflicted = reasons.flatMap((r, i) => (r.Code === 'TransactionConflict' ? [i] : []));
    return { ok: false, failed, conflicted };
  }
}
