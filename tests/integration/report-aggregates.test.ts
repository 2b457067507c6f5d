/**
 * The reports' per-park, per-day aggregates through the HTTP adapter against DynamoDB Local's stream: a
 * card sale, a cash sale at the desk with a fee and a business rule overridden, a change to a dearer
 * stay, a check-in that changes the party and cancellations with refunds each leave every aggregated
 * report (read by its route after the stream is drained) equal to the same report computed from the
 * items (also when a month of guests too big for one item is read from its days), and move it by what
 * happened; the whole stream folded again by a second consumer changes nothing; a ranger sees only their
 * park. The test owns one demo park of 'wa' that no other integration file books.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportQuery } from '#contract/reports';
import { PERMISSION } from '#domain/permissions';
import { toTenantId } from '#domain/tenant-id';
import { getOrder } from '#store/orders';
import { getReservation } from '#store/reservations';
import { writeInventory } from '#store/inventory-writer';
import { rebuildReportAggregates } from '#workflows/report-aggregates';
import { reportAggregateKeys } from '#store/report-aggregates';
import { dynamo, tableName } from '#store/client';
import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AGGREGATED_REPORTS, buildReport } from '#api/admin-reports/routes';
import { addDays } from '#domain/availability/calendar';
import { monthEnd, monthStart } from '#domain/reports/roll-ups';
import { READ_THE_DAYS } from '#store/report-roll-ups';
import { createStreamPoller } from '../../bin/local/report-aggregates-poller.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { CARD, OCCUPANT, buyer, changeRequest, pay } from './checkout-support.ts';
import { callAs, callWithToken, idToken } from './identity-support.ts';
import { parkStaffToken } from './staff-support.ts';
import { api, reportAggregates, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('wa');
const { park, spots, d } = testPark(TENANT, 5);
const other = testPark(TENANT, 6).park;
const STAY = { start: d(100), end: d(102) };
const TODAY = { start: d(0), end: d(1) };
/** The money moves today, the stays are months ahead: one range holds both. */
const RANGE = { from: d(-1), to: d(110) };
const QUERY = `locationIds=${park.id}&from=${RANGE.from}&to=${RANGE.to}`;

type Table = { rows: Record<string, unknown>[]; totals: Record<string, number> };
type Report = { parks: { id: number }[]; table: Table };

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
const later = buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY });

async function report(slug: string, query = QUERY, token?: string): Promise<Report> {
  const path = api(TENANT, `admin/AdminReport/${slug}?${query}`);
  const res = token
    ? await callWithToken(token, 'GET', path)
    : await callAs(TENANT, 'agencyAdmin', 'GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Report;
}

/**
 * Every aggregated report of the park over the range, from the aggregates (after the stream is drained),
 * each checked equal to the same report computed from the items; and again over the range widened to
 * whole months, so that every month is read from its roll-up rather than its days.
 */
async function reports(range = RANGE): Promise<Record<string, Table>> {
  const parks = [{ id: park.id, name: park.longName }];
  const out: Record<string, Table> = {};
  const whole = { from: monthStart(range.from), to: monthEnd(range.to) };
  for (const r of [range, whole])
    for (const slug of AGGREGATED_REPORTS) {
      const q = { from: r.from, to: r.to, locationIds: [park.id] } as ReportQuery;
      const viaAggregates = await buildReport(TENANT, slug, parks, q, 'aggregates');
      const fromItems = await buildReport(TENANT, slug, parks, q, 'items');
      expect(viaAggregates, `${slug} ${r.from}–${r.to}`).toEqual(fromItems);
      if (r === range) out[slug] = viaAggregates as Table;
    }
  return out;
}

/** Deletes every aggregate item of a park (its day and money items). */
async function deleteParkAggregates(locationId: number) {
  const pk = reportAggregateKeys.pk(TENANT, locationId);
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
    }),
  );
  const items = out.Items ?? [];
  for (let i = 0; i < items.length; i += 25)
    await dynamo().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: items.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
        },
      }),
    );
}

