/**
 * Cancelling a sold reservation, for the customer's routes and the front desk alike (DESIGN §8): the
 * breakdown first (what was paid, what is kept, what comes back), then one conditional transaction that
 * moves the reservation Reserved → Cancelled, frees its nights for others at once and writes the history
 * entry, then the refund (a card's through the provider, idempotent per reservation; a payment taken at
 * the desk handed back in cash by staff) and the cancellation mail. Staff may cancel without refund
 * (refundOption 2, a reason required): the same cancellation with nothing given back. A refund the
 * provider did not answer stays owed (store: the refunds-owed entries): Cancel pressed again or the
 * sweeper's minute sends it, and the mail goes out once, with the refund's answer.
 */
import { randomUUID } from 'node:crypto';
import { sendMail } from '#adapters/mail/index';
import { reservationCancellationMail } from '#adapters/mail/templates';
import { PaymentProviderError } from '#adapters/payments/index';
import type { HistoryEntry } from '#domain/audit';
import {
  type CancellationBreakdown,
  LIFECYCLE_MESSAGE,
  REFUND_OPTION,
  cancellationBreakdown,
  customerModifiable,
} from '#domain/booking/lifecycle';
import {
  type OrderRecord,
  type OrderRefund,
  cancellationReference,
  refusedRefundNotice,
} from '#domain/booking/order';
import { allocateRefund, chargesOf, netPaidCents, paidFeesOf } from '#domain/booking/edit';
import type { ReservationCancellation, ReservationRecord } from '#domain/booking/reservation';
import type { TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { formatCents, formatDate, paymentMethodText } from '#domain/display-format';
import { BadRequestError, NotFoundError, RefusedError, UnavailableError } from '#domain/errors';
import { PRICING_OPERATION } from '#domain/pricing/fee-types';
import { paymentMethodOf } from '#domain/pricing/totals';
import { getLocation } from '#store/locations';
import { getOrder } from '#store/orders';
import {
  type OwedRefund,
  cancelReservationRecord,
  closeOwedRefund,
  getReservation,
  restoreOwedRefund,
} from '#store/reservations';
import { REFERENCE_KIND } from '#store/keys';
import { getReference } from '#store/reference';
import { getSpot } from '#store/spots';
import { mailTemplate } from '#store/templates';
import { getTenant } from '#store/tenants';
import { quoteReservation } from './quote.ts';
import { refundCharge } from './refunds.ts';

export const CANCELLATION_MESSAGE = {
  refundDelayed:
    'Your reservation is cancelled. The refund could not be sent to your card just now: it will be sent in the next few minutes, and an e-mail will tell you when it has been.',
  reasonRequired: 'Reason is required',
} as const;

/** How a cancellation gives money back: refundOption 1 to the payments (default), 2 nothing (staff, with a reason). */
export interface CancellationOptions {
  refundOption?: number;
}

/** Who cancels: a customer (only their own reservations, only while customerModifiable) or staff. */
export type Canceller =
  { kind: 'customer'; customerId: number; username: string } | { kind: 'staff'; username: string };

export interface CancellationPlan {
  reservation: ReservationRecord;
  order: OrderRecord;
  breakdown: CancellationBreakdown;
  parkToday: string;
}

/** The reservation, if the canceller may see it: a customer sees only their own (others are not found). */
export async function reservationFor(
  tenantId: TenantId,
  reservationId: number,
  who: Canceller,
): Promise<ReservationRecord> {
  const r = await getReservation(tenantId, reservationId);
  if (!r || r.status === 'Pending' || (who.kind === 'customer' && r.customerId !== who.customerId))
    throw new NotFoundError(`Reservation ${reservationId} was not found.`);
  return r;
}

/** What cancelling it would pay back, and whether the canceller may cancel it now. */
export async function planCancellation(
  tenantId: TenantId,
  r: ReservationRecord,
  who: Canceller,
  now = new Date(),
): Promise<CancellationPlan> {
  const [order, park] = await Promise.all([
    r.orderId ? getOrder(tenantId, r.orderId) : undefined,
    getLocation(tenantId, r.locationId),
  ]);
  const parkToday = todayIn(park?.timezone ?? 'UTC', now);
  if (who.kind === 'customer' && !customerModifiable(r, parkToday))
    throw new RefusedError([LIFECYCLE_MESSAGE.notModifiable]);
  if (!order?.payment) throw new RefusedError([LIFECYCLE_MESSAGE.notModifiable]);
  if (who.kind === 'customer' && !order.paymentToken) throw new RefusedError([LIFECYCLE_MESSAGE.paidAtPark]);
  const cancellationQuote = await quoteReservation(
    tenantId,
    {
      spotId: r.spotId,
      startDate: r.startDate,
      endDate: r.endDate,
      numberOfAdults: r.numberOfAdults,
      numberOfVehicles: r.numberOfVehicles,
      discounts: r.discounts,
      addOns: r.addOns,
      operationId: PRICING_OPERATION.Cancellation,
    },
    { salesChannel: r.salesChannel, now },
  );
  const breakdown = cancellationBreakdown(
    paidFeesOf(r, order),
    paymentMethodOf(order.paymentTypeId),
    cancellationQuote,
    netPaidCents(chargesOf(r, order)),
  );
  return { reservation: r, order, breakdown, parkToday };
}

export interface CancellationResult {
  reservation: ReservationRecord;
  order: OrderRecord;
  breakdown: CancellationBreakdown;
  /** The refund (its amount the sum when it went back to several payments); a refused one if any was. */
  refund: OrderRefund | null;
}

/** The breakdown of a cancellation without refund: what was paid is kept. */
export const withoutRefund = (b: CancellationBreakdown): CancellationBreakdown => ({ ...b, refundCents: 0 });

/** Cancels the reservation and refunds it (or, already cancelled, sends a refund that did not go through). */
export async function cancelReservation(
  tenantId: TenantId,
  reservationId: number,
  who: Canceller,
  reason: string | null,
  now = new Date(),
  { refundOption = REFUND_OPTION.OriginalPayment }: CancellationOptions = {},
): Promise<CancellationResult> {
  const keep = refundOption === REFUND_OPTION.NoRefund;
  if (keep && who.kind !== 'staff') throw new RefusedError([LIFECYCLE_MESSAGE.refundOption]);
  if (keep && !reason)
    throw new BadRequestError(CANCELLATION_MESSAGE.reasonRequired, {
      reason: [CANCELLATION_MESSAGE.reasonRequired],
    });
  const r = await reservationFor(tenantId, reservationId, who);
  if (r.status === 'Cancelled' && r.cancellation) return refundAndTell(tenantId, r, who.username);

  const plan = await planCancellation(tenantId, r, who, now);
  const breakdown = keep ? withoutRefund(plan.breakdown) : plan.breakdown;
  const at = now.toISOString();
  const entry: HistoryEntry = {
    activityDate: at,
    username: who.username,
    actionPerformed: keep ? 'Reservation cancelled without refund' : 'Reservation cancelled',
    auditTransactionId: randomUUID(),
    auditBusinessAction: keep ? 'CancelReservationWithoutRefund' : 'CancelReservation',
    changes: [
      { field: 'status', oldValue: 'Reserved', newValue: 'Cancelled' },
      { field: 'cancellationFee', oldValue: null, newValue: formatCents(breakdown.cancellationFeeCents) },
      { field: 'refund', oldValue: null, newValue: formatCents(breakdown.refundCents) },
      ...(reason ? [{ field: 'reason', oldValue: null, newValue: reason }] : []),
    ],
  };
  const atCounter = who.kind === 'staff';
  const cancellation: ReservationCancellation = {
    cancelledAt: at,
    cancelledBy: who.username,
    reason,
    ...breakdown,
    ...(atCounter ? { refundAtCounter: true } : {}),
  };
  const owes = allocateRefund(chargesOf(r, plan.order), breakdown.refundCents, { atCounter }).length > 0;
  const owed = owes ? { reservationId: r.id, cancelledAt: at, by: who.username } : undefined;
  const expectCustomer = who.kind === 'customer' ? who.customerId : null;
  if (!(await cancelReservationRecord(tenantId, r, cancellation, entry, expectCustomer, owed))) {
    // Cancelled meanwhile (a double click): carry on with that cancellation's refund; anything else refuses.
    const now2 = await getReservation(tenantId, r.id);
    if (now2?.status === 'Cancelled' && now2.cancellation) return refundAndTell(tenantId, now2, who.username);
    throw new RefusedError([LIFECYCLE_MESSAGE.notModifiable]);
  }
  const cancelled: ReservationRecord = { ...r, status: 'Cancelled', cancellation, updatedAt: at };
  return refundAndTell(tenantId, cancelled, who.username, { order: plan.order, owesNothing: !owes });
}

/**
 * The refund of a cancelled reservation, then its mail, once. The mail goes out with the refund's answer
 * (approved or refused): sent by whoever closes the refund owed (the cancel, the cancel pressed again,
 * the sweeper's retry), so racing callers mail once; a cancellation that gives nothing back is mailed
 * by the cancel itself. A provider that does not answer leaves the refund owed (UnavailableError).
 */
async function refundAndTell(
  tenantId: TenantId,
  r: ReservationRecord,
  by: string,
  fresh?: { order: OrderRecord; owesNothing: boolean },
): Promise<CancellationResult> {
  const result = await refundCancelled(tenantId, r, by, fresh?.order);
  const closed = fresh?.owesNothing
    ? undefined
    : await closeOwedRefund(tenantId, r.id, r.cancellation!.cancelledAt);
  if (!closed && !fresh?.owesNothing) return result;
  try {
    await sendCancellationMail(tenantId, result);
  } catch (err) {
    // The cancellation and its refund stand; a refund's mail is owed again, for the sweeper to send.
    console.error(`cancellation mail for reservation ${r.id} not sent: ${(err as Error).message}`);
    if (closed) await restoreOwedRefund(tenantId, closed);
  }
  return result;
}

/**
 * The sweeper's retry of a refund owed (its provider did not answer before): the refund, once per
 * reference, and the cancellation mail once it has its answer. 'waiting' while the provider stays silent.
 */
export async function retryOwedRefund(tenantId: TenantId, owed: OwedRefund): Promise<'settled' | 'waiting'> {
  const r = await getReservation(tenantId, owed.reservationId);
  if (r?.status !== 'Cancelled' || r.cancellation?.cancelledAt !== owed.cancelledAt) {
    // Nothing to refund under this entry (it is written only with its cancellation).
    await closeOwedRefund(tenantId, owed.reservationId, owed.cancelledAt);
    return 'settled';
  }
  try {
    await refundAndTell(tenantId, r, owed.by);
    return 'settled';
  } catch (err) {
    if (err instanceof UnavailableError) return 'waiting';
    throw err;
  }
}

/**
 * The refund of a cancelled reservation, once (the reference is the reservation's): to its card
 * payments, and when cancelled at the desk its counter payments in cash.
 */
async function refundCancelled(
  tenantId: TenantId,
  r: ReservationRecord,
  by: string,
  known?: OrderRecord,
): Promise<CancellationResult> {
  const order = known ?? (r.orderId ? await getOrder(tenantId, r.orderId) : undefined);
  const c = r.cancellation!;
  if (!order) throw new NotFoundError(`The order of reservation ${r.id} was not found.`);
  const breakdown: CancellationBreakdown = {
    paidCents: c.paidCents,
    nonRefundableCents: c.nonRefundableCents,
    cancellationFeeCents: c.cancellationFeeCents,
    refundCents: c.refundCents,
  };
  // Back to the payments the reservation received, the latest first (a change's before the purchase's).
  const charges = chargesOf(r, order);
  const shares = allocateRefund(charges, c.refundCents, { atCounter: c.refundAtCounter ?? false });
  if (shares.length === 0) return { reservation: r, order, breakdown, refund: null };
  try {
    let current = order;
    const refunds: OrderRefund[] = [];
    for (const [i, share] of shares.entries()) {
      const charge = charges[share.charge]!;
      const refund = await refundCharge(
        tenantId,
        current,
        charge,
        {
          amountCents: share.amountCents,
          reference:
            i === 0 ? cancellationReference(r.id) : `${cancellationReference(r.id)}-${charge.orderId}`,
          reason: `Reservation ${r.reservationNumber} cancelled`,
          reservationId: r.id,
          cancellationFeeCents: i === 0 ? c.cancellationFeeCents : 0,
        },
        by,
      );
      refunds.push(refund);
      current = { ...current, refunds: [...(current.refunds ?? []), refund] };
    }
    const refused = refunds.find((x) => x.status !== 'approved');
    return {
      reservation: r,
      order: current,
      breakdown,
      refund: refused ?? { ...refunds[0]!, amountCents: refunds.reduce((n, x) => n + x.amountCents, 0) },
    };
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new UnavailableError(CANCELLATION_MESSAGE.refundDelayed);
    throw err;
  }
}

async function sendCancellationMail(tenantId: TenantId, result: CancellationResult): Promise<void> {
  const { reservation: r, order, breakdown, refund } = result;
  const to = order.emailAddress ?? r.primaryOccupant.email;
  if (!to) return;
  const [tenant, park, spot, paymentType, template] = await Promise.all([
    getTenant(tenantId),
    getLocation(tenantId, r.locationId),
    getSpot(tenantId, r.spotId),
    refund ? getReference(tenantId, REFERENCE_KIND.paymentType, refund.paymentTypeId) : undefined,
    mailTemplate(tenantId, 'reservation-cancellation', r.locationId),
  ]);
  await sendMail(
    reservationCancellationMail(
      { tenantId, siteTitle: tenant?.siteTitle ?? tenantId },
      to,
      {
        customerName: `${r.primaryOccupant.firstName} ${r.primaryOccupant.lastName}`.trim(),
        reservationNumber: r.reservationNumber,
        orderNumber: order.orderNumber,
        parkName: park?.longName ?? '',
        site: spot?.name ?? String(r.spotId),
        checkIn: formatDate(r.startDate),
        checkOut: formatDate(r.endDate),
        amountPaid: formatCents(breakdown.paidCents),
        nonRefundableFees: formatCents(breakdown.nonRefundableCents),
        cancellationFee: formatCents(breakdown.cancellationFeeCents),
        amountRefunded: formatCents(refund?.status === 'approved' ? refund.amountCents : 0),
        refundedTo:
          refund?.status === 'approved' && refund.lastFour
            ? paymentMethodText(paymentType?.name, refund.lastFour)
            : '',
        ...(refund?.status === 'refused' ? { refundProblem: refusedRefundNotice(refund) } : {}),
      },
      template,
    ),
  );
}
