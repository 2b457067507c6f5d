/**
 * The order receipt (public §3.6, admin §3.5): `buildOrderReceipt` reads the order, its reservations,
 * their spots, loops and parks, the reference lists and the customer; `formatOrderReceipt` turns those
 * records into the receipt (pure, so the formats are tested from records alone). Amounts are charged at
 * the order's payment method (the convenience fee differs by method), from the fee lines the order fixed.
 */
import { formatCents, formatDate, formatDateTimeIn, formatPhone } from '#domain/display-format';
import {
  CARD_LABELS,
  RECEIPT_ALERT_HEADER,
  RECEIPT_TRANSACTION_TYPE,
  type OrderReceipt,
  type ReceiptReservationLine,
} from '#contract/receipts';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import type {
  LocationRecord,
  LoopRecord,
  PaymentTypeRecord,
  ProductClassificationRecord,
  ProductRecord,
  SpotRecord,
  SpotTypeRecord,
  TenantId,
} from '#domain/catalogue';
import { type FeeLineCents, type PaymentMethod, feeAmountCents, paymentMethodOf } from '#domain/pricing/fees';
import { type PaymentProvider, PaymentProviderError, paymentProvider } from '#adapters/payments/index';
import { notFound } from '#domain/errors';
import { type CustomerRecord, getCustomer } from '#store/customers';
import { getLocation } from '#store/locations';
import { getOrder } from '#store/orders';
import { type OrderRecord, refundedCents, refusedRefundNotice } from '#domain/booking/order';
import { REFUND_REASON } from '#domain/booking/states';
import { getReferenceData } from '#store/reference';
import { getReservation } from '#store/reservations';
import { type ReservationRecord } from '#domain/booking/reservation';
import { getLoop, getSpot } from '#store/spots';

/** Everything a receipt is made of, as stored. */
export interface ReceiptRecords {
  order: OrderRecord;
  reservations: ReservationRecord[];
  spots: Map<number, SpotRecord>;
  /** By `${locationId}:${loopId}`. */
  loops: Map<string, LoopRecord>;
  parks: Map<number, LocationRecord>;
  spotTypes: Map<number, SpotTypeRecord>;
  products: Map<number, ProductRecord>;
  classifications: Map<number, ProductClassificationRecord>;
  paymentTypes: Map<number, PaymentTypeRecord>;
  customer: CustomerRecord | null;
}

interface PostalAddress {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zipcode: string;
  zipcodePlus4?: string | null;
}

