/**
 * Orders (README "Orders"): one item per order at `T#<t>#ORDER#<id>` / `ORDER`, a customer's orders on
 * gsi1, ids from an atomic counter. Checkout writes a Pending order; the postback (or a counter payment)
 * completes it with the conversion transaction: every night of every reservation from held to reserved,
 * the holds deleted, the reservations Reserved and the order Completed with its payment, each write
 * conditional so that a repeated or racing completion changes nothing and a retry resumes.
 */
import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  OrderPayment,
  OrderPaymentSession,
  OrderRecord,
  OrderRefund,
  UnpaidOutcome,
} from '#domain/booking/order';
import { refundDestination } from '#domain/booking/order';
import type { BookingParty } from '#domain/booking/party';
import { nightBelongsTo } from '#domain/booking/hold';
import { ORDER_MOVES, REFUND_REASON, assertMoves, decideCompletion } from '#domain/booking/states';
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import {
  type LedgerEntry,
  purchaseEntries,
  refundEntry,
  unfulfilledOrderEntries,
} from '#domain/reports/ledger';
import { formatCents, formatDate } from '#domain/display-format';
import {
  conditionally,
  transactConditionally,
  type TransactItem,
  MAX_TRANSACTION_ITEMS,
} from '#store/conditional';
import { dynamo, tableName } from '#store/client';
import { deleteHold, getHold, listSpotNights } from '#store/holds';
import { keys, stripKeys } from '#store/keys';
import { ledgerPut } from '#store/ledger';
import { getReservation, reservationHistoryPut, setReservationStatus } from '#store/reservations';
import { type ReservationRecord } from '#domain/booking/reservation';

export function orderNumber(tenantId: TenantId, id: number): string {
  return `${tenantId.toUpperCase()}-O-${String(id).padStart(6, '0')}`;
}

export async function nextOrderId(tenantId: TenantId): Promise<number> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.orderCounter(tenantId),
      UpdateExpression: 'ADD lastId :one SET entity = :e',
      ExpressionAttributeValues: { ':one': 1, ':e': 'Counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.lastId);
}

export async function getOrder(tenantId: TenantId, orderId: number): Promise<OrderRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.order(tenantId, orderId), ConsistentRead: true }),
  );
  return out.Item ? stripKeys<OrderRecord>(out.Item) : undefined;
}

/**
 * The cart state an order was opened for: its owner and its reservations with their lock codes. The same
 * cart checked out again (a double click, a retried request) names the same state.
 */
export function cartStateKey(
  owner: BookingParty,
  items: readonly { reservationId: number; lockCode: string }[],
) {
  const parts = items.map((i) => `${i.reservationId}:${i.lockCode}`).sort();
  const digest = createHash('sha256').update(parts.join(',')).digest('hex').slice(0, 32);
  return `${owner.kind}#${owner.id}#${digest}`;
}

/** What checkout decides for a new order (the rest is filled in here). */
export type NewOrder = Omit<
  OrderRecord,
  'id' | 'orderNumber' | 'status' | 'paymentToken' | 'payment' | 'confirmationSentAt' | 'completedAt'
>;

/**
 * The Pending order of this cart state: the one a previous checkout opened, re-totalled for this
 * payment type, or a new one. Idempotent per cart state: a repeated checkout never opens a second order
 * for the same reservations while the first is Pending.
 */
