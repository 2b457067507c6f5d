/** A sold reservation as its customer reads it (public §3.5 "Customer reservation detail"). */
import type { CustomerReservationDetail } from '#contract/lifecycle';
import { CARD_LABELS, type refundItemSchema } from '#contract/receipts';
import type { z } from 'zod';
import type { RefundShare, ReservationCharge } from '#domain/booking/edit';
import { type CancellationBreakdown, customerModifiable } from '#domain/booking/lifecycle';
import type { OrderRecord } from '#domain/booking/order';
import type { ReservationRecord } from '#domain/booking/reservation';
import { BOOKING_TYPE, type LocationRecord, type LoopRecord, type SpotRecord } from '#domain/catalogue';
import {
  formatCents,
  formatDate,
  formatDateTimeIn,
  formatPhone,
  paymentMethodText,
} from '#domain/display-format';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { feeAmountCents, paymentMethodOf, totalCents } from '#domain/pricing/totals';
import type { ReferenceData } from '#store/reference';

type ModificationRefundItem = z.infer<typeof refundItemSchema>;

/** What one reservation's view is made of, as stored. */
export interface ReservationViewRecords {
  reservation: ReservationRecord;
  order: OrderRecord | undefined;
  park: LocationRecord | undefined;
  spot: SpotRecord | undefined;
  loop: LoopRecord | undefined;
  reference: ReferenceData;
  parkToday: string;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function toCustomerReservationDetail(v: ReservationViewRecords): CustomerReservationDetail {
  const { reservation: r, order, park, spot, loop, reference } = v;
  const product = spot ? reference.PRODUCT.get(spot.productId) : undefined;
  const classification = product ? reference.CLASSIFICATION.get(product.productClassificationId) : undefined;
  const method = paymentMethodOf(order?.paymentTypeId ?? 1);
  const fees = order?.feesByReservation[r.id] ?? r.fees;
  const ownRefunds = (order?.refunds ?? []).filter(
    (x) => x.reservationId === r.id && x.status === 'approved',
  );
  const image = park?.images[0]?.url ?? park?.featuredImageUrl ?? '';
  return {
    id: r.id,
    locationId: r.locationId,
    locationImageUrl: image,
    reservationNumber: r.reservationNumber,
    orderNumber: order?.orderNumber ?? '',
    orderId: r.orderId,
    classification: classification?.name ?? '',
    bookingType: r.dayUse ? 'Day Use' : 'Overnight',
    isDayUse: product?.bookingTypeId === BOOKING_TYPE.DayUse || r.dayUse,
    parkName: park?.longName ?? '',
    parkStreet1: park?.street1 ?? '',
    parkStreet2: park?.street2 ?? '',
    parkCity: park?.city ?? '',
    parkState: park?.state ?? '',
    parkZipcode: park?.zipcode ?? '',
    parkPhone: park ? formatPhone(park.phoneNumber) : '',
    loopName: loop?.name ?? '',
    spotId: r.spotId,
    spotName: spot?.name ?? '',
    lockCode: r.lockCode,
    daysUntilTrip: Math.max(0, daysBetween(v.parkToday, r.startDate)),
    arrivalDate: formatDate(r.startDate),
    departureDate: formatDate(r.endDate),
    numberOfAdults: r.numberOfAdults,
    numberOfVehicles: r.numberOfVehicles,
    equipmentType:
      r.equipmentTypeId !== null ? (reference.EQUIPMENTTYPE.get(r.equipmentTypeId)?.name ?? '') : '',
    equipmentLength: r.equipmentLength,
    customerModifiable: customerModifiable(r, v.parkToday),
    reservationStatus: r.status,
    transactionDate: order
      ? formatDateTimeIn(order.completedAt ?? order.createdAt, park?.timezone ?? 'UTC')
      : '',
    recentRefundAmount: formatCents(ownRefunds.reduce((n, x) => n + x.amountCents, 0)),
    previousParkUseFeePaid: formatCents(
      fees.filter((f) => f.feeType === FEE_TYPE.ParkUse).reduce((n, f) => n + feeAmountCents(f, method), 0),
    ),
    paymentType: order ? (reference.PAYMENTTYPE.get(order.paymentTypeId)?.name ?? '') : '',
    totalPaid: formatCents(order?.payment ? totalCents(fees, method) : 0),
    reservationFees: fees.map((f) => ({
      name: f.name,
      feeType: f.feeType,
      amount: formatCents(feeAmountCents(f, method)),
    })),
    discounts: r.discounts.flatMap((id) => {
      const d = reference.DISCOUNTCLASS.get(id);
      return d ? [d.name] : [];
    }),
    addOns: r.addOns.map((a) => ({ id: a.id, quantity: a.quantity })),
    primaryOccupant: { ...r.primaryOccupant },
  };
}

/** A cancellation's money as staff and customers read it before and after confirming. */
export function toCancellationBreakdownView(
  r: Pick<ReservationRecord, 'id' | 'reservationNumber'>,
  b: CancellationBreakdown,
  paymentTypeName: string,
  lastFour: string | null | undefined,
) {
  return {
    reservationId: r.id,
    reservationNumber: r.reservationNumber,
    amountPaid: formatCents(b.paidCents),
    nonRefundableFees: formatCents(b.nonRefundableCents),
    cancellationFee: formatCents(b.cancellationFeeCents),
    refundAmount: formatCents(b.refundCents),
    refundTo: b.refundCents > 0 ? paymentMethodText(paymentTypeName, lastFour) : '',
  };
}

/**
 * Where a change's refund goes (modification-refund-breakdown): each share of it with the payment it goes
 * back to, a card by its last four digits, a counter payment as handed back at the desk.
 */
export function toModificationRefundItems(
  charges: readonly ReservationCharge[],
  shares: readonly RefundShare[],
  paymentTypes: readonly { id: number; name: string }[],
): ModificationRefundItem[] {
  return shares.map((share) => {
    const c = charges[share.charge]!;
    const card = c.token !== null && c.lastFour !== null;
    return {
      paymentType: paymentTypes.find((t) => t.id === c.paymentTypeId)?.name ?? '',
      cardHolderName: card ? (c.cardholderName ?? '') : '',
      cardHolderNameLabel: card ? CARD_LABELS.cardHolderName : '',
      lastFour: card ? (c.lastFour ?? '') : '',
      lastFourLabel: card ? CARD_LABELS.lastFour : '',
      amountRefunded: formatCents(share.amountCents),
    };
  });
}
