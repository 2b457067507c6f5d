/**
 * Validation of a new reservation through the API adapter against DynamoDB Local: a customer claims a
 * spot and validates the request (success, occupant messages, each business rule's refusal, someone
 * else's and an expired lock code), a staff user validates with and without the override, and the
 * customer's discount calls. The test owns one demo park of 'co' and writes that park's own rules, so
 * the tenant's defaults (which other tests may meet) are left alone.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPark } from './test-park.ts';
import { api } from './support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callWithToken, demoPerson, idToken } from './identity-support.ts';
import {
  BUSINESS_RULE_MESSAGE,
  OVERRIDE_HINT_MESSAGE,
  OVERRIDE_NOT_ALLOWED_MESSAGE,
} from '#domain/business-rules';
import { DISCOUNT_MESSAGE } from '#domain/discounts';
import { HOLD_MESSAGE } from '#domain/holds';
import { VALIDATE_MESSAGE, validateNewReservation } from '#booking/validate';
import { newReservationRequestSchema } from '#contract/reservations';
import { RefusedError } from '#domain/errors';
import { getStaffUserByUsername } from '#store/staff-users';
import { writeBusinessRules } from '#store/business-rules';
import { dynamo, tableName } from '#store/client';
import { writeInventory } from '#store/inventory-writer';
import { keys } from '#store/keys';
import { reservationItem } from '#store/reservations';
import { type ReservationRecord } from '#domain/booking/reservation';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('co');
const { park, spots, d } = testPark(TENANT, 8);
const maxPeopleOf = (spotId: number) =>
  Number(spots.find((s) => s.id === spotId)!.attributes.find((a) => a.attributeId === 133)!.value);

/** Park rules of the test park: a booking window, and the account and stay limits of brm/*. */
const WINDOW = { minArrivalDays: 0, maxArrivalDays: 90, maxStayNights: 5 };
const PARK_RULES = {
  minimumStayNights: 2,
  maximumActiveReservationsOnAccount: 2,
  maximumReservationsPerTransaction: 2,
  maximumReservationsSameStartDate: 1,
};

const OCCUPANT = {
  primaryOccupantFirstName: 'Rosa',
  primaryOccupantLastName: "O'Neil",
  primaryOccupantStreet1: '12 Aspen Ln',
  primaryOccupantCity: 'Pueblo',
  primaryOccupantState: 'CO',
  primaryOccupantZipcode: '81003',
  primaryOccupantCountry: 'USA',
  primaryOccupantEmail: 'rosa@example.com',
  primaryOccupantHomePhone: '(719) 555-0142',
};

const claimPath = (spotId: number) => api(TENANT, `SpotReservation/spot/${spotId}/claim`);
const adminClaimPath = (spotId: number) => api(TENANT, `admin/AdminSpotReservation/spot/${spotId}/claim`);
const validatePath = api(TENANT, 'SpotReservation/validate');
const adminValidatePath = api(TENANT, 'admin/AdminSpotReservation/validate');

let spotIndex = 0;
/** Claims the next free spot of the park for the stay; returns the request to validate. */
async function claimed(token: string, from: number, to: number, admin = false, extra: object = {}) {
  const spot = spots[spotIndex++]!;
  const res = await callWithToken(token, 'POST', admin ? adminClaimPath(spot.id) : claimPath(spot.id), {
    reservationStartDate: d(from),
    reservationEndDate: d(to),
    ...extra,
  });
  expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
  const { lockCode } = res.body.data as { lockCode: string };
  return {
    spotId: spot.id,
    startDate: d(from),
    endDate: d(to),
    lockCode,
    numberOfAdults: 2,
    numberOfVehicles: 1,
    isCustomerPrimaryOccupant: false,
    ...OCCUPANT,
  };
}

let customer: Awaited<ReturnType<typeof confirmedCustomer>>;
let other: Awaited<ReturnType<typeof confirmedCustomer>>;
let busy: Awaited<ReturnType<typeof confirmedCustomer>>;

