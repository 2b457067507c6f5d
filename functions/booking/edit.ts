/**
 * Changing a sold reservation (public §4.6, §7.3; admin §2.6, §4.2): new dates and/or another spot of the
 * same park, the party and the occupant, by its customer or by staff at the front desk. The new nights
 * are claimed like any others (a hold whose `editOf` names the reservation; the nights it keeps stay
 * reserved for it), validated with the rules of a new reservation and priced with the modification
 * quote. Confirming opens one change order per hold: more to pay goes through the hosted card page and
 * the change completes on the payment postback, or (staff) is paid in cash or by check at the desk and
 * completes at once; nothing or less to pay completes at once, and less is refunded to the card(s) the
 * reservation was paid with, or handed back in cash at the desk for counter payments. The swap itself
 * is one conditional transaction (store/reservation-edits.ts): until it commits, the reservation keeps
 * its old nights exactly as they were. Staff may override fees and business rules; each override is
 * recorded on the reservation and in the change's history entry.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { CheckoutResult } from '#contract/orders';
import { PaymentProviderError } from '#adapters/payments/index';
import type { EditQuote, EditReservationRequest } from '#contract/lifecycle';
import type { HistoryEntry } from '#domain/audit';
import {
  EDIT_MESSAGE,
  type EditMoney,
  type NightsSwap,
  type RefundShare,
  allocateRefund,
  chargesOf,
  editChanges,
  editMoney,
  netPaidCents,
  nightsSwap,
  paidFeesOf,
  withRefunds,
} from '#domain/booking/edit';
import { type FrontDeskReservation, frontDeskChangeRefusal } from '#domain/booking/front-desk';
import { holdIsLiveFor, type HoldRecord } from '#domain/booking/hold';
import { LIFECYCLE_MESSAGE, customerModifiable } from '#domain/booking/lifecycle';
import type { OrderPayment, OrderRecord } from '#domain/booking/order';
import { sameParty } from '#domain/booking/party';
import type { ReservationRecord } from '#domain/booking/reservation';
import { REFUND_REASON, decideCompletion } from '#domain/booking/states';
import type { PaymentTypeRecord, TenantId } from '#domain/catalogue';
import { SALES_CHANNEL, paymentTypeRefusal } from '#domain/checkout';
import { todayIn } from '#domain/dates';
import { formatCents, paymentMethodText } from '#domain/display-format';
import { changePaymentEntry } from '#domain/reports/ledger';
import { hasLocationPermission } from '#domain/permissions';
import { BadRequestError, RefusedError } from '#domain/errors';
import { PRICING_OPERATION } from '#domain/pricing/fee-types';
import { overrideRecordsOf } from '#domain/pricing/overrides';
import { paymentMethodOf, totalCents } from '#domain/pricing/totals';
import { getHold } from '#store/holds';
import { REFERENCE_KIND } from '#store/keys';
import { getLocation } from '#store/locations';
import { type Completion, CompletionConflictError, cancelOrderForRefund, getOrder } from '#store/orders';
import { getReference } from '#store/reference';
import {
  applyReservationEdit,
  editOrderIdFor,
  openEditOrder,
  repriceEditOrder,
} from '#store/reservation-edits';
import { type OwedRefund, closeOwedRefund, getReservation } from '#store/reservations';
import { type BookingCaller, holderOf } from './caller.ts';
import { reservationFor } from './cancellation.ts';
import type { EditedStay } from './claims.ts';
import { toFeeLine } from '#mappers/fees';
import { sendOrderConfirmation } from './confirmation-mail.ts';
import { openOrderSession } from './payment-session.ts';
import { quoteReservation } from './quote.ts';
import { loadOrderWithReservations } from './receipt.ts';
import { refundCharge } from './refunds.ts';
import { primaryOccupantOf, validateNewReservation } from './validate.ts';

/**
 * The sold reservation, if the caller may change it now: a customer only their own (others are not
 * found) while customerModifiable; staff any, until its guest has checked out.
 */
async function modifiableBy(tenantId: TenantId, reservationId: number, who: BookingCaller, now: Date) {
  if (who.kind === 'staff') {
    const r = await reservationFor(tenantId, reservationId, { kind: 'staff', username: who.username });
    const refusal = frontDeskChangeRefusal(r as FrontDeskReservation);
    if (refusal) throw new RefusedError([refusal]);
    return r;
  }
  const r = await reservationFor(tenantId, reservationId, who);
  const park = await getLocation(tenantId, r.locationId);
  if (!customerModifiable(r, todayIn(park?.timezone ?? 'UTC', now)))
    throw new RefusedError([LIFECYCLE_MESSAGE.notModifiable]);
  return r;
}

