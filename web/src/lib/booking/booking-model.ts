/**
 * Pure rules of the booking screens: whether a hold is still held, how long a stay is, the occupant
 * draft a customer's profile (or, for staff, the customer's record) fills in, and the requests (validate, fees, add to cart) built from the
 * claim and the draft. No I/O: the pages and their tests share these.
 */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { AdminCustomer } from '#contract/admin-customers';
import type { Customer } from '#contract/customers';
import { msUntil } from '../cart/cart-timer.ts';
import type { OccupantDraft, SpotClaim } from './claim-state.ts';

/** salesChannel (public §3.5): 1 public, 2 admin. The server takes it from the route; sent for the record. */
export const SALES_CHANNEL = { public: 1, admin: 2 } as const;

/** A stay's length in words: '2 nights', or 'Day use' when departure = arrival. */
export function describeStay(startDate: string, endDate: string): string {
  if (startDate === endDate) return 'Day use';
  const nights = differenceInCalendarDays(parseISO(endDate), parseISO(startDate));
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** An existing claim counts as still held while now is before lockedUntil (public §4.4). */
export function isClaimHeld(claim: Pick<SpotClaim, 'lockedUntil'> | null, now: Date): boolean {
  return claim !== null && (msUntil(claim.lockedUntil, now.getTime()) ?? 0) > 0;
}

export const EMPTY_DRAFT: OccupantDraft = {
  isCustomerPrimaryOccupant: false,
  primaryOccupantFirstName: '',
  primaryOccupantLastName: '',
  primaryOccupantStreet1: '',
  primaryOccupantStreet2: '',
  primaryOccupantCity: '',
  primaryOccupantState: '',
  primaryOccupantZipcode: '',
  primaryOccupantCountry: 'United States',
  primaryOccupantEmail: '',
  primaryOccupantHomePhone: '',
  primaryOccupantMobilePhone: '',
  numberOfAdults: '',
  numberOfVehicles: '',
  equipmentTypeId: '',
  equipmentLength: '',
  discounts: [],
  addOns: [],
  customerId: '',
  overrideBusinessRule: false,
};

/** 'I am the primary occupant' fills the occupant from the customer's profile (primary address and phones). */
export function occupantFromCustomer(customer: Customer): Partial<OccupantDraft> {
  const address = customer.addresses.find((a) => a.isPrimary) ?? customer.addresses[0];
  const primaryPhone =
    customer.customerPhoneNumbers.find((p) => p.isPrimary) ?? customer.customerPhoneNumbers[0];
  const otherPhone = customer.customerPhoneNumbers.find((p) => p !== primaryPhone);
  return {
    primaryOccupantFirstName: customer.firstName,
    primaryOccupantLastName: customer.lastName,
    primaryOccupantEmail: customer.email,
    primaryOccupantStreet1: address?.street1 ?? '',
    primaryOccupantStreet2: address?.street2 ?? '',
    primaryOccupantCity: address?.city ?? '',
    primaryOccupantState: address?.state ?? '',
    primaryOccupantZipcode: address?.zipcode ?? '',
    primaryOccupantCountry: address?.country ?? 'United States',
    primaryOccupantMobilePhone: primaryPhone?.number ?? '',
    primaryOccupantHomePhone: otherPhone?.number ?? '',
  };
}

/** A staff booking's occupant from the customer's record (their primary phone as the mobile number). */
export function occupantFromAdminCustomer(customer: AdminCustomer): Partial<OccupantDraft> {
  return {
    primaryOccupantFirstName: customer.firstName,
    primaryOccupantLastName: customer.lastName,
    primaryOccupantEmail: customer.email,
    primaryOccupantStreet1: customer.street1,
    primaryOccupantStreet2: customer.street2 ?? '',
    primaryOccupantCity: customer.city,
    primaryOccupantState: customer.state,
    primaryOccupantZipcode: customer.zipcode,
    primaryOccupantCountry: customer.country || EMPTY_DRAFT.primaryOccupantCountry,
    primaryOccupantMobilePhone: customer.primaryPhoneNumber,
    primaryOccupantHomePhone: customer.alternatePhoneNumber ?? '',
    customerId: String(customer.id),
  };
}

/** A form text as a number, or null when it is blank (the server says what is required). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export interface RequestContext {
  salesChannel: number;
  /** The signed-in customer's id (public); the staff form's customer id (or null for a walk-in guest). */
  customerId: number | null;
  reservationId: number | null;
}

/** The new reservation request (public §3.5) sent to validate and to add-to-cart. */
export function reservationRequest(claim: SpotClaim, draft: OccupantDraft, context: RequestContext) {
  return {
    customerId: context.customerId,
    spotId: claim.spotId,
    startDate: claim.startDate,
    endDate: claim.endDate,
    lockCode: claim.lockCode,
    reservationId: context.reservationId,
    salesChannel: context.salesChannel,
    walkInReservation: claim.walkInReservation,
    adaRequirementAcknowledged: claim.adaRequirementAcknowledged,
    overrideClosure: claim.overrideClosure,
    overrideBusinessRule: draft.overrideBusinessRule,
    isCustomerPrimaryOccupant: draft.isCustomerPrimaryOccupant,
    primaryOccupantFirstName: draft.primaryOccupantFirstName,
    primaryOccupantLastName: draft.primaryOccupantLastName,
    primaryOccupantStreet1: draft.primaryOccupantStreet1,
    primaryOccupantStreet2: draft.primaryOccupantStreet2,
    primaryOccupantCity: draft.primaryOccupantCity,
    primaryOccupantState: draft.primaryOccupantState,
    primaryOccupantZipcode: draft.primaryOccupantZipcode,
    primaryOccupantCountry: draft.primaryOccupantCountry,
    primaryOccupantEmail: draft.primaryOccupantEmail,
    primaryOccupantHomePhone: draft.primaryOccupantHomePhone,
    primaryOccupantMobilePhone: draft.primaryOccupantMobilePhone,
    numberOfAdults: numberOrNull(draft.numberOfAdults),
    numberOfVehicles: numberOrNull(draft.numberOfVehicles),
    equipmentTypeId: numberOrNull(draft.equipmentTypeId),
    equipmentLength: numberOrNull(draft.equipmentLength),
    discounts: draft.discounts,
    addOns: draft.addOns.filter((addOn) => addOn.quantity > 0),
  };
}

/**
 * The fee request (public §3.5) for the stay being booked: the GET Pricing/fees query (its keys are
 * matched without regard to case) or, with add-ons, the POST Pricing/fees body.
 */
export function feeRequest(claim: SpotClaim, draft: OccupantDraft, context: RequestContext) {
  return {
    customerId: context.customerId ?? undefined,
    spotId: claim.spotId,
    startDate: claim.startDate,
    endDate: claim.endDate,
    numberOfAdults: numberOrNull(draft.numberOfAdults) ?? undefined,
    numberOfVehicles: numberOrNull(draft.numberOfVehicles) ?? undefined,
    discounts: draft.discounts,
    addOns: draft.addOns.filter((addOn) => addOn.quantity > 0),
    salesChannel: context.salesChannel,
    operationId: 0,
  };
}
