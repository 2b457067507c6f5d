/**
 * Changing a sold reservation (public §4.6, admin §4.4): new dates and/or another spot of the same park.
 * Pure: which nights the change keeps, takes and frees; what it costs against what was paid; and which
 * card a refund goes back to. The store makes the swap one conditional transaction; the booking module
 * takes the payment or issues the refund.
 *
 * Money: the stay's own lines (reservation, park use, add-ons) are priced again for the new stay and the
 * difference is paid or refunded, plus the tenant's modification fee. The transaction and convenience
 * fees of the purchase were for a service given; they are neither charged again nor refunded.
 */
import type { AuditChange } from '#domain/audit';
import { formatCents, formatDate } from '#domain/display-format';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import type { FeeLineCents } from '#domain/pricing/fees';
import { type PaymentMethod, feeAmountCents, paymentMethodOf } from '#domain/pricing/totals';
import type { OrderRecord } from './order.ts';
import type { ReservationRecord } from './reservation.ts';

export const EDIT_MESSAGE = {
  notEditHold:
    'Choose the new dates or spot for this reservation again: its hold has expired or was released.',
  otherPark: 'A reservation can be changed to another spot of the same park only.',
  changedMeanwhile: 'This reservation was changed meanwhile. Open it again to see it as it is now.',
  feeOverrideNotAllowed: 'You do not have permission to override fees.',
} as const;

/** The lines of the stay itself: priced again on a change and refundable on a cancellation. */
export const STAY_FEE_TYPES: readonly number[] = [FEE_TYPE.Reservation, FEE_TYPE.ParkUse, FEE_TYPE.AddOn];

export interface NightsSwap {
  /** Nights the reservation owns and keeps (same spot): never released during the change. */
  kept: string[];
  /** Nights the change takes (held by the edit's claim until the change completes). */
  added: string[];
  /** Nights of the old stay given up when the change completes. */
  freed: string[];
}

export function nightsSwap(
  before: { spotId: number; nights: readonly string[] },
  after: { spotId: number; nights: readonly string[] },
): NightsSwap {
  const owned = new Set(before.spotId === after.spotId ? before.nights : []);
  const kept = after.nights.filter((n) => owned.has(n));
  const keep = new Set(kept);
  return {
    kept,
    added: after.nights.filter((n) => !keep.has(n)),
    freed: before.nights.filter((n) => !keep.has(n)),
  };
}

/** One payment the reservation received: a purchase or a change paid on the hosted card page. */
export interface ReservationCharge {
  orderId: number;
  /** The provider session it was paid in (refunds go back through it); null when paid at the counter. */
  token: string | null;
  paymentTypeId: number;
  amountCents: number;
  /** What has been given back from this payment. */
  refundedCents: number;
  lastFour: string | null;
  cardholderName: string | null;
}

export function netPaidCents(charges: readonly ReservationCharge[]): number {
  return charges.reduce((n, c) => n + c.amountCents - c.refundedCents, 0);
}

export interface RefundShare {
  /** Index into the charges. */
  charge: number;
  amountCents: number;
}

/**
 * Splits a refund over the payments it can go back to, the latest first (a change's payment before the
 * purchase's), each up to what it still holds. Counter payments (no session) are not refunded online:
 * the shares may sum to less than asked when only they are left. At the desk (`atCounter`) staff hand
 * counter payments back in cash, so they take their share too.
 */
export function allocateRefund(
  charges: readonly ReservationCharge[],
  cents: number,
  { atCounter = false }: { atCounter?: boolean } = {},
): RefundShare[] {
  const shares: RefundShare[] = [];
  let left = cents;
  for (let i = charges.length - 1; i >= 0 && left > 0; i--) {
    const c = charges[i]!;
    const available = c.token || atCounter ? c.amountCents - c.refundedCents : 0;
    const amountCents = Math.min(available, left);
    if (amountCents <= 0) continue;
    shares.push({ charge: i, amountCents });
    left -= amountCents;
  }
  return shares;
}

/** The charges after the shares were refunded. */
export function withRefunds(charges: readonly ReservationCharge[], shares: readonly RefundShare[]) {
  return charges.map((c, i) => ({
    ...c,
    refundedCents:
      c.refundedCents + shares.filter((s) => s.charge === i).reduce((n, s) => n + s.amountCents, 0),
  }));
}

export interface EditMoney {
  /** What the reservation has paid, net of refunds. */
  previousCents: number;
  /** The new stay's own lines. */
  newStayCents: number;
  modificationFeeCents: number;
  /** More to pay (≥ 0). */
  dueCents: number;
  /** Less to pay: given back (≥ 0). */
  refundCents: number;
  /** The reservation's fee lines after the change: the new stay, the kept service fees, the modification fee. */
  fees: FeeLineCents[];
}