/** What a claim for a change of this reservation may take: its park, and its own nights free. */
export async function editedStay(
  tenantId: TenantId,
  reservationId: number,
  who: BookingCaller,
  now = new Date(),
): Promise<EditedStay> {
  const r = await modifiableBy(tenantId, reservationId, who, now);
  return { reservationId: r.id, locationId: r.locationId, spotId: r.spotId, nights: r.nights };
}

export interface EditPlan {
  before: ReservationRecord;
  after: ReservationRecord;
  order: OrderRecord;
  hold: HoldRecord;
  swap: NightsSwap;
  money: EditMoney;
  refundShares: RefundShare[];
  fees: ReturnType<typeof toFeeLine>[];
  paymentTypeId: number;
}

/** The reservation a change request names (in the request or its new reservation request). */
export function editedReservationId(request: EditReservationRequest): number {
  const id = request.reservationId ?? request.newReservationRequest.reservationId;
  if (!id)
    throw new BadRequestError('The edit request is not valid.', {
      reservationId: ['Name the reservation to change.'],
    });
  return id;
}

/**
 * Validates a change and prices it (validate-edit): the reservation is the caller's to change and still
 * modifiable, the hold is theirs, live and made for this change, the new stay passes the rules of a
 * new reservation (staff with the permission may override them), in the same park. Staff fee
 * overrides come in the new reservation request, as in the staff cart.
 */
export async function planEdit(
  tenantId: TenantId,
  request: EditReservationRequest,
  who: BookingCaller,
  paymentTypeId = 1,
  now = new Date(),
): Promise<EditPlan> {
  const staff = who.kind === 'staff';
  // The reservation keeps its customer: staff change the stay and the occupant, not whose it is.
  const reservationId = editedReservationId(request);
  const before = await modifiableBy(tenantId, reservationId, who, now);
  const nr = { ...request.newReservationRequest, customerId: before.customerId ?? undefined };
  const [order, stored] = await Promise.all([
    before.orderId ? getOrder(tenantId, before.orderId) : undefined,
    getHold(tenantId, nr.lockCode),
  ]);
  if (!order?.payment) throw new RefusedError([LIFECYCLE_MESSAGE.notModifiable]);
  if (!staff && !order.paymentToken) throw new RefusedError([LIFECYCLE_MESSAGE.paidAtPark]);
  if (
    !holdIsLiveFor(stored, holderOf(who), Math.floor(now.getTime() / 1000)) ||
    stored.editOf?.reservationId !== before.id
  )
    throw new RefusedError([EDIT_MESSAGE.notEditHold]);
  const hold = stored;

  const validated = await validateNewReservation(tenantId, nr, who, now, before.id);
  if (validated.location.id !== before.locationId) throw new RefusedError([EDIT_MESSAGE.otherPark]);
  const r = validated.request;
  if (
    staff &&
    r.feeOverrides.length > 0 &&
    !(
      who.principal &&
      hasLocationPermission(who.principal, 'ReservationManagementOverride', [before.locationId])
    )
  )
    throw new RefusedError([EDIT_MESSAGE.feeOverrideNotAllowed]);
  const quote = await quoteReservation(
    tenantId,
    {
      spotId: validated.spot.id,
      startDate: r.startDate,
      endDate: r.endDate,
      numberOfAdults: r.numberOfAdults,
      numberOfVehicles: r.numberOfVehicles,
      discounts: r.discounts,
      addOns: r.addOns.map((a) => ({ id: a.id, quantity: a.quantity })),
      operationId: PRICING_OPERATION.Modification,
    },
    staff
      ? {
          salesChannel: SALES_CHANNEL.Admin,
          feeOverrides: r.feeOverrides,
          overriddenBy: who.username,
          now,
        }
      : { salesChannel: SALES_CHANNEL.Public, now },
  );
  const charges = chargesOf(before, order);
  const method = paymentMethodOf(paymentTypeId);
  const money = editMoney(paidFeesOf(before, order), quote, method, netPaidCents(charges));
  // At the desk a counter payment is handed back in cash; online refunds go to cards only.
  const refundShares = allocateRefund(charges, money.refundCents, { atCounter: staff });
  const nights = [...hold.nights, ...(hold.editOf?.keptNights ?? [])].sort();
  const swap = nightsSwap(before, { spotId: validated.spot.id, nights });
  const after: ReservationRecord = {
    ...before,
    spotId: validated.spot.id,
    locationId: validated.location.id,
    startDate: r.startDate,
    endDate: r.endDate,
    nights,
    dayUse: validated.dayUse,
    lockCode: hold.lockCode,
    adaRequirementAcknowledged: r.adaRequirementAcknowledged,
    numberOfAdults: r.numberOfAdults,
    numberOfVehicles: r.numberOfVehicles,
    equipmentTypeId: r.equipmentTypeId ?? null,
    equipmentLength: r.equipmentLength ?? null,
    isCustomerPrimaryOccupant: r.isCustomerPrimaryOccupant,
    primaryOccupant: primaryOccupantOf(r),
    discounts: r.discounts,
    addOns: r.addOns.map((a) => ({ id: a.id, quantity: a.quantity })),
    fees: money.fees,
    totalCents: totalCents(money.fees, 'creditCard'),
    charges: withRefunds(charges, refundShares),
    // The kept nights keep their closure overrides; the hold's new nights bring theirs.
    overriddenClosureDays: [
      ...new Set([
        ...before.overriddenClosureDays.filter((n) => nights.includes(n)),
        ...hold.overriddenClosureDays,
      ]),
    ].sort(),
    feeOverrides: [...before.feeOverrides, ...overrideRecordsOf(quote)],
    overriddenRules: [...new Set([...before.overriddenRules, ...validated.overriddenRules])],
  };
  return {
    before,
    after,
    order,
    hold,
    swap,
    money,
    refundShares,
    fees: money.fees.map(toFeeLine),
    paymentTypeId,
  };
}