/** A reservation of the customer as the cart helper stores it. */
function reservation(id: number, customerId: number, over: Partial<ReservationRecord>): ReservationRecord {
  return {
    id,
    reservationNumber: `CO-${id}`,
    customerId,
    spotId: spots[spots.length - 1]!.id,
    locationId: park.id,
    startDate: d(30),
    endDate: d(32),
    nights: [d(30), d(31)],
    dayUse: false,
    lockCode: `LOCK-${id}`,
    status: 'Reserved',
    orderId: null,
    salesChannel: 1,
    walkInReservation: false,
    adaRequirementAcknowledged: false,
    overriddenClosureDays: [],
    numberOfAdults: 2,
    numberOfVehicles: 1,
    equipmentTypeId: null,
    equipmentLength: null,
    isCustomerPrimaryOccupant: true,
    primaryOccupant: {
      firstName: 'A',
      lastName: 'B',
      street1: '1 Main St',
      street2: null,
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      country: 'USA',
      email: 'a@example.com',
      homePhone: null,
      mobilePhone: null,
    },
    discounts: [],
    addOns: [],
    fees: [],
    totalCents: 0,
    feeOverrides: [],
    overriddenRules: [],
    createdAt: new Date().toISOString(),
    createdBy: 'test',
    updatedAt: new Date().toISOString(),
    ...over,
  };
}

const put = (Item: Record<string, unknown>) =>
  dynamo().send(new PutCommand({ TableName: tableName(), Item }));

beforeAll(async () => {
  if (spots.length < 20) throw new Error('the test park needs 20 overnight spots');
  [customer, other, busy] = await Promise.all([
    confirmedCustomer(TENANT),
    confirmedCustomer(TENANT),
    confirmedCustomer(TENANT),
  ]);
  await writeInventory(TENANT, { bookingWindows: [{ locationId: park.id, ...WINDOW }] });
  await writeBusinessRules(TENANT, {
    tenantDefaults: {},
    parks: [{ locationId: park.id, ...PARK_RULES }],
  });
  // The busy customer holds two reserved stays arriving on day 30, one with a discount.
  const busyId = busy.customer.id;
  await put(reservationItem(TENANT, reservation(990_001, busyId, { discounts: [4] })));
  await put(reservationItem(TENANT, reservation(990_002, busyId, {})));
  // An ended stay and a cancelled one do not count.
  await put(reservationItem(TENANT, reservation(990_003, busyId, { startDate: d(-5), endDate: d(-3) })));
  await put(reservationItem(TENANT, reservation(990_004, busyId, { status: 'Cancelled', startDate: d(40) })));
}, 120_000);

