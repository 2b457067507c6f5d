/**
 * The sweeper's minute retries the refunds of cancellations and of changes to a cheaper stay that the
 * payment provider did not answer (a timeout, an outage): each is sent again under its own reference, so
 * the provider refunds once however often it is asked, and a cancellation's mail goes out once the refund
 * is approved or refused.
 * Only cancellations older than a grace are read, so a cancellation still waiting on its first answer
 * is left to the customer's own request.
 */
import { retryOwedRefund } from '#booking/cancellation';
import { retryChangeRefund } from '#booking/edit';
import type { TenantId } from '#domain/catalogue';
import { listOwedRefunds } from '#store/reservations';

/** A cancellation's own request has this long to get its refund's answer before the sweeper asks. */
export const OWED_REFUND_GRACE_MS = 2 * 60 * 1000;
/** Refunds owed read per shard in one run (4 shards); they are asked in parallel, each bounded by the provider's timeout. */
export const OWED_REFUND_BATCH_PER_SHARD = 5;

export interface OwedRefundCounts {
  /** Refunds owed found (older than the grace). */
  owed: number;
  /** Answered now (approved or refused), their mail sent. */
  settled: number;
  /** Still without an answer: asked again on the next run. */
  waiting: number;
}

export async function retryOwedRefunds(tenantId: TenantId, now = new Date()): Promise<OwedRefundCounts> {
  const before = new Date(now.getTime() - OWED_REFUND_GRACE_MS).toISOString();
  const owed = await listOwedRefunds(tenantId, before, OWED_REFUND_BATCH_PER_SHARD);
  const outcomes = await Promise.all(
    owed.map((o) =>
      o.changeOrderId === undefined ? retryOwedRefund(tenantId, o) : retryChangeRefund(tenantId, o),
    ),
  );
  return {
    owed: owed.length,
    settled: outcomes.filter((o) => o === 'settled').length,
    waiting: outcomes.filter((o) => o === 'waiting').length,
  };
}
