/**
 * The front desk (admin §3.2, §3.3, §7.1, §7.2): staff searches and the day's lists, the admin
 * reservation detail with its payments and refunds, check-in and check-out requests, comments and
 * history. Dates travel as 'MM/DD/YYYY' (or ISO on the way in); amounts as formatted text.
 */
import { z } from 'zod';
import { optionalText, requiredText, rules } from '#domain/validation/index';
import { calendarDate } from './availability.ts';
import { absent, cacheBuster, idParam, numeric, optionalQuery } from './common.ts';
import { occupantSchema } from './cart.ts';
import { envelope, page } from './envelope.ts';
import { refundItemSchema } from './receipts.ts';

export const reservationIdParams = z.object({ reservationId: idParam('reservationId') });
export const historyChangesParams = z.object({
  reservationId: idParam('reservationId'),
  auditTransactionId: requiredText('auditTransactionId', [rules.max(64)]),
});

const optionalDate = (name: string) => optionalQuery(calendarDate(name));
const count = (name: string) => numeric(name, z.number().int().min(0).max(999)).optional();

/** Repeated query keys arrive joined by commas: '1,2,3' → [1, 2, 3]. */
function idList(name: string) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? [] : String(v).split(',')),
    z.array(
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, { error: `${name} must list whole numbers.` })
        .transform(Number),
    ),
  );
}

/** A reservation number as staff type it: 'CO-000123', '000123' or '123'. */
const reservationNumberQuery = optionalQuery(
  z
    .string()
    .trim()
    .regex(/^(?:[A-Za-z]{2}-?)?\d{1,9}$/, { error: "Reservation Number must look like 'CO-000123'." })
    .transform((v) => Number(v.replace(/^\D+/, ''))),
);

/** An order number as staff type it: 'CO-O-000045' or 'O-45'. */
const orderNumberQuery = optionalQuery(
  z
    .string()
    .trim()
    .regex(/^(?:[A-Za-z]{2}-)?O-\d{1,9}$/i, { error: "Order Number must look like 'CO-O-000045'." })
    .transform((v) => Number(v.replace(/^\D+/, ''))),
);

const nameQuery = (label: string) => optionalText(label, [rules.max(50)]);

/** GET admin/AdminSearch/reservations (admin §7.2), with ranges for arrival and departure. */
export const reservationSearchQuery = z
  .object({
    ReservationNumber: reservationNumberQuery,
    ConfirmationNumber: reservationNumberQuery,
    OrderNumber: orderNumberQuery,
    CustomerId: optionalQuery(numeric('CustomerId', z.number().int().positive())),
    CustomerFirstName: nameQuery('First Name'),
    CustomerLastName: nameQuery('Last Name'),
    PrimaryOccupantFirstName: nameQuery('Primary Occupant First Name'),
    PrimaryOccupantLastName: nameQuery('Primary Occupant Last Name'),
    CustomerEmail: optionalText('Email', [rules.max(100)]),
    CustomerPhoneNumber: optionalText('Phone', [rules.max(20)]),
    LocationIds: idList('LocationIds'),
    ArrivalDate: optionalDate('Arrival Date'),
    ArrivalDateTo: optionalDate('Arrival Date To'),
    DepartureDate: optionalDate('Departure Date'),
    DepartureDateTo: optionalDate('Departure Date To'),
    OccupancyDate: optionalDate('Occupancy Date'),
    /** Status and sub-status ids of Lookup/reservationstatuses. */
    ReservationStatusIds: idList('ReservationStatusIds'),
    SalesChannel: optionalQuery(numeric('SalesChannel', z.number().int().min(1).max(4))),
    Today: optionalDate('Today'),
    PageNumber: numeric('PageNumber', z.number().int().min(1).max(10_000)).optional().default(1),
    ItemsPerPage: numeric('ItemsPerPage', z.number().int().min(1).max(100)).optional().default(25),
    SortField: optionalQuery(
      z.enum(['arrivalDate', 'departureDate', 'reservationNumber', 'lastName', 'park'], {
        error: 'SortField must be arrivalDate, departureDate, reservationNumber, lastName or park.',
      }),
    ),
    SortDescending: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
    ...cacheBuster,
  })
  .meta({ id: 'ReservationSearchQuery' });
export type ReservationSearchQuery = z.output<typeof reservationSearchQuery>;

/** GET admin/AdminSearch/checkin and /checkout: one park's list for a day. */
export const dayListQuery = z
  .object({
    LocationIds: idList('LocationIds').pipe(
      z.array(z.number()).length(1, { error: 'Choose one park (LocationIds).' }),
    ),
    Today: optionalDate('Today'),
    ...cacheBuster,
  })
  .meta({ id: 'DayListQuery' });

/** GET admin/AdminSearch/summary: the staff home, for the parks the user may see. */
export const daySummaryQuery = z.object({ Today: optionalDate('Today'), ...cacheBuster });

