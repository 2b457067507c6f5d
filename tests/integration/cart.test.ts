/**
 * The cart through the API adapter against DynamoDB Local: a customer claims a spot, adds it to the cart
 * (validated and priced: a Pending reservation), sees it in GET Cart, extends the timeout once, removes
 * it (the hold released: the spot is claimable again) and clears; a lock code enters one cart at most;
 * the staff cart belongs to the staff user; and the sweeper takes items whose hold ran out out of the
 * cart, expires their reservations and deletes the holds, harmlessly when run again.
 * The test owns one demo park of 'wa' (no other test claims in it).
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPark } from './test-park.ts';
import { api } from './support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callAs, callWithToken, demoPerson, idToken } from './identity-support.ts';
import { extendTimeout } from '#booking/cart';
import { type Cart, type CartItem, type SpotReservation, CART_STATUS } from '#contract/cart';
import { CART_MESSAGE } from '#domain/cart';
import { HOLD_MESSAGE, HOLD_SECONDS } from '#domain/holds';
import { getCart } from '#store/cart';
import { dynamo, tableName } from '#store/client';
import { getHold } from '#store/holds';
import { keys } from '#store/keys';
import { cartStateKey, getOrder, linkReservationsToOrder, openPendingOrder } from '#store/orders';
import { getReservation } from '#store/reservations';
import { getStaffUserByUsername } from '#store/staff-users';
import { sweepTenant } from '#workflows/hold-sweeper';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('wa');
// Parks 0 and 1 are the ranger's, 4 is the holds test's; this one is nobody else's.
const { park, spots, today: T, d } = testPark(TENANT, 6);

const OCCUPANT = {
  primaryOccupantFirstName: 'Ada',
  primaryOccupantLastName: 'Lovelace',
  primaryOccupantStreet1: '1 Lake Rd',
  primaryOccupantCity: 'Olympia',
  primaryOccupantState: 'WA',
  primaryOccupantZipcode: '98501',
  primaryOccupantCountry: 'USA',
  primaryOccupantEmail: 'ada@example.com',
  primaryOccupantHomePhone: '(360) 555-0101',
};

type Side = 'public' | 'admin';
const base = (side: Side) => (side === 'admin' ? 'admin/AdminCart' : 'Cart');
const claimPath = (side: Side, spotId: number) =>
  api(
    TENANT,
    side === 'admin'
      ? `admin/AdminSpotReservation/spot/${spotId}/claim`
      : `SpotReservation/spot/${spotId}/claim`,
  );

let spotIndex = 0;
const nextSpot = () => spots[spotIndex++]!;

/** Claims a spot of the park for a two-night stay starting `from` days ahead; the new reservation request. */
async function claim(token: string, side: Side = 'public', from = 20, spotId = nextSpot().id) {
  const res = await callWithToken(token, 'POST', claimPath(side, spotId), {
    reservationStartDate: d(from),
    reservationEndDate: d(from + 2),
  });
  expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
  const { lockCode } = res.body.data as { lockCode: string };
  return {
    spotId,
    startDate: d(from),
    endDate: d(from + 2),
    lockCode,
    numberOfAdults: 2,
    numberOfVehicles: 1,
    isCustomerPrimaryOccupant: false,
    ...OCCUPANT,
  };
}

async function addReservation(token: string, request: object, side: Side = 'public') {
  return callWithToken(token, 'POST', api(TENANT, `${base(side)}/addreservation`), request);
}

async function added(token: string, request: object, side: Side = 'public') {
  const res = await addReservation(token, request, side);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
  return res.body as unknown as { reservation: SpotReservation; cartItem: CartItem };
}

async function cartOf(token: string, side: Side = 'public'): Promise<Cart> {
  const res = await callWithToken(token, 'GET', api(TENANT, base(side)));
  expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
  return res.body.cart as Cart;
}

async function storedNights(spotId: number) {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.spotNight(TENANT, spotId, T).pk },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

let customer: Awaited<ReturnType<typeof confirmedCustomer>>;
let other: Awaited<ReturnType<typeof confirmedCustomer>>;

beforeAll(async () => {
  if (spots.length < 12) throw new Error('the test park needs twelve overnight spots');
  [customer, other] = await Promise.all([confirmedCustomer(TENANT), confirmedCustomer(TENANT)]);
});

