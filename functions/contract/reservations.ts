/**
 * The new reservation request (public §3.5, admin §3.2) and the calls that check it before it is priced
 * and put in a cart: POST SpotReservation/validate (public §7.3, salesChannel 1), POST
 * admin/AdminSpotReservation/validate (admin §7.1, salesChannel 2), and the customer's discount calls
 * POST Customer/{customerId}/check-previous-discounts and /verifydiscounts (public §7.6).
 *
 * The occupant fields follow the §5.2 rules with their messages word for word; the web form uses this
 * same schema through zodResolver, so the form and the API say the same thing. When the customer is the
 * primary occupant the occupant fields may be left empty: the server fills them from the customer record.
 * Numbers arrive as numbers (API) or as the form's text; both parse to numbers.
 */
import { z } from 'zod';
import {
  CUSTOMER_FIELD_LABELS,
  emailRules,
  isBlank,
  issueAt,
  message,
  optionalText,
  optionalWholeNumber,
  refuseMarkup,
  requiredText,
  requiredWholeNumber,
  rules,
} from '#domain/validation/index';
import { calendarDate } from './availability.ts';
import { envelope } from './envelope.ts';
import { feeOverrideSchema } from './pricing.ts';

const C = CUSTOMER_FIELD_LABELS;

/** The labels the messages name (the web form shows the same labels). */
export const RESERVATION_FIELD_LABELS = {
  customerId: 'Customer',
  spotId: 'Spot',
  startDate: 'Arrival Date',
  endDate: 'Departure Date',
  lockCode: 'Lock Code',
  primaryOccupantFirstName: C.firstName,
  primaryOccupantLastName: C.lastName,
  primaryOccupantStreet1: C.street1,
  primaryOccupantStreet2: C.street2,
  primaryOccupantCity: C.city,
  primaryOccupantState: C.state,
  primaryOccupantZipcode: C.zipcode,
  primaryOccupantCountry: C.country,
  primaryOccupantEmail: C.email,
  primaryOccupantHomePhone: 'Home Phone',
  primaryOccupantMobilePhone: 'Mobile Phone',
  numberOfAdults: 'Number of People',
  numberOfVehicles: 'Number of Vehicles',
  equipmentTypeId: 'Equipment Type',
  equipmentLength: 'Equipment Length',
} as const;
const L = RESERVATION_FIELD_LABELS;

/** Occupant fields required unless the customer is the primary occupant, in form order. */
export const REQUIRED_OCCUPANT_FIELDS = [
  'primaryOccupantFirstName',
  'primaryOccupantLastName',
  'primaryOccupantStreet1',
  'primaryOccupantCity',
  'primaryOccupantState',
  'primaryOccupantCountry',
  'primaryOccupantHomePhone',
] as const;

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number().int().positive().optional(),
);
const optionalDate = (name: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarDate(name).optional());
const idList = z
  .array(z.number().int())
  .nullish()
  .transform((v) => v ?? []);
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);

/** An add-on bought with the stay (public §3.5 addOns). */
export const addOnSchema = z.object({
  id: z.number().int().positive(),
  quantity: z.number().int().min(1),
});

/** A reservation override (public §3.5): a staff change of one field, recorded. */
export const reservationOverrideSchema = z.object({
  id: z.number().int().nullish(),
  spotReservationId: z.number().int().nullish(),
  locationId: z.number().int().nullish(),
  fieldOverridden: z.string().max(100).superRefine(refuseMarkup('Field Overridden')),
  previousValue: z.string().max(500).nullish().superRefine(refuseMarkup('Previous Value')),
  overriddenValue: z.string().max(500).nullish().superRefine(refuseMarkup('Overridden Value')),
  transactionTypeId: z.number().int().nullish(),
  orderId: z.number().int().nullish(),
});