/** One line: '12 Main St, Apt 3, Denver, CO 80202' (zip 5 or 5-4). */
export function formatAddress(a: PostalAddress): string {
  const zip = a.zipcodePlus4 ? `${a.zipcode}-${a.zipcodePlus4}` : a.zipcode;
  const stateZip = [a.state, zip].filter(Boolean).join(' ');
  return [a.street1, a.street2, a.city, stateZip].filter((p) => p && p.trim()).join(', ');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** HTML (park descriptions, classification messages) as plain text for receipts and mail. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The paragraphs of a park's 'Reservation Info' that speak of check-in, as text. */
export function checkInInformation(park: LocationRecord): string[] {
  const info = park.descriptions.find((d) => /reservation info/i.test(d.title));
  if (!info) return [];
  const paragraphs = info.description.split(/<\/p>|<br\s*\/?>|\n/i).map(htmlToText);
  return paragraphs.filter((p) => /check-?in/i.test(p));
}

// ---- the receipt -----------------------------------------------------------------------------------

function sumByType(fees: readonly FeeLineCents[], method: PaymentMethod, ...types: number[]): number {
  return fees.filter((f) => types.includes(f.feeType)).reduce((sum, f) => sum + feeAmountCents(f, method), 0);
}

/** What discounts took off: each line's amount before discounts less its amount before any override. */
function discountCents(fees: readonly FeeLineCents[]): number {
  return fees.reduce(
    (sum, f) => sum + Math.max(0, f.undiscountedAmountCents - (f.preModifiedAmountCents ?? f.amountCents)),
    0,
  );
}

/** The fee lines the order fixed for a reservation (the reservation's own when the order kept none). */
function feesOf(r: ReceiptRecords, reservation: ReservationRecord): FeeLineCents[] {
  return r.order.feesByReservation[reservation.id] ?? reservation.fees;
}

function occupantName(o: { firstName: string; lastName: string }): string {
  return `${o.firstName} ${o.lastName}`.trim();
}

function reservationLine(
  r: ReceiptRecords,
  reservation: ReservationRecord,
  method: PaymentMethod,
  paid: boolean,
): ReceiptReservationLine {
  const fees = feesOf(r, reservation);
  const spot = r.spots.get(reservation.spotId);
  const park = r.parks.get(reservation.locationId);
  const loop = spot ? r.loops.get(`${spot.locationId}:${spot.loopId}`) : undefined;
  const total = fees.reduce((sum, f) => sum + feeAmountCents(f, method), 0);
  return {
    reservationNumber: reservation.reservationNumber,
    checkIn: formatDate(reservation.startDate),
    checkOut: formatDate(reservation.endDate),
    numberOfOccupants: reservation.numberOfAdults,
    numberOfVehicles: reservation.numberOfVehicles,
    numberOfNights: reservation.dayUse ? 0 : reservation.nights.length,
    primaryOccupantName: occupantName(reservation.primaryOccupant),
    primaryOccupantAddress: formatAddress(reservation.primaryOccupant),
    parkName: park?.longName ?? '',
    parkAddress: park ? formatAddress(park) : '',
    parkPhone: park ? formatPhone(park.phoneNumber) : '',
    parkPhoneNumber: park?.phoneNumber ?? '',
    parkWebsite: park?.url ?? '',
    area: spot ? [spot.area, loop?.name].filter(Boolean).join(', ') : '',
    site: spot?.name ?? '',
    siteTypes: (spot?.spotTypeIds ?? [])
      .map((id) => r.spotTypes.get(id)?.name)
      .filter(Boolean)
      .join(', '),
    reservationFeeAmount: formatCents(sumByType(fees, method, FEE_TYPE.Reservation)),
    transactionFeeAmount: formatCents(sumByType(fees, method, FEE_TYPE.Transaction)),
    convenienceFeeAmount: formatCents(sumByType(fees, method, FEE_TYPE.Convenience)),
    amountPaid: formatCents(paid ? total : 0),
    addOnFeeAmount: formatCents(sumByType(fees, method, FEE_TYPE.AddOn)),
  };
}

/** Where a classification message is shown: its applyMessageToWebsite or applyMessageToEmail flag. */
export type AlertChannel = 'website' | 'email';

/**
 * The alerts of a receipt (or its mail): classification messages meant for the channel (at the top
 * when the classification says so, else below), and below them each park's check-in information.
 */
export function receiptAlerts(r: ReceiptRecords, channel: AlertChannel = 'website') {
  const top: string[] = [];
  const bottom: string[] = [];
  const add = (list: string[], text: string) => {
    if (text && !list.includes(text)) list.push(text);
  };
  for (const reservation of r.reservations) {
    const spot = r.spots.get(reservation.spotId);
    const product = spot ? r.products.get(spot.productId) : undefined;
    const c = product ? r.classifications.get(product.productClassificationId) : undefined;
    const applies = channel === 'website' ? c?.applyMessageToWebsite : c?.applyMessageToEmail;
    if (c && applies && c.message) add(c.showMessageAtTop ? top : bottom, htmlToText(c.message));
  }
  const parks = [...new Set(r.reservations.map((x) => x.locationId))].flatMap((id) => {
    const park = r.parks.get(id);
    return park ? [park] : [];
  });
  for (const park of parks)
    for (const text of checkInInformation(park))
      add(bottom, parks.length > 1 ? `${park.longName}: ${text}` : text);
  // A refund the card issuer refused comes first: the customer must know the money did not go back.
  const refused = (r.order.refunds ?? []).filter((x) => x.status === 'refused').map(refusedRefundNotice);
  top.unshift(...refused);
  return {
    topAlertHeader: top.length ? RECEIPT_ALERT_HEADER.top : '',
    topAlertContentItems: top,
    bottomAlertHeader: bottom.length ? RECEIPT_ALERT_HEADER.bottom : '',
    bottomAlertContentItems: bottom,
  };
}

/**
 * The money of an order: what the provider took (its recorded payment, and any second payment of the
 * same order, refunded) and each approved refund with the card it went back to.
 */
function orderMoney(r: ReceiptRecords) {
  const { order } = r;
  const settled = (order.status === 'Completed' || order.status === 'Cancelled') && order.payment !== null;
  const refunds = (order.refunds ?? []).filter((x) => x.status === 'approved');
  const duplicates = refunds.filter((x) => x.reason === REFUND_REASON.duplicatePayment);
  const receivedCents =
    (settled ? (order.payment?.amountCents ?? 0) : 0) + duplicates.reduce((n, x) => n + x.amountCents, 0);
  const refunded = refundedCents(order);
  const refundItems = refunds.map((x) => {
    const card = x.lastFour !== null;
    return {
      paymentType: r.paymentTypes.get(x.paymentTypeId)?.name ?? '',
      cardHolderName: card ? (x.cardholderName ?? '') : '',
      cardHolderNameLabel: card ? CARD_LABELS.cardHolderName : '',
      lastFour: x.lastFour ?? '',
      lastFourLabel: card ? CARD_LABELS.lastFour : '',
      amountRefunded: formatCents(x.amountCents),
    };
  });
  return {
    receivedCents,
    refunded,
    refundItems,
    fullRefund: receivedCents > 0 && refunded >= receivedCents,
  };
}

/** The receipt of an order from its records (pure). */
export function formatOrderReceipt(r: ReceiptRecords): OrderReceipt {
  const { order, customer } = r;
  const method = paymentMethodOf(order.paymentTypeId);
  const paid = order.status === 'Completed' && order.payment !== null;
  const allFees = r.reservations.flatMap((res) => feesOf(r, res));
  const firstOccupant = r.reservations[0]?.primaryOccupant;
  const firstPark = r.parks.get(r.reservations[0]?.locationId ?? -1);
  const isCard = method === 'creditCard' && order.payment !== null;
  const money = orderMoney(r);
  const zero = formatCents(0);
  const customerName = customer ? occupantName(customer) : firstOccupant ? occupantName(firstOccupant) : '';
  const customerAddress = customer
    ? formatAddress(customer)
    : firstOccupant
      ? formatAddress(firstOccupant)
      : '';
  return {
    dateCreated: order.createdAt,
    createdBy: order.createdBy,
    dateLastModified: order.completedAt ?? order.payment?.datePaid ?? order.createdAt,
    lastModifiedBy: order.createdBy,
    orderId: order.id,
    orderStatus: order.status,
    ...(order.status === 'Declined' ? { paymentOutcome: order.paymentOutcome ?? 'declined' } : {}),
    orderNumber: order.orderNumber,
    transactionDate: formatDateTimeIn(
      order.completedAt ?? order.payment?.datePaid ?? order.createdAt,
      firstPark?.timezone ?? 'UTC',
    ),
    transactionType: RECEIPT_TRANSACTION_TYPE.purchase,
    customerName,
    customerAddress,
    customerEmail: order.emailAddress ?? customer?.email ?? firstOccupant?.email ?? '',
    paymentType: r.paymentTypes.get(order.paymentTypeId)?.name ?? '',
    cardHolderName: isCard ? (order.payment?.cardholderName ?? '') : '',
    cardHolderNameLabel: isCard ? CARD_LABELS.cardHolderName : '',
    lastFour: isCard ? (order.payment?.lastFour ?? '') : '',
    lastFourLabel: isCard ? CARD_LABELS.lastFour : '',
    totalTransactionFeeAmount: formatCents(sumByType(allFees, method, FEE_TYPE.Transaction)),
    totalConvenienceFeeAmount: formatCents(sumByType(allFees, method, FEE_TYPE.Convenience)),
    totalCancelationFeeAmount: zero,
    totalModificationFeeAmount: formatCents(sumByType(allFees, method, FEE_TYPE.CancellationModification)),
    discountApplied: formatCents(discountCents(allFees)),
    totalParkUseFee: formatCents(sumByType(allFees, method, FEE_TYPE.ParkUse)),
    totalAddOnFeeAmount: formatCents(sumByType(allFees, method, FEE_TYPE.AddOn)),
    totalAmountPaid: formatCents(money.receivedCents),
    totalAmountRefunded: formatCents(money.refunded),
    transactionReservationFeeAmount: formatCents(sumByType(allFees, method, FEE_TYPE.Reservation)),
    transactionAmountPaid: formatCents(money.receivedCents),
    transactionAmountRefunded: formatCents(money.refunded),
    previousAmountPaid: zero,
    previousParkFeePaid: zero,
    previousParkUseFeePaid: zero,
    previousAmountRefunded: zero,
    fullRefund: money.fullRefund,
    refundItems: money.refundItems,
    reservations: r.reservations.map((res) => reservationLine(r, res, method, paid)),
    ...receiptAlerts(r),
  };
}

/**
 * The receipt of the order's cancellations (Cart/cancellation/receipt): its cancelled reservations (or
 * the one asked for), the fees kept and the refunds made for them.
 */
export function formatCancellationReceipt(r: ReceiptRecords, reservationId?: number): OrderReceipt {
  const cancelled = r.reservations.filter(
    (x) =>
      x.status === 'Cancelled' && x.cancellation && (reservationId === undefined || x.id === reservationId),
  );
  const ids = new Set(cancelled.map((x) => x.id));
  const ofCancelled = (r.order.refunds ?? []).filter(
    (x) => x.reservationId !== undefined && ids.has(x.reservationId),
  );
  const refunds = ofCancelled.filter((x) => x.status === 'approved');
  const base = formatOrderReceipt({
    ...r,
    reservations: cancelled,
    order: { ...r.order, refunds: ofCancelled },
  });
  const sum = (f: (c: NonNullable<ReservationRecord['cancellation']>) => number) =>
    cancelled.reduce((n, x) => n + f(x.cancellation!), 0);
  const refunded = refunds.reduce((n, x) => n + x.amountCents, 0);
  const latest = cancelled
    .map((x) => x.cancellation!.cancelledAt)
    .sort()
    .pop();
  const park = r.parks.get(cancelled[0]?.locationId ?? -1);
  return {
    ...base,
    transactionType: RECEIPT_TRANSACTION_TYPE.cancellation,
    transactionDate: latest ? formatDateTimeIn(latest, park?.timezone ?? 'UTC') : base.transactionDate,
    totalCancelationFeeAmount: formatCents(sum((c) => c.cancellationFeeCents)),
    totalAmountPaid: formatCents(sum((c) => c.paidCents)),
    previousAmountPaid: formatCents(sum((c) => c.paidCents)),
    transactionAmountPaid: formatCents(0),
    totalAmountRefunded: formatCents(refunded),
    transactionAmountRefunded: formatCents(refunded),
    fullRefund: refunded > 0 && refunded >= sum((c) => c.paidCents),
  };
}

/**
 * The receipt of a change (Cart/modification/receipt): the reservation as changed, what it had paid
 * before, the modification fee, what this change took or gave back.
 */
export function formatModificationReceipt(r: ReceiptRecords): OrderReceipt {
  const edit = r.order.pendingEdit;
  const base = formatOrderReceipt(r);
  if (!edit) return base;
  return {
    ...base,
    transactionType: RECEIPT_TRANSACTION_TYPE.modification,
    totalModificationFeeAmount: formatCents(edit.modificationFeeCents),
    previousAmountPaid: formatCents(edit.previousCents),
  };
}

// ---- reading the records ---------------------------------------------------------------------------

/** The order and its reservations, or a 404 for an unknown order. */
export async function loadOrderWithReservations(
  tenantId: TenantId,
  orderId: number,
): Promise<{ order: OrderRecord; reservations: ReservationRecord[] }> {
  const order = await getOrder(tenantId, orderId);
  if (!order) throw notFound('Order', orderId);
  const reservations = (
    await Promise.all(order.reservationIds.map((id) => getReservation(tenantId, id)))
  ).filter((x): x is ReservationRecord => x !== undefined);
  return { order, reservations };
}

export async function loadReceiptRecords(
  tenantId: TenantId,
  order: OrderRecord,
  reservations: ReservationRecord[],
): Promise<ReceiptRecords> {
  const spotIds = [...new Set(reservations.map((r) => r.spotId))];
  const parkIds = [...new Set(reservations.map((r) => r.locationId))];
  const [spotList, parkList, reference, customer] = await Promise.all([
    Promise.all(spotIds.map((id) => getSpot(tenantId, id))),
    Promise.all(parkIds.map((id) => getLocation(tenantId, id))),
    getReferenceData(tenantId),
    order.customerId === null ? undefined : getCustomer(tenantId, order.customerId),
  ]);
  const spots = new Map(spotList.flatMap((s) => (s ? [[s.id, s] as const] : [])));
  const loopList = await Promise.all(
    [...spots.values()].map((s) => getLoop(tenantId, s.locationId, s.loopId)),
  );
  return {
    order,
    reservations,
    spots,
    loops: new Map(loopList.flatMap((l) => (l ? [[`${l.locationId}:${l.id}`, l] as const] : []))),
    parks: new Map(parkList.flatMap((p) => (p ? [[p.id, p] as const] : []))),
    spotTypes: reference.SPOTTYPE,
    products: reference.PRODUCT,
    classifications: reference.CLASSIFICATION,
    paymentTypes: reference.PAYMENTTYPE,
    customer: customer ?? null,
  };
}

/** The receipt of an order (404 when the order is unknown). */
export async function buildOrderReceipt(tenantId: TenantId, orderId: number): Promise<OrderReceipt> {
  const { order, reservations } = await loadOrderWithReservations(tenantId, orderId);
  return formatOrderReceipt(await loadReceiptRecords(tenantId, order, reservations));
}

/**
 * The browser came back with the order's payment token. A second checkout tab may have replaced the
 * order's token after the first tab paid, so another token counts when the provider says it is this
 * order's session.
 */
export async function isOrdersToken(
  tenantId: TenantId,
  order: { id: number; paymentToken: string | null },
  ccpToken: string | undefined,
): Promise<boolean> {
  if (!ccpToken) return false;
  if (ccpToken === order.paymentToken) return true;
  let provider: PaymentProvider;
  try {
    provider = paymentProvider();
  } catch {
    // No provider configured for this function: only the order's own token counts.
    return false;
  }
  try {
    return (await provider.verifyPayment(tenantId, ccpToken)).orderId === order.id;
  } catch (err) {
    if (err instanceof PaymentProviderError && err.status === 404) return false;
    throw err;
  }
}