export async function openPendingOrder(
  tenantId: TenantId,
  cartState: string,
  order: NewOrder,
): Promise<OrderRecord> {
  const pointer = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.orderForCart(tenantId, cartState),
      ConsistentRead: true,
    }),
  );
  const previousId = pointer.Item ? Number(pointer.Item.orderId) : undefined;
  if (previousId !== undefined) {
    const reused = await repriceIfPending(tenantId, previousId, order);
    if (reused) return reused;
  }
  const id = await nextOrderId(tenantId);
  const record: OrderRecord = {
    ...order,
    id,
    orderNumber: orderNumber(tenantId, id),
    status: 'Pending',
    paymentToken: null,
    payment: null,
    cancellationReason: null,
    confirmationSentAt: null,
    completedAt: null,
  };
  if (
    (
      await transactConditionally([
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.order(tenantId, id),
              ...(record.customerId !== null
                ? { gsi1pk: keys.customerOrders(tenantId, record.customerId), gsi1sk: record.createdAt }
                : {}),
              entity: 'Order',
              ...record,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          // Replaces a pointer only to the order it was read with (no other checkout got there first).
          Put: {
            TableName: tableName(),
            Item: { ...keys.orderForCart(tenantId, cartState), entity: 'OrderForCart', orderId: id },
            ConditionExpression:
              previousId === undefined ? 'attribute_not_exists(pk)' : 'orderId = :previous',
            ...(previousId === undefined ? {} : { ExpressionAttributeValues: { ':previous': previousId } }),
          },
        },
      ])
    ).ok
  )
    return record;
  // A concurrent checkout of the same cart opened its order first: that one is the cart's order.
  const winner = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.orderForCart(tenantId, cartState),
      ConsistentRead: true,
    }),
  );
  const reused = winner.Item
    ? await repriceIfPending(tenantId, Number(winner.Item.orderId), order)
    : undefined;
  if (!reused)
    throw new Error(`Checkout of order ${id}: the cart's order changed meanwhile and is no longer Pending.`);
  return reused;
}

/** The order re-totalled for the payment type chosen now, while it is still Pending; else undefined. */
async function repriceIfPending(
  tenantId: TenantId,
  orderId: number,
  order: NewOrder,
): Promise<OrderRecord | undefined> {
  const out = await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(tenantId, orderId),
        UpdateExpression:
          'SET paymentTypeId = :type, totalCents = :total, feesByReservation = :fees, salesChannel = :channel',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':type': order.paymentTypeId,
          ':total': order.totalCents,
          ':fees': order.feesByReservation,
          ':channel': order.salesChannel,
          ':pending': 'Pending',
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return out?.Attributes ? stripKeys<OrderRecord>(out.Attributes) : undefined;
}

/**
 * Names the order on its Pending reservations, so that whoever finds a reservation (the expired-hold
 * sweeper) finds the order checkout opened for it. A reservation no longer Pending is left alone.
 */
export async function linkReservationsToOrder(tenantId: TenantId, reservationIds: number[], orderId: number) {
  await Promise.all(
    reservationIds.map((id) =>
      conditionalUpdate({
        TableName: tableName(),
        Key: keys.reservation(tenantId, id),
        UpdateExpression: 'SET orderId = :oid',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':oid': orderId, ':pending': 'Pending' },
      }),
    ),
  );
}

/**
 * A Pending order nobody paid for whose holds ran out (the sweeper, public §4.5): Abandoned. False when
 * it is no longer Pending (paid, declined, abandoned already). A payment approved later is refunded.
 */
export async function abandonOrder(tenantId: TenantId, orderId: number): Promise<boolean> {
  return endPendingOrder(tenantId, orderId, 'Abandoned');
}

/** Pending → `status`, only while the order is still Pending (and, when named, its live session is `token`). */
function endPendingOrder(
  tenantId: TenantId,
  orderId: number,
  status: 'Abandoned' | 'Declined',
  decline?: { token: string; outcome: UnpaidOutcome },
) {
  assertMoves(ORDER_MOVES, ['Pending'], status);
  return conditionalUpdate({
    TableName: tableName(),
    Key: keys.order(tenantId, orderId),
    // Out of Pending, a change order leaves the edit-expiry index (purchases have no gsi2 keys).
    UpdateExpression: decline
      ? 'SET #status = :to, paymentOutcome = :outcome REMOVE gsi2pk, gsi2sk'
      : 'SET #status = :to REMOVE gsi2pk, gsi2sk',
    ConditionExpression: decline
      ? '#status = :pending AND (attribute_not_exists(paymentSession) OR paymentSession = :null OR paymentSession.#token = :token)'
      : '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status', ...(decline ? { '#token': 'token' } : {}) },
    ExpressionAttributeValues: {
      ':to': status,
      ':pending': 'Pending',
      ...(decline ? { ':outcome': decline.outcome, ':token': decline.token, ':null': null } : {}),
    },
  });
}

/**
 * Makes `session` the Pending order's live payment session, only if the live one is still `replaces`
 * (null: none), so two checkouts racing for one order leave one live session. Every session ever opened
 * stays in paymentTokens: a payment made in any of them is still recognised (and refunded if extra).
 */
