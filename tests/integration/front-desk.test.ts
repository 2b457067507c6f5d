/**
 * The front desk against DynamoDB Local (admin §4.2, §7.1, §7.2): the staff home's summary, the
 * check-in and check-out lists, check-in and check-out single and bulk with undo and their refusals,
 * comments, history with old and new values, the reservation search, and staff cancellation with and
 * without refund. Reservations are sold at the desk for cash on the ranger's second park, arriving
 * today; the read-only clerk sees but cannot act.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FRONT_DESK_MESSAGE } from '#domain/booking/front-desk';
import { toTenantId } from '#domain/tenant-id';
import { getOrder } from '#store/orders';
import { getReservation } from '#store/reservations';
import { outbox } from './accounts-support.ts';
import { listTakenNights } from '#store/inventory';
import { buyer } from './checkout-support.ts';
import { callAs, demoPerson, idToken } from './identity-support.ts';
import { api } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
// The ranger holds the first two parks by id; this file sells on the second, from its last spots.
const { park, spots, today, d } = testPark(TENANT, 1);
const mine = [...spots].reverse();

type Row = Record<string, unknown> & { id: number; reservationNumber: string };
const ids: Record<'a' | 'b' | 'c' | 'later', number> = { a: 0, b: 0, c: 0, later: 0 };
let orderId = 0;
let spotOfB = 0;

const ranger = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'ranger', method, api(TENANT, path), body);
const clerk = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'clerk', method, api(TENANT, path), body);

beforeAll(async () => {
  const token = await idToken(TENANT, 'agencyAdmin');
  const arriving = buyer({
    tenantId: TENANT,
    origin: () => '',
    spots: mine,
    dates: { start: today, end: d(2) },
  });
  for (const key of ['a', 'b', 'c'] as const) {
    const held = await arriving.inCart(token, true);
    ids[key] = held.reservationId;
    if (key === 'b') spotOfB = held.spot.id;
  }
  const later = buyer({
    tenantId: TENANT,
    origin: () => '',
    spots: mine.slice(3),
    dates: { start: d(5), end: d(6) },
  });
  ids.later = (await later.inCart(token, true)).reservationId;
  const sold = await callAs(
    TENANT,
    'agencyAdmin',
    'POST',
    api(TENANT, 'admin/AdminCart/checkout?paymentTypeId=3'),
  );
  expect(sold.body.statusCode, JSON.stringify(sold.body)).toBe('Success');
  orderId = sold.body.orderId as number;
});

describe('the staff home and the day lists', () => {
  it("shows the ranger's parks with today's arrivals to check in and the occupancy", async () => {
    const res = await ranger('GET', 'admin/AdminSearch/summary');
    expect(res.status).toBe(200);
    const parks = res.body.data as {
      locationId: number;
      arrivalsToCheckIn: number;
      occupiedSpots: number;
      totalSpots: number;
    }[];
    expect(parks.map((p) => p.locationId)).toHaveLength(2);
    const ours = parks.find((p) => p.locationId === park.id)!;
    expect(ours.arrivalsToCheckIn).toBeGreaterThanOrEqual(3);
    expect(ours.occupiedSpots).toBeGreaterThanOrEqual(3);
    expect(ours.totalSpots).toBeGreaterThanOrEqual(ours.occupiedSpots);
  });

  it("lists today's arrivals of the park, and refuses a park outside the ranger's", async () => {
    const res = await ranger('GET', `admin/AdminSearch/checkin?LocationIds=${park.id}`);
    expect(res.status).toBe(200);
    const rows = res.body.data as Row[];
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([ids.a, ids.b, ids.c]));
    expect(rows.map((r) => r.id)).not.toContain(ids.later);
    expect(rows.find((r) => r.id === ids.a)).toMatchObject({
      primaryOccupantName: 'Rosa Lind',
      subStatus: '',
    });
    const elsewhere = testPark(TENANT, 5).park.id;
    expect((await ranger('GET', `admin/AdminSearch/checkin?LocationIds=${elsewhere}`)).status).toBe(403);
  });
});

describe('check-in and check-out', () => {
  it('lets the clerk see the reservation but not check it in', async () => {
    expect((await clerk('GET', `admin/AdminSpotReservation/detail/${ids.a}`)).status).toBe(200);
    expect((await clerk('POST', `admin/AdminSpotReservation/checkin/${ids.a}`, {})).status).toBe(403);
  });

  it('refuses a check-out before the check-in', async () => {
    const res = await ranger('POST', `admin/AdminSpotReservation/checkout/${ids.b}`, {});
    expect(res.body).toMatchObject({
      statusCode: 'Failure',
      messages: [FRONT_DESK_MESSAGE.checkOutBeforeCheckIn],
    });
  });

  it('checks in with the date and the staff user, once', async () => {
    const res = await ranger('POST', `admin/AdminSpotReservation/checkin/${ids.a}`, { numberOfAdults: 1 });
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    expect(res.body.data).toMatchObject({
      subStatus: 'CheckedIn',
      checkedInBy: demoPerson(TENANT, 'ranger').username,
      numberOfAdults: 1,
    });
    const again = await ranger('POST', `admin/AdminSpotReservation/checkin/${ids.a}`, {});
    expect(again.body).toMatchObject({
      statusCode: 'Failure',
      messages: [FRONT_DESK_MESSAGE.alreadyCheckedIn],
    });
    const more = await ranger('POST', `admin/AdminSpotReservation/checkin/${ids.b}`, { numberOfVehicles: 9 });
    expect(more.body.messages).toEqual([FRONT_DESK_MESSAGE.moreVehicles]);
  });

  it('checks in in bulk, each reservation done or refused with its reason', async () => {
    const res = await ranger('POST', 'admin/AdminSpotReservation/bulkcheckin', {
      reservationIds: [ids.a, ids.b],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        reservationId: ids.a,
        done: false,
        message: FRONT_DESK_MESSAGE.alreadyCheckedIn,
      }),
      expect.objectContaining({ reservationId: ids.b, done: true, message: 'Checked in' }),
    ]);
    expect(await getReservation(TENANT, ids.b)).toMatchObject({ subStatus: 'CheckedIn' });
  });

  it('checks out, undoes the check-out and the check-in, in order', async () => {
    const undoIn = await ranger('POST', `admin/AdminSpotReservation/undocheckin/${ids.b}`);
    expect(undoIn.body.data).toMatchObject({ subStatus: '', checkedInDate: '' });
    const out = await ranger('POST', `admin/AdminSpotReservation/checkout/${ids.a}`, {});
    expect(out.body.data).toMatchObject({ subStatus: 'CheckedOut' });
    const refused = await ranger('POST', `admin/AdminSpotReservation/undocheckin/${ids.a}`);
    expect(refused.body.messages).toEqual([FRONT_DESK_MESSAGE.undoCheckOutFirst]);
    const undoOut = await ranger('POST', `admin/AdminSpotReservation/undocheckout/${ids.a}`);
    expect(undoOut.body.data).toMatchObject({ subStatus: 'CheckedIn', checkedOutDate: '' });
  });

  it('keeps each step in the history with its old and new values', async () => {
    const res = await clerk('GET', `admin/AdminSpotReservation/${ids.a}/history`);
    const entries = res.body.data as {
      actionPerformed: string;
      auditTransactionId: string;
      changes: unknown[];
    }[];
    expect(entries.map((e) => e.actionPerformed)).toEqual([
      'Check-out undone',
      'Checked out',
      'Checked in',
      'Reservation created',
    ]);
    const checkIn = entries[2]!;
    expect(checkIn.changes).toEqual(
      expect.arrayContaining([
        { fieldName: 'subStatus', oldValue: null, newValue: 'CheckedIn' },
        { fieldName: 'numberOfAdults', oldValue: '2', newValue: '1' },
      ]),
    );
    const changes = await clerk(
      'GET',
      `admin/AdminSpotReservation/${ids.a}/history/${checkIn.auditTransactionId}/changes`,
    );
    expect(changes.body.data).toEqual(checkIn.changes);
  });
});

describe("a spot's reservations on a day", () => {
  it('names the reservation on the spot that day, with its occupant, and none on a free day', async () => {
    const res = await clerk('GET', `admin/AdminSpotReservation/${spotOfB}/reservations-by-date/${d(1)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: ids.b, contacts: [{ firstName: 'Rosa', lastName: 'Lind' }] }),
    ]);
    const free = await clerk('GET', `admin/AdminSpotReservation/${spotOfB}/reservations-by-date/${d(20)}`);
    expect(free.body.data).toEqual([]);
  });
});

describe('comments', () => {
  it('are added by the ranger, read by the clerk, and refused to the clerk', async () => {
    const added = await ranger('POST', `admin/AdminSpotReservation/${ids.a}/comment`, {
      comment: 'Late arrival, key left at the gate.',
      spotReservationId: ids.a,
    });
    expect(added.body.data).toMatchObject({
      comment: 'Late arrival, key left at the gate.',
      isInternal: true,
    });
    const list = await clerk('GET', `admin/AdminSpotReservation/${ids.a}/comment`);
    expect((list.body.data as { comment: string }[]).map((c) => c.comment)).toEqual([
      'Late arrival, key left at the gate.',
    ]);
    expect(
      (await clerk('POST', `admin/AdminSpotReservation/${ids.a}/comment`, { comment: 'x' })).status,
    ).toBe(403);
    const empty = await ranger('POST', `admin/AdminSpotReservation/${ids.a}/comment`, { comment: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(['Comment is required']);
  });
});

describe('the reservation search', () => {
  const search = (query: string) => ranger('GET', `admin/AdminSearch/reservations?${query}`);
  const found = (res: Awaited<ReturnType<typeof search>>) =>
    (res.body.searchResults as { data: Row[] }).data.map((r) => r.id);

  it('finds a reservation by its number', async () => {
    const r = (await getReservation(TENANT, ids.later))!;
    const res = await search(`ReservationNumber=${r.reservationNumber}`);
    expect(found(res)).toEqual([ids.later]);
  });

  it('finds by park, arrival range, occupant name and sub-status, paged', async () => {
    const byPark = await search(
      `LocationIds=${park.id}&ArrivalDate=${today}&ArrivalDateTo=${d(6)}&CustomerLastName=lin`,
    );
    expect(found(byPark)).toEqual(expect.arrayContaining([ids.a, ids.b, ids.c, ids.later]));
    const checkedIn = await search(`LocationIds=${park.id}&ArrivalDate=${today}&ReservationStatusIds=11`);
    expect(found(checkedIn)).toContain(ids.a);
    expect(found(checkedIn)).not.toContain(ids.b);
    const paged = await search(
      `LocationIds=${park.id}&ArrivalDate=${today}&ArrivalDateTo=${d(6)}&ItemsPerPage=1&PageNumber=2&SortField=arrivalDate`,
    );
    expect((paged.body.searchResults as { data: Row[]; totalItems: number }).data).toHaveLength(1);
  });

  it('keeps a ranger to their parks and refuses a window too long', async () => {
    const elsewhere = testPark(TENANT, 5).park.id;
    const res = await search(`LocationIds=${elsewhere}&ArrivalDate=${today}`);
    expect(res.status).toBe(200);
    expect(found(res)).toEqual([]);
    const long = await search(`LocationIds=${park.id}&ArrivalDate=${today}&ArrivalDateTo=${d(90)}`);
    expect(long.status).toBe(400);
  });
});

describe('staff cancellation', () => {
  it('refuses to cancel while the guest is checked in', async () => {
    const res = await ranger('POST', `admin/AdminSpotReservation/${ids.a}/cancel`, { refundOption: 1 });
    expect(res.body.messages).toEqual([FRONT_DESK_MESSAGE.checkedInCannotCancel]);
  });

  it('shows the breakdown, cancels without refund with a reason, and frees the nights at once', async () => {
    const breakdown = await ranger(
      'POST',
      `admin/AdminSpotReservation/cancellation-refund-breakdown?reservationId=${ids.c}&refundOption=2`,
      {},
    );
    expect(breakdown.body.data).toMatchObject({ reservationId: ids.c, refundAmount: '$0.00' });
    expect((await ranger('POST', `admin/AdminSpotReservation/${ids.c}/cancel-witout-refund`)).status).toBe(
      400,
    );
    const res = await ranger(
      'POST',
      `admin/AdminSpotReservation/${ids.c}/cancel-witout-refund?reason=${encodeURIComponent('No-show, called ahead')}`,
    );
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    expect(res.body.data).toMatchObject({ refundStatus: 'none', refundAmount: '$0.00' });
    const r = (await getReservation(TENANT, ids.c))!;
    expect(r).toMatchObject({
      status: 'Cancelled',
      cancellation: { reason: 'No-show, called ahead', refundCents: 0 },
    });
    const nights = await listTakenNights(TENANT, park.id, today, d(1));
    expect(nights.filter((n) => n.reservationId === ids.c)).toEqual([]);
    const history = await ranger('GET', `admin/AdminSpotReservation/${ids.c}/history`);
    expect((history.body.data as { actionPerformed: string }[])[0]!.actionPerformed).toBe(
      'Reservation cancelled without refund',
    );
    const receipt = await ranger(
      'POST',
      `admin/AdminCart/cancellation/receipt?orderId=${orderId}&reservationId=${ids.c}`,
    );
    expect(receipt.body.statusCode, JSON.stringify(receipt.body)).toBe('Success');
    // Like any cancellation, the guest is told.
    const number = (await getReservation(TENANT, ids.c))!.reservationNumber;
    expect(outbox().some((m) => m.kind === 'reservation-cancellation' && m.text.includes(number))).toBe(true);
  });

  it('asks for the refund option rather than assuming one, and cancels nothing without it', async () => {
    const res = await ranger('POST', `admin/AdminSpotReservation/${ids.later}/cancel`, {
      reason: 'No option',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Refund Option is required');
    expect((await getReservation(TENANT, ids.later))!.status).toBe('Reserved');
  });

  it('cancels with the refund option through the one cancellation', async () => {
    const res = await ranger('POST', `admin/AdminSpotReservation/${ids.later}/cancel`, {
      refundOption: 1,
      reason: 'Family emergency',
    });
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    expect((await getReservation(TENANT, ids.later))!.status).toBe('Cancelled');
    // Paid in cash at the desk: the refund is cash handed back, recorded on the order once.
    const refund = (res.body.data as { refundAmount: string }).refundAmount;
    expect(res.body.data).toMatchObject({ refundStatus: 'approved' });
    const refunds = ((await getOrder(TENANT, orderId))!.refunds ?? []).filter(
      (x) => x.reservationId === ids.later,
    );
    expect(refunds).toEqual([expect.objectContaining({ status: 'approved', token: '', paymentTypeId: 3 })]);
    expect(`$${(refunds[0]!.amountCents / 100).toFixed(2)}`).toBe(refund);
    const again = await ranger('POST', `admin/AdminSpotReservation/${ids.later}/cancel`, { refundOption: 1 });
    expect(again.body.statusCode).toBe('Failure');
    expect(
      ((await getOrder(TENANT, orderId))!.refunds ?? []).filter((x) => x.reservationId === ids.later),
    ).toHaveLength(1);
    const refused = await clerk('POST', `admin/AdminSpotReservation/${ids.b}/cancel`, { refundOption: 1 });
    expect(refused.status).toBe(403);
  });
});

describe('cancelled reservations in the search', () => {
  // This file's guests are all Rosa Lind; the name keeps other files' reservations at the park out.
  const rows = async (query: string) => {
    const res = await ranger(
      'GET',
      `admin/AdminSearch/reservations?LocationIds=${park.id}&CustomerLastName=lind&ItemsPerPage=100&${query}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.searchResults as { data: Row[] }).data;
  };
  const statusOf = (found: Row[], id: number) => found.find((r) => r.id === id)?.reservationStatus;

  it('finds the stays this file cancelled by park and dates, with their status', async () => {
    const byArrival = await rows(`ArrivalDate=${today}&ArrivalDateTo=${d(6)}`);
    expect(statusOf(byArrival, ids.c)).toBe('Cancelled');
    expect(statusOf(byArrival, ids.later)).toBe('Cancelled');
    expect(statusOf(byArrival, ids.b)).toBe('Reserved');
    expect(statusOf(await rows(`DepartureDate=${d(2)}`), ids.c)).toBe('Cancelled');
    expect(statusOf(await rows(`OccupancyDate=${d(1)}`), ids.c)).toBe('Cancelled');
    expect((await rows(`ArrivalDate=${d(3)}&ArrivalDateTo=${d(4)}`)).map((r) => r.id)).not.toContain(ids.c);
  });

  it('filters by status: Cancelled alone, or none of them for Reserved', async () => {
    const cancelled = (await rows(`ArrivalDate=${today}&ArrivalDateTo=${d(6)}&ReservationStatusIds=2`)).map(
      (r) => r.id,
    );
    expect(cancelled).toEqual(expect.arrayContaining([ids.c, ids.later]));
    expect(cancelled).not.toContain(ids.b);
    const reserved = (await rows(`ArrivalDate=${today}&ArrivalDateTo=${d(6)}&ReservationStatusIds=1`)).map(
      (r) => r.id,
    );
    expect(reserved).toContain(ids.b);
    expect(reserved).not.toContain(ids.c);
    expect(reserved).not.toContain(ids.later);
  });
});

describe('chargebacks', () => {
  const admin = (method: string, path: string, body?: unknown) =>
    callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);

  it('records a chargeback on the reservation and its order once, and undoes it, each in the history', async () => {
    // The ranger and the clerk hold no chargeback permission.
    const body = { reservationId: ids.b, reason: 'Card issuer dispute 4411' };
    expect((await ranger('POST', 'admin/AdminSpotReservation/chargeback', body)).status).toBe(403);
    expect((await clerk('GET', `admin/AdminSpotReservation/undo-chargeback/${ids.b}`)).status).toBe(403);
    const bad = await admin('POST', 'admin/AdminSpotReservation/chargeback', { reason: 'x' });
    expect(bad.status).toBe(400);

    const res = await admin('POST', 'admin/AdminSpotReservation/chargeback', body);
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    expect(res.body.data).toMatchObject({ id: ids.b, paymentChargebackCompleted: true });
    expect((await getOrder(TENANT, orderId))!.paymentChargebackCompleted).toBe(true);
    const again = await admin('POST', 'admin/AdminSpotReservation/chargeback', body);
    expect(again.body).toMatchObject({
      statusCode: 'Failure',
      messages: [FRONT_DESK_MESSAGE.alreadyChargedBack],
    });
    const found = await clerk('GET', `admin/AdminSearch/reservations?ReservationNumber=${ids.b}`);
    expect((found.body.searchResults as { data: Row[] }).data[0]).toMatchObject({
      paymentChargebackCompleted: true,
    });

    const undo = await admin('GET', `admin/AdminSpotReservation/undo-chargeback/${ids.b}`);
    expect(undo.body.data).toMatchObject({ paymentChargebackCompleted: false });
    const twice = await admin('GET', `admin/AdminSpotReservation/undo-chargeback/${ids.b}`);
    expect(twice.body.messages).toEqual([FRONT_DESK_MESSAGE.noChargeback]);

    const history = await clerk('GET', `admin/AdminSpotReservation/${ids.b}/history`);
    const entries = history.body.data as { actionPerformed: string; changes: unknown[] }[];
    expect(entries.slice(0, 2).map((e) => e.actionPerformed)).toEqual([
      'Chargeback undone',
      'Chargeback recorded',
    ]);
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { fieldName: 'paymentChargebackCompleted', oldValue: 'false', newValue: 'true' },
        { fieldName: 'reason', oldValue: null, newValue: 'Card issuer dispute 4411' },
      ]),
    );
  });
});