/** Where a refund goes, e.g. 'Credit Card ending in 1111'. */
async function refundTo(tenantId: TenantId, plan: EditPlan): Promise<string> {
  const first = plan.refundShares[0];
  if (!first) return '';
  const charge = plan.after.charges![first.charge]!;
  const type = await getReference(tenantId, REFERENCE_KIND.paymentType, charge.paymentTypeId);
  if (!charge.token) return `${type?.name ?? 'Cash'}, handed back at the desk`;
  return paymentMethodText(type?.name, charge.lastFour);
}

export async function editQuoteOf(tenantId: TenantId, plan: EditPlan): Promise<EditQuote> {
  return {
    valid: true,
    reservationId: plan.before.id,
    reservationNumber: plan.before.reservationNumber,
    fees: plan.fees,
    previousAmountPaid: formatCents(plan.money.previousCents),
    newTotal: formatCents(plan.money.previousCents + plan.money.dueCents - plan.money.refundCents),
    modificationFee: formatCents(plan.money.modificationFeeCents),
    amountDue: formatCents(plan.money.dueCents),
    amountRefunded: formatCents(plan.money.refundCents),
    isPaymentRequired: plan.money.dueCents > 0,
    refundTo: await refundTo(tenantId, plan),
  };
}

export interface ChangeUrls {
  returnUrl: string;
  postbackUrl: string;
}

/**
 * Confirms a change (SpotReservation/{customerId}/change?paymentTypeId=, admin/AdminSpotReservation/
 * {reservationId}/change?paymentTypeId=): its order, then the hosted payment page for more to pay by
 * card, or the change completed at once (paid in cash or by check at the desk, or nothing to pay) and
 * any refund issued.
 */
export async function changeReservation(
  tenantId: TenantId,
  request: EditReservationRequest,
  who: BookingCaller,
  paymentTypeId: number,
  urls: ChangeUrls,
  email: string | null,
  now = new Date(),
): Promise<CheckoutResult> {
  const paymentType = await getReference(tenantId, REFERENCE_KIND.paymentType, paymentTypeId);
  const channel = who.kind === 'staff' ? SALES_CHANNEL.Admin : SALES_CHANNEL.Public;
  const refusal = paymentTypeRefusal(paymentType, channel);
  if (refusal || !paymentType) throw new RefusedError([refusal ?? '']);
  const done = (orderId: number): CheckoutResult => ({
    ccpRedirectUrl: '',
    orderId,
    isPaymentRequired: false,
  });
  // Confirmed again after the change was made (a double click): the change made is the answer.
  const made = async () => {
    const id = await editOrderIdFor(tenantId, request.newReservationRequest.lockCode);
    const order = id ? await getOrder(tenantId, id) : undefined;
    return order?.status === 'Completed' && sameParty(order.owner, holderOf(who)) ? order : undefined;
  };
  const before = await made();
  if (before) return done(before.id);
  try {
    return await confirmChange(tenantId, request, who, paymentType, urls, email, now);
  } catch (err) {
    // A racing confirm made the change meanwhile (its hold is gone with it): that change is the answer.
    const after = err instanceof RefusedError ? await made() : undefined;
    if (after) return done(after.id);
    throw err;
  }
}