export const reservationSearchRowSchema = z
  .object({
    id: z.number().int(),
    locationId: z.number().int(),
    reservationNumber: z.string(),
    reservationStatus: z.string(),
    subStatus: z.string(),
    park: z.string(),
    spot: z.string(),
    loop: z.string(),
    customerName: z.string(),
    primaryOccupantName: z.string(),
    arrivalDate: z.string(),
    departureDate: z.string(),
    transactionDate: z.string(),
    imageUrl: z.string(),
    phone: z.string(),
    emailAddress: z.string(),
    numberOfPeople: z.number().int(),
    numberOfVehicles: z.number().int(),
    paymentType: z.string(),
    paymentChargebackCompleted: z.boolean(),
    checkedInDate: z.string(),
    checkedOutDate: z.string(),
  })
  .meta({ id: 'ReservationSearchRow' });
export type ReservationSearchRow = z.infer<typeof reservationSearchRowSchema>;

export const reservationSearchResponseSchema = envelope('searchResults', page(reservationSearchRowSchema));
export const dayListResponseSchema = envelope('data', z.array(reservationSearchRowSchema));

export const parkDaySummarySchema = z
  .object({
    locationId: z.number().int(),
    parkName: z.string(),
    day: z.string(),
    arrivalsToCheckIn: z.number().int(),
    departuresToCheckOut: z.number().int(),
    inHouse: z.number().int(),
    occupiedSpots: z.number().int(),
    totalSpots: z.number().int(),
    /** Whole percent of the park's spots reserved tonight. */
    occupancyPercent: z.number().int(),
  })
  .meta({ id: 'ParkDaySummary' });
export type ParkDaySummaryView = z.infer<typeof parkDaySummarySchema>;
export const daySummaryResponseSchema = envelope('data', z.array(parkDaySummarySchema));

const money = z.string();

export const paymentViewSchema = z.object({
  datePaid: z.string(),
  amount: money,
  paymentType: z.string(),
  lastFour: z.string(),
  cardholderName: z.string(),
});
export const refundViewSchema = z.object({
  dateRefunded: z.string(),
  amount: money,
  status: z.string(),
  lastFour: z.string(),
  reason: z.string(),
});

/** The admin reservation detail (admin §3.3) with what the details page shows beside it. */
export const adminReservationDetailSchema = z
  .object({
    id: z.number().int(),
    tenantId: z.string(),
    locationId: z.number().int(),
    parkName: z.string(),
    loopName: z.string(),
    spotName: z.string(),
    spotId: z.number().int(),
    classification: z.string(),
    classificationId: z.number().int(),
    productType: z.string(),
    bookingType: z.string(),
    transactionDate: z.string(),
    reservationNumber: z.string(),
    orderNumber: z.string(),
    orderId: z.number().int().nullable(),
    customerId: z.number().int().nullable(),
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string(),
    primaryOccupantName: z.string(),
    primaryOccupant: occupantSchema,
    status: z.string(),
    subStatus: z.string(),
    salesChannel: z.string(),
    arrivalDate: z.string(),
    departureDate: z.string(),
    numberOfAdults: z.number().int(),
    numberOfVehicles: z.number().int(),
    equipmentType: z.string(),
    equipmentLength: z.number().nullable(),
    checkedInDate: z.string(),
    checkedInBy: z.string(),
    checkedOutDate: z.string(),
    checkedOutBy: z.string(),
    customerModifiable: z.boolean(),
    walkInReservation: z.boolean(),
    isDayUse: z.boolean(),
    orderHasMultipleReservations: z.boolean(),
    paymentChargebackCompleted: z.boolean(),
    discounts: z.array(z.string()),
    /** The add-ons bought with it, so that a change at the desk carries them. */
    addOns: z.array(z.object({ id: z.number().int(), quantity: z.number().int() })),
    paymentType: z.string(),
    reservationFees: z.array(z.object({ name: z.string(), feeType: z.number().int(), amount: money })),
    totalAmount: money,
    payments: z.array(paymentViewSchema),
    refunds: z.array(refundViewSchema),
    overrides: z.array(
      z.object({ fieldOverridden: z.string(), previousValue: z.string(), overriddenValue: z.string() }),
    ),
    cancellation: z
      .object({
        cancelledDate: z.string(),
        cancelledBy: z.string(),
        reason: z.string(),
        cancellationFee: money,
        refundAmount: money,
      })
      .nullable(),
  })
  .meta({ id: 'AdminReservationDetail' });
export type AdminReservationDetail = z.infer<typeof adminReservationDetailSchema>;
export const adminReservationDetailResponseSchema = envelope('data', adminReservationDetailSchema);

/** AdminCheckInRequest (admin §3.2); the date defaults to the park's today. */
export const checkInRequestSchema = z
  .object({
    checkedInDate: z.preprocess(absent, calendarDate('Check-In Date').optional()),
    reservationId: z.preprocess(absent, z.number().int().positive().optional()),
    numberOfAdults: count('Number of People'),
    numberOfVehicles: count('Number of Vehicles'),
  })
  .meta({ id: 'AdminCheckInRequest' });

