/**
 * Business rules in the back office (admin-settings context, brm/*): an agency admin adds, reads back,
 * changes, ends and deletes rule rows of a park this file makes (so no other file meets its rows), each
 * change audited, refused with field messages when malformed or overlapping and when stale; a ranger
 * without SystemSettingsBusinessRules is refused; and validation of a stay at the park follows the rows
 * at once (park over agency, product class over park). Walk-in periods are added, changed and deleted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, call } from './support.ts';
import { addOwnPark, ownParkCode } from '../support/own-park.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callAs, callWithToken, demoPerson } from './identity-support.ts';
import type { AdminRuleRow, AdminWalkIn, RuleRowsPage, WalkInsPage } from '#contract/business-rules';
import { availabilityResponseSchema } from '#contract/availability';
import type { AdminPark, AdminSpot, SpotSetupOptions } from '#contract/park-setup';
import { AVAILABILITY_CODE as C } from '#domain/availability/codes';
import { BUSINESS_RULE_MESSAGE } from '#domain/business-rules';
import { RULE_ROW_MESSAGE } from '#domain/business-rules/rows';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('co');
const TZ = 'America/Denver';
const today = todayIn(TZ, new Date());
const d = (n: number) => addDays(today, n);
const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);
const ROWS = 'admin/AdminBusinessRule/rows';
const WALKIN = 'admin/AdminBusinessRule/walkin';

let park: AdminPark;
let spot: AdminSpot;
let customer: Awaited<ReturnType<typeof confirmedCustomer>>;
let parkRow: AdminRuleRow;

const rowBody = (over: object = {}) => ({
  rule: 'minimumStay',
  locationId: park.id,
  productId: null,
  value: 2,
  startDate: today,
  endDate: null,
  ...over,
});

/** The customer's one-night stay at the park's spot, claimed; the request validate reads. */
let stay: Record<string, unknown>;

async function validate() {
  const res = await callWithToken(customer.token, 'POST', api(TENANT, 'SpotReservation/validate'), stay);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { statusCode: string; messages: string[] };
}

beforeAll(async () => {
  const options = (await admin('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  const made = await addOwnPark(admin, {
    code: ownParkCode('B'),
    name: 'Rulebook Mesa',
    regionId: options.regions[0]!.id,
    timezone: TZ,
    latitude: 38.5,
    longitude: -106.1,
    loop: { name: 'Mesa Loop', code: 'M' },
    spotNames: ['M1'],
    productId: options.products.find((p) => p.bookingType === 'Overnight')!.id,
    spotTypeId: options.spotTypes[0]!.id,
  });
  park = made.park;
  spot = made.spots[0]!;
  customer = await confirmedCustomer(TENANT);
  const claim = await callWithToken(
    customer.token,
    'POST',
    api(TENANT, `SpotReservation/spot/${spot.id}/claim`),
    {
      reservationStartDate: d(10),
      reservationEndDate: d(11),
    },
  );
  expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');
  stay = {
    spotId: spot.id,
    startDate: d(10),
    endDate: d(11),
    lockCode: (claim.body.data as { lockCode: string }).lockCode,
    numberOfAdults: 2,
    numberOfVehicles: 1,
    isCustomerPrimaryOccupant: true,
  };
}, 120_000);