/**
 * The money of a change: the new stay's lines against the stay lines the reservation paid, plus the
 * modification fee of the modification quote (its CancellationModification lines).
 */
export function editMoney(
  paidFees: readonly FeeLineCents[],
  modificationQuote: readonly FeeLineCents[],
  method: PaymentMethod,
  previousCents: number,
): EditMoney {
  const amount = (lines: readonly FeeLineCents[]) => lines.reduce((n, f) => n + feeAmountCents(f, method), 0);
  const isStay = (f: FeeLineCents) => STAY_FEE_TYPES.includes(f.feeType);
  const newStay = modificationQuote.filter(isStay);
  const modification = modificationQuote.filter((f) => f.feeType === FEE_TYPE.CancellationModification);
  const difference = amount(newStay) - amount(paidFees.filter(isStay)) + amount(modification);
  return {
    previousCents,
    newStayCents: amount(newStay),
    modificationFeeCents: amount(modification),
    dueCents: Math.max(0, difference),
    refundCents: Math.max(0, -difference),
    fees: [...newStay, ...paidFees.filter((f) => !isStay(f)), ...modification],
  };
}

/** The fee lines a reservation paid: its own once changed, else its share of its order's. */
export function paidFeesOf(
  r: Pick<ReservationRecord, 'id' | 'fees' | 'charges'>,
  order: Pick<OrderRecord, 'feesByReservation'>,
): FeeLineCents[] {
  return r.charges ? r.fees : (order.feesByReservation[r.id] ?? r.fees);
}

/** The payments a reservation received: its own record once changed, else its share of its order's payment. */
export function chargesOf(
  r: Pick<ReservationRecord, 'id' | 'fees' | 'charges'>,
  order: Pick<
    OrderRecord,
    'id' | 'feesByReservation' | 'paymentTypeId' | 'paymentToken' | 'payment' | 'refunds'
  >,
): ReservationCharge[] {
  if (r.charges) return r.charges;
  if (!order.payment) return [];
  const method = paymentMethodOf(order.paymentTypeId);
  const refunded = (order.refunds ?? [])
    .filter((x) => x.status === 'approved' && x.reservationId === r.id)
    .reduce((n, x) => n + x.amountCents, 0);
  return [
    {
      orderId: order.id,
      token: order.paymentToken,
      paymentTypeId: order.paymentTypeId,
      amountCents: paidFeesOf(r, order).reduce((n, f) => n + feeAmountCents(f, method), 0),
      refundedCents: refunded,
      lastFour: order.payment.lastFour,
      cardholderName: order.payment.cardholderName,
    },
  ];
}

/** What a change's history entry lists: each field that changed, and each override a staff user made. */
export function editChanges(
  before: Pick<
    ReservationRecord,
    | 'spotId'
    | 'startDate'
    | 'endDate'
    | 'numberOfAdults'
    | 'numberOfVehicles'
    | 'primaryOccupant'
    | 'totalCents'
    | 'feeOverrides'
    | 'overriddenRules'
    | 'overriddenClosureDays'
  >,
  after: typeof before,
): AuditChange[] {
  const name = (r: typeof before) => `${r.primaryOccupant.firstName} ${r.primaryOccupant.lastName}`;
  const fields: [string, string | null, string | null][] = [
    ['spotId', String(before.spotId), String(after.spotId)],
    ['arrivalDate', formatDate(before.startDate), formatDate(after.startDate)],
    ['departureDate', formatDate(before.endDate), formatDate(after.endDate)],
    ['numberOfAdults', String(before.numberOfAdults), String(after.numberOfAdults)],
    ['numberOfVehicles', String(before.numberOfVehicles), String(after.numberOfVehicles)],
    ['primaryOccupant', name(before), name(after)],
    ['total', formatCents(before.totalCents), formatCents(after.totalCents)],
  ];
  const changed = fields
    .filter(([, o, n]) => o !== n)
    .map(([field, oldValue, newValue]) => ({ field, oldValue, newValue }));
  // The overrides this change made (those of the reservation before it stay as they were).
  const fees = after.feeOverrides.slice(before.feeOverrides.length).map((o) => ({
    field: `feeOverride: ${o.name}`,
    oldValue: formatCents(o.fromCents),
    newValue: formatCents(o.toCents),
  }));
  const rules = after.overriddenRules
    .filter((rule) => !before.overriddenRules.includes(rule))
    .map((rule) => ({
      field: `businessRuleOverride: ${rule}`,
      oldValue: 'enforced',
      newValue: 'overridden',
    }));
  const closures = after.overriddenClosureDays.filter((d) => !before.overriddenClosureDays.includes(d));
  const closure = closures.length
    ? [{ field: 'parkClosureOverride', oldValue: null, newValue: closures.map(formatDate).join(', ') }]
    : [];
  return [...changed, ...fees, ...rules, ...closure];
}
