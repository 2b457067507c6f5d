/** Reservations as the front desk reads them (admin §3.3): search rows and the admin detail. */
import type { AdminReservationDetail, ParkDaySummaryView, ReservationSearchRow } from '#contract/front-desk';
import type { HistoryEntry } from '#domain/audit';
import type { FrontDeskReservation, ParkDaySummary } from '#domain/booking/front-desk';
import { customerModifiable } from '#domain/booking/lifecycle';
import type { OrderRecord } from '#domain/booking/order';
import { formatCents, formatDate, formatDateTimeIn, formatPhone } from '#domain/display-format';
import { feeAmountCents, paymentMethodOf, totalCents } from '#domain/pricing/totals';
import type { CustomerRecord } from '#store/customers';
import type { ReservationComment } from '#store/front-desk';
import { toCustomerReservationDetail, type ReservationViewRecords } from './reservations.ts';

/** The channel a reservation was sold through (enum 1–4). */
const SALES_CHANNEL: Record<number, string> = { 1: 'Online', 2: 'Park Office', 3: 'Call Center', 4: 'Kiosk' };

const fullName = (p: { firstName: string; lastName: string } | undefined) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : '';

export interface FrontDeskView extends ReservationViewRecords {
  reservation: FrontDeskReservation;
  customer: CustomerRecord | undefined;
}

export function toSearchRow(v: FrontDeskView): ReservationSearchRow {
  const { reservation: r, order, park, spot, loop, customer, reference } = v;
  const occupant = r.primaryOccupant;
  return {
    id: r.id,
    locationId: r.locationId,
    reservationNumber: r.reservationNumber,
    reservationStatus: r.status,
    subStatus: r.subStatus ?? '',
    park: park?.longName ?? '',
    spot: spot?.name ?? String(r.spotId),
    loop: loop?.name ?? '',
    customerName: fullName(customer) || fullName(occupant),
    primaryOccupantName: fullName(occupant),
    arrivalDate: formatDate(r.startDate),
    departureDate: formatDate(r.endDate),
    transactionDate: order ? formatDate(order.completedAt ?? order.createdAt) : '',
    imageUrl: spot?.featuredImageUrl ?? '',
    phone: formatPhone(customer?.primaryPhoneNumber ?? occupant.mobilePhone ?? occupant.homePhone ?? ''),
    emailAddress: customer?.email ?? occupant.email,
    numberOfPeople: r.numberOfAdults,
    numberOfVehicles: r.numberOfVehicles,
    paymentType: order ? (reference.PAYMENTTYPE.get(order.paymentTypeId)?.name ?? '') : '',
    paymentChargebackCompleted: r.paymentChargebackCompleted === true,
    checkedInDate: formatDate(r.checkedInDate ?? null),
    checkedOutDate: formatDate(r.checkedOutDate ?? null),
  };
}

/**
 * The reservation's detail; `changeOrders` are the orders of its changes, whose refunds (a change to a
 * cheaper stay) are listed beside the purchase's.
 */
