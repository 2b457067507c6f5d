/**
 * A buyer's steps over real HTTP against a payment sandbox's server (its /v1 is the API, so the sandbox's
 * postbacks reach the product): claim a spot and put it in the cart, check out, pay on the hosted page;
 * and the nights a reservation holds. For the test files that buy, change and cancel, each on its own park.
 */
import { expect } from 'vitest';
import { toTenantId } from '#domain/tenant-id';
import { listSpotNights } from '#store/holds';
import { getOrder } from '#store/orders';
import { SANDBOX_TEST_CARDS } from '../../bin/local/sandbox-payments.ts';
import { api } from './support.ts';
import { callWithToken } from './identity-support.ts';

/** The sandbox's test cards (README "Sandbox payments"). */
export const CARD = SANDBOX_TEST_CARDS;

export const OCCUPANT = {
  primaryOccupantFirstName: 'Rosa',
  primaryOccupantLastName: 'Lind',
  primaryOccupantStreet1: '12 Cedar Ln',
  primaryOccupantCity: 'Olympia',
  primaryOccupantState: 'WA',
  primaryOccupantZipcode: '98501',
  primaryOccupantCountry: 'USA',
  primaryOccupantEmail: 'rosa.lind@example.com',
  primaryOccupantHomePhone: '(360) 555-0142',
};

/**
 * The body of a change (SpotReservation/{customerId}/change, and the staff change without customerId):
 * the reservation moved to this spot and stay under the new claim's lock code, two adults, one vehicle.
 */
export function changeRequest(
  reservationId: number,
  stay: { spotId: number; startDate: string; endDate: string; lockCode: string },
  extra: { customerId?: number; request?: Record<string, unknown> } = {},
) {
  return {
    reservationId,
    ...(extra.customerId === undefined ? {} : { customerId: extra.customerId }),
    newReservationRequest: {
      reservationId,
      ...stay,
      numberOfAdults: 2,
      numberOfVehicles: 1,
      isCustomerPrimaryOccupant: false,
      ...OCCUPANT,
      ...extra.request,
    },
  };
}

export interface Envelope extends Record<string, unknown> {
  statusCode: string;
  messages: string[];
}

export function buyer(options: {
  tenantId: string;
  origin: () => string;
  spots: readonly { id: number }[];
  /** The stay's arrival and departure. */
  dates: { start: string; end: string };
}) {
  const { tenantId, spots, dates } = options;
  let nextSpot = 0;

  /** A bearer call to the sandbox's server; the answer's HTTP status is checked by the caller. */
  async function send(token: string | null, method: string, path: string, body?: unknown) {
    return fetch(`${options.origin()}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        origin: `http://${tenantId}.localhost:3000`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** The same, expecting HTTP 200: the envelope. */
  async function http(token: string | null, method: string, path: string, body?: unknown): Promise<Envelope> {
    const res = await send(token, method, path, body);
    expect(res.status, `${method} ${path}`).toBe(200);
    return (await res.json()) as Envelope;
  }

  /** Claims the next spot of the park for the stay and puts it in the caller's cart. */
  async function inCart(token: string, admin = false) {
    const spot = spots[nextSpot++]!;
    const base = admin ? 'admin/AdminSpotReservation' : 'SpotReservation';
    const claim = await callWithToken(token, 'POST', api(tenantId, `${base}/spot/${spot.id}/claim`), {
      reservationStartDate: dates.start,
      reservationEndDate: dates.end,
    });
    expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');
    const { lockCode } = claim.body.data as { lockCode: string };
    const added = await callWithToken(
      token,
      'POST',
      api(tenantId, admin ? 'admin/AdminCart/addreservation' : 'Cart/addreservation'),
      {
        spotId: spot.id,
        startDate: dates.start,
        endDate: dates.end,
        lockCode,
        numberOfAdults: 2,
        numberOfVehicles: 1,
        isCustomerPrimaryOccupant: false,
        ...OCCUPANT,
      },
    );
    expect(added.body.statusCode, JSON.stringify(added.body)).toBe('Success');
    const reservationId = (added.body.reservation as { id: number }).id;
    return { spot, lockCode, reservationId };
  }

  /**
   * Puts the next spot in the caller's cart and buys it on the sandbox's card page with `card`: the
   * reservation and spot, the order as stored after the postback, and the ccpToken the page returns with.
   */
  async function buyByCard(token: string, card: string = CARD.approve) {
    const held = await inCart(token);
    const checkout = await http(token, 'POST', api(tenantId, 'Cart/checkout?paymentTypeId=1'));
    const back = await pay(checkout.ccpRedirectUrl as string, card);
    const order = (await getOrder(toTenantId(tenantId), checkout.orderId as number))!;
    return { ...held, order, ccpToken: back.searchParams.get('ccpToken') ?? '' };
  }

  return { send, http, inCart, buyByCard };
}

/** Which of the spot's nights (a day-use spot's days) from `start` to `end` are reserved for the reservation. */
export async function reservedNights(
  tenantId: string,
  spotId: number,
  start: string,
  end: string,
  reservationId: number,
) {
  const nights = await listSpotNights(toTenantId(tenantId), spotId, start, end);
  return nights
    .filter((n) => n.status === 'reserved' && n.reservationId === reservationId)
    .map((n) => n.night);
}

/** Submits the sandbox's card form as the browser would; the sandbox posts back before it redirects. */
export async function pay(redirectUrl: string, cardNumber: string) {
  const res = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardholderName: 'Rosa Lind', cardNumber, expiry: '12/39', cvc: '123' }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

/** Presses Cancel on the sandbox's card page as the browser would; the sandbox posts back before it redirects. */
export async function cancelPayment(redirectUrl: string) {
  const res = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'cancel' }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}