describe('a customer cart', () => {
  it('adds a claimed stay as a Pending reservation, shows it, extends it once and releases it on removal', async () => {
    const request = await claim(customer.token);
    const { reservation, cartItem } = await added(customer.token, request);
    expect(reservation).toMatchObject({
      status: 'Pending',
      spotId: request.spotId,
      customerId: customer.customer.id,
      startDate: request.startDate,
      endDate: request.endDate,
      lockCode: request.lockCode,
      salesChannelId: 1,
      numberOfAdults: 2,
      primaryOccupant: { firstName: 'Ada', lastName: 'Lovelace', city: 'Olympia' },
    });
    expect(reservation.reservationNumber).toBe(`WA-${String(reservation.id).padStart(6, '0')}`);
    expect(reservation.reservationFees.length).toBeGreaterThan(0);
    expect(reservation.totalReservationPrice).toBeGreaterThan(0);
    expect(cartItem).toMatchObject({
      spotId: request.spotId,
      productItemId: String(reservation.id),
      productItemType: 1,
      price: reservation.totalReservationPrice,
      quantity: 1,
      numberOfTimesTimeoutExtended: 0,
      hasCartTimeoutBeenExtended: false,
      reservationStartDate: request.startDate,
      reservationEndDate: request.endDate,
      url: `/location/${park.id}`,
    });
    expect(cartItem.description).toContain(park.longName);
    const hold = await getHold(TENANT, request.lockCode);
    expect(cartItem.lockedUntilDate).toBe(new Date(hold!.expiresAt * 1000).toISOString());
    expect(hold!.cartItemId).toBe(cartItem.id);

    const cart = await cartOf(customer.token);
    expect(cart).toEqual({
      id: `CUST-${customer.customer.id}`,
      status: CART_STATUS.Active,
      totalCartAmount: cartItem.price,
      totalsByPaymentType: cartItem.pricesByPaymentType,
      lockedUntilDate: cartItem.lockedUntilDate,
      items: [cartItem],
    });
    // Another customer's cart does not show it.
    expect((await cartOf(other.token)).items).toEqual([]);

    // Five minutes on, the extension gives the item a full hold period again: item, hold and nights.
    const later = new Date(Date.now() + 5 * 60_000);
    const laterSeconds = Math.floor(later.getTime() / 1000);
    await extendTimeout(
      TENANT,
      {
        owner: { kind: 'customer', id: customer.customer.id },
        caller: { kind: 'customer', customerId: customer.customer.id, username: customer.body.username },
        holder: { kind: 'customer', id: customer.customer.id, username: customer.body.username },
        salesChannel: 1,
      },
      later,
    );
    const extended = (await cartOf(customer.token)).items[0]!;
    expect(extended.numberOfTimesTimeoutExtended).toBe(1);
    expect(extended.hasCartTimeoutBeenExtended).toBe(true);
    expect(extended.lockedUntilDate).toBe(new Date((laterSeconds + HOLD_SECONDS) * 1000).toISOString());
    expect((await getHold(TENANT, request.lockCode))!.expiresAt).toBe(laterSeconds + HOLD_SECONDS);
    const nights = await storedNights(request.spotId);
    expect(nights.map((n) => n.sk)).toEqual([d(20), d(21)]);
    expect(nights.every((n) => n.expiresAt === laterSeconds + HOLD_SECONDS)).toBe(true);

    // Once per item.
    const again = await callWithToken(customer.token, 'POST', api(TENANT, 'Cart/extendtimeout'));
    expect(again.body.statusCode).toBe('Failure');
    expect(again.body.messages).toEqual([CART_MESSAGE.extensionLimit]);

    // Removing with releaseItemLock: the cart is empty, the reservation Cancelled, the spot free again.
    const removed = await callWithToken(
      customer.token,
      'POST',
      api(TENANT, `Cart/removeitem?id=${cartItem.id}&releaseItemLock=true`),
    );
    expect(removed.body.statusCode, JSON.stringify(removed.body)).toBe('Success');
    expect((removed.body.cart as Cart).items).toEqual([]);
    expect((await getReservation(TENANT, reservation.id))!.status).toBe('Cancelled');
    expect(await getHold(TENANT, request.lockCode)).toBeUndefined();
    expect(await storedNights(request.spotId)).toEqual([]);
    await claim(other.token, 'public', 20, request.spotId);
  });

  it('refuses a lock code already in a cart, and keeps one reservation for it', async () => {
    const request = await claim(customer.token, 'public', 30);
    const first = await added(customer.token, request);
    const duplicate = await addReservation(customer.token, request);
    expect(duplicate.status).toBe(200);
    expect(duplicate.body.statusCode).toBe('Failure');
    expect(duplicate.body.messages).toEqual([CART_MESSAGE.alreadyInCart]);
    const items = (await cartOf(customer.token)).items.filter((i) => i.spotId === request.spotId);
    expect(items).toEqual([first.cartItem]);
  });

  it('keeps a carted hold with its item: releaseclaim is refused and a new claim does not replace it', async () => {
    const request = await claim(customer.token, 'public', 34);
    const { cartItem } = await added(customer.token, request);
    const release = await callWithToken(
      customer.token,
      'POST',
      api(TENANT, `SpotReservation/spot/${request.spotId}/releaseclaim?lockCode=${request.lockCode}`),
    );
    expect(release.body.statusCode).toBe('Failure');
    expect(release.body.messages).toEqual([HOLD_MESSAGE.inCart]);
    // Cancel-and-reserve with the carted lock code: the new stay is a second hold, the first stays.
    const again = await callWithToken(customer.token, 'POST', claimPath('public', request.spotId), {
      reservationStartDate: d(37),
      reservationEndDate: d(38),
      lockCode: request.lockCode,
    });
    expect(again.body.statusCode, JSON.stringify(again.body)).toBe('Success');
    expect((await cartOf(customer.token)).items.map((i) => i.id)).toContain(cartItem.id);
    const nights = (await storedNights(request.spotId)).filter((n) => n.lockCode === request.lockCode);
    expect(nights.map((n) => n.night)).toEqual([d(34), d(35)]);
  });

  it('lets exactly one of several concurrent adds of one lock code in', async () => {
    const request = await claim(customer.token, 'public', 34);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => addReservation(customer.token, request)),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(results.filter((r) => r.body.statusCode === 'Success')).toHaveLength(1);
    for (const r of results.filter((x) => x.body.statusCode !== 'Success')) {
      expect(r.body.messages).toEqual([CART_MESSAGE.alreadyInCart]);
    }
    expect((await cartOf(customer.token)).items.filter((i) => i.spotId === request.spotId)).toHaveLength(1);
  });

  it('removes an item without releasing its hold: the reservation is cancelled, the stay can be added again', async () => {
    const request = await claim(other.token, 'public', 40);
    const first = await added(other.token, request);
    const removed = await callWithToken(
      other.token,
      'POST',
      api(TENANT, `Cart/removeitem?id=${first.cartItem.id}&releaseItemLock=false`),
    );
    expect(removed.body.statusCode).toBe('Success');
    expect((await getReservation(TENANT, first.reservation.id))!.status).toBe('Cancelled');
    const hold = await getHold(TENANT, request.lockCode);
    expect(hold).toBeDefined();
    expect(hold!.cartItemId).toBeUndefined();
    const second = await added(other.token, request);
    expect(second.reservation.id).not.toBe(first.reservation.id);
    expect((await cartOf(other.token)).items.map((i) => i.id)).toContain(second.cartItem.id);
  });

  it('clears every item and releases their holds', async () => {
    const someone = await confirmedCustomer(TENANT);
    const requests = [await claim(someone.token, 'public', 50), await claim(someone.token, 'public', 50)];
    const adds = [];
    for (const r of requests) adds.push(await added(someone.token, r));
    const cart = await cartOf(someone.token);
    expect(cart.items).toHaveLength(2);
    expect(cart.totalCartAmount).toBeCloseTo(adds[0]!.cartItem.price + adds[1]!.cartItem.price, 2);
    expect(cart.lockedUntilDate).toBe(
      [adds[0]!.cartItem.lockedUntilDate, adds[1]!.cartItem.lockedUntilDate].sort()[0],
    );

    const cleared = await callWithToken(someone.token, 'POST', api(TENANT, 'Cart/clear'));
    expect(cleared.body.statusCode).toBe('Success');
    expect((cleared.body.cart as Cart).items).toEqual([]);
    expect((cleared.body.cart as Cart).lockedUntilDate).toBeNull();
    for (const [i, r] of requests.entries()) {
      expect(await getHold(TENANT, r.lockCode)).toBeUndefined();
      expect((await getReservation(TENANT, adds[i]!.reservation.id))!.status).toBe('Cancelled');
    }
  });

  it('answers additem with the message that items come from addreservation', async () => {
    const res = await callWithToken(customer.token, 'POST', api(TENANT, 'Cart/additem'), { spotId: 1 });
    expect(res.body.statusCode).toBe('Failure');
    expect(res.body.messages).toEqual([CART_MESSAGE.addItemUnsupported]);
  });

  it('rejects a malformed removeitem id with a field message', async () => {
    const res = await callWithToken(customer.token, 'POST', api(TENANT, 'Cart/removeitem?id=abc'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'query.id': ['id must be a cart item id.'] });
  });
});

