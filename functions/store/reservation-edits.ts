/**
 * Changes of sold reservations (README "Reservation changes"): the change order is opened once per
 * hold, and the swap is one TransactWriteItems, so a night is never lost or doubled: the held new nights
 * become reserved, the old nights not kept are freed, the kept nights must still be the reservation's,
 * the hold goes, the reservation is rewritten only if it is still as it was priced, its history entry is
 * written and the change order completes. Any failed condition refuses the whole change.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { OrderPayment, OrderRecord } from '#domain/booking/order';
import type { ReservationRecord } from '#domain/booking/reservation';
import type { TenantId } from '#domain/catalogue';
import type { LedgerEntry } from '#domain/reports/ledger';
import { conditionally, transactConditionally } from '#store/conditional';
import { dynamo, tableName } from '#store/client';
import { EDIT_EXPIRY_SHARDS, editExpiryShard, keys, stripKeys } from '#store/keys';
import { ledgerPut } from '#store/ledger';
import { nextOrderId, orderNumber } from '#store/orders';
import { queryShardsBelow } from '#store/query';
import { type OwedRefund, owedRefundPut, reservationHistoryPut, reservationItem } from '#store/reservations';

const reservedFor = (rid: number) => ({
  ConditionExpression: '#status = :reserved AND reservationId = :rid',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':reserved': 'reserved', ':rid': rid },
});

/** The id of the change order opened for an edit's hold, if any (read strongly). */
export async function editOrderIdFor(tenantId: TenantId, lockCode: string): Promise<number | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.orderForEdit(tenantId, lockCode),
      ConsistentRead: true,
    }),
  );
  return out.Item ? Number(out.Item.orderId) : undefined;
}

/**
 * The change order of a hold: opened once, with a pointer from the hold's lock code written in the same
 * transaction (conditional on none yet and on the hold still being live), so confirming the same change
 * twice opens one order. Undefined when another confirm opened it first or the hold is gone. While
 * Pending it carries the edit-expiry keys (gsi2, sparse), by the time its hold runs out, so the sweeper
 * closes it if nobody pays; every move out of Pending removes them.
 */
export async function openEditOrder(
  tenantId: TenantId,
  lockCode: string,
  order: Omit<OrderRecord, 'id' | 'orderNumber'>,
  nowSeconds: number,
  holdExpiresAt: number,
): Promise<OrderRecord | undefined> {
  const id = await nextOrderId(tenantId);
  const record: OrderRecord = { ...order, id, orderNumber: orderNumber(tenantId, id) };
  const put = await transactConditionally([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.order(tenantId, id),
          ...(record.customerId !== null
            ? { gsi1pk: keys.customerOrders(tenantId, record.customerId), gsi1sk: record.createdAt }
            : {}),
          gsi2pk: keys.editExpiry(tenantId, editExpiryShard(id)),
          gsi2sk: keys.editExpirySk(holdExpiresAt, id),
          entity: 'Order',
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.orderForEdit(tenantId, lockCode), entity: 'OrderForEdit', orderId: id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.hold(tenantId, lockCode),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      },
    },
  ]);
  return put.ok ? record : undefined;
}

/** Re-prices a Pending change order (the person changed the occupant or the stay before paying). */
export async function repriceEditOrder(
  tenantId: TenantId,
  orderId: number,
  fields: Pick<OrderRecord, 'totalCents' | 'pendingEdit' | 'feesByReservation' | 'paymentTypeId'>,
): Promise<boolean> {
  return (
    (await conditionally(
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.order(tenantId, orderId),
          UpdateExpression:
            'SET totalCents = :total, pendingEdit = :edit, feesByReservation = :fees, paymentTypeId = :type',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':total': fields.totalCents,
            ':edit': fields.pendingEdit,
            ':fees': fields.feesByReservation,
            ':type': fields.paymentTypeId,
            ':pending': 'Pending',
          },
        }),
      ),
    )) !== undefined
  );
}

/**
 * Change orders whose edit hold ran out at or before `nowSeconds`, from every shard of the edit-expiry
 * index, at most `limit` per shard (eventually consistent: read each order again before acting on it).
 */
export async function listExpiredChangeOrders(
  tenantId: TenantId,
  nowSeconds: number,
  limit: number,
): Promise<OrderRecord[]> {
  const shards = Array.from({ length: EDIT_EXPIRY_SHARDS }, (_, shard) => keys.editExpiry(tenantId, shard));
  const items = await queryShardsBelow(shards, keys.editExpirySk(nowSeconds + 1, 0), limit, 'gsi2');
  return items.map((item) => stripKeys<OrderRecord>(item));
}

/** Takes an order that is no longer Pending out of the edit-expiry index (a no-op once it is out). */
export async function clearEditExpiry(tenantId: TenantId, orderId: number): Promise<void> {
  await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(tenantId, orderId),
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(gsi2pk) AND #status <> :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'Pending' },
      }),
    ),
  );
}

export interface EditSwap {
  before: ReservationRecord;
  after: ReservationRecord;
  /** The hold of the new nights. */
  lockCode: string;
  added: string[];
  kept: string[];
  freed: string[];
  history: HistoryEntry;
  orderId: number;
  payment: OrderPayment | null;
  at: string;
  /** A change to a cheaper stay: its refund, owed until the provider takes it (the sweeper retries). */
  owedRefund?: OwedRefund;
  /** A change to a dearer stay: its payment, in the park's money ledger. */
  ledger?: LedgerEntry | null;
}

/** The swap transaction; false when any condition failed (nothing changed). */
export async function applyReservationEdit(tenantId: TenantId, s: EditSwap): Promise<boolean> {
  const rid = s.before.id;
  const added = s.added.map((night) => ({
    Update: {
      TableName: tableName(),
      Key: keys.spotNight(tenantId, s.after.spotId, night),
      UpdateExpression: 'SET #status = :reserved, reservationId = :rid REMOVE expiresAt',
      ConditionExpression: '#status = :held AND lockCode = :lock',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':reserved': 'reserved',
        ':held': 'held',
        ':rid': rid,
        ':lock': s.lockCode,
      },
    },
  }));
  const kept = s.kept.map((night) => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.spotNight(tenantId, s.after.spotId, night),
      ...reservedFor(rid),
    },
  }));
  const freed = s.freed.map((night) => ({
    Delete: {
      TableName: tableName(),
      Key: keys.spotNight(tenantId, s.before.spotId, night),
      ...reservedFor(rid),
    },
  }));
  return (
    await transactConditionally([
      ...added,
      ...kept,
      ...freed,
      {
        Delete: {
          TableName: tableName(),
          Key: keys.hold(tenantId, s.lockCode),
          ConditionExpression: 'attribute_not_exists(pk) OR lockCode = :lock',
          ExpressionAttributeValues: { ':lock': s.lockCode },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: reservationItem(tenantId, s.after),
          ConditionExpression: '#status = :reserved AND updatedAt = :read',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':reserved': 'Reserved', ':read': s.before.updatedAt },
        },
      },
      reservationHistoryPut(tenantId, rid, s.history),
      ...(s.owedRefund ? [owedRefundPut(tenantId, s.owedRefund)] : []),
      ...(s.ledger ? [ledgerPut(tenantId, s.ledger)] : []),
      {
        Update: {
          TableName: tableName(),
          Key: keys.order(tenantId, s.orderId),
          UpdateExpression:
            'SET #status = :completed, payment = :payment, completedAt = :at REMOVE gsi2pk, gsi2sk',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':completed': 'Completed',
            ':pending': 'Pending',
            ':payment': s.payment,
            ':at': s.at,
          },
        },
      },
    ])
  ).ok;
}