export async function setOrderPaymentSession(
  tenantId: TenantId,
  orderId: number,
  session: OrderPaymentSession,
  replaces: string | null,
) {
  return conditionalUpdate({
    TableName: tableName(),
    Key: keys.order(tenantId, orderId),
    UpdateExpression:
      'SET paymentToken = :token, paymentSession = :session, paymentTokens = list_append(if_not_exists(paymentTokens, :none), :tokens)',
    ConditionExpression:
      replaces === null
        ? '#status = :pending AND (attribute_not_exists(paymentSession) OR paymentSession = :null)'
        : '#status = :pending AND paymentSession.#token = :replaces',
    ExpressionAttributeNames: { '#status': 'status', ...(replaces === null ? {} : { '#token': 'token' }) },
    ExpressionAttributeValues: {
      ':token': session.token,
      ':session': session,
      ':tokens': [session.token],
      ':none': [],
      ':pending': 'Pending',
      ...(replaces === null ? { ':null': null } : { ':replaces': replaces }),
    },
  });
}

/** Records a refund on the order once per reference; false when it was recorded already. */
export async function recordOrderRefund(
  tenantId: TenantId,
  orderId: number,
  refund: OrderRefund,
  by = 'system',
): Promise<boolean> {
  const update = {
    TableName: tableName(),
    Key: keys.order(tenantId, orderId),
    UpdateExpression:
      'SET refunds = list_append(if_not_exists(refunds, :none), :refund) ADD refundReferences :ref',
    ConditionExpression: 'attribute_exists(pk) AND NOT contains(refundReferences, :reference)',
    ExpressionAttributeValues: {
      ':none': [],
      ':refund': [refund],
      ':ref': new Set([refund.reference]),
      ':reference': refund.reference,
    },
  };
  if (refund.reservationId === undefined) {
    // The refund of a payment the order could not complete goes into the ledger beside that payment.
    const entries = await unfulfilledRefundEntries(tenantId, orderId, refund, by);
    if (!entries.length) return conditionalUpdate(update);
    return (await transactConditionally([{ Update: update }, ...entries.map((e) => ledgerPut(tenantId, e))]))
      .ok;
  }
  // A reservation's refund that gave money back (its cancellation, a cheaper change) goes into the park's
  // ledger with its record.
  const reservation =
    refund.status === 'approved' ? await getReservation(tenantId, refund.reservationId) : undefined;
  const entry = reservation ? refundEntry(refund, orderId, reservation, by) : null;
  // A reservation's refund is in its history, written with the refund (once, like the refund).
  const history: HistoryEntry = {
    activityDate: refund.refundedAt,
    username: by,
    actionPerformed: refund.status === 'approved' ? 'Refund issued' : 'Refund refused',
    auditTransactionId: randomUUID(),
    auditBusinessAction: 'RefundReservation',
    changes: [
      { field: 'refund', oldValue: null, newValue: formatCents(refund.amountCents) },
      {
        field: 'refundTo',
        oldValue: null,
        newValue: refundDestination(refund),
      },
    ],
  };
  // Its own place in the history, named by the refund: two refunds made in one millisecond never meet.
  const n =
    100 + (parseInt(createHash('sha256').update(refund.reference).digest('hex').slice(0, 8), 16) % 900);
  return (
    await transactConditionally([
      { Update: update },
      reservationHistoryPut(tenantId, refund.reservationId, history, n),
      ...(entry ? [ledgerPut(tenantId, entry)] : []),
    ])
  ).ok;
}

/** The reservations of an order that are still stored, in its order. */
async function orderReservations(tenantId: TenantId, order: Pick<OrderRecord, 'reservationIds'>) {
  return (await Promise.all(order.reservationIds.map((id) => getReservation(tenantId, id)))).filter(
    (r): r is ReservationRecord => r !== undefined,
  );
}

/**
 * The ledger entries of an approved refund of the payment of an order cancelled for a refund (that
 * payment is in the ledger since the cancellation). A second payment of one order (a duplicate, never
 * recorded) has none: it came and went outside the park's books.
 */