describe('the staff cart (admin/AdminCart)', () => {
  it("holds the staff user's reservations, priced for the admin channel, apart from customers' carts", async () => {
    const staffUser = await getStaffUserByUsername(TENANT, demoPerson(TENANT, 'agencyAdmin').username);
    const token = await idToken(TENANT, 'agencyAdmin');
    const claimed = await claim(token, 'admin', 60);
    const { reservation, cartItem } = await added(token, claimed, 'admin');
    expect(reservation).toMatchObject({ status: 'Pending', salesChannelId: 2, customerId: null });
    const cart = await cartOf(token, 'admin');
    expect(cart.id).toBe(`STAFF-${staffUser!.id}`);
    expect(cart.items).toEqual([cartItem]);
    expect((await cartOf(customer.token)).items.map((i) => i.id)).not.toContain(cartItem.id);
    const stored = await getCart(TENANT, { kind: 'staff', id: staffUser!.id });
    expect(stored.items.map((i) => i.reservationId)).toEqual([reservation.id]);

    const removed = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      api(TENANT, `admin/AdminCart/removeitem?id=${cartItem.id}&releaseItemLock=true`),
    );
    expect(removed.body.statusCode).toBe('Success');
    expect(await getHold(TENANT, claimed.lockCode)).toBeUndefined();
  });

  it('records a staff fee override and an overridden business rule on the reservation', async () => {
    const token = await idToken(TENANT, 'agencyAdmin');
    const claimed = await claim(token, 'admin', 64);
    const { reservation, cartItem } = await added(
      token,
      {
        ...claimed,
        numberOfAdults: 99,
        overrideBusinessRule: true,
        feeOverrides: [{ feeType: 1, amount: 5, reason: 'Storm damage goodwill' }],
      },
      'admin',
    );
    const line = reservation.reservationFees.find((f) => f.feeType === 1)!;
    expect(line.amount).toBe(5);
    const stored = await getReservation(TENANT, reservation.id);
    expect(stored!.feeOverrides).toEqual([
      expect.objectContaining({
        feeType: 1,
        toCents: 500,
        reason: 'Storm damage goodwill',
        by: demoPerson(TENANT, 'agencyAdmin').username,
      }),
    ]);
    expect(stored!.feeOverrides[0]!.fromCents).toBeGreaterThan(500);
    expect(stored!.overriddenRules).toEqual(['maximumPeople']);
    await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      api(TENANT, `admin/AdminCart/removeitem?id=${cartItem.id}&releaseItemLock=true`),
    );
  });

  it('is refused to staff without ReservationManagementAdd and to customers', async () => {
    expect((await callAs(TENANT, 'clerk', 'GET', api(TENANT, 'admin/AdminCart'))).status).toBe(403);
    expect((await callWithToken(customer.token, 'GET', api(TENANT, 'admin/AdminCart'))).status).toBe(403);
    expect((await callAs(TENANT, 'agencyAdmin', 'GET', api(TENANT, 'Cart'))).status).toBe(403);
  });
});

