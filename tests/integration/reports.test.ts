/**
 * Reports through the HTTP adapter against DynamoDB Local: a staff user with the report permission and
 * one park sees only that park; occupancy, changeovers and the guest reports (camper, site marker,
 * reservation method, park visitation, cancellations) move with a sale and a cancellation made here
 * (cash at the desk, on a park and dates far ahead that no other file books); bad ranges are a 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION } from '#domain/permissions';
import { REPORT_MESSAGE } from '#domain/reports/catalog';
import { toTenantId } from '#domain/tenant-id';
import { buyer } from './checkout-support.ts';
import { callAs, callWithToken, idToken } from './identity-support.ts';
import { parkStaffToken } from './staff-support.ts';
import { api } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
const { park, spots, d } = testPark(TENANT, 10);
// The park's last spot, on days near the end of the booking window.
const spot = spots[spots.length - 1]!;
const [from, to] = [d(170), d(173)];

type Table = { rows: Record<string, unknown>[]; totals: Record<string, unknown>; chart: unknown };
type Report = { parks: { id: number }[]; table: Table };

const admin = (path: string) => callAs(TENANT, 'agencyAdmin', 'GET', api(TENANT, path));
async function report(slug: string, query: string): Promise<Report> {
  const res = await admin(`admin/AdminReport/${slug}?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Report;
}
const occupancy = async () =>
  (await report('occupancybyproductclass', `locationIds=${park.id}&from=${from}&to=${to}`)).table.totals;
const deskSales = async () =>
  (await report('reservationmethod', `locationIds=${park.id}&from=${from}&to=${to}`)).table.totals
    .desk as number;
// The buyer's occupant lives in Washington: out of state for Colorado.
const outOfStateVisitors = async () =>
  (await report('parkvisitation', `locationIds=${park.id}&from=${from}&to=${to}`)).table.totals
    .outOfState as number;
const onSpot = async (slug: string, range: string) =>
  (await report(slug, `locationIds=${park.id}&${range}`)).table.rows.filter((r) => r.spot === spot.name);
const changeovers = async () =>
  (await report('facilitychangeover', `locationIds=${park.id}&from=${from}&to=${to}`)).table.rows.filter(
    (r) => r.spot === spot.name,
  );

/** A staff user whose role reports and who is assigned one park (the ranger's first), signed in. */
let reportRanger = '';
const rangerPark = [...testPark(TENANT, 0).catalogue.locations].sort((a, b) => a.id - b.id)[0]!;

beforeAll(async () => {
  reportRanger = await parkStaffToken(
    TENANT,
    { name: 'Report ranger', firstName: 'Rae', lastName: 'Ports' },
    [PERMISSION.ReportManagementReportManagement, PERMISSION.ReservationManagementView],
    [rangerPark.id],
  );
});

describe('who sees which parks', () => {
  const asReportRanger = (path: string) => callWithToken(reportRanger, 'GET', api(TENANT, path));

  it('offers a user with one park only that park, and reports on it alone', async () => {
    const parks = await asReportRanger('admin/AdminReport/parks');
    expect(parks.status, JSON.stringify(parks.body)).toBe(200);
    expect((parks.body.data as { id: number }[]).map((p) => p.id)).toEqual([rangerPark.id]);
    const all = await asReportRanger(`admin/AdminReport/closure?from=${d(0)}&to=${d(30)}`);
    expect(all.status).toBe(200);
    expect((all.body.data as Report).parks.map((p) => p.id)).toEqual([rangerPark.id]);
  });

  it("refuses another park's report with 403", async () => {
    const res = await asReportRanger(
      `admin/AdminReport/closure?locationIds=${park.id}&from=${d(0)}&to=${d(30)}`,
    );
    expect(res.status).toBe(403);
  });

  it('refuses the demo park ranger, whose role has no report permission', async () => {
    const res = await callAs(TENANT, 'ranger', 'GET', api(TENANT, 'admin/AdminReport/parks'));
    expect(res.status).toBe(403);
  });

  it('an agency admin sees every park', async () => {
    const parks = (await admin('admin/AdminReport/parks')).body.data as { id: number }[];
    expect(parks.map((p) => p.id)).toEqual(expect.arrayContaining([rangerPark.id, park.id]));
  });
});