describe('rule rows', () => {
  it("adds a park's minimum stay, reads it back, and validation refuses a shorter stay there at once", async () => {
    expect((await validate()).statusCode).toBe('Success');
    const res = await admin('POST', ROWS, rowBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    parkRow = res.body.data as AdminRuleRow;
    expect(parkRow).toMatchObject({
      rule: 'minimumStay',
      locationId: park.id,
      locationName: park.longName,
      productId: null,
      value: 2,
      startDate: today,
      endDate: null,
      status: 'In effect',
      canEdit: true,
      createdBy: demoPerson(TENANT, 'agencyAdmin').username,
    });
    expect(await validate()).toMatchObject({
      statusCode: 'Failure',
      messages: [BUSINESS_RULE_MESSAGE.minimumStay(2)],
    });
    const read = await admin('GET', `${ROWS}/${parkRow.id}`);
    expect(read.body.data).toEqual(parkRow);
    const list = (await admin('GET', `${ROWS}?rule=minimumStay&locationId=${park.id}`)).body
      .data as RuleRowsPage;
    expect(list.rows.filter((r) => r.locationId === park.id).map((r) => r.id)).toEqual([parkRow.id]);
    // Only the agency's rows (the integration table holds none for this rule) come with the park's.
    expect(list.rows.every((r) => r.locationId === park.id || r.locationName === 'Agency default')).toBe(
      true,
    );
    expect(list.parks.map((p) => p.id)).toContain(park.id);
  });

  it('takes a product class row at the park over the park row, and the park row again once it is deleted', async () => {
    const res = await admin('POST', ROWS, rowBody({ productId: spot.productId, value: 4 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const classRow = res.body.data as AdminRuleRow;
    expect((await validate()).messages).toEqual([BUSINESS_RULE_MESSAGE.minimumStay(4)]);
    const deleted = await admin(
      'DELETE',
      `${ROWS}/${classRow.id}?dateLastModified=${encodeURIComponent(classRow.dateLastModified)}`,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await admin('GET', `${ROWS}/${classRow.id}`)).status).toBe(404);
    expect((await validate()).messages).toEqual([BUSINESS_RULE_MESSAGE.minimumStay(2)]);
  });

  it('changes a row over the version read, refuses a stale save, and keeps the history old → new', async () => {
    const res = await admin('PUT', `${ROWS}/${parkRow.id}`, {
      ...rowBody({ value: 3 }),
      dateLastModified: parkRow.dateLastModified,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stale = await admin('PUT', `${ROWS}/${parkRow.id}`, {
      ...rowBody({ value: 5 }),
      dateLastModified: parkRow.dateLastModified,
    });
    expect(stale.body).toMatchObject({
      statusCode: 'Failure',
      messages: [PARK_SETUP_MESSAGE.changedMeanwhile('business rule')],
    });
    parkRow = res.body.data as AdminRuleRow;
    expect(parkRow.value).toBe(3);
    expect((await validate()).messages).toEqual([BUSINESS_RULE_MESSAGE.minimumStay(3)]);
    const history = (await admin('GET', `${ROWS}/${parkRow.id}/history`)).body.data as {
      actionPerformed: string;
      username: string;
      changes: { fieldName: string; oldValue: string | null; newValue: string | null }[];
    }[];
    expect(history.map((h) => h.actionPerformed)).toEqual(['Rule row changed', 'Rule row added']);
    expect(history[0]).toMatchObject({
      username: demoPerson(TENANT, 'agencyAdmin').username,
      changes: [{ fieldName: 'value', oldValue: '2', newValue: '3' }],
    });
  });

  it('ends a row: from the day after its end, the more general rows apply again', async () => {
    // Ending it before the stay's arrival lets the one-night stay through.
    const res = await admin('PUT', `${ROWS}/${parkRow.id}`, {
      ...rowBody({ value: 3, endDate: d(9) }),
      dateLastModified: parkRow.dateLastModified,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    parkRow = res.body.data as AdminRuleRow;
    expect(parkRow.endDate).toBe(d(9));
    expect((await validate()).statusCode).toBe('Success');
    // A row scheduled after it is no overlap.
    const next = await admin('POST', ROWS, rowBody({ value: 2, startDate: d(10) }));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    const scheduled = next.body.data as AdminRuleRow;
    expect(scheduled.status).toBe('Scheduled');
    expect((await validate()).messages).toEqual([BUSINESS_RULE_MESSAGE.minimumStay(2)]);
    // Next season's value in one step: the row in effect then ends the day before.
    const later = await admin('POST', ROWS, rowBody({ value: 4, startDate: d(60), endPrevious: true }));
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect((await admin('GET', `${ROWS}/${scheduled.id}`)).body.data).toMatchObject({ endDate: d(59) });
    const history = (await admin('GET', `${ROWS}/${scheduled.id}/history`)).body.data as {
      actionPerformed: string;
      changes: unknown[];
    }[];
    expect(history[0]).toMatchObject({
      actionPerformed: `Rule row ended: row ${(later.body.data as AdminRuleRow).id} takes over`,
      changes: [{ fieldName: 'endDate', oldValue: 'No end', newValue: d(59) }],
    });
  });

  it('refuses malformed rows with field messages: end before start, negative value, overlap, class of an account rule', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [
        rowBody({ startDate: d(400), endDate: d(399) }),
        { 'body.endDate': [RULE_ROW_MESSAGE.endBeforeStart] },
      ],
      [
        rowBody({ rule: 'minimumArrivalDate', value: -1 }),
        { 'body.value': [RULE_ROW_MESSAGE.wholeNumber(0)] },
      ],
      [
        rowBody({ rule: 'maximumReservationsPerTransaction', productId: spot.productId, value: 2 }),
        { 'body.productId': [RULE_ROW_MESSAGE.productNotAllowed] },
      ],
      [
        rowBody({ startDate: d(30), value: 5 }),
        { 'body.startDate': [expect.stringContaining('Another row')] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await admin('POST', ROWS, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await admin('POST', ROWS, rowBody({ value: 'two' }))).status).toBe(400);
  });

  it('refuses a ranger without SystemSettingsBusinessRules', async () => {
    const ranger = (method: string, path: string, body?: unknown) =>
      callAs(TENANT, 'ranger', method, api(TENANT, path), body);
    expect((await ranger('GET', `${ROWS}?rule=minimumStay`)).status).toBe(403);
    expect((await ranger('POST', ROWS, rowBody({ startDate: d(500) }))).status).toBe(403);
    expect((await ranger('GET', `${ROWS}/${parkRow.id}/history`)).status).toBe(403);
  });
});

describe('the public calendar', () => {
  it('follows the arrival-day rows of the park at once', async () => {
    const codes = async () => {
      const res = await call('POST', api(TENANT, 'Spot/availability'), {
        locationId: park.id,
        startDate: today,
        endDate: d(13),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = availabilityResponseSchema.parse(res.body);
      return Object.fromEntries(
        body.spots[0]!.spotAvailabilities.map((a) => [a.availabilityDate, a.availabilityCode]),
      );
    };
    expect([(await codes())[d(1)], (await codes())[d(7)]]).toEqual([C.Available, C.Available]);
    for (const body of [
      rowBody({ rule: 'minimumArrivalDate', value: 2 }),
      rowBody({ rule: 'maximumArrivalDate', value: 5 }),
    ]) {
      const res = await admin('POST', ROWS, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const after = await codes();
    expect([after[d(1)], after[d(2)], after[d(5)], after[d(6)]]).toEqual([
      C.Unavailable,
      C.Available,
      C.Available,
      C.Unavailable,
    ]);
  });
});

describe('walk-in periods', () => {
  it('adds, changes, audits and deletes a walk-in period of the park', async () => {
    const choices = await admin('GET', `${WALKIN}/spots?locationId=${park.id}`);
    expect(choices.body.data).toEqual([{ id: spot.id, name: 'M1' }]);
    const res = await admin('POST', WALKIN, {
      locationId: park.id,
      spotIds: [spot.id],
      startDate: d(20),
      endDate: d(22),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const period = res.body.data as AdminWalkIn;
    expect(period).toMatchObject({ locationId: park.id, spotNames: ['M1'], status: 'Scheduled' });
    const list = (await admin('GET', `${WALKIN}?locationId=${park.id}`)).body.data as WalkInsPage;
    expect(list.periods.map((p) => p.id)).toEqual([period.id]);

    const bad = await admin('PUT', `${WALKIN}/${park.id}/${period.id}`, {
      locationId: park.id,
      startDate: d(22),
      endDate: d(21),
      dateLastModified: period.dateLastModified,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'body.endDate': [PARK_SETUP_MESSAGE.endBeforeStart] });
    const changed = await admin('PUT', `${WALKIN}/${park.id}/${period.id}`, {
      locationId: park.id,
      spotIds: [],
      startDate: d(20),
      endDate: d(25),
      dateLastModified: period.dateLastModified,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ spotNames: [], endDate: d(25) });
    const stale = await admin(
      'DELETE',
      `${WALKIN}/${park.id}/${period.id}?dateLastModified=${encodeURIComponent(period.dateLastModified)}`,
    );
    expect(stale.body.messages).toEqual([PARK_SETUP_MESSAGE.changedMeanwhile('walk-in period')]);
    const version = (changed.body.data as AdminWalkIn).dateLastModified;
    const deleted = await admin(
      'DELETE',
      `${WALKIN}/${park.id}/${period.id}?dateLastModified=${encodeURIComponent(version)}`,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const history = (await admin('GET', `${WALKIN}/${park.id}/${period.id}/history`)).body.data as {
      actionPerformed: string;
    }[];
    expect(history.map((h) => h.actionPerformed)).toEqual([
      'Walk-in period deleted',
      'Walk-in period changed',
      'Walk-in period added',
    ]);
  });
});