async function confirmChange(
  tenantId: TenantId,
  request: EditReservationRequest,
  who: BookingCaller,
  paymentType: PaymentTypeRecord,
  urls: ChangeUrls,
  email: string | null,
  now: Date,
): Promise<CheckoutResult> {
  const plan = await planEdit(tenantId, request, who, paymentType.id, now);
  const order = await changeOrder(tenantId, plan, who, email ?? plan.before.primaryOccupant.email, now);
  const done = { ccpRedirectUrl: '', orderId: order.id, isPaymentRequired: false };
  if (order.status === 'Completed') return done;
  if (order.totalCents > 0 && paymentType.requiresHostedPayment) {
    return openOrderSession(tenantId, {
      orderId: order.id,
      orderNumber: order.orderNumber,
      totalCents: order.totalCents,
      description: `Change of reservation ${plan.before.reservationNumber}`,
      email,
      returnUrl: urls.returnUrl,
      postbackUrl: urls.postbackUrl,
    });
  }
  const completion = await completeAtOnce(tenantId, order, now);
  if (completion.outcome === 'cancelledForRefund')
    throw new RefusedError([completion.order.cancellationReason ?? EDIT_MESSAGE.changedMeanwhile]);
  try {
    await refundEdit(tenantId, completion.order);
  } catch (err) {
    // The change stands; the receipt sends the refund when the provider answers again.
    if (!(err instanceof PaymentProviderError)) throw err;
    console.error(`refund of change order ${order.id} not sent yet: ${err.message}`);
  }
  // The change stands whether or not the mail could be handed over.
  await sendOrderConfirmation({ tenantId, orderId: order.id }, now).catch((err: unknown) =>
    console.error(`change mail for order ${order.id} not sent: ${(err as Error).message}`),
  );
  return done;
}

/**
 * Completes a change with nothing to pay, or paid at the desk (cash, check: the order's total, taken
 * now); racing confirms that conflict try again, and one wins.
 */
async function completeAtOnce(tenantId: TenantId, order: OrderRecord, now: Date): Promise<Completion> {
  const payment: OrderPayment | null =
    order.totalCents > 0
      ? {
          amountCents: order.totalCents,
          paymentTypeId: order.paymentTypeId,
          lastFour: null,
          cardholderName: null,
          providerOrderId: null,
          datePaid: now.toISOString(),
        }
      : null;
  for (let attempt = 1; ; attempt++) {
    try {
      return await completeEdit(tenantId, (await getOrder(tenantId, order.id)) ?? order, payment, now);
    } catch (err) {
      if (!(err instanceof CompletionConflictError) || attempt >= RACE_ATTEMPTS) throw err;
      await setTimeout(5 + Math.random() * 30);
    }
  }
}

