/**
 * Validation of a new reservation request (public §2.4, §7.3; admin §5, §7.1), used by the validate
 * routes and again by Cart/addreservation before it prices and writes: the hold must be the caller's,
 * live, on this spot for these dates; the primary occupant must be known; an ADA spot needs the
 * attestation; and the park's business rules must pass, unless a staff user allowed to override them
 * asks to (the overridden rules are returned so the reservation records them). Every refusal is
 * collected and thrown together as a RefusedError (HTTP 200, statusCode Failure).
 */
import type { NewReservationRequest } from '#contract/reservations';
import { SALES_CHANNEL } from '#domain/checkout';
import { WELL_KNOWN_ATTRIBUTE } from '#contract/attributes';
import {
  type BusinessRuleName,
  OVERRIDE_NOT_ALLOWED_MESSAGE,
  accountCounts,
  businessRulesFor,
  OVERRIDE_HINT_MESSAGE,
  checkBusinessRules,
} from '#domain/business-rules';
import { BOOKING_TYPE, type LocationRecord, type SpotRecord, type TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { HOLD_MESSAGE } from '#domain/holds';
import { type PermissionPrincipal, hasLocationPermission, permissionName } from '#domain/permissions';
import { RefusedError, notFound } from '#domain/errors';
import { getCart } from '#store/cart';
import { type CustomerRecord, getCustomer } from '#store/customers';
import { getHold } from '#store/holds';
import { type HoldRecord, holdIsLiveFor } from '#domain/booking/hold';
import type { PrimaryOccupant } from '#domain/booking/reservation';
import { getParkRules } from '#store/inventory';
import { REFERENCE_KIND } from '#store/keys';
import { getReference, listReference } from '#store/reference';
import { listCustomerReservations } from '#store/reservations';
import { getRole } from '#store/roles';
import { getStaffUser } from '#store/staff-users';
import { type BookingCaller, holderOf } from './caller.ts';
import { spotWithPark } from './claims.ts';

export type { BookingCaller } from './caller.ts';

export const VALIDATE_MESSAGE = {
  noPrimaryOccupant:
    'Enter the primary occupant: this reservation has no customer account to take the details from.',
  adaRequired:
    'This spot is kept for guests who need an accessible site. Confirm that an occupant needs it to reserve this spot.',
} as const;

export interface ValidatedReservation {
  /** The request as it will be booked: occupant filled from the customer when they are the occupant,
   *  salesChannel from the route, walk-in and closure override from the hold. */
  request: NewReservationRequest;
  customerId: number | null;
  hold: HoldRecord;
  spot: SpotRecord;
  location: LocationRecord;
  dayUse: boolean;
  nights: string[];
  /** Business rules a staff user overrode (empty when none failed or nobody overrode). */
  overriddenRules: BusinessRuleName[];
}

/** The staff user's role, permissions and parks, when the caller did not bring them. */
async function staffPrincipal(
  tenantId: TenantId,
  caller: Extract<BookingCaller, { kind: 'staff' }>,
): Promise<PermissionPrincipal | undefined> {
  if (caller.principal) return caller.principal;
  const user = await getStaffUser(tenantId, caller.userId);
  if (!user) return undefined;
  const role = await getRole(tenantId, user.userRoleId);
  return {
    roleId: user.userRoleId,
    permissions: (role?.permissionIds ?? []).map(permissionName).filter((n) => n !== undefined),
    locationIds: user.locationIds,
  };
}

/** The occupant fields from the customer's own record. */
function occupantFromCustomer(c: CustomerRecord) {
  return {
    primaryOccupantFirstName: c.firstName,
    primaryOccupantLastName: c.lastName,
    primaryOccupantStreet1: c.street1,
    primaryOccupantStreet2: c.street2,
    primaryOccupantCity: c.city,
    primaryOccupantState: c.state,
    primaryOccupantZipcode: c.zipcode,
    primaryOccupantCountry: c.country,
    primaryOccupantEmail: c.email,
    primaryOccupantHomePhone: c.primaryPhoneNumber,
    primaryOccupantMobilePhone: c.alternatePhoneNumber,
  };
}

const numericAttribute = (spot: SpotRecord, attributeId: number) => {
  const value = Number(spot.attributes.find((a) => a.attributeId === attributeId)?.value);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** What the account and the caller's cart already hold (the account and transaction rules count them). */
async function bookingCounts(
  tenantId: TenantId,
  customerId: number | null,
  caller: BookingCaller,
  stay: { arrivalDate: string; today: string; lockCode: string; editedReservationId?: number },
  now: Date,
) {
  const owner = holderOf(caller);
  const [reservations, cart] = await Promise.all([
    customerId === null ? Promise.resolve(null) : listCustomerReservations(tenantId, customerId),
    getCart(tenantId, owner, now),
  ]);
  return {
    account: reservations && accountCounts(reservations, stay),
    // The reservation being checked again from the cart does not count against itself.
    reservationsInCart: cart.items.filter((i) => i.lockCode !== stay.lockCode).length,
  };
}

/** The primary occupant a validated request books (blank fields stored empty, optional ones null). */
export function primaryOccupantOf(r: NewReservationRequest): PrimaryOccupant {
  return {
    firstName: r.primaryOccupantFirstName ?? '',
    lastName: r.primaryOccupantLastName ?? '',
    street1: r.primaryOccupantStreet1 ?? '',
    street2: r.primaryOccupantStreet2 ?? null,
    city: r.primaryOccupantCity ?? '',
    state: r.primaryOccupantState ?? '',
    zipcode: r.primaryOccupantZipcode ?? '',
    country: r.primaryOccupantCountry ?? '',
    email: r.primaryOccupantEmail ?? '',
    homePhone: r.primaryOccupantHomePhone ?? null,
    mobilePhone: r.primaryOccupantMobilePhone ?? null,
  };
}

export async function validateNewReservation(
  tenantId: TenantId,
  request: NewReservationRequest,
  caller: BookingCaller,
  now: Date = new Date(),
  /** A change of this sold reservation: it does not count against the account's limits. */
  editedReservationId?: number,
): Promise<ValidatedReservation> {
  const stored = await getHold(tenantId, request.lockCode);
  const hold = holdIsLiveFor(stored, holderOf(caller), Math.floor(now.getTime() / 1000), {
    spotId: request.spotId,
    arrivalDate: request.startDate,
    departureDate: request.endDate,
  })
    ? stored
    : undefined;
  if (!hold) throw new RefusedError([HOLD_MESSAGE.notHeld]);

  const customerId = caller.kind === 'customer' ? caller.customerId : (request.customerId ?? null);
  const { spot, location } = await spotWithPark(tenantId, request.spotId);
  const today = todayIn(location.timezone, now);
  const [product, parkRules, customer, attributes, counts, principal] = await Promise.all([
    getReference(tenantId, REFERENCE_KIND.product, spot.productId),
    getParkRules(tenantId, spot.locationId),
    customerId === null ? Promise.resolve(undefined) : getCustomer(tenantId, customerId),
    listReference(tenantId, REFERENCE_KIND.attribute),
    bookingCounts(
      tenantId,
      customerId,
      caller,
      { arrivalDate: request.startDate, today, lockCode: hold.lockCode, editedReservationId },
      now,
    ),
    caller.kind === 'staff' ? staffPrincipal(tenantId, caller) : Promise.resolve(undefined),
  ]);
  if (customerId !== null && !customer) throw notFound('Customer', customerId);
  const dayUse = product?.bookingTypeId === BOOKING_TYPE.DayUse;
  const messages: string[] = [];

  let occupant = {};
  if (request.isCustomerPrimaryOccupant) {
    if (customer) occupant = occupantFromCustomer(customer);
    else messages.push(VALIDATE_MESSAGE.noPrimaryOccupant);
  }

  const ada = attributes.find((a) => a.name === WELL_KNOWN_ATTRIBUTE.adaOccupantRequiredName);
  const adaSpot = ada && spot.attributes.some((a) => a.attributeId === ada.id && a.value === 'yes');
  if (adaSpot && !request.adaRequirementAcknowledged) messages.push(VALIDATE_MESSAGE.adaRequired);

  // The public cannot override; a staff user needs ReservationManagementOverride at the spot's park.
  const override = caller.kind === 'staff' && request.overrideBusinessRule;
  const mayOverride =
    principal !== undefined &&
    hasLocationPermission(principal, 'ReservationManagementOverride', [spot.locationId]);
  if (override && !mayOverride) messages.push(OVERRIDE_NOT_ALLOWED_MESSAGE);
  // The most specific rows in effect: the spot's product class at the park, the park, the agency.
  const rules = businessRulesFor(
    parkRules.businessRules,
    { locationId: spot.locationId, productId: spot.productId, arrivalDate: request.startDate, today },
    numericAttribute(spot, WELL_KNOWN_ATTRIBUTE.maximumNumberOfPeople),
  );
  const checked = checkBusinessRules(
    rules,
    {
      arrivalDate: request.startDate,
      departureDate: request.endDate,
      dayUse,
      today,
      numberOfPeople: request.numberOfAdults,
      account: counts.account,
      reservationsInCart: counts.reservationsInCart,
    },
    override && mayOverride,
  );
  messages.push(...checked.messages);
  if (checked.messages.length > 0 && !override && mayOverride) messages.push(OVERRIDE_HINT_MESSAGE);
  if (messages.length > 0) throw new RefusedError(messages);

  return {
    request: {
      ...request,
      ...occupant,
      customerId: customerId ?? undefined,
      salesChannel: caller.kind === 'customer' ? SALES_CHANNEL.Public : SALES_CHANNEL.Admin,
      walkInReservation: hold.walkIn,
      overrideClosure: hold.overriddenClosureDays.length > 0,
      overrideBusinessRule: override,
    },
    customerId,
    hold,
    spot,
    location,
    dayUse,
    nights: hold.nights,
    overriddenRules: checked.overridden,
  };
}
