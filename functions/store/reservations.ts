/**
 * Spot reservations (README "Reservations"): one item per reservation at `T#<t>#RES#<id>` / `RESERVATION`,
 * a customer's reservations by start date on gsi1, ids from an atomic counter. A reservation is written
 * Pending when it enters a cart (in the cart item's transaction) and changes status only through
 * conditional updates, so a sweeper and a checkout racing on one reservation cannot both win.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReservationCancellation, ReservationRecord } from '#domain/booking/reservation';
import { RESERVATION_MOVES, type ReservationStatus, assertMoves } from '#domain/booking/states';
import type { TenantId } from '#domain/catalogue';
import type { HistoryEntry } from '#domain/audit';
import { conditionally, transactConditionally, type TransactItem } from '#store/conditional';
import { dynamo, tableName } from '#store/client';
import { OWED_REFUND_SHARDS, keys, stripKeys } from '#store/keys';
import { queryAll, queryPrefix, queryShardsBelow } from '#store/query';

/** A staff override of one fee line, recorded on the reservation (admin §2: overrides are reported). */

export function reservationNumber(tenantId: TenantId, id: number): string {
  return `${tenantId.toUpperCase()}-${String(id).padStart(6, '0')}`;
}

export async function nextReservationId(tenantId: TenantId): Promise<number> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.reservationCounter(tenantId),
      UpdateExpression: 'ADD lastId :one SET entity = :e',
      ExpressionAttributeValues: { ':one': 1, ':e': 'Counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.lastId);
}

/** The item of a reservation: its keys, gsi1 only when it has a customer. */
export function reservationItem(tenantId: TenantId, r: ReservationRecord): Record<string, unknown> {
  return {
    ...keys.reservation(tenantId, r.id),
    ...(r.customerId !== null
      ? {
          gsi1pk: keys.customerReservations(tenantId, r.customerId),
          gsi1sk: keys.customerReservationSk(r.startDate, r.id),
        }
      : {}),
    entity: 'Reservation',
    ...r,
  };
}

/** A TransactWriteItems entry that creates the Pending reservation (never overwriting one). */
export function pendingReservationPut(tenantId: TenantId, r: ReservationRecord) {
  return {
    Put: {
      TableName: tableName(),
      Item: reservationItem(tenantId, { ...r, status: 'Pending' }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function getReservation(tenantId: TenantId, id: number): Promise<ReservationRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.reservation(tenantId, id), ConsistentRead: true }),
  );
  return out.Item ? stripKeys<ReservationRecord>(out.Item) : undefined;
}

/** A customer's reservations by start date (gsi1; eventually consistent). */
export function listCustomerReservations(
  tenantId: TenantId,
  customerId: number,
): Promise<ReservationRecord[]> {
  return queryAll<ReservationRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.customerReservations(tenantId, customerId) },
  });
}

/** The UpdateItem input of a conditional status change (for a caller's own transaction). */
export function reservationStatusUpdate(
  tenantId: TenantId,
  id: number,
  from: readonly ReservationStatus[],
  to: ReservationStatus,
  at = new Date().toISOString(),
) {
  assertMoves(RESERVATION_MOVES, from, to);
  const names = Object.fromEntries(from.map((s, i) => [`:from${i}`, s]));
  return {
    TableName: tableName(),
    Key: keys.reservation(tenantId, id),
    UpdateExpression: 'SET #status = :to, updatedAt = :at',
    ConditionExpression: `attribute_exists(pk) AND #status IN (${Object.keys(names).join(', ')})`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...names, ':to': to, ':at': at },
  };
}

/**
 * Moves a reservation to `to` only from one of `from`; false when it is in another status (or gone),
 * so a repeated or racing change is harmless.
 */
export async function setReservationStatus(
  tenantId: TenantId,
  id: number,
  from: readonly ReservationStatus[],
  to: ReservationStatus,
): Promise<boolean> {
  return (
    (await conditionally(
      dynamo().send(new UpdateCommand(reservationStatusUpdate(tenantId, id, from, to))),
    )) !== undefined
  );
}

/** The reservation's history item (`HIST#<when>#<n>` beside the reservation). */
export function reservationHistoryPut(tenantId: TenantId, reservationId: number, entry: HistoryEntry, n = 0) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.reservation(tenantId, reservationId).pk,
        sk: keys.customerHistorySk(entry.activityDate, n),
        entity: 'ReservationHistory',
        ...entry,
      },
      // Two entries of one reservation in the same millisecond must not overwrite each other.
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * A refund still owed: a cancelled reservation's (or the mail that goes with its answer), written with the
 * cancellation and deleted by whoever sends the mail once the refund is approved or refused; or a change
 * to a cheaper stay's, written with the change and deleted once the provider has taken the refund.
 */