async function validate(token: string, body: object, path = validatePath) {
  const res = await callWithToken(token, 'POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('SpotReservation/validate (customer)', () => {
  it("accepts the customer's own live hold with an occupant", async () => {
    const body = await validate(customer.token, await claimed(customer.token, 30, 32));
    expect(body.statusCode).toBe('Success');
    expect(body.data).toEqual({ valid: true, overriddenRules: [] });
  });

  it('accepts an empty occupant when the customer is the primary occupant', async () => {
    const req = await claimed(customer.token, 33, 35);
    const body = await validate(customer.token, {
      spotId: req.spotId,
      startDate: req.startDate,
      endDate: req.endDate,
      lockCode: req.lockCode,
      numberOfAdults: '3',
      numberOfVehicles: '0',
      isCustomerPrimaryOccupant: true,
    });
    expect(body.statusCode).toBe('Success');
  });

  it('refuses a missing or malformed occupant with the field messages (HTTP 400)', async () => {
    const req = await claimed(customer.token, 36, 38);
    const res = await callWithToken(customer.token, 'POST', validatePath, {
      ...req,
      primaryOccupantFirstName: '',
      primaryOccupantCity: 'Pueblo 7',
      primaryOccupantHomePhone: '',
      primaryOccupantZipcode: '8100',
      numberOfAdults: '',
    });
    expect(res.status).toBe(400);
    const errors = res.body.errors as Record<string, string[]>;
    expect(errors['body.primaryOccupantFirstName']).toEqual(['First Name is required']);
    expect(errors['body.primaryOccupantCity']).toEqual([
      "City must only contain alphabetic characters, spaces, or ' . - ,",
    ]);
    expect(errors['body.primaryOccupantHomePhone']).toEqual(['Home Phone is required']);
    expect(errors['body.primaryOccupantZipcode']).toEqual([
      'Zip Code must either be a 5 or 9 digit zip code',
    ]);
    expect(errors['body.numberOfAdults']).toEqual(['Number of People is required']);
  });

  it('refuses a stay shorter than the minimum stay', async () => {
    const body = await validate(customer.token, await claimed(customer.token, 39, 40));
    expect(body.statusCode).toBe('Failure');
    expect(body.messages).toEqual([BUSINESS_RULE_MESSAGE.minimumStay(2)]);
    expect(body.messages).toEqual(['The minimum stay at this park is 2 nights.']);
  });

  it('refuses a stay longer than the booking window allows', async () => {
    const body = await validate(customer.token, await claimed(customer.token, 41, 47));
    expect(body.messages).toEqual(['The maximum stay at this park is 5 nights.']);
  });

  it("refuses more people than the spot's maximum", async () => {
    const req = await claimed(customer.token, 48, 50);
    const max = maxPeopleOf(req.spotId);
    const body = await validate(customer.token, { ...req, numberOfAdults: max + 1 });
    expect(body.messages).toEqual([`This spot allows at most ${max} people.`]);
  });

  it('refuses the account and same-arrival limits together, counting only live reservations', async () => {
    const body = await validate(busy.token, await claimed(busy.token, 30, 32));
    expect(body.statusCode).toBe('Failure');
    expect(body.messages).toEqual([
      'An account may hold at most 2 active reservations.',
      'An account may hold at most 1 reservation with the same arrival date.',
    ]);
  });

  it('refuses a reservation beyond the transaction limit of the cart', async () => {
    const owner = { kind: 'customer' as const, id: other.customer.id };
    const lockedUntil = Math.floor(Date.now() / 1000) + 600;
    for (const id of ['a', 'b']) {
      await put({
        pk: keys.cartPk(TENANT, owner),
        sk: keys.cartItemSk(`validate-${id}`),
        entity: 'CartItem',
        owner,
        id: `validate-${id}`,
        lockCode: `CART-${id}`,
        lockedUntil,
        createdAt: new Date().toISOString(),
      });
    }
    const body = await validate(other.token, await claimed(other.token, 51, 53));
    expect(body.messages).toEqual(['A transaction may include at most 2 reservations.']);
  });

  it("refuses someone else's lock code and an expired one", async () => {
    const mine = await claimed(customer.token, 54, 56);
    const theirs = await validate(other.token, mine);
    expect(theirs.statusCode).toBe('Failure');
    expect(theirs.messages).toEqual([HOLD_MESSAGE.notHeld]);

    await put({
      ...keys.hold(TENANT, 'EXPIRED-VALIDATE'),
      entity: 'Hold',
      lockCode: 'EXPIRED-VALIDATE',
      spotId: mine.spotId,
      locationId: park.id,
      arrivalDate: mine.startDate,
      departureDate: mine.endDate,
      nights: [],
      holder: { kind: 'customer', id: customer.customer.id, username: customer.body.username },
      walkIn: false,
      overriddenClosureDays: [],
      createdAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    const expired = await validate(customer.token, { ...mine, lockCode: 'EXPIRED-VALIDATE' });
    expect(expired.messages).toEqual(['This hold has expired or was released.']);
    // Other dates than the hold's are not the hold either.
    const moved = await validate(customer.token, { ...mine, endDate: d(57) });
    expect(moved.messages).toEqual([HOLD_MESSAGE.notHeld]);
  });

  it('is for customers only: staff get 403 with the customer-account message', async () => {
    const res = await callWithToken(await idToken(TENANT, 'agencyAdmin'), 'POST', validatePath, {});
    expect(res.status).toBe(403);
  });
});

describe('admin/AdminSpotReservation/validate (staff)', () => {
  it('refuses the business rules, and passes them with the override, reporting which were overridden', async () => {
    const token = await idToken(TENANT, 'superAdmin');
    // A one-night stay 80 days ahead, then the park's window shrinks to 70 days: the hold predates it.
    const req = await claimed(token, 80, 81, true);
    await writeInventory(TENANT, {
      bookingWindows: [{ locationId: park.id, ...WINDOW, maxArrivalDays: 70 }],
    });
    try {
      const refused = await validate(token, { ...req, customerId: busy.customer.id }, adminValidatePath);
      expect(refused.messages).toEqual([
        'The minimum stay at this park is 2 nights.',
        'Reservations may be made no more than 70 days before arrival.',
        'An account may hold at most 2 active reservations.',
        OVERRIDE_HINT_MESSAGE,
      ]);
      const overridden = await validate(
        token,
        { ...req, customerId: busy.customer.id, overrideBusinessRule: true },
        adminValidatePath,
      );
      expect(overridden.statusCode).toBe('Success');
      expect(overridden.data).toEqual({
        valid: true,
        overriddenRules: ['minimumStay', 'maximumArrivalDate', 'maximumActiveReservationsOnAccount'],
      });
    } finally {
      await writeInventory(TENANT, { bookingWindows: [{ locationId: park.id, ...WINDOW }] });
    }
  });

  it('validates a walk-in guest without an account, who must have an occupant', async () => {
    const token = await idToken(TENANT, 'superAdmin');
    const req = await claimed(token, 0, 2, true, { walkInReservation: true });
    expect((await validate(token, req, adminValidatePath)).statusCode).toBe('Success');
    const noOccupant = await validate(
      token,
      { ...req, isCustomerPrimaryOccupant: true, primaryOccupantFirstName: '' },
      adminValidatePath,
    );
    expect(noOccupant.messages).toEqual([VALIDATE_MESSAGE.noPrimaryOccupant]);
  });

  it("refuses a customer's hold to staff, and read-only staff outright", async () => {
    const req = await claimed(customer.token, 58, 60);
    const body = await validate(await idToken(TENANT, 'superAdmin'), req, adminValidatePath);
    expect(body.messages).toEqual([HOLD_MESSAGE.notHeld]);
    const clerk = await callWithToken(await idToken(TENANT, 'clerk'), 'POST', adminValidatePath, req);
    expect(clerk.status).toBe(403);
  });

  it('refuses the override to staff without ReservationManagementOverride at the park', async () => {
    const token = await idToken(TENANT, 'superAdmin');
    const req = await claimed(token, 62, 63, true);
    const admin = await getStaffUserByUsername(TENANT, demoPerson(TENANT, 'superAdmin').username);
    const request = newReservationRequestSchema.parse({ ...req, overrideBusinessRule: true });
    // The same user, seen with a role that may add reservations at the park but not override.
    const caller = {
      kind: 'staff' as const,
      userId: admin!.id,
      username: admin!.username,
      principal: { roleId: 3, permissions: ['ReservationManagementAdd'], locationIds: [park.id] },
    };
    const refusal = await validateNewReservation(TENANT, request, caller).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RefusedError);
    expect((refusal as RefusedError).messages).toEqual([
      OVERRIDE_NOT_ALLOWED_MESSAGE,
      'The minimum stay at this park is 2 nights.',
    ]);
  });
});

describe('customer discounts', () => {
  const checkPath = (id: number) => api(TENANT, `Customer/${id}/check-previous-discounts`);
  const verifyPath = (id: number) => api(TENANT, `Customer/${id}/verifydiscounts`);

  it('finds a discounted reserved stay overlapping the dates, and none elsewhere', async () => {
    const overlap = await callWithToken(busy.token, 'POST', checkPath(busy.customer.id), {
      startDate: d(31),
      endDate: d(34),
    });
    expect(overlap.body.data).toEqual({
      discountedReservationInCart: false,
      discountedReservationReserved: true,
    });
    // Arriving on the departure day shares no night.
    const after = await callWithToken(busy.token, 'POST', checkPath(busy.customer.id), {
      startDate: d(32),
      endDate: d(34),
    });
    expect(after.body.data).toEqual({
      discountedReservationInCart: false,
      discountedReservationReserved: false,
    });
    // Changing the discounted stay itself: its own discount is not another stay's.
    const changing = await callWithToken(busy.token, 'POST', checkPath(busy.customer.id), {
      startDate: d(31),
      endDate: d(34),
      reservationId: 990_001,
    });
    expect(changing.body.data).toEqual({
      discountedReservationInCart: false,
      discountedReservationReserved: false,
    });
  });

  it("refuses another customer's discounts", async () => {
    const res = await callWithToken(customer.token, 'POST', checkPath(busy.customer.id), {
      startDate: d(31),
      endDate: d(34),
    });
    expect(res.status).toBe(403);
  });

  it('verifies the classes the customer may use and says why not for the others', async () => {
    const res = await callWithToken(customer.token, 'POST', verifyPath(customer.customer.id), {
      customerDiscounts: [
        { discountClassId: 4 },
        { discountClassId: 1 },
        { discountClassId: 3, evidence: 'Military ID 12345' },
        { discountClassId: 99 },
      ],
    });
    expect(res.status).toBe(200);
    const data = res.body.data as {
      verifiedDiscountClassIds: number[];
      discounts: { message: string | null }[];
    };
    expect(data.verifiedDiscountClassIds).toEqual([4, 3]);
    expect(data.discounts.map((x) => x.message)).toEqual([
      null,
      DISCOUNT_MESSAGE.proofRequired('Senior Pass'),
      null,
      'Discount 99 does not exist.',
    ]);
  });
});