describe('the expired-hold sweeper', () => {
  /** Moves an item's lock, its hold and nights into the past, as if its 15 minutes had run out. */
  async function runOut(ownerPk: string, itemId: string, lockCode: string, spotId: number, nights: string[]) {
    const past = Math.floor(Date.now() / 1000) - 60;
    const set = (Key: Record<string, string>, extra = '') =>
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: `SET ${extra ? 'lockedUntil = :past, gsi2sk = :sk' : 'expiresAt = :past'}`,
          ExpressionAttributeValues: { ':past': past, ...(extra ? { ':sk': extra } : {}) },
        }),
      );
    await set({ pk: ownerPk, sk: keys.cartItemSk(itemId) }, keys.cartExpirySk(past, itemId));
    await set(keys.hold(TENANT, lockCode));
    for (const n of nights) await set(keys.spotNight(TENANT, spotId, n));
  }

  it('takes expired items out of the cart, expires their reservations, deletes the holds, and is harmless twice', async () => {
    const someone = await confirmedCustomer(TENANT);
    const request = await claim(someone.token, 'public', 70);
    const live = await added(someone.token, await claim(someone.token, 'public', 72));
    const { reservation, cartItem } = await added(someone.token, request);
    const owner = { kind: 'customer' as const, id: someone.customer.id };
    await runOut(keys.cartPk(TENANT, owner), cartItem.id, request.lockCode, request.spotId, [d(70), d(71)]);

    // GET Cart no longer lists it, before any sweep.
    expect((await cartOf(someone.token)).items.map((i) => i.id)).toEqual([live.cartItem.id]);

    const first = await sweepTenant(TENANT);
    expect(first.found).toBeGreaterThanOrEqual(1);
    expect(first.reservationsExpired).toBeGreaterThanOrEqual(1);
    expect((await getReservation(TENANT, reservation.id))!.status).toBe('Expired');
    expect(await getHold(TENANT, request.lockCode)).toBeUndefined();
    expect(await storedNights(request.spotId)).toEqual([]);
    const stored = await getCart(TENANT, owner, new Date(0));
    expect(stored.items.map((i) => i.id)).toEqual([live.cartItem.id]);
    // The live item, its reservation and hold are untouched.
    expect((await getReservation(TENANT, live.reservation.id))!.status).toBe('Pending');
    expect(await getHold(TENANT, live.reservation.lockCode)).toBeDefined();

    const second = await sweepTenant(TENANT);
    expect(second.reservationsExpired).toBe(0);
    expect((await getReservation(TENANT, reservation.id))!.status).toBe('Expired');
    expect((await getCart(TENANT, owner, new Date(0))).items.map((i) => i.id)).toEqual([live.cartItem.id]);
    // The spot is free for anyone again.
    await claim(other.token, 'public', 70, request.spotId);
  });

  it('abandons the Pending order an expired reservation was checked out in', async () => {
    const someone = await confirmedCustomer(TENANT);
    const request = await claim(someone.token, 'public', 76);
    const { reservation, cartItem } = await added(someone.token, request);
    const owner = { kind: 'customer' as const, id: someone.customer.id };
    const order = await openPendingOrder(
      TENANT,
      cartStateKey(owner, [{ reservationId: reservation.id, lockCode: request.lockCode }]),
      {
        owner,
        customerId: someone.customer.id,
        reservationIds: [reservation.id],
        lockCodes: [request.lockCode],
        paymentTypeId: 1,
        salesChannel: 1,
        totalCents: 1000,
        feesByReservation: {},
        emailAddress: null,
        createdAt: new Date().toISOString(),
        createdBy: someone.body.username,
      },
    );
    await linkReservationsToOrder(TENANT, [reservation.id], order.id);
    await runOut(keys.cartPk(TENANT, owner), cartItem.id, request.lockCode, request.spotId, [d(76), d(77)]);
    const counts = await sweepTenant(TENANT);
    expect(counts.ordersAbandoned).toBeGreaterThanOrEqual(1);
    expect((await getOrder(TENANT, order.id))!.status).toBe('Abandoned');
    expect((await getReservation(TENANT, reservation.id))!.status).toBe('Expired');
  });

  it('leaves a Reserved reservation alone while removing its expired item', async () => {
    const someone = await confirmedCustomer(TENANT);
    const request = await claim(someone.token, 'public', 80);
    const { reservation, cartItem } = await added(someone.token, request);
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.reservation(TENANT, reservation.id),
        UpdateExpression: 'SET #s = :r',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':r': 'Reserved' },
      }),
    );
    const owner = { kind: 'customer' as const, id: someone.customer.id };
    await runOut(keys.cartPk(TENANT, owner), cartItem.id, request.lockCode, request.spotId, [d(80), d(81)]);
    const counts = await sweepTenant(TENANT);
    expect(counts.itemsRemoved).toBeGreaterThanOrEqual(1);
    expect((await getReservation(TENANT, reservation.id))!.status).toBe('Reserved');
    expect((await getCart(TENANT, owner, new Date(0))).items).toEqual([]);
  });
});