let rangerToken = '';

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  rangerToken = await parkStaffToken(
    TENANT,
    { name: 'Aggregate ranger', firstName: 'Agnes', lastName: 'Daybook' },
    [PERMISSION.ReportManagementReportManagement],
    [park.id],
  );
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('report aggregates kept from the table stream', () => {
  it('stay equal to the reports from the items through purchase, change, check-in, cancel and refund', async () => {
    const before = await reports();
    const sold = (t: Record<string, Table>) => t.occupancybyproductclass!.totals.sold!;
    const arrivals = (t: Record<string, Table>) => t.reservationmethod!.totals.total!;
    const visitors = (t: Record<string, Table>) => t.parkvisitation!.totals.total!;

    // A customer buys two nights by card; a clerk sells tonight for cash at the desk.
    const customer = await confirmedCustomer(TENANT);
    const card = await later.buyByCard(customer.token);
    expect(card.order.status).toBe('Completed');
    // The clerk overrides the reservation fee and a business rule (too many people): the admin override
    // report lists both.
    const adminToken = await idToken(TENANT, 'agencyAdmin');
    const deskSpot = spots[spots.length - 1]!;
    const claim = await callWithToken(
      adminToken,
      'POST',
      api(TENANT, `admin/AdminSpotReservation/spot/${deskSpot.id}/claim`),
      { reservationStartDate: TODAY.start, reservationEndDate: TODAY.end },
    );
    expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');
    const added = await callWithToken(adminToken, 'POST', api(TENANT, 'admin/AdminCart/addreservation'), {
      spotId: deskSpot.id,
      startDate: TODAY.start,
      endDate: TODAY.end,
      lockCode: (claim.body.data as { lockCode: string }).lockCode,
      numberOfAdults: 99,
      numberOfVehicles: 2,
      isCustomerPrimaryOccupant: false,
      overrideBusinessRule: true,
      feeOverrides: [{ feeType: 1, amount: 5, reason: 'Aggregates test goodwill' }],
      ...OCCUPANT,
    });
    expect(added.body.statusCode, JSON.stringify(added.body)).toBe('Success');
    const desk = { reservationId: (added.body.reservation as { id: number }).id };
    const checkout = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      api(TENANT, 'admin/AdminCart/checkout?paymentTypeId=3'),
    );
    expect(checkout.body.statusCode, JSON.stringify(checkout.body)).toBe('Success');
    const deskReservation = (await getReservation(TENANT, desk.reservationId))!;
    const cashPaid = (await getOrder(TENANT, deskReservation.orderId!))!.payment!.amountCents;

    const bought = await reports();
    expect(sold(bought)).toBe(sold(before) + 3);
    expect(arrivals(bought)).toBe(arrivals(before) + 2);
    expect(bought.reservationmethod!.totals.online).toBe(before.reservationmethod!.totals.online! + 1);
    expect(bought.reservationmethod!.totals.desk).toBe(before.reservationmethod!.totals.desk! + 1);
    expect(bought.revenuebreakup!.totals.payments).toBe(
      before.revenuebreakup!.totals.payments! + card.order.payment!.amountCents + cashPaid,
    );
    expect(bought.fielddeposit!.totals.taken).toBe(before.fielddeposit!.totals.taken! + cashPaid);
    // The two stays are in the park with their parties and vehicles.
    expect(bought.camper!.rows).toHaveLength(before.camper!.rows.length + 2);
    expect(bought.camper!.totals.people).toBe(before.camper!.totals.people! + 2 + 99);
    expect(bought.camper!.totals.vehicles).toBe(before.camper!.totals.vehicles! + 1 + 2);
    const overrides = (t: Record<string, Table>) =>
      t.adminoverride!.rows.filter((r) => r.reservation === deskReservation.reservationNumber);
    expect(overrides(bought).map((r) => [r.kind, r.what, r.newValue])).toEqual([
      ['Fee', 'Reservation fee', '$5.00'],
      ['Business rule', 'maximumPeople', 'Overridden'],
    ]);

    // A month whose guests were too many to keep in one item is read from its days, alike.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: {
          pk: reportAggregateKeys.pk(TENANT, park.id),
          sk: reportAggregateKeys.guestMonth(STAY.start.slice(0, 7)),
        },
        UpdateExpression: 'SET #j = :days',
        ConditionExpression: 'attribute_exists(#j)',
        ExpressionAttributeNames: { '#j': 'j' },
        ExpressionAttributeValues: { ':days': READ_THE_DAYS },
      }),
    );
    expect((await reports()).camper).toEqual(bought.camper);

    // The customer adds a night: the difference is paid by card.
    const customerId = (customer.customer as { id: number }).id;
    const held = await callWithToken(
      customer.token,
      'POST',
      api(TENANT, `SpotReservation/spot/${card.spot.id}/claim`),
      { reservationStartDate: STAY.start, reservationEndDate: d(103), spotReservationId: card.reservationId },
    );
    expect(held.body.statusCode, JSON.stringify(held.body)).toBe('Success');
    const change = await later.http(
      customer.token,
      'POST',
      api(TENANT, `SpotReservation/${customerId}/change?paymentTypeId=1`),
      changeRequest(
        card.reservationId,
        {
          spotId: card.spot.id,
          startDate: STAY.start,
          endDate: d(103),
          lockCode: (held.body.data as { lockCode: string }).lockCode,
        },
        { customerId },
      ),
    );
    if (change.isPaymentRequired) await pay(change.ccpRedirectUrl as string, CARD.approve);
    const changeOrder = (await getOrder(TENANT, change.orderId as number))!;
    expect(changeOrder.status).toBe('Completed');
    const changed = await reports();
    expect(sold(changed)).toBe(sold(bought) + 1);
    expect(changed.revenuebreakup!.totals.payments).toBe(
      bought.revenuebreakup!.totals.payments! + changeOrder.payment!.amountCents,
    );

    // Tonight's guests check in as one: the visitors count the party as it now is.
    const checkIn = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      api(TENANT, `admin/AdminSpotReservation/checkin/${desk.reservationId}`),
      { numberOfAdults: 1 },
    );
    expect(checkIn.body.statusCode, JSON.stringify(checkIn.body)).toBe('Success');
    const checkedIn = await reports();
    expect(visitors(checkedIn)).toBe(visitors(changed) - deskReservation.numberOfAdults + 1);
    expect(checkedIn.camper!.totals.people).toBe(changed.camper!.totals.people! - 99 + 1);

    // The check-in is undone (a stay checked in is not cancelled); then both are cancelled with a
    // refund: the card's through the provider, the cash handed back.
    const undo = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      api(TENANT, `admin/AdminSpotReservation/undocheckin/${desk.reservationId}`),
      {},
    );
    expect(undo.body.statusCode, JSON.stringify(undo.body)).toBe('Success');
    for (const id of [card.reservationId, desk.reservationId]) {
      const cancel = await callAs(
        TENANT,
        'agencyAdmin',
        'POST',
        api(TENANT, `admin/AdminSpotReservation/${id}/cancel`),
        { refundOption: 1, reason: 'Aggregates test' },
      );
      expect(cancel.body.statusCode, JSON.stringify(cancel.body)).toBe('Success');
    }
    const refunds = await Promise.all(
      [card.reservationId, desk.reservationId].map(
        async (id) => (await getReservation(TENANT, id))!.cancellation!.refundCents,
      ),
    );
    const cancelled = await reports();
    expect(sold(cancelled)).toBe(sold(before));
    expect(arrivals(cancelled)).toBe(arrivals(before));
    expect(cancelled.cancelledreservations!.rows).toHaveLength(before.cancelledreservations!.rows.length + 2);
    expect(cancelled.cancelledreservations!.totals.refunded).toBe(
      before.cancelledreservations!.totals.refunded! + refunds[0]! + refunds[1]!,
    );
    expect(cancelled.revenuebreakup!.totals.refunds).toBe(
      before.revenuebreakup!.totals.refunds! + refunds[0]! + refunds[1]!,
    );
    expect(cancelled.fielddeposit!.totals.handedBack).toBe(
      before.fielddeposit!.totals.handedBack! + refunds[1]!,
    );
    // Cancelled, the stays leave the camper report; the overrides stay listed (the cancelled index).
    expect(cancelled.camper!.rows).toEqual(before.camper!.rows);
    expect(overrides(cancelled)).toHaveLength(2);

    // A second consumer folding the whole stream again (a redelivery) counts nothing twice.
    const again = createStreamPoller({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      tableName: process.env.TABLE_NAME!,
    });
    try {
      const refold = await again.drain();
      expect(refold.records).toBeGreaterThan(0);
    } finally {
      again.close();
    }
    expect(await reports()).toEqual(cancelled);
    await reportAggregates.drain();
  }, 180_000);

  it('count the nights reserved with no reservation record, as the demo availability data writes them', async () => {
    // Far beyond the other test's range, on two spots: two stays meeting on one day, a hold, a block.
    const range = { from: d(200), to: d(206) };
    const [a, b] = [spots[0]!.id, spots[1]!.id];
    const night = (
      spotId: number,
      n: number,
      status: 'reserved' | 'held' | 'blocked',
      reservationId?: number,
    ) => ({
      spotId,
      locationId: park.id,
      night: d(n),
      status,
      ...(reservationId ? { reservationId } : {}),
    });
    const before = await reports(range);
    await writeInventory(TENANT, {
      nights: [
        night(a, 201, 'reserved', 990_000_001),
        night(a, 202, 'reserved', 990_000_001),
        night(a, 203, 'reserved', 990_000_002),
        night(b, 201, 'held'),
        night(b, 202, 'blocked'),
      ],
    });
    const seeded = await reports(range);
    expect(seeded.occupancybyproductclass!.totals.sold).toBe(
      before.occupancybyproductclass!.totals.sold! + 3,
    );
    // Spot a: one stay departs on the day the next arrives.
    expect(seeded.facilitychangeover!.totals.turnovers).toBe(
      before.facilitychangeover!.totals.turnovers! + 1,
    );

    // A night handed to staff leaves the sold nights.
    await writeInventory(TENANT, { nights: [night(a, 203, 'blocked')] });
    const blocked = await reports(range);
    expect(blocked.occupancybyproductclass!.totals.sold).toBe(
      before.occupancybyproductclass!.totals.sold! + 2,
    );
    expect(blocked.facilitychangeover!.totals.turnovers).toBe(before.facilitychangeover!.totals.turnovers);

    // Across a month's end: the stay of its last night leaves on the 1st as another arrives, counted in
    // the next month, whose roll-up reads the night before it.
    const last = monthEnd(d(240));
    const first = addDays(last, 1);
    const nextMonth = { from: first, to: monthEnd(first) };
    const beforeEdge = await reports(nextMonth);
    await writeInventory(TENANT, {
      nights: [
        { spotId: a, locationId: park.id, night: last, status: 'reserved', reservationId: 990_000_003 },
        { spotId: a, locationId: park.id, night: first, status: 'reserved', reservationId: 990_000_004 },
      ],
    });
    const edge = await reports(nextMonth);
    expect(edge.facilitychangeover!.totals.turnovers).toBe(
      beforeEdge.facilitychangeover!.totals.turnovers! + 1,
    );
    expect(edge.occupancybyproductclass!.totals.sold).toBe(
      beforeEdge.occupancybyproductclass!.totals.sold! + 1,
    );
    // The month before holds its night, read whole from its roll-up as well.
    const lastMonth = { from: monthStart(last), to: last };
    expect((await reports(lastMonth)).occupancybyproductclass!.totals.sold).toBeGreaterThan(0);
  });

  it('are built again from the items when the park has none, and a second build changes nothing', async () => {
    const range = { from: d(-1), to: d(206) };
    const kept = await reports(range);
    // As a park whose data predates the stream: no aggregates at all.
    await deleteParkAggregates(park.id);
    const gone = await buildReport(
      TENANT,
      'occupancybyproductclass',
      [{ id: park.id, name: park.longName }],
      { ...range, locationIds: [park.id] } as ReportQuery,
    );
    expect(gone.totals.sold).toBe(0);
    const window = { from: d(-40), to: d(400) };
    await rebuildReportAggregates(TENANT, window.from, window.to, { locationIds: [park.id] });
    const rebuilt = await reports(range);
    expect(rebuilt).toEqual(kept);
    await rebuildReportAggregates(TENANT, window.from, window.to, { locationIds: [park.id] });
    expect(await reports(range)).toEqual(kept);
  });

  it('a ranger sees only their park', async () => {
    const own = await report('occupancybyproductclass', QUERY, rangerToken);
    expect(own.parks.map((p) => p.id)).toEqual([park.id]);
    const path = api(
      TENANT,
      `admin/AdminReport/revenuebreakup?locationIds=${other.id}&from=${RANGE.from}&to=${RANGE.to}`,
    );
    expect((await callWithToken(rangerToken, 'GET', path)).status).toBe(403);
    // Asked for no park, a ranger's report covers their park alone.
    const all = await report('reservationmethod', `from=${RANGE.from}&to=${RANGE.to}`, rangerToken);
    expect(all.parks.map((p) => p.id)).toEqual([park.id]);
  });
});