describe('bad input', () => {
  it('answers a reversed or too long range, and a bad park list, with 400 and field messages', async () => {
    const reversed = await admin(`admin/AdminReport/closure?from=${d(5)}&to=${d(1)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toMatchObject({ 'query.to': [REPORT_MESSAGE.endBeforeStart] });
    const long = await admin(`admin/AdminReport/maintenance?from=${d(0)}&to=${d(400)}`);
    expect(long.status).toBe(400);
    expect(long.body.errors).toMatchObject({ 'query.to': [REPORT_MESSAGE.tooLong] });
    const bad = await admin(`admin/AdminReport/amenities?locationIds=abc&from=${d(0)}&to=${d(1)}`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain('query.locationIds');
  });
});

describe('numbers that follow the sales', () => {
  it('adds the nights of a sale and a changeover between two stays, and removes them on cancellation', async () => {
    const before = await occupancy();
    const deskBefore = await deskSales();
    const visitorsBefore = await outOfStateVisitors();
    expect(await changeovers()).toEqual([]);

    // Two stays on one spot: from+0 → from+2, then from+2 → from+3: a turnover on from+2.
    const token = await idToken(TENANT, 'agencyAdmin');
    const first = await buyer({
      tenantId: TENANT,
      origin: () => '',
      spots: [spot],
      dates: { start: from, end: d(172) },
    }).inCart(token, true);
    await buyer({
      tenantId: TENANT,
      origin: () => '',
      spots: [spot],
      dates: { start: d(172), end: to },
    }).inCart(token, true);
    const sold = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      api(TENANT, 'admin/AdminCart/checkout?paymentTypeId=3'),
    );
    expect(sold.body.statusCode, JSON.stringify(sold.body)).toBe('Success');

    const after = await occupancy();
    expect(after.sold).toBe((before.sold as number) + 3);
    expect(after.available).toBe(before.available);
    expect((await changeovers()).map((r) => [r.date, r.turnovers])).toEqual([[d(172), 1]]);
    // The guests: both stays in the camper report, the first one's tag on its first day, two desk sales.
    expect(
      (await onSpot('camper', `from=${from}&to=${to}`)).map((r) => [r.arrival, r.departure, r.occupant]),
    ).toEqual([
      [from, d(172), 'Rosa Lind'],
      [d(172), to, 'Rosa Lind'],
    ]);
    expect((await onSpot('sitemarker', `from=${from}&to=${from}`)).map((r) => [r.name, r.nights])).toEqual([
      ['Rosa Lind', 2],
    ]);
    expect(await deskSales()).toBe(deskBefore + 2);
    expect(await outOfStateVisitors()).toBe(visitorsBefore + 4);

    const cancel = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      api(
        TENANT,
        `admin/AdminSpotReservation/${first.reservationId}/cancel-witout-refund?reason=${encodeURIComponent('Reports test')}`,
      ),
    );
    expect(cancel.body.statusCode, JSON.stringify(cancel.body)).toBe('Success');
    expect((await occupancy()).sold).toBe((before.sold as number) + 1);
    expect(await changeovers()).toEqual([]);
    expect((await onSpot('camper', `from=${from}&to=${to}`)).map((r) => r.arrival)).toEqual([d(172)]);
    expect(await deskSales()).toBe(deskBefore + 1);
    expect(await outOfStateVisitors()).toBe(visitorsBefore + 2);
    // No override was made on these sales.
    expect(await onSpot('adminoverride', `from=${from}&to=${to}`)).toEqual([]);
    // The cancellation, kept without a refund.
    expect(
      (await onSpot('cancelledreservations', `from=${from}&to=${to}`)).map((r) => [
        r.arrival,
        r.reason,
        r.refunded,
      ]),
    ).toEqual([[from, 'Reports test', 0]]);
  });
});
