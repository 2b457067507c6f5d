import { describe, expect, it } from 'vitest';
import type { AdminCustomer } from '../../../functions/contract/admin-customers.ts';
import type { Customer } from '../../../functions/contract/customers.ts';
import { newReservationRequestSchema } from '../../../functions/contract/reservations.ts';
import {
  describeStay,
  EMPTY_DRAFT,
  SALES_CHANNEL,
  feeRequest,
  isClaimHeld,
  occupantFromAdminCustomer,
  occupantFromCustomer,
  reservationRequest,
} from '../../../web/src/lib/booking/booking-model.ts';
import type { SpotClaim } from '../../../web/src/lib/booking/claim-state.ts';
import { requestForValidation } from '../../../web/src/features/booking/occupant-resolver.ts';

const claim: SpotClaim = {
  locationName: 'Cherry Creek State Park',
  locationId: 3,
  spotId: 41,
  spotName: 'A12',
  lockCode: 'lock-1',
  lockedUntil: '2026-06-01T12:15:00.000Z',
  startDate: '2026-07-03',
  endDate: '2026-07-05',
  walkInReservation: false,
  adaRequirementAcknowledged: true,
  overrideClosure: false,
};

const draft = {
  ...EMPTY_DRAFT,
  primaryOccupantFirstName: 'Ada',
  primaryOccupantLastName: 'Lovelace',
  primaryOccupantStreet1: '1 Main St',
  primaryOccupantCity: 'Denver',
  primaryOccupantState: 'CO',
  primaryOccupantZipcode: '80202',
  primaryOccupantHomePhone: '3035551234',
  numberOfAdults: '4',
  numberOfVehicles: '1',
  equipmentTypeId: '',
  equipmentLength: '20',
  discounts: [2],
  addOns: [
    { id: 7, quantity: 2 },
    { id: 8, quantity: 0 },
  ],
};
const context = { salesChannel: SALES_CHANNEL.public, customerId: 12, reservationId: null };

describe('the hold clock', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  it('a claim is still held while now is before lockedUntil (public §4.4)', () => {
    expect(isClaimHeld(claim, now)).toBe(true);
    expect(isClaimHeld(claim, new Date('2026-06-01T12:15:00.000Z'))).toBe(false);
    expect(isClaimHeld(null, now)).toBe(false);
  });
});

describe('a stay', () => {
  it.each([
    ['2026-07-03', '2026-07-05', '2 nights'],
    ['2026-07-31', '2026-08-01', '1 night'],
    ['2026-07-03', '2026-07-03', 'Day use'],
  ])('%s to %s is %s', (start, end, length) => expect(describeStay(start, end)).toBe(length));
});

describe('the new reservation request', () => {
  it('carries the claim and the occupant, numbers as numbers and only bought add-ons', () => {
    const request = reservationRequest(claim, draft, context);
    expect(request).toMatchObject({
      customerId: 12,
      spotId: 41,
      startDate: '2026-07-03',
      endDate: '2026-07-05',
      lockCode: 'lock-1',
      salesChannel: 1,
      adaRequirementAcknowledged: true,
      numberOfAdults: 4,
      numberOfVehicles: 1,
      equipmentTypeId: null,
      equipmentLength: 20,
      discounts: [2],
      addOns: [{ id: 7, quantity: 2 }],
    });
    expect(newReservationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('the form is checked with the contract schema and its §5.2 messages', () => {
    const blank = requestForValidation(claim, { ...EMPTY_DRAFT, numberOfAdults: 'two' }, context);
    const result = newReservationRequestSchema.safeParse(blank);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toContain('primaryOccupantFirstName: First Name is required');
    expect(messages.some((m) => m.startsWith('numberOfAdults: Number of People'))).toBe(true);
  });

  it('the customer as primary occupant may leave the occupant blank', () => {
    const request = requestForValidation(
      claim,
      { ...EMPTY_DRAFT, isCustomerPrimaryOccupant: true, numberOfAdults: '2', numberOfVehicles: '0' },
      context,
    );
    expect(newReservationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('the fee request names the stay, party, discounts and add-ons', () => {
    expect(feeRequest(claim, draft, context)).toEqual({
      customerId: 12,
      spotId: 41,
      startDate: '2026-07-03',
      endDate: '2026-07-05',
      numberOfAdults: 4,
      numberOfVehicles: 1,
      discounts: [2],
      addOns: [{ id: 7, quantity: 2 }],
      salesChannel: 1,
      operationId: 0,
    });
  });
});

describe('I am the primary occupant', () => {
  it("copies the customer's name, e-mail, primary address and phones", () => {
    const customer = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      addresses: [
        {
          street1: '9 Old Rd',
          street2: null,
          city: 'Aurora',
          state: 'CO',
          zipcode: '80010',
          zipcodePlus4: null,
          country: 'United States',
          isPrimary: false,
          addressTypeId: 1,
        },
        {
          street1: '1 Main St',
          street2: 'Apt 2',
          city: 'Denver',
          state: 'CO',
          zipcode: '80202',
          zipcodePlus4: null,
          country: 'United States',
          isPrimary: true,
          addressTypeId: 1,
        },
      ],
      customerPhoneNumbers: [
        { number: '3035550000', isPrimary: false, phoneNumberTypeId: 2 },
        { number: '3035551234', isPrimary: true, phoneNumberTypeId: 1 },
      ],
    } as unknown as Customer;
    expect(occupantFromCustomer(customer)).toEqual({
      primaryOccupantFirstName: 'Ada',
      primaryOccupantLastName: 'Lovelace',
      primaryOccupantEmail: 'ada@example.com',
      primaryOccupantStreet1: '1 Main St',
      primaryOccupantStreet2: 'Apt 2',
      primaryOccupantCity: 'Denver',
      primaryOccupantState: 'CO',
      primaryOccupantZipcode: '80202',
      primaryOccupantCountry: 'United States',
      primaryOccupantMobilePhone: '3035551234',
      primaryOccupantHomePhone: '3035550000',
    });
  });

  it("staff booking for a customer: the customer's record and their id", () => {
    const customer = {
      id: 31,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      primaryPhoneNumber: '3035551234',
      alternatePhoneNumber: null,
      street1: '1 Main St',
      street2: null,
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      country: '',
    } as unknown as AdminCustomer;
    expect(occupantFromAdminCustomer(customer)).toEqual({
      primaryOccupantFirstName: 'Ada',
      primaryOccupantLastName: 'Lovelace',
      primaryOccupantEmail: 'ada@example.com',
      primaryOccupantStreet1: '1 Main St',
      primaryOccupantStreet2: '',
      primaryOccupantCity: 'Denver',
      primaryOccupantState: 'CO',
      primaryOccupantZipcode: '80202',
      primaryOccupantCountry: EMPTY_DRAFT.primaryOccupantCountry,
      primaryOccupantMobilePhone: '3035551234',
      primaryOccupantHomePhone: '',
      customerId: '31',
    });
  });
});