/** The hold's change order, opened once and priced as planned now (while still Pending). */
async function changeOrder(
  tenantId: TenantId,
  plan: EditPlan,
  who: BookingCaller,
  email: string | null,
  now: Date,
): Promise<OrderRecord> {
  const at = now.toISOString();
  const pendingEdit = {
    reservationId: plan.before.id,
    readUpdatedAt: plan.before.updatedAt,
    reservation: plan.after,
    swap: plan.swap,
    oldSpotId: plan.before.spotId,
    oldStartDate: plan.before.startDate,
    oldEndDate: plan.before.endDate,
    previousCents: plan.money.previousCents,
    modificationFeeCents: plan.money.modificationFeeCents,
    refundCents: plan.money.refundCents,
    refundShares: plan.refundShares,
  };
  const priced = {
    totalCents: plan.money.dueCents,
    pendingEdit,
    feesByReservation: { [plan.before.id]: plan.after.fees },
    paymentTypeId: plan.paymentTypeId,
  };
  const order: Omit<OrderRecord, 'id' | 'orderNumber'> = {
    kind: 'modification',
    ...priced,
    owner: holderOf(who),
    customerId: plan.before.customerId,
    reservationIds: [plan.before.id],
    lockCodes: [plan.hold.lockCode],
    salesChannel: who.kind === 'staff' ? SALES_CHANNEL.Admin : SALES_CHANNEL.Public,
    status: 'Pending',
    paymentToken: null,
    payment: null,
    cancellationReason: null,
    confirmationSentAt: null,
    emailAddress: email,
    createdAt: at,
    createdBy: who.username,
    completedAt: null,
  };
  for (let attempt = 1; ; attempt++) {
    const existingId = await editOrderIdFor(tenantId, plan.hold.lockCode);
    const existing = existingId ? await getOrder(tenantId, existingId) : undefined;
    if (existing) return reprice(tenantId, existing, priced);
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const opened = await openEditOrder(tenantId, plan.hold.lockCode, order, nowSeconds, plan.hold.expiresAt);
    if (opened) return opened;
    // Not opened: another confirm opened it (read again above), the hold is gone, or racing confirms'
    // transactions cancelled each other (try again).
    if (attempt >= RACE_ATTEMPTS) throw new RefusedError([EDIT_MESSAGE.notEditHold]);
    await setTimeout(5 + Math.random() * 30);
  }
}

/** Attempts of a step that racing confirms of one change may make conflict (their transactions cancel each other). */
const RACE_ATTEMPTS = 6;

async function reprice(
  tenantId: TenantId,
  order: OrderRecord,
  priced: Parameters<typeof repriceEditOrder>[2],
): Promise<OrderRecord> {
  if (order.status !== 'Pending') return order;
  if (await repriceEditOrder(tenantId, order.id, priced)) return { ...order, ...priced };
  return (await getOrder(tenantId, order.id)) ?? order;
}

/** The history entry of a change: each field that changed, old and new, and each override made. */
function changeEntry(
  before: ReservationRecord,
  after: ReservationRecord,
  username: string,
  at: string,
): HistoryEntry {
  return {
    activityDate: at,
    username,
    actionPerformed: 'Reservation changed',
    auditTransactionId: randomUUID(),
    auditBusinessAction: 'ModifyReservation',
    changes: editChanges(before, after),
  };
}

/**
 * Completes a change order (at once when nothing is to be paid, on the postback otherwise): the swap,
 * provided the reservation is still as it was priced and the new nights are still the hold's. A payment
 * for a change that can no longer be made cancels the order for a refund; the reservation is untouched.
 */
export async function completeEdit(
  tenantId: TenantId,
  order: OrderRecord,
  payment: OrderPayment | null,
  now = new Date(),
  /** The session the payment was made in (refunds of this payment go back through it). */
  token: string | null = order.paymentToken,
): Promise<Completion> {
  const at = now.toISOString();
  const edit = order.pendingEdit;
  if (!edit) throw new Error(`Order ${order.id} is not a change order.`);
  const paid = payment ?? {
    amountCents: 0,
    paymentTypeId: order.paymentTypeId,
    lastFour: null,
    cardholderName: null,
    providerOrderId: null,
    datePaid: at,
  };
  const decision = decideCompletion(order, paid, []);
  if (decision.kind === 'alreadyCompleted') return { outcome: 'alreadyCompleted', order };
  if (decision.kind === 'alreadyCancelledForRefund') return { outcome: 'cancelledForRefund', order };
  if (decision.kind === 'refundDuplicate') return { outcome: 'duplicatePayment', order };
  if (decision.kind === 'cancelForRefund')
    return cancelOrderForRefund(tenantId, order, paid, decision.reason, at);

  const before = await getReservation(tenantId, edit.reservationId);
  if (!before || before.status !== 'Reserved' || before.updatedAt !== edit.readUpdatedAt)
    return cancelOrderForRefund(tenantId, order, paid, EDIT_MESSAGE.changedMeanwhile, at);
  const charges = edit.reservation.charges ?? [];
  const after: ReservationRecord = {
    ...edit.reservation,
    updatedAt: at,
    changeOrderId: order.id,
    changeOrderIds: [...(edit.reservation.changeOrderIds ?? []), order.id],
    charges:
      paid.amountCents > 0
        ? [
            ...charges,
            {
              orderId: order.id,
              token,
              paymentTypeId: order.paymentTypeId,
              amountCents: paid.amountCents,
              refundedCents: 0,
              lastFour: paid.lastFour,
              cardholderName: paid.cardholderName,
            },
          ]
        : charges,
  };
  const swap = {
    before,
    after,
    lockCode: edit.reservation.lockCode,
    ...edit.swap,
    history: changeEntry(before, after, order.createdBy, at),
    orderId: order.id,
    payment: payment,
    at,
    ledger: changePaymentEntry(order.id, before, after, paid, order.createdBy, at),
    ...(edit.refundShares.length > 0
      ? {
          owedRefund: {
            reservationId: edit.reservationId,
            cancelledAt: at,
            by: order.createdBy,
            changeOrderId: order.id,
          },
        }
      : {}),
  };
  if (await applyReservationEdit(tenantId, swap)) {
    return { outcome: 'completed', order: { ...order, status: 'Completed', payment, completedAt: at } };
  }
  // A condition failed: a repeated completion won, the reservation changed, or a new night was lost.
  const now2 = await getOrder(tenantId, order.id);
  if (now2?.status === 'Completed') return { outcome: 'alreadyCompleted', order: now2 };
  const r2 = await getReservation(tenantId, edit.reservationId);
  if (!r2 || r2.status !== 'Reserved' || r2.updatedAt !== edit.readUpdatedAt)
    return cancelOrderForRefund(tenantId, order, paid, EDIT_MESSAGE.changedMeanwhile, at);
  const hold = await getHold(tenantId, edit.reservation.lockCode);
  if (!hold || hold.expiresAt <= Math.floor(now.getTime() / 1000))
    return cancelOrderForRefund(tenantId, order, paid, REFUND_REASON.nightLost, at);
  throw new CompletionConflictError(order.id);
}