async function unfulfilledRefundEntries(
  tenantId: TenantId,
  orderId: number,
  refund: OrderRefund,
  by: string,
): Promise<LedgerEntry[]> {
  if (refund.status !== 'approved' || refund.reason === REFUND_REASON.duplicatePayment) return [];
  const order = await getOrder(tenantId, orderId);
  if (order?.status !== 'Cancelled' || !order.payment) return [];
  return unfulfilledOrderEntries('refund', order, await orderReservations(tenantId, order), {
    amountCents: refund.amountCents,
    paymentTypeId: refund.paymentTypeId,
    atDesk: !refund.token,
    by,
    at: refund.refundedAt,
    reference: refund.reference,
  });
}

/** Marks that the confirmation mail went out (once). */
export async function markConfirmationSent(tenantId: TenantId, orderId: number, at: string) {
  return conditionalUpdate({
    TableName: tableName(),
    Key: keys.order(tenantId, orderId),
    UpdateExpression: 'SET confirmationSentAt = :at',
    ConditionExpression:
      'attribute_exists(pk) AND (attribute_not_exists(confirmationSentAt) OR confirmationSentAt = :null)',
    ExpressionAttributeValues: { ':at': at, ':null': null },
  });
}

/** Undoes markConfirmationSent when the mail could not be handed over, so a retry sends it. */
export async function clearConfirmationSent(tenantId: TenantId, orderId: number, at: string) {
  return conditionalUpdate({
    TableName: tableName(),
    Key: keys.order(tenantId, orderId),
    UpdateExpression: 'SET confirmationSentAt = :null',
    ConditionExpression: 'confirmationSentAt = :at',
    ExpressionAttributeValues: { ':at': at, ':null': null },
  });
}

async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
  return (await conditionally(dynamo().send(new UpdateCommand(input)))) !== undefined;
}

/** The outcome of completing an order. */
export type CompletionOutcome =
  /** Converted now. */
  | 'completed'
  /** It was already Completed (a duplicate or replayed postback): nothing changed. */
  | 'alreadyCompleted'
  /** A night was lost or a reservation is no longer Pending: the order is Cancelled, its payment to refund. */
  | 'cancelledForRefund'
  /** The order was already paid in another session: this payment is to refund, the order is unchanged. */
  | 'duplicatePayment';

export interface Completion {
  outcome: CompletionOutcome;
  order: OrderRecord;
}

/** Thrown when the conversion lost a race it may win on a retry (a transaction conflict). */
export class CompletionConflictError extends Error {
  constructor(orderId: number) {
    super(`Order ${orderId}: the conversion transaction conflicted with another write; retry.`);
    this.name = 'CompletionConflictError';
  }
}

const nightUpdate = (tenantId: TenantId, r: ReservationRecord, night: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.spotNight(tenantId, r.spotId, night),
    UpdateExpression: 'SET #status = :reserved, reservationId = :rid REMOVE expiresAt',
    ConditionExpression: '#status = :held AND lockCode = :lock',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':reserved': 'reserved',
      ':held': 'held',
      ':rid': r.id,
      ':lock': r.lockCode,
    },
  },
});

/** The conversion of one reservation: its nights, its hold (TTL may have removed it) and its status. */
function reservationConversion(
  tenantId: TenantId,
  r: ReservationRecord,
  order: Pick<OrderRecord, 'id' | 'createdBy'>,
  at: string,
): TransactItem[] {
  const orderId = order.id;
  const created: HistoryEntry = {
    activityDate: at,
    username: order.createdBy,
    actionPerformed: 'Reservation created',
    auditTransactionId: randomUUID(),
    auditBusinessAction: 'CreateReservation',
    changes: [
      { field: 'status', oldValue: 'Pending', newValue: 'Reserved' },
      { field: 'spotId', oldValue: null, newValue: String(r.spotId) },
      { field: 'arrivalDate', oldValue: null, newValue: formatDate(r.startDate) },
      { field: 'departureDate', oldValue: null, newValue: formatDate(r.endDate) },
      { field: 'total', oldValue: null, newValue: formatCents(r.totalCents) },
    ],
  };
  return [
    reservationHistoryPut(tenantId, r.id, created),
    ...r.nights.map((night) => nightUpdate(tenantId, r, night)),
    {
      Delete: {
        TableName: tableName(),
        Key: keys.hold(tenantId, r.lockCode),
        ConditionExpression: 'attribute_not_exists(pk) OR lockCode = :lock',
        ExpressionAttributeValues: { ':lock': r.lockCode },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.reservation(tenantId, r.id),
        UpdateExpression: 'SET #status = :reserved, orderId = :oid, updatedAt = :at',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':reserved': 'Reserved',
          ':pending': 'Pending',
          ':oid': orderId,
          ':at': at,
        },
      },
    },
  ];
}

