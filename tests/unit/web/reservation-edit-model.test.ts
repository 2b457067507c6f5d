import { describe, expect, it } from 'vitest';
import type { CustomerReservationDetail } from '../../../functions/contract/lifecycle.ts';
import { editReservationRequestSchema } from '../../../functions/contract/lifecycle.ts';
import type { AdminReservationDetail } from '../../../functions/contract/front-desk.ts';
import type { DiscountClass } from '../../../functions/contract/lookups.ts';
import { staffEditFromDetail } from '../../../web/src/lib/front-desk/staff-edit-model.ts';
import { createClaimStore, type SpotClaim } from '../../../web/src/lib/booking/claim-state.ts';
import {
  dollarsOf,
  editDraft,
  editFeeRequest,
  editFromDetail,
  editRequest,
  linesTotal,
} from '../../../web/src/lib/reservation-edit/edit-model.ts';
import {
  editReceiptPath,
  editTargetOf,
  reservationEditPath,
} from '../../../web/src/lib/reservation-edit/paths.ts';

const detail = {
  id: 41,
  locationId: 101,
  reservationNumber: 'CO-000041',
  parkName: 'Bluestem Reservoir State Park',
  loopName: 'Aspen Loop',
  spotId: 100004,
  spotName: 'A004',
  bookingType: 'Overnight',
  isDayUse: false,
  arrivalDate: '12/16/2026',
  departureDate: '12/18/2026',
  numberOfAdults: 2,
  numberOfVehicles: 1,
  equipmentType: 'Tent',
  equipmentLength: 12,
  customerModifiable: true,
  discounts: ['Senior'],
  addOns: [{ id: 9, quantity: 2 }],
  primaryOccupant: {
    firstName: 'Jamie',
    lastName: 'Camper',
    street1: '100 Trailhead Way',
    street2: null,
    city: 'Pine Junction',
    state: 'CO',
    zipcode: '80470',
    country: 'US',
    email: 'jamie@example.org',
    homePhone: '3035550100',
    mobilePhone: null,
  },
} as unknown as CustomerReservationDetail;

const classes = [
  { id: 3, name: 'Senior' },
  { id: 4, name: 'Resident' },
] as DiscountClass[];

const claim: SpotClaim = {
  locationName: 'Bluestem Reservoir State Park',
  locationId: 101,
  spotId: 100007,
  spotName: 'A007',
  lockCode: 'new-hold',
  lockedUntil: '2026-11-25T08:15:00Z',
  startDate: '2026-12-16',
  endDate: '2026-12-19',
  walkInReservation: false,
  adaRequirementAcknowledged: false,
  overrideClosure: false,
};

describe('the reservation edit model (admin §4.4 seeding, public §3.5 edit request)', () => {
  const edit = editFromDetail(detail, 7, 'ext-7', classes);

  it('copies the current values into the old* ones and the occupant', () => {
    expect(edit).toMatchObject({
      reservationId: 41,
      customerId: 7,
      externalUserId: 'ext-7',
      locationId: 101,
      oldSpotId: 100004,
      oldStartDate: '2026-12-16',
      oldEndDate: '2026-12-18',
      oldDiscounts: [3],
      equipmentTypeName: 'Tent',
    });
    expect(edit.occupant).toMatchObject({
      primaryOccupantFirstName: 'Jamie',
      primaryOccupantStreet2: '',
      primaryOccupantMobilePhone: '',
      numberOfAdults: '2',
      numberOfVehicles: '1',
      equipmentLength: '12',
      discounts: [3],
      addOns: [{ id: 9, quantity: 2 }],
    });
  });

  it("a change at the desk starts with the reservation's add-ons and its customer", () => {
    const staff = staffEditFromDetail(
      { ...detail, customerId: 7 } as unknown as AdminReservationDetail,
      classes,
    );
    expect(staff.occupant.addOns).toEqual([{ id: 9, quantity: 2 }]);
    expect(staff.occupant.customerId).toBe('7');
  });

  it('finds the equipment type by name on the new spot', () => {
    expect(editDraft(edit, [{ id: 2, name: 'Tent' }]).equipmentTypeId).toBe('2');
    expect(editDraft(edit, [{ id: 5, name: 'RV' }]).equipmentTypeId).toBe('');
  });

  it('builds an edit request the contract accepts: the new hold, the old values, the reservation', () => {
    const request = editRequest(claim, editDraft(edit, [{ id: 2, name: 'Tent' }]), edit);
    const parsed = editReservationRequestSchema.parse(request);
    expect(parsed).toMatchObject({ reservationId: 41, customerId: 7 });
    expect(parsed.newReservationRequest).toMatchObject({
      spotId: 100007,
      startDate: '2026-12-16',
      endDate: '2026-12-19',
      lockCode: 'new-hold',
      reservationId: 41,
      oldSpotId: 100004,
      oldStartDate: '2026-12-16',
      oldEndDate: '2026-12-18',
      oldDiscounts: [3],
      numberOfAdults: 2,
      equipmentTypeId: 2,
      // The add-ons bought with the reservation go into the change.
      addOns: [{ id: 9, quantity: 2 }],
    });
    expect(editFeeRequest(claim, edit.occupant, edit)).toMatchObject({ operationId: 1, oldSpotId: 100004 });
  });

  it('reads amounts and adds up lines in whole cents', () => {
    expect(dollarsOf('$1,234.50')).toBe(1234.5);
    expect(dollarsOf('-$3.00')).toBe(-3);
    expect(dollarsOf('n/a')).toBe(0);
    expect(linesTotal([{ amount: 0.1 }, { amount: 0.2 }, { amount: 42 }])).toBe(42.3);
  });

  it("writes and reads the edit's query", () => {
    const path = reservationEditPath({
      customerId: 7,
      reservationId: 41,
      locationId: 101,
      externalUserId: 'a b',
    });
    expect(path).toBe('/reservation-edit?c=7&r=41&l=101&e=a+b');
    expect(editTargetOf(new URL(path, 'http://x').searchParams)).toEqual({
      customerId: 7,
      reservationId: 41,
      locationId: 101,
      externalUserId: 'a b',
    });
    expect(editTargetOf(new URLSearchParams('c=7&r=x&l=101'))).toBeNull();
    expect(editReceiptPath(9, 'tok')).toBe('/reservation-edit-receipt?ccpToken=tok&orderId=9');
    expect(editReceiptPath(9)).toBe('/reservation-edit-receipt?orderId=9');
  });

  it('the claim store keeps the working copy when a hold is given up', () => {
    const store = createClaimStore(null);
    store.setClaim(claim);
    store.startEdit(edit);
    expect(store.get().claim).toEqual(claim);
    store.dropClaim();
    expect(store.get()).toMatchObject({ claim: null, edit: { reservationId: 41 } });
    store.clear();
    expect(store.get().edit).toBeNull();
  });
});