export interface OwedRefund {
  reservationId: number;
  /** When it became owed: the cancellation's cancelledAt, or the change's completedAt (the entry's place in its shard). */
  cancelledAt: string;
  /** Who cancelled or changed it (the history names them on a refund the sweeper sends later). */
  by: string;
  /** A change's refund: the change order whose refund shares are owed. */
  changeOrderId?: number;
}

export function owedRefundPut(tenantId: TenantId, owed: OwedRefund): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.owedRefund(tenantId, owed.reservationId, owed.cancelledAt),
        entity: 'OwedRefund',
        ...owed,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Owes the refund again (its mail could not be handed over), so the sweeper's next minute sends it. */
export async function restoreOwedRefund(tenantId: TenantId, owed: OwedRefund): Promise<void> {
  await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.owedRefund(tenantId, owed.reservationId, owed.cancelledAt),
        UpdateExpression: 'SET entity = :e, reservationId = :rid, cancelledAt = :at, #by = :by',
        ConditionExpression: 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#by': 'by' },
        ExpressionAttributeValues: {
          ':e': 'OwedRefund',
          ':rid': owed.reservationId,
          ':at': owed.cancelledAt,
          ':by': owed.by,
        },
      }),
    ),
  );
}

/**
 * Closes the refund owed for a cancelled reservation: the entry if it is still there, which only one
 * caller deletes (that one sends the mail); undefined when there was none or another closed it first.
 */
export async function closeOwedRefund(
  tenantId: TenantId,
  reservationId: number,
  cancelledAt: string,
): Promise<OwedRefund | undefined> {
  const out = await conditionally(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.owedRefund(tenantId, reservationId, cancelledAt),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  return out?.Attributes ? stripKeys<OwedRefund>(out.Attributes) : undefined;
}

/**
 * Refunds owed for cancellations made before `cancelledBefore` (ISO), at most `limit` per shard, from
 * every shard (strongly consistent: the entries live in the base table).
 */
export async function listOwedRefunds(
  tenantId: TenantId,
  cancelledBefore: string,
  limit: number,
): Promise<OwedRefund[]> {
  const shards = Array.from({ length: OWED_REFUND_SHARDS }, (_, shard) =>
    keys.owedRefundsPk(tenantId, shard),
  );
  const items = await queryShardsBelow(shards, cancelledBefore, limit);
  return items.map((item) => stripKeys<OwedRefund>(item));
}

/**
 * Cancels a sold reservation in one transaction: Reserved → Cancelled (only from Reserved, only for its
 * customer when one is named), each of its nights freed (only while reserved for it), the history
 * entry written and, when it gives money back, the refund recorded as owed (closed once it has its
 * answer). False when a condition failed: it was cancelled already, or changed meanwhile.
 */
export async function cancelReservationRecord(
  tenantId: TenantId,
  r: ReservationRecord,
  cancellation: ReservationCancellation,
  entry: HistoryEntry,
  expectCustomerId: number | null,
  owed?: OwedRefund,
): Promise<boolean> {
  assertMoves(RESERVATION_MOVES, ['Reserved'], 'Cancelled');
  const update = {
    Update: {
      TableName: tableName(),
      Key: keys.reservation(tenantId, r.id),
      UpdateExpression:
        'SET #status = :cancelled, updatedAt = :at, cancellation = :c, gsi2pk = :parkPk, gsi2sk = :parkSk',
      ConditionExpression:
        expectCustomerId === null ? '#status = :reserved' : '#status = :reserved AND customerId = :customer',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':cancelled': 'Cancelled',
        ':reserved': 'Reserved',
        ':at': cancellation.cancelledAt,
        ':c': cancellation,
        ':parkPk': keys.parkCancellations(tenantId, r.locationId, r.startDate.slice(0, 7)),
        ':parkSk': keys.parkCancellationSk(r.startDate, r.id),
        ...(expectCustomerId === null ? {} : { ':customer': expectCustomerId }),
      },
    },
  };
  const nights = r.nights.map((night) => ({
    Delete: {
      TableName: tableName(),
      Key: keys.spotNight(tenantId, r.spotId, night),
      ConditionExpression: '#status = :reserved AND reservationId = :rid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':reserved': 'reserved', ':rid': r.id },
    },
  }));
  return (
    await transactConditionally([
      update,
      ...nights,
      reservationHistoryPut(tenantId, r.id, entry),
      ...(owed ? [owedRefundPut(tenantId, owed)] : []),
    ])
  ).ok;
}

/** The reservation's audit history, newest first. */
export async function listReservationHistory(
  tenantId: TenantId,
  reservationId: number,
): Promise<HistoryEntry[]> {
  return (await queryPrefix<HistoryEntry>(keys.reservation(tenantId, reservationId).pk, 'HIST#')).reverse();
}
