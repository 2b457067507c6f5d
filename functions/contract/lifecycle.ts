/**
 * After the purchase (public §3.5, §7.3, §7.5, §7.6): a customer's reservations, current and past,
 * paged; the customer reservation detail; the cancellation request and its refund breakdown; the
 * cancellation's result. Amounts are formatted text, as on the receipts.
 */
import { z } from 'zod';
import { REFUND_OPTION } from '#domain/booking/lifecycle';
import { optionalText, rules } from '#domain/validation/index';
import { calendarDate } from './availability.ts';
import { absent, idParam, numeric, optionalQuery } from './common.ts';
import { occupantSchema } from './cart.ts';
import { envelope, page } from './envelope.ts';
import { feeLineSchema } from './pricing.ts';
import { newReservationRequestSchema } from './reservations.ts';

export const customerReservationParams = z.object({
  customerId: idParam('customerId'),
  reservationId: idParam('reservationId'),
});

export const customerIdPathParams = z.object({ customerId: idParam('customerId') });

export const customerReservationsQuery = z.object({
  /** Today as the browser sees it; the park's own today decides current and past. */
  now: optionalQuery(calendarDate('now')),
  pageNumber: numeric('pageNumber', z.number().int().min(1).max(10_000)).optional().default(1),
  itemsPerPage: numeric('itemsPerPage', z.number().int().min(1).max(100)).optional().default(10),
});

const money = z.string().meta({ description: 'Formatted US dollars, e.g. "$42.50"' });

export const customerReservationDetailSchema = z
  .object({
    id: z.number().int(),
    locationId: z.number().int(),
    locationImageUrl: z.string(),
    reservationNumber: z.string(),
    orderNumber: z.string(),
    orderId: z.number().int().nullable(),
    classification: z.string(),
    bookingType: z.string(),
    isDayUse: z.boolean(),
    parkName: z.string(),
    parkStreet1: z.string(),
    parkStreet2: z.string(),
    parkCity: z.string(),
    parkState: z.string(),
    parkZipcode: z.string(),
    parkPhone: z.string(),
    loopName: z.string(),
    spotId: z.number().int(),
    spotName: z.string(),
    lockCode: z.string(),
    daysUntilTrip: z.number().int(),
    arrivalDate: z.string(),
    departureDate: z.string(),
    numberOfAdults: z.number().int(),
    numberOfVehicles: z.number().int(),
    equipmentType: z.string(),
    equipmentLength: z.number().nullable(),
    customerModifiable: z.boolean(),
    reservationStatus: z.string(),
    transactionDate: z.string(),
    recentRefundAmount: money,
    previousParkUseFeePaid: money,
    paymentType: z.string(),
    totalPaid: money,
    reservationFees: z.array(z.object({ name: z.string(), feeType: z.number().int(), amount: money })),
    discounts: z.array(z.string()),
    /** The add-ons bought with it, so that a change of the reservation carries them. */
    addOns: z.array(z.object({ id: z.number().int(), quantity: z.number().int() })),
    primaryOccupant: occupantSchema,
  })
  .meta({ id: 'CustomerReservationDetail' });
export type CustomerReservationDetail = z.infer<typeof customerReservationDetailSchema>;

export const customerReservationDetailResponseSchema = envelope('data', customerReservationDetailSchema).meta(
  {
    id: 'CustomerReservationDetailResponse',
  },
);

export const customerReservationsResponseSchema = envelope(
  'data',
  page(customerReservationDetailSchema),
).meta({
  id: 'CustomerReservationsResponse',
});

export const cancellationBreakdownSchema = z
  .object({
    reservationId: z.number().int(),
    reservationNumber: z.string(),
    amountPaid: money,
    nonRefundableFees: money,
    cancellationFee: money,
    refundAmount: money,
    /** Where the refund goes, e.g. 'Credit Card ending in 1111'. */
    refundTo: z.string(),
  })
  .meta({ id: 'CancellationBreakdown' });
export type CancellationBreakdownView = z.infer<typeof cancellationBreakdownSchema>;

export const cancellationBreakdownResponseSchema = envelope('data', cancellationBreakdownSchema).meta({
  id: 'CancellationBreakdownResponse',
});

/** The cancellation request (public §3.5); the path names the customer and the reservation. */
export const cancellationRequestSchema = z
  .object({
    customerId: z.preprocess(absent, z.number().int().positive().optional()),
    reservationId: z.preprocess(absent, z.number().int().positive().optional()),
    refundOption: z
      .preprocess(absent, z.number().int().min(1).max(2).optional())
      .default(REFUND_OPTION.OriginalPayment),
    reason: optionalText('Reason', [rules.max(500)]),
    pricingRequest: z.unknown().optional(),
    feeOverrides: z.array(z.unknown()).max(0, { error: 'Fee overrides are for park staff.' }).optional(),
  })
  .meta({ id: 'CancellationRequest' });

export const cancellationResultSchema = cancellationBreakdownSchema
  .extend({ orderId: z.number().int(), refundStatus: z.enum(['approved', 'refused', 'none']) })
  .meta({ id: 'CancellationResult' });

export const cancellationResponseSchema = envelope('data', cancellationResultSchema).meta({
  id: 'CancellationResponse',
});

export const cancellationReceiptQuery = z.object({
  orderId: numeric('orderId', z.number().int().positive()),
  reservationId: numeric('reservationId', z.number().int().positive()).optional(),
});

/**
 * The edit request (public §3.5): the new reservation request (its dates, spot, occupant and the lock
 * code of the hold on the new nights), the reservation edited and its customer. feeOverrides are staff
 * only (admin §4.4); the public may send the fee lines it was shown, which are priced again.
 */
export const editReservationRequestSchema = z
  .object({
    newReservationRequest: newReservationRequestSchema,
    feeOverrides: z.array(z.unknown()).max(20).optional(),
    reservationId: z.preprocess(absent, z.number().int().positive().optional()),
    customerId: z.preprocess(absent, z.number().int().positive().optional()),
  })
  .meta({ id: 'EditReservationRequest' });
export type EditReservationRequest = z.output<typeof editReservationRequestSchema>;
export type EditReservationRequestInput = z.input<typeof editReservationRequestSchema>;

/** What a change costs: the new stay's fee lines beside what the reservation paid, and the difference. */
export const editQuoteSchema = z
  .object({
    valid: z.literal(true),
    reservationId: z.number().int(),
    reservationNumber: z.string(),
    /**
     * The reservation's lines after the change: the new stay, the service fees of the purchase (kept, not
     * charged again) and the modification fee.
     */
    fees: z.array(feeLineSchema),
    /** What the reservation has paid so far, less what was refunded. */
    previousAmountPaid: money,
    /** What the reservation will have paid after the change (previous + due − refunded). */
    newTotal: money,
    modificationFee: money,
    /** More to pay (through the hosted card page); '$0.00' when none. */
    amountDue: money,
    /** Less to pay: given back to the card(s) the reservation was paid with; '$0.00' when none. */
    amountRefunded: money,
    isPaymentRequired: z.boolean(),
    /** Where a refund goes, e.g. 'Credit Card ending in 1111' (empty when nothing comes back). */
    refundTo: z.string(),
  })
  .meta({ id: 'EditQuote' });
export type EditQuote = z.infer<typeof editQuoteSchema>;

export const editQuoteResponseSchema = envelope('data', editQuoteSchema).meta({ id: 'EditQuoteResponse' });

/** POST SpotReservation/{customerId}/change?paymentTypeId=: like a checkout (ccpRedirectUrl empty: done). */
export const changeQuery = z.object({ paymentTypeId: idParam('paymentTypeId') });
