/**
 * The new reservation request (public §3.5) and its occupant rules (§5.2 messages, word for word), as the
 * API and the web form's zodResolver both apply them.
 */
import { describe, expect, it } from 'vitest';
import {
  RESERVATION_FIELD_LABELS,
  newReservationRequestSchema,
  verifyDiscountsRequestSchema,
} from '#contract/reservations';

const OCCUPANT = {
  primaryOccupantFirstName: 'Zoë',
  primaryOccupantLastName: "D'Arcy-Smith",
  primaryOccupantStreet1: '12 Aspen Ln, Apt. 4',
  primaryOccupantCity: 'Colorado Springs',
  primaryOccupantState: 'CO',
  primaryOccupantZipcode: '80903-1234',
  primaryOccupantCountry: 'USA',
  primaryOccupantEmail: 'zoe@example.com',
  primaryOccupantHomePhone: '(719) 555-0142',
};
const base = {
  spotId: 101001,
  startDate: '07/10/2026',
  endDate: '2026-07-12',
  lockCode: 'abc',
  numberOfAdults: 2,
  numberOfVehicles: 1,
  ...OCCUPANT,
};

/** Messages by field, as the API's 400 and the form show them. */
function messages(input: Record<string, unknown>) {
  const result = newReservationRequestSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('a valid request', () => {
  it('parses dates to ISO, numbers typed as text to numbers, and fills the lists and flags', () => {
    const parsed = newReservationRequestSchema.parse({
      ...base,
      numberOfAdults: '4',
      numberOfVehicles: '0',
      equipmentLength: ' 25 ',
      equipmentTypeId: '',
    });
    expect(parsed).toMatchObject({
      startDate: '2026-07-10',
      endDate: '2026-07-12',
      numberOfAdults: 4,
      numberOfVehicles: 0,
      equipmentLength: 25,
      equipmentTypeId: null,
      isCustomerPrimaryOccupant: false,
      overrideBusinessRule: false,
      walkInReservation: false,
      discounts: [],
      addOns: [],
      feeOverrides: [],
    });
    expect(parsed.primaryOccupantStreet2).toBeUndefined();
  });

  it('lets the occupant be empty when the customer is the primary occupant', () => {
    const { primaryOccupantFirstName: _f, primaryOccupantHomePhone: _p, ...rest } = base;
    expect(messages({ ...rest, isCustomerPrimaryOccupant: true, primaryOccupantCity: '' })).toEqual({});
  });
});

describe('occupant field messages (§5.2)', () => {
  it.each([
    ['primaryOccupantFirstName', '', 'First Name is required'],
    [
      'primaryOccupantFirstName',
      'J0hn',
      "First Name must only contain alphabetic characters, spaces, or ' - ~",
    ],
    ['primaryOccupantLastName', '  ', 'Last Name is required'],
    [
      'primaryOccupantLastName',
      'Smith!',
      "Last Name must only contain alphabetic characters, spaces, or ' - ~",
    ],
    ['primaryOccupantStreet1', '', 'Address Line 1 is required'],
    [
      'primaryOccupantStreet1',
      '12 Main St #4',
      "Address Line 1 must only contain alphanumeric characters, spaces, or the following special characters: ' . - ,",
    ],
    [
      'primaryOccupantStreet2',
      'Unit #4',
      "Address Line 2 must only contain alphanumeric characters, spaces, or the following special characters: ' . - ,",
    ],
    ['primaryOccupantCity', '', 'City is required'],
    ['primaryOccupantCity', 'Denver 2', "City must only contain alphabetic characters, spaces, or ' . - ,"],
    ['primaryOccupantState', '', 'State is required'],
    ['primaryOccupantZipcode', '8020', 'Zip Code must either be a 5 or 9 digit zip code'],
    ['primaryOccupantCountry', '', 'Country is required'],
    ['primaryOccupantEmail', 'zoe@', 'Email must be a valid email'],
    ['primaryOccupantHomePhone', '', 'Home Phone is required'],
    ['primaryOccupantHomePhone', '555-0142', 'Home Phone must be a phone number.'],
    ['primaryOccupantMobilePhone', '12', 'Mobile Phone must be a phone number.'],
    ['numberOfAdults', '', 'Number of People is required'],
    ['numberOfAdults', '0', 'Number of People must be greater than or equal to 1'],
    ['numberOfAdults', 'two', 'Number of People must only contain numbers'],
    ['numberOfVehicles', null, 'Number of Vehicles is required'],
    ['numberOfVehicles', -1, 'Number of Vehicles must be greater than or equal to 0'],
    ['equipmentLength', '20ft', 'Equipment Length must only contain numbers'],
    ['equipmentLength', '-3', 'Equipment Length must be greater than or equal to 0'],
    ['lockCode', '', 'Lock Code is required'],
  ])('%s = %j: %s', (field, value, expected) => {
    expect(messages({ ...base, [field]: value })).toEqual({ [field]: [expected] });
  });

  it('leaves the optional fields alone when blank (zip code, e-mail, mobile phone, second line)', () => {
    expect(
      messages({
        ...base,
        primaryOccupantZipcode: '',
        primaryOccupantEmail: '',
        primaryOccupantMobilePhone: '',
        primaryOccupantStreet2: '',
      }),
    ).toEqual({});
  });

  it('reports every missing occupant field at once, labelled as the form labels them', () => {
    const result = messages({
      spotId: 1,
      startDate: '2026-07-10',
      endDate: '2026-07-12',
      lockCode: 'x',
      numberOfAdults: 1,
      numberOfVehicles: 0,
    });
    expect(Object.values(result).flat()).toEqual([
      'First Name is required',
      'Last Name is required',
      'Address Line 1 is required',
      'City is required',
      'State is required',
      'Country is required',
      'Home Phone is required',
    ]);
    expect(RESERVATION_FIELD_LABELS.numberOfAdults).toBe('Number of People');
  });

  it("refuses a date that is not a day of the calendar, naming the form's label", () => {
    expect(messages({ ...base, startDate: '02/30/2026' })).toEqual({
      startDate: ["Arrival Date must be a date formatted 'MM/DD/YYYY'."],
    });
  });
});

describe('verifydiscounts request', () => {
  it('takes discount class ids with optional evidence', () => {
    expect(
      verifyDiscountsRequestSchema.parse({
        customerDiscounts: [{ discountClassId: 1, evidence: ' Pass 123 ' }, { discountClassId: 4 }],
      }),
    ).toEqual({ customerDiscounts: [{ discountClassId: 1, evidence: 'Pass 123' }, { discountClassId: 4 }] });
  });
});