export function toAdminReservationDetail(
  v: FrontDeskView,
  changeOrders: readonly OrderRecord[] = [],
): AdminReservationDetail {
  const { reservation: r, order, park, spot, customer, reference } = v;
  const base = toCustomerReservationDetail(v);
  const product = spot ? reference.PRODUCT.get(spot.productId) : undefined;
  const productType = product ? reference.PRODUCTTYPE.get(product.productTypeId) : undefined;
  const method = paymentMethodOf(order?.paymentTypeId ?? 1);
  const fees = order?.feesByReservation[r.id] ?? r.fees;
  const zone = park?.timezone ?? 'UTC';
  const paymentTypeName = (id: number) => reference.PAYMENTTYPE.get(id)?.name ?? '';
  const c = r.cancellation;
  return {
    id: r.id,
    tenantId: customer?.tenantId ?? '',
    locationId: r.locationId,
    parkName: base.parkName,
    loopName: base.loopName,
    spotName: base.spotName,
    spotId: r.spotId,
    classification: base.classification,
    classificationId: product?.productClassificationId ?? 0,
    productType: productType?.name ?? '',
    bookingType: base.bookingType,
    transactionDate: base.transactionDate,
    reservationNumber: r.reservationNumber,
    orderNumber: base.orderNumber,
    orderId: r.orderId,
    customerId: r.customerId,
    customerName: fullName(customer),
    customerEmail: customer?.email ?? '',
    customerPhone: customer ? formatPhone(customer.primaryPhoneNumber) : '',
    primaryOccupantName: fullName(r.primaryOccupant),
    primaryOccupant: { ...r.primaryOccupant },
    status: r.status,
    subStatus: r.subStatus ?? '',
    salesChannel: SALES_CHANNEL[r.salesChannel] ?? String(r.salesChannel),
    arrivalDate: base.arrivalDate,
    departureDate: base.departureDate,
    numberOfAdults: r.numberOfAdults,
    numberOfVehicles: r.numberOfVehicles,
    equipmentType: base.equipmentType,
    equipmentLength: r.equipmentLength,
    checkedInDate: formatDate(r.checkedInDate ?? null),
    checkedInBy: r.checkedInBy ?? '',
    checkedOutDate: formatDate(r.checkedOutDate ?? null),
    checkedOutBy: r.checkedOutBy ?? '',
    customerModifiable: customerModifiable(r, v.parkToday),
    walkInReservation: r.walkInReservation,
    isDayUse: base.isDayUse,
    orderHasMultipleReservations: (order?.reservationIds.length ?? 0) > 1,
    paymentChargebackCompleted: r.paymentChargebackCompleted === true,
    discounts: base.discounts,
    addOns: base.addOns,
    paymentType: base.paymentType,
    reservationFees: fees.map((f) => ({
      name: f.name,
      feeType: f.feeType,
      amount: formatCents(feeAmountCents(f, method)),
    })),
    totalAmount: formatCents(totalCents(fees, method)),
    // Once changed, the reservation records each payment it received (its purchase's share, each change's).
    payments: r.charges
      ? r.charges.map((c) => ({
          datePaid:
            c.orderId === order?.id && order.payment ? formatDateTimeIn(order.payment.datePaid, zone) : '',
          amount: formatCents(c.amountCents),
          paymentType: paymentTypeName(c.paymentTypeId),
          lastFour: c.lastFour ?? '',
          cardholderName: c.cardholderName ?? '',
        }))
      : order?.payment
        ? [
            {
              datePaid: formatDateTimeIn(order.payment.datePaid, zone),
              amount: formatCents(order.payment.amountCents),
              paymentType: paymentTypeName(order.payment.paymentTypeId),
              lastFour: order.payment.lastFour ?? '',
              cardholderName: order.payment.cardholderName ?? '',
            },
          ]
        : [],
    refunds: [order, ...changeOrders]
      .flatMap((o) => o?.refunds ?? [])
      .filter((x) => x.reservationId === undefined || x.reservationId === r.id)
      .sort((a, b) => a.refundedAt.localeCompare(b.refundedAt))
      .map((x) => ({
        dateRefunded: formatDateTimeIn(x.refundedAt, zone),
        amount: formatCents(x.amountCents),
        status: x.status === 'approved' ? 'Approved' : 'Refused',
        lastFour: x.lastFour ?? '',
        reason: x.reason,
      })),
    overrides: [
      ...r.feeOverrides.map((o) => ({
        fieldOverridden: `Fee: ${o.name}`,
        previousValue: formatCents(o.fromCents),
        overriddenValue: `${formatCents(o.toCents)} (${o.reason}, ${o.by})`,
      })),
      ...r.overriddenRules.map((rule) => ({
        fieldOverridden: 'Business rule',
        previousValue: rule,
        overriddenValue: 'Overridden',
      })),
      ...r.overriddenClosureDays.map((day) => ({
        fieldOverridden: 'Park closure',
        previousValue: formatDate(day),
        overriddenValue: 'Overridden',
      })),
    ],
    cancellation: c
      ? {
          cancelledDate: formatDateTimeIn(c.cancelledAt, zone),
          cancelledBy: c.cancelledBy,
          reason: c.reason ?? '',
          cancellationFee: formatCents(c.cancellationFeeCents),
          refundAmount: formatCents(c.refundCents),
        }
      : null,
  };
}

export function toParkDaySummary(s: ParkDaySummary, parkName: string): ParkDaySummaryView {
  return {
    ...s,
    parkName,
    occupancyPercent: s.totalSpots ? Math.round((100 * s.occupiedSpots) / s.totalSpots) : 0,
  };
}

export function toReservationActivity(r: FrontDeskReservation, e: HistoryEntry) {
  return {
    id: e.auditTransactionId,
    locationId: r.locationId,
    confirmationNumber: r.reservationNumber,
    activityDate: e.activityDate,
    username: e.username,
    actionPerformed: e.actionPerformed,
    notes: '',
    spotReservationId: r.id,
    auditTransactionId: e.auditTransactionId,
    auditBusinessAction: e.auditBusinessAction,
    changes: e.changes.map(toChange),
  };
}

export function toChange(c: HistoryEntry['changes'][number]) {
  return { fieldName: c.field, oldValue: c.oldValue, newValue: c.newValue };
}

export const toComment = (c: ReservationComment) => ({ ...c });
