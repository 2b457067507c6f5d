/**
 * The occupant form's validation: the new reservation request schema of the contract (the API checks
 * the same), applied to the request the claim and the form's values make. The form keeps its texts;
 * number fields go to the schema as typed so that its messages ('... must only contain numbers') apply.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { newReservationRequestSchema } from '#contract/reservations';
import { reservationRequest, type RequestContext } from '#web/lib/booking/booking-model.ts';
import type { OccupantDraft, SpotClaim } from '#web/lib/booking/claim-state.ts';

/** The form's fields in their order on the page (the error summary's order too). */
export const OCCUPANT_FIELD_ORDER = [
  'customerId',
  'primaryOccupantFirstName',
  'primaryOccupantLastName',
  'primaryOccupantStreet1',
  'primaryOccupantStreet2',
  'primaryOccupantCity',
  'primaryOccupantState',
  'primaryOccupantZipcode',
  'primaryOccupantCountry',
  'primaryOccupantEmail',
  'primaryOccupantHomePhone',
  'primaryOccupantMobilePhone',
  'numberOfAdults',
  'numberOfVehicles',
  'equipmentTypeId',
  'equipmentLength',
] as const satisfies readonly (keyof OccupantDraft)[];
export type OccupantField = (typeof OCCUPANT_FIELD_ORDER)[number];

const FORM_FIELDS: ReadonlySet<string> = new Set(OCCUPANT_FIELD_ORDER);

/** The request the schema sees for these form values (numbers as typed; staff customer id as typed). */
export function requestForValidation(claim: SpotClaim, values: OccupantDraft, context: RequestContext) {
  return {
    ...reservationRequest(claim, values, context),
    ...(context.salesChannel === 2 && { customerId: values.customerId }),
    numberOfAdults: values.numberOfAdults,
    numberOfVehicles: values.numberOfVehicles,
    equipmentTypeId: values.equipmentTypeId,
    equipmentLength: values.equipmentLength,
  };
}

export function occupantResolver(claim: SpotClaim, context: RequestContext): Resolver<OccupantDraft> {
  const resolve = zodResolver(newReservationRequestSchema);
  return async (values, resolverContext, options) => {
    const result = await resolve(
      requestForValidation(claim, values, context),
      resolverContext,
      options as unknown as Parameters<typeof resolve>[2],
    );
    const found = result.errors as Record<string, { message?: string; type?: string } | undefined>;
    const keys = Object.keys(found);
    if (keys.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    const other: string[] = [];
    for (const key of keys) {
      if (FORM_FIELDS.has(key)) errors[key] = found[key];
      else if (found[key]?.message) other.push(found[key].message);
    }
    // A problem with the held stay itself (dates, lock code) has no field on this form.
    if (other.length) errors.root = { type: 'request', message: other[0] };
    return { values: {}, errors: errors as FieldErrors<OccupantDraft> };
  };
}
