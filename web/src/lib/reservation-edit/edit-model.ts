/**
 * Pure rules of the customer's reservation edit (public §3.5 edit request, §3.8 working copy; admin §4.4
 * edit seeding): the working copy made from the reservation detail, the occupant form's first values,
 * and the edit request and its fee request built from the new hold, the draft and the working copy.
 */
import type { CustomerReservationDetail, EditReservationRequestInput } from '#contract/lifecycle';
import type { DiscountClass } from '#contract/lookups';
import { toIsoDate } from '../spot-search/search-form.ts';
import { EMPTY_DRAFT, SALES_CHANNEL, feeRequest, reservationRequest } from '../booking/booking-model.ts';
import type { OccupantDraft, ReservationEdit, SpotClaim } from '../booking/claim-state.ts';

/** Pricing's operationId for a modification (public §3.5 fee request). */
export const OPERATION_MODIFICATION = 1;

/** The detail's MM/DD/YYYY date as ISO (the detail shows dates as a person reads them). */
function isoOf(usDate: string): string {
  return toIsoDate(usDate) ?? usDate;
}

/** The working copy of a reservation about to be changed: its current values become the old* ones. */
export function editFromDetail(
  detail: Pick<
    CustomerReservationDetail,
    | 'id'
    | 'reservationNumber'
    | 'locationId'
    | 'parkName'
    | 'loopName'
    | 'spotName'
    | 'bookingType'
    | 'spotId'
    | 'arrivalDate'
    | 'departureDate'
    | 'discounts'
    | 'primaryOccupant'
    | 'numberOfAdults'
    | 'numberOfVehicles'
    | 'equipmentLength'
    | 'equipmentType'
    | 'addOns'
  >,
  customerId: number,
  externalUserId: string,
  discountClasses: readonly DiscountClass[],
): ReservationEdit {
  const oldDiscounts = detail.discounts.flatMap((name) => {
    const found = discountClasses.find((d) => d.name === name);
    return found ? [found.id] : [];
  });
  const o = detail.primaryOccupant;
  return {
    reservationId: detail.id,
    reservationNumber: detail.reservationNumber,
    customerId,
    externalUserId,
    locationId: detail.locationId,
    parkName: detail.parkName,
    loopName: detail.loopName,
    spotName: detail.spotName,
    bookingType: detail.bookingType,
    oldSpotId: detail.spotId,
    oldStartDate: isoOf(detail.arrivalDate),
    oldEndDate: isoOf(detail.departureDate),
    oldDiscounts,
    occupant: {
      ...EMPTY_DRAFT,
      primaryOccupantFirstName: o.firstName,
      primaryOccupantLastName: o.lastName,
      primaryOccupantStreet1: o.street1,
      primaryOccupantStreet2: o.street2 ?? '',
      primaryOccupantCity: o.city,
      primaryOccupantState: o.state,
      primaryOccupantZipcode: o.zipcode,
      primaryOccupantCountry: o.country || EMPTY_DRAFT.primaryOccupantCountry,
      primaryOccupantEmail: o.email,
      primaryOccupantHomePhone: o.homePhone ?? '',
      primaryOccupantMobilePhone: o.mobilePhone ?? '',
      numberOfAdults: String(detail.numberOfAdults),
      numberOfVehicles: String(detail.numberOfVehicles),
      equipmentLength: detail.equipmentLength === null ? '' : String(detail.equipmentLength),
      discounts: oldDiscounts,
      // Carried into the change unless the person takes them off on the occupant form.
      addOns: detail.addOns.map((a) => ({ id: a.id, quantity: a.quantity })),
    },
    equipmentTypeName: detail.equipmentType,
  };
}

/** The occupant form's first values: the reservation's, with its equipment type found by name on the new spot. */
export function editDraft(edit: ReservationEdit, equipmentTypes: readonly { id: number; name: string }[]) {
  const type = equipmentTypes.find((t) => t.name === edit.equipmentTypeName);
  return { ...edit.occupant, equipmentTypeId: type ? String(type.id) : '' };
}

/** The old* fields every edit call carries. */
function oldValues(edit: ReservationEdit) {
  return {
    oldSpotId: edit.oldSpotId,
    oldStartDate: edit.oldStartDate,
    oldEndDate: edit.oldEndDate,
    oldDiscounts: edit.oldDiscounts,
    oldNumberOfAdults: Number(edit.occupant.numberOfAdults) || undefined,
  };
}

/** The edit request (public §3.5) for validate-edit and change: the new stay as a new reservation request. */
export function editRequest(
  claim: SpotClaim,
  draft: OccupantDraft,
  edit: ReservationEdit,
  fees?: readonly unknown[],
): EditReservationRequestInput {
  const context = {
    salesChannel: SALES_CHANNEL.public,
    customerId: edit.customerId,
    reservationId: edit.reservationId,
  };
  return {
    newReservationRequest: {
      ...reservationRequest(claim, draft, context),
      ...oldValues(edit),
      previousNumberOfAdults: Number(edit.occupant.numberOfAdults) || undefined,
      previousNumberOfVehicles: Number(edit.occupant.numberOfVehicles),
    },
    ...(fees ? { feeOverrides: [...fees] } : {}),
    reservationId: edit.reservationId,
    customerId: edit.customerId,
  };
}

/** The fee request of the edit (Pricing/fees with the old* fields, operationId 1). */
export function editFeeRequest(claim: SpotClaim, draft: OccupantDraft, edit: ReservationEdit) {
  const context = {
    salesChannel: SALES_CHANNEL.public,
    customerId: edit.customerId,
    reservationId: edit.reservationId,
  };
  return { ...feeRequest(claim, draft, context), ...oldValues(edit), operationId: OPERATION_MODIFICATION };
}

/** A formatted amount ('$1,234.50', '-$3.00') as dollars; 0 when it is not one. */
export function dollarsOf(money: string): number {
  const value = Number(money.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) ? value : 0;
}

/** What the quote's lines add up to (by card): the reservation's total once changed. */
export function linesTotal(fees: readonly { amount: number }[]): number {
  return Math.round(fees.reduce((n, f) => n + f.amount * 100, 0)) / 100;
}