export const newReservationRequestSchema = z
  .object({
    /** Ignored: the path names the tenant. */
    tenantId: z.string().nullish(),
    /** Customers: ignored (the token says who). Staff: the customer, or empty for a walk-in guest without an account. */
    customerId: optionalId,
    spotId: z.preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z
        .number({ error: `${L.spotId} is required` })
        .int()
        .positive(),
    ),
    oldSpotId: optionalId,
    startDate: calendarDate(L.startDate),
    oldStartDate: optionalDate('oldStartDate'),
    endDate: calendarDate(L.endDate),
    oldEndDate: optionalDate('oldEndDate'),
    numberOfAdults: requiredWholeNumber(L.numberOfAdults, { min: 1 }),
    oldNumberOfAdults: optionalWholeNumber('oldNumberOfAdults', { min: 0 }),
    previousNumberOfAdults: optionalWholeNumber('previousNumberOfAdults', { min: 0 }),
    numberOfVehicles: requiredWholeNumber(L.numberOfVehicles, { min: 0 }),
    previousNumberOfVehicles: optionalWholeNumber('previousNumberOfVehicles', { min: 0 }),
    equipmentLength: optionalWholeNumber(L.equipmentLength, { min: 0 }),
    equipmentTypeId: optionalWholeNumber(L.equipmentTypeId, { min: 1 }),
    isCustomerPrimaryOccupant: flag,
    primaryOccupantFirstName: optionalText(L.primaryOccupantFirstName, [rules.customerName, rules.max(50)]),
    primaryOccupantLastName: optionalText(L.primaryOccupantLastName, [rules.customerName, rules.max(50)]),
    primaryOccupantStreet1: optionalText(L.primaryOccupantStreet1, [rules.address, rules.max(100)]),
    primaryOccupantStreet2: optionalText(L.primaryOccupantStreet2, [rules.address, rules.max(100)]),
    primaryOccupantCity: optionalText(L.primaryOccupantCity, [rules.city, rules.max(50)]),
    primaryOccupantState: optionalText(L.primaryOccupantState, [rules.alphaNumSpaces, rules.max(50)]),
    primaryOccupantZipcode: optionalText(L.primaryOccupantZipcode, [rules.zipCode]),
    primaryOccupantCountry: optionalText(L.primaryOccupantCountry, [rules.alphaNumSpaces, rules.max(50)]),
    primaryOccupantEmail: optionalText(L.primaryOccupantEmail, emailRules),
    primaryOccupantHomePhone: optionalText(L.primaryOccupantHomePhone, [rules.phone]),
    primaryOccupantMobilePhone: optionalText(L.primaryOccupantMobilePhone, [rules.phone]),
    lockCode: requiredText(L.lockCode, [rules.max(64)]),
    adaRequirementAcknowledged: flag,
    discounts: idList,
    oldDiscounts: idList,
    /** Ignored: the route decides (1 public, 2 admin). */
    salesChannel: z.number().int().min(1).max(4).nullish(),
    reservationId: optionalId,
    /** Staff with ReservationManagementOverride at the park: the business rules are bypassed (recorded). */
    overrideBusinessRule: flag,
    overrideClosure: flag,
    addOns: z
      .array(addOnSchema)
      .nullish()
      .transform((v) => v ?? []),
    overrides: z
      .array(reservationOverrideSchema)
      .nullish()
      .transform((v) => v ?? []),
    /** Fee lines as the client last saw them; the server prices again and does not trust them. */
    fees: z
      .array(z.looseObject({}))
      .nullish()
      .transform((v) => v ?? []),
    /** Staff only: fee lines set by hand, each with a reason (pricing records them on the line). */
    feeOverrides: z
      .array(feeOverrideSchema)
      .max(10)
      .nullish()
      .transform((v) => v ?? []),
    disableDiscounts: flag,
    walkInReservation: flag,
  })
  .superRefine((req, ctx) => {
    if (req.isCustomerPrimaryOccupant) return;
    for (const field of REQUIRED_OCCUPANT_FIELDS) {
      if (isBlank(req[field])) issueAt(ctx, field, message('required', { field: L[field] }));
    }
  })
  .meta({ id: 'NewReservationRequest' });

export type NewReservationRequest = z.output<typeof newReservationRequestSchema>;
/** What a client sends (the form's text numbers allowed). */
export type NewReservationRequestInput = z.input<typeof newReservationRequestSchema>;

export const validateReservationResultSchema = z
  .object({
    valid: z.literal(true),
    /** Business rules a staff user overrode (recorded with the reservation); empty otherwise. */
    overriddenRules: z.array(z.string()),
  })
  .meta({ id: 'ValidateReservationResult' });
export type ValidateReservationResult = z.infer<typeof validateReservationResultSchema>;

export const validateReservationResponseSchema = envelope('data', validateReservationResultSchema).meta({
  id: 'ValidateReservationResponse',
});

/** POST Customer/{customerId}/check-previous-discounts. */
export const previousDiscountCheckRequestSchema = z
  .object({
    startDate: calendarDate(L.startDate),
    endDate: calendarDate(L.endDate),
    /** The reservation being changed, when the dates are a change's: its own discount is left out. */
    reservationId: z.number().int().positive().optional(),
  })
  .meta({ id: 'PreviousDiscountCheckRequest' });

export const previousDiscountCheckResultSchema = z
  .object({
    /** A discounted reservation of the customer in the cart overlaps the dates. */
    discountedReservationInCart: z.boolean(),
    /** A discounted reserved stay of the customer overlaps the dates. */
    discountedReservationReserved: z.boolean(),
  })
  .meta({ id: 'PreviousDiscountCheckResult' });

export const previousDiscountCheckResponseSchema = envelope('data', previousDiscountCheckResultSchema).meta({
  id: 'PreviousDiscountCheckResponse',
});

/** POST Customer/{customerId}/verifydiscounts: the discount classes claimed, with what backs each claim. */
export const verifyDiscountsRequestSchema = z
  .object({
    customerDiscounts: z
      .array(
        z.object({
          discountClassId: z.number().int().positive(),
          /** e.g. a pass number; needed for classes whose verificationRequired is true. */
          evidence: optionalText('Evidence', [rules.alphaNumSpecial, rules.max(200)]),
        }),
      )
      .max(20),
  })
  .meta({ id: 'VerifyDiscountsRequest' });
export type VerifyDiscountsRequest = z.output<typeof verifyDiscountsRequestSchema>;

export const verifiedDiscountSchema = z
  .object({
    discountClassId: z.number().int(),
    name: z.string(),
    verified: z.boolean(),
    /** Why a class was not verified; null when it was. */
    message: z.string().nullable(),
  })
  .meta({ id: 'VerifiedDiscount' });
export type VerifiedDiscount = z.infer<typeof verifiedDiscountSchema>;

export const verifyDiscountsResponseSchema = envelope(
  'data',
  z.object({
    /** The classes the customer may use. */
    verifiedDiscountClassIds: z.array(z.number().int()),
    discounts: z.array(verifiedDiscountSchema),
  }),
).meta({ id: 'VerifyDiscountsResponse' });