/** AdminCheckOutRequest (admin §3.2). */
export const checkOutRequestSchema = z
  .object({
    checkedOutDate: z.preprocess(absent, calendarDate('Check-Out Date').optional()),
    reservationId: z.preprocess(absent, z.number().int().positive().optional()),
  })
  .meta({ id: 'AdminCheckOutRequest' });

/** AdminBulkCheckInOutRequest (admin §3.2): reservations of one park. */
export const bulkCheckInOutRequestSchema = z
  .object({
    checkedInOutDate: z.preprocess(absent, calendarDate('Date').optional()),
    reservationIds: z
      .array(z.number().int().positive(), { error: 'Choose at least one reservation.' })
      .min(1, { error: 'Choose at least one reservation.' })
      .max(100, { error: 'Check in or out at most 100 reservations at a time.' }),
  })
  .meta({ id: 'AdminBulkCheckInOutRequest' });
export type BulkCheckInOutRequest = z.output<typeof bulkCheckInOutRequestSchema>;

export const bulkResultSchema = z
  .object({
    reservationId: z.number().int(),
    reservationNumber: z.string(),
    done: z.boolean(),
    message: z.string(),
  })
  .meta({ id: 'BulkCheckInOutResult' });
export const bulkResponseSchema = envelope('data', z.array(bulkResultSchema));

export const reservationCommentRequestSchema = z
  .object({
    comment: requiredText('Comment', [rules.max(1000)]),
    spotReservationId: z.preprocess(absent, z.number().int().positive().optional()),
  })
  .meta({ id: 'ReservationCommentRequest' });

export const reservationCommentSchema = z
  .object({
    id: z.string(),
    spotReservationId: z.number().int(),
    comment: z.string(),
    isInternal: z.boolean(),
    dateCreated: z.string(),
    createdBy: z.string(),
  })
  .meta({ id: 'ReservationComment' });
export const reservationCommentResponseSchema = envelope('data', reservationCommentSchema);
export const reservationCommentsResponseSchema = envelope('data', z.array(reservationCommentSchema));

/** Reservation activity (admin §3.3 history entry). */
export const reservationActivitySchema = z
  .object({
    id: z.string(),
    locationId: z.number().int(),
    confirmationNumber: z.string(),
    activityDate: z.string(),
    username: z.string(),
    actionPerformed: z.string(),
    notes: z.string(),
    spotReservationId: z.number().int(),
    auditTransactionId: z.string(),
    auditBusinessAction: z.string(),
    changes: z.array(
      z.object({ fieldName: z.string(), oldValue: z.string().nullable(), newValue: z.string().nullable() }),
    ),
  })
  .meta({ id: 'ReservationActivity' });
export const reservationHistoryResponseSchema = envelope('data', z.array(reservationActivitySchema));
export const historyChangesResponseSchema = envelope(
  'data',
  z.array(
    z.object({ fieldName: z.string(), oldValue: z.string().nullable(), newValue: z.string().nullable() }),
  ),
);

/** POST {reservationId}/cancel-witout-refund: the reason is required (admin §4.2). */
export const cancelWithoutRefundQuery = z.object({ reason: requiredText('Reason', [rules.max(500)]) });

/** POST cancellation-refund-breakdown: query reservationId and refundOption (admin §7.1). */
export const cancellationBreakdownQuery = z.object({
  reservationId: numeric('reservationId', z.number().int().positive()),
  refundOption: optionalQuery(numeric('refundOption', z.number().int().min(1).max(2))),
});

/** GET {spotId}/reservations-by-date/{date} (admin §2.8, §3.3 "Reservation on a date"). */
export const reservationsByDateParams = z.object({
  spotId: idParam('spotId'),
  date: calendarDate('date'),
});

export const reservationOnDateSchema = z
  .object({
    id: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
    reservationNumber: z.string(),
    contacts: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  })
  .meta({ id: 'ReservationOnDate' });
export const reservationsByDateResponseSchema = envelope('data', z.array(reservationOnDateSchema));

/** POST modification-refund-breakdown: query reservationId (admin §7.1); the body is the edit request. */
export const modificationBreakdownQuery = z.object({
  reservationId: numeric('reservationId', z.number().int().positive()),
});

/** Where a change's refund goes: one record per payment it goes back to (admin §3.3 refund breakdown). */
export const modificationBreakdownResponseSchema = envelope('data', z.array(refundItemSchema)).meta({
  id: 'ModificationRefundBreakdownResponse',
});

/** POST chargeback (admin §7.1; its fields are not shown by the specification: these are ours). */
export const chargebackRequestSchema = z
  .object({
    reservationId: z
      .number({ error: 'reservationId is required.' })
      .int()
      .positive({ error: 'reservationId must be a positive whole number.' }),
    reason: optionalText('Reason', [rules.max(500)]),
  })
  .meta({ id: 'ChargebackRequest' });