function orderCompletion(
  tenantId: TenantId,
  orderId: number,
  payment: OrderPayment,
  at: string,
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(tenantId, orderId),
      UpdateExpression: 'SET #status = :completed, payment = :payment, completedAt = :at',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':completed': 'Completed',
        ':pending': 'Pending',
        ':payment': payment,
        ':at': at,
      },
    },
  };
}

/** Whether every night of the reservation still belongs to it (held under its lock code, or reserved for it). */
async function nightsStillOwned(tenantId: TenantId, r: ReservationRecord): Promise<boolean> {
  if (r.nights.length === 0) return true;
  const stored = await listSpotNights(tenantId, r.spotId, r.nights[0]!, r.nights[r.nights.length - 1]!);
  const byNight = new Map(stored.map((n) => [n.night, n]));
  return r.nights.every((night) => nightBelongsTo(byNight.get(night), r));
}

/**
 * Completes a Pending order with its payment: one transaction when it fits in 100 items, otherwise one
 * per reservation with the order's change last. A reservation already Reserved for this order is
 * skipped, so a retry resumes where a failed attempt stopped. When a night was lost (its hold expired
 * and another claim took it), a reservation is no longer Pending, or the amount paid is not the total,
 * the order cannot complete: it is Cancelled with the reason and the payment recorded for a refund.
 */
export async function completeOrder(
  tenantId: TenantId,
  orderId: number,
  payment: OrderPayment,
  now = new Date(),
): Promise<Completion> {
  const at = now.toISOString();
  const order = await getOrder(tenantId, orderId);
  if (!order) throw new Error(`Order ${orderId} was not found.`);
  const reservations =
    order.status === 'Pending'
      ? await Promise.all(order.reservationIds.map((id) => getReservation(tenantId, id)))
      : [];
  const decision = decideCompletion(order, payment, reservations);
  if (decision.kind === 'alreadyCompleted') return { outcome: 'alreadyCompleted', order };
  if (decision.kind === 'alreadyCancelledForRefund') return { outcome: 'cancelledForRefund', order };
  if (decision.kind === 'refundDuplicate') return { outcome: 'duplicatePayment', order };
  if (decision.kind === 'cancelForRefund')
    return cancelOrderForRefund(tenantId, order, payment, decision.reason, at);
  const toConvert = reservations.filter(
    (r): r is ReservationRecord => r !== undefined && decision.reservationIds.includes(r.id),
  );
  const owned = await Promise.all(toConvert.map((r) => nightsStillOwned(tenantId, r)));
  if (owned.includes(false))
    return cancelOrderForRefund(tenantId, order, payment, REFUND_REASON.nightLost, at);

  // Each reservation's share of the payment goes into its park's ledger with its conversion.
  const entries = purchaseEntries(order, toConvert, payment, at);
  const conversions = toConvert.map((r, i) => [
    ...reservationConversion(tenantId, r, order, at),
    ...(entries[i]!.amountCents > 0 ? [ledgerPut(tenantId, entries[i]!)] : []),
  ]);
  const finish = orderCompletion(tenantId, order.id, payment, at);
  const all = [...conversions.flat(), finish];
  const done =
    all.length <= MAX_TRANSACTION_ITEMS
      ? (await transactConditionally(all)).ok
      : (await sequential(conversions.map((c) => async () => (await transactConditionally(c)).ok))) &&
        (await transactConditionally([finish])).ok;
  if (done) {
    return { outcome: 'completed', order: { ...order, status: 'Completed', payment, completedAt: at } };
  }
  // A condition failed: a duplicate completion won the race, a night was taken meanwhile, or a conflict.
  const after = await getOrder(tenantId, orderId);
  if (after?.status === 'Completed') return { outcome: 'alreadyCompleted', order: after };
  const stillOwned = await Promise.all(toConvert.map((r) => nightsStillOwned(tenantId, r)));
  if (stillOwned.includes(false))
    return cancelOrderForRefund(tenantId, order, payment, REFUND_REASON.nightLost, at);
  throw new CompletionConflictError(orderId);
}