/**
 * The refund of a completed change to a cheaper stay, split over the reservation's payments as planned;
 * idempotent per share (the reference names the order and the payment), so asking again refunds once.
 * A counter payment's share is handed back in cash at the desk (refundCharge).
 */
export async function refundEdit(tenantId: TenantId, order: OrderRecord): Promise<void> {
  const edit = order.pendingEdit;
  if (!edit || order.status !== 'Completed') return;
  let current = order;
  for (const share of edit.refundShares) {
    const charge = edit.reservation.charges?.[share.charge];
    if (!charge) continue;
    const refund = await refundCharge(
      tenantId,
      current,
      charge,
      {
        amountCents: share.amountCents,
        reference: `change-order-${order.id}-payment-${charge.orderId}`,
        reason: `Reservation ${edit.reservation.reservationNumber} changed to a stay that costs less`,
        reservationId: edit.reservationId,
      },
      order.createdBy,
    );
    current = { ...current, refunds: [...(current.refunds ?? []), refund] };
  }
  // Taken by the provider (or handed back at the desk): no longer owed.
  if (order.completedAt) await closeOwedRefund(tenantId, edit.reservationId, order.completedAt);
}

/**
 * The sweeper's retry of a change's refund that the provider did not answer: the refund shares again,
 * once per reference. 'waiting' while the provider stays silent.
 */
export async function retryChangeRefund(
  tenantId: TenantId,
  owed: OwedRefund,
): Promise<'settled' | 'waiting'> {
  const order = owed.changeOrderId === undefined ? undefined : await getOrder(tenantId, owed.changeOrderId);
  if (order?.status !== 'Completed' || order.completedAt !== owed.cancelledAt) {
    // Nothing to refund under this entry (it is written only with its change's completion).
    await closeOwedRefund(tenantId, owed.reservationId, owed.cancelledAt);
    return 'settled';
  }
  try {
    await refundEdit(tenantId, order);
    return 'settled';
  } catch (err) {
    if (err instanceof PaymentProviderError) return 'waiting';
    throw err;
  }
}

/**
 * A change order and its reservation, for the change's receipt: a refund the provider did not take when
 * the change was made is sent now (once per reference), and read back.
 */
export async function changeForReceipt(tenantId: TenantId, orderId: number) {
  const loaded = await loadOrderWithReservations(tenantId, orderId);
  const { order } = loaded;
  if (
    order.kind !== 'modification' ||
    order.status !== 'Completed' ||
    !order.pendingEdit?.refundShares.length
  )
    return loaded;
  try {
    await refundEdit(tenantId, order);
    return await loadOrderWithReservations(tenantId, orderId);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    return loaded;
  }
}