/** Runs the steps one after the other; false at the first that fails. */
async function sequential(steps: (() => Promise<boolean>)[]): Promise<boolean> {
  for (const step of steps) if (!(await step())) return false;
  return true;
}

/**
 * A paid order that cannot complete: its still-Pending reservations are cancelled and their holds
 * released, and the order becomes Cancelled with the reason and the payment (to be refunded).
 */
export async function cancelOrderForRefund(
  tenantId: TenantId,
  order: OrderRecord,
  payment: OrderPayment,
  reason: string,
  at: string,
): Promise<Completion> {
  assertMoves(ORDER_MOVES, [order.status], 'Cancelled');
  // A declined purchase handed its holds back to the cart (a newer order may be paying for them).
  if (!(order.status === 'Declined' && order.kind !== 'modification'))
    await releaseOrderReservations(tenantId, order);
  // The payment taken goes into its parks' ledgers with the cancellation (its refund follows it there).
  const entries = unfulfilledOrderEntries('payment', order, await orderReservations(tenantId, order), {
    amountCents: payment.amountCents,
    paymentTypeId: payment.paymentTypeId,
    atDesk: payment.providerOrderId === null,
    by: order.createdBy,
    at,
    reference: `order-${order.id}-unfulfilled-${payment.providerOrderId ?? 'desk'}`,
  });
  const cancelled = (
    await transactConditionally([
      {
        Update: {
          TableName: tableName(),
          Key: keys.order(tenantId, order.id),
          UpdateExpression:
            'SET #status = :cancelled, payment = :payment, cancellationReason = :reason, completedAt = :at REMOVE gsi2pk, gsi2sk',
          ConditionExpression: '#status = :from',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelled': 'Cancelled',
            ':from': order.status,
            ':payment': payment,
            ':reason': reason,
            ':at': at,
          },
        },
      },
      ...entries.map((e) => ledgerPut(tenantId, e)),
    ])
  ).ok;
  if (!cancelled) {
    // Settled meanwhile by a racing completion (a double click, a repeated postback): that answer stands.
    const now = await getOrder(tenantId, order.id);
    if (now?.status === 'Completed') return { outcome: 'alreadyCompleted', order: now };
    if (now?.status === 'Cancelled') return { outcome: 'cancelledForRefund', order: now };
    throw new CompletionConflictError(order.id);
  }
  return {
    outcome: 'cancelledForRefund',
    order: { ...order, status: 'Cancelled', payment, cancellationReason: reason, completedAt: at },
  };
}

/** Releases the holds of the order's Pending reservations and cancels them (each step conditional). */
async function releaseOrderReservations(tenantId: TenantId, order: OrderRecord): Promise<void> {
  for (const lockCode of order.lockCodes) {
    const hold = await getHold(tenantId, lockCode);
    if (hold) await deleteHold(tenantId, hold);
  }
  await Promise.all(
    order.reservationIds.map((id) => setReservationStatus(tenantId, id, ['Pending'], 'Cancelled')),
  );
}

/**
 * A payment session that ended unpaid (declined, or cancelled by the payer): the order becomes Declined
 * with that outcome, only while it is Pending and `token` is its live session (a late word on a session
 * replaced since changes nothing). A purchase keeps its holds and Pending reservations in the cart, so
 * the person may pay again while the hold lasts (the sweeper expires them after). A change releases its
 * new nights (the reservation stays as it was). Repeating it changes nothing; false when nothing changed.
 */
export async function declineOrder(
  tenantId: TenantId,
  orderId: number,
  token: string,
  outcome: UnpaidOutcome,
): Promise<boolean> {
  const order = await getOrder(tenantId, orderId);
  if (!order || order.status !== 'Pending') return false;
  if (order.paymentSession && order.paymentSession.token !== token) return false;
  if (order.kind === 'modification') await releaseOrderReservations(tenantId, order);
  return endPendingOrder(tenantId, orderId, 'Declined', { token, outcome });
}
