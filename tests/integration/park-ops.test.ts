/**
 * Park set-up in the back office (admin-parks context): an agency admin adds a park, a loop and spots,
 * edits and bulk-edits them, closes a loop and posts an alert; each change is read back, audited, refused
 * with field messages when malformed or stale, scoped to the staff user's parks, and visible at once on
 * the public routes (park page, spot list, availability, alerts). The file owns its park: it makes it.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support.ts';
import { callAs, demoPerson } from './identity-support.ts';
import type { AdminPark, AdminSpot, ClosureImpact, SpotSetupOptions } from '#contract/park-setup';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import type { ReservationRecord } from '#domain/booking/reservation';
import { toTenantId } from '#domain/tenant-id';
import { dynamo, tableName } from '#store/client';
import { writeInventory } from '#store/inventory-writer';
import { nextReservationId, reservationItem } from '#store/reservations';
import { getStaffUserByUsername } from '#store/staff-users';

const TENANT = toTenantId('co');
const TZ = 'America/Denver';
const d = (n: number) => addDays(todayIn(TZ, new Date()), n);
const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);

const PARK = {
  code: `T${Date.now().toString(36).slice(-6).toUpperCase()}`,
  longName: 'Juniper Flats State Park',
  shortName: 'Juniper Flats',
  regionId: 0,
  timezone: TZ,
  street1: '100 Juniper Rd',
  street2: '',
  city: 'Salida',
  state: 'co',
  zipcode: '81201',
  latitude: 38.53,
  longitude: -106.0,
  phoneNumber: '(719) 555-0188',
  primaryContactName: 'Pat Ranger',
  primaryContactEmail: 'pat@example.gov',
  url: 'https://parks.example.gov/juniper',
  acreage: 1200,
  elevation: 7000,
  directions: '<p>Take <strong>US 50</strong> west.</p><script>alert(1)</script>',
  importantDates: '',
  featured: false,
  featuredDescription: '',
  isActive: true,
  images: [{ url: '/images/juniper.jpg', title: 'Sunrise', description: 'Sunrise over the flats' }],
};

let options: SpotSetupOptions;
let park: AdminPark;
let loopId: number;
const spots: AdminSpot[] = [];

function spotBody(name: string, extra: object = {}) {
  const campsite = options.products.find((p) => p.bookingType === 'Overnight')!;
  return {
    locationId: park.id,
    loopId,
    name,
    area: 'Upper',
    areaDescription: '',
    productId: campsite.id,
    spotTypeIds: [options.spotTypes[0]!.id],
    equipmentTypeIds: [],
    latitude: 38.531,
    longitude: -106.001,
    salesChannel: 'All',
    isActive: true,
    attributes: [],
    photos: [],
    ...extra,
  };
}

beforeAll(async () => {
  const res = await admin('GET', 'admin/AdminSpotManagement/options');
  options = res.body.data as SpotSetupOptions;
  PARK.regionId = options.regions[0]!.id;
});

describe('parks', () => {
  it('adds a park, reads it back and shows it on the public park page', async () => {
    const res = await admin('POST', 'admin/AdminLocation', PARK);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    park = res.body.data as AdminPark;
    expect(park).toMatchObject({
      longName: PARK.longName,
      state: 'CO',
      phoneNumber: '7195550188',
      isActive: true,
    });
    expect(park.createdBy).toBe(demoPerson(TENANT, 'agencyAdmin').username);
    const pub = await callAs(TENANT, 'customer1', 'GET', api(TENANT, `Location/${park.id}`));
    expect(pub.body.data).toMatchObject({
      longName: PARK.longName,
      images: [{ description: 'Sunrise over the flats' }],
    });
    const search = await admin('GET', `admin/AdminLocation/search?name=juniper`);
    expect((search.body.data as { id: number }[]).map((p) => p.id)).toContain(park.id);
  });

  it('keeps a blank acreage and elevation unknown (null), never 0, and the public park says nothing of them', async () => {
    const code = `U${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const res = await admin('POST', 'admin/AdminLocation', {
      ...PARK,
      code,
      longName: `Unmeasured Flats ${code}`,
      acreage: '',
      elevation: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.data as AdminPark;
    expect([added.acreage, added.elevation]).toEqual([null, null]);
    const pub = await callAs(TENANT, 'customer1', 'GET', api(TENANT, `Location/${added.id}`));
    expect(pub.body.data).toMatchObject({ acreage: null, elevation: null });
    const bad = await admin('PUT', `admin/AdminLocation/${added.id}`, {
      ...PARK,
      code,
      acreage: 'lots',
      dateLastModified: added.dateLastModified,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ 'body.acreage': ['Acreage must be a number'] });
  });

  it('refuses a malformed park with field messages and changes nothing', async () => {
    const res = await admin('POST', 'admin/AdminLocation', {
      ...PARK,
      longName: '',
      zipcode: '12',
      code: PARK.code,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ 'body.longName': ['Park Name is required'] });
    expect(Object.keys(res.body.errors as object)).toContain('body.zipcode');
    const dup = await admin('POST', 'admin/AdminLocation', PARK);
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual({ 'body.code': [PARK_SETUP_MESSAGE.duplicateParkCode(PARK.code)] });
  });

  it('audits an edit old → new and refuses a save over a newer version', async () => {
    const res = await admin('PUT', `admin/AdminLocation/${park.id}`, {
      ...PARK,
      shortName: 'Juniper',
      dateLastModified: park.dateLastModified,
    });
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    const stale = await admin('PUT', `admin/AdminLocation/${park.id}`, {
      ...PARK,
      shortName: 'Lost update',
      dateLastModified: park.dateLastModified,
    });
    expect(stale.body).toMatchObject({
      statusCode: 'Failure',
      messages: [PARK_SETUP_MESSAGE.changedMeanwhile('park')],
    });
    park = res.body.data as AdminPark;
    const history = await admin('GET', `admin/AdminLocation/${park.id}/history`);
    expect((history.body.data as { changes: unknown[] }[])[0]).toMatchObject({
      actionPerformed: 'Park changed',
      username: demoPerson(TENANT, 'agencyAdmin').username,
      changes: [{ fieldName: 'shortName', oldValue: 'Juniper Flats', newValue: 'Juniper' }],
    });
  });

  it('lets a ranger read parks but not change them', async () => {
    const read = await callAs(TENANT, 'ranger', 'GET', api(TENANT, `admin/AdminLocation/${park.id}`));
    expect(read.status).toBe(200);
    const write = await callAs(TENANT, 'ranger', 'PUT', api(TENANT, `admin/AdminLocation/${park.id}`), {
      ...PARK,
      dateLastModified: park.dateLastModified,
    });
    expect(write.status).toBe(403);
  });
});

describe('loops and spots', () => {
  it('adds a loop and spots; the public spot list and park counts show them at once', async () => {
    const loop = await admin('POST', `admin/AdminLocation/${park.id}/loop`, {
      name: 'Aspen Loop',
      code: 'A',
    });
    expect(loop.status, JSON.stringify(loop.body)).toBe(200);
    loopId = (loop.body.data as { id: number }).id;
    for (const name of ['A1', 'A2', 'A3']) {
      const res = await admin('POST', 'admin/AdminSpotManagement', spotBody(name));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      spots.push(res.body.data as AdminSpot);
    }
    const pub = await callAs(TENANT, 'customer1', 'GET', api(TENANT, `Location/${park.id}/spot`));
    expect((pub.body.data as { name: string }[]).map((s) => s.name).sort()).toEqual(['A1', 'A2', 'A3']);
    const page = await callAs(TENANT, 'customer1', 'GET', api(TENANT, `Location/${park.id}`));
    const counts = (page.body.data as { productTypeCounts: { count: number }[] }).productTypeCounts;
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(3);
  });

  it('refuses a spot of another park’s loop, a duplicate name and a bad attribute value', async () => {
    const numeric = options.attributes.find((a) => a.valueType === 'Numeric Free')!;
    const res = await admin(
      'POST',
      'admin/AdminSpotManagement',
      spotBody('A1', { attributes: [{ attributeId: numeric.id, value: 'many', optionIds: [] }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'body.name': [PARK_SETUP_MESSAGE.duplicateSpotName('A1')],
      'body.attributes.0': [expect.stringContaining('needs a number')],
    });
    const wrongLoop = await admin('POST', 'admin/AdminSpotManagement', spotBody('A9', { loopId: 1 }));
    expect(wrongLoop.body.errors).toMatchObject({ 'body.loopId': [PARK_SETUP_MESSAGE.loopNotInPark] });
  });

  it('bulk-edits many spots: inactive spots leave the public counts, each spot’s history says why', async () => {
    const res = await admin('POST', 'admin/AdminSpotManagement/bulk', {
      locationId: park.id,
      spotIds: [spots[1]!.id, spots[2]!.id],
      isActive: false,
    });
    expect(res.body.data).toEqual({ updated: 2, spotIds: [spots[1]!.id, spots[2]!.id] });
    const page = await callAs(TENANT, 'customer1', 'GET', api(TENANT, `Location/${park.id}`));
    const counts = (page.body.data as { productTypeCounts: { count: number }[] }).productTypeCounts;
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(1);
    const history = await admin('GET', `admin/AdminSpotManagement/${spots[2]!.id}/history`);
    expect((history.body.data as object[])[0]).toMatchObject({
      actionPerformed: 'Spot changed (bulk edit)',
      changes: [{ fieldName: 'isActive', oldValue: 'true', newValue: 'false' }],
    });
    // Back on sale for the closure tests.
    await admin('POST', 'admin/AdminSpotManagement/bulk', {
      locationId: park.id,
      spotIds: [spots[1]!.id, spots[2]!.id],
      isActive: true,
    });
  });
});

describe('closures', () => {
  it('shows the sold reservations and live holds a loop closure meets, then closes the nights', async () => {
    // A visitor holds A1 for nights 5–6; A2 is sold for nights 6–7.
    const claim = await callAs(
      TENANT,
      'customer1',
      'POST',
      api(TENANT, `SpotReservation/spot/${spots[0]!.id}/claim`),
      {
        reservationStartDate: d(5),
        reservationEndDate: d(7),
      },
    );
    expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');
    const sold = await soldReservation(spots[1]!.id, [d(6), d(7)]);

    const request = {
      locationId: park.id,
      loopId,
      startDate: d(6),
      endDate: d(6),
      overridable: false,
      reason: 'Water main repair',
    };
    const preview = await admin('POST', 'admin/AdminClosure/impact', request);
    const impact = preview.body.data as ClosureImpact;
    expect(impact.reservations.map((r) => r.reservationId)).toEqual([sold.id]);
    expect(impact.heldSpots).toEqual([{ spotId: spots[0]!.id, spotName: 'A1' }]);
    expect(impact.spotCount).toBe(3);

    const saved = await admin('POST', 'admin/AdminClosure', request);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { closure } = saved.body.data as { closure: { id: number; spotIds: number[] } };
    expect(closure.spotIds).toEqual(spots.map((s) => s.id));

    // The public calendar shows night 6 closed on the free spot; the sold night stays the guest's.
    const availability = await callAs(TENANT, 'customer1', 'POST', api(TENANT, 'Spot/availability'), {
      locationId: park.id,
      startDate: d(5),
      endDate: d(7),
    });
    const codes = Object.fromEntries(
      (availability.body.spots as { id: number; spotAvailabilities: { availabilityCode: number }[] }[]).map(
        (s) => [s.id, s.spotAvailabilities.map((a) => a.availabilityCode)],
      ),
    );
    expect(codes[spots[2]!.id]).toEqual([1, 4, 1]);
    expect(codes[spots[1]!.id]).toEqual([1, 2, 2]);
    const reservation = await admin('GET', `admin/AdminSpotReservation/detail/${sold.id}`);
    expect(JSON.stringify(reservation.body)).toContain('Reserved');

    // Nobody can claim the closed night any more; the hold taken before the closure is the visitor's
    // for its 15 minutes (staff saw it in the preview), as a reservation sold before it would be.
    const late = await callAs(
      TENANT,
      'customer2',
      'POST',
      api(TENANT, `SpotReservation/spot/${spots[2]!.id}/claim`),
      {
        reservationStartDate: d(6),
        reservationEndDate: d(7),
      },
    );
    expect(late.body.statusCode).toBe('Failure');
    expect(late.body.messages[0]).toBe('Spot is not available for the selected dates.');

    // Lifted, the night is on sale again.
    const lift = await admin(
      'DELETE',
      `admin/AdminClosure/${park.id}/${closure.id}?dateLastModified=${encodeURIComponent(
        (saved.body.data as { closure: { dateLastModified: string } }).closure.dateLastModified,
      )}`,
    );
    expect(lift.status, JSON.stringify(lift.body)).toBe(200);
    const history = await admin('GET', `admin/AdminClosure/${park.id}/${closure.id}/history`);
    expect((history.body.data as { actionPerformed: string }[]).map((h) => h.actionPerformed)).toEqual([
      'Closure lifted',
      'Closure added',
    ]);
  });

  it('refuses an end before the start, and a ranger outside their parks', async () => {
    const bad = await admin('POST', 'admin/AdminClosure', {
      locationId: park.id,
      startDate: d(9),
      endDate: d(8),
      reason: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'body.endDate': [PARK_SETUP_MESSAGE.endBeforeStart] });
    const ranger = await getStaffUserByUsername(TENANT, demoPerson(TENANT, 'ranger').username);
    const own = ranger!.locationIds[0]!;
    const body = { startDate: d(300), endDate: d(301), reason: 'Survey' };
    const allowed = await callAs(TENANT, 'ranger', 'POST', api(TENANT, 'admin/AdminClosure/impact'), {
      ...body,
      locationId: own,
    });
    expect(allowed.status).toBe(200);
    const refused = await callAs(TENANT, 'ranger', 'POST', api(TENANT, 'admin/AdminClosure/impact'), {
      ...body,
      locationId: park.id,
    });
    expect(refused.status).toBe(403);
  });
});

describe('alerts', () => {
  it('posts a park alert the public site shows today, and keeps agency-wide alerts to their permission', async () => {
    const res = await admin('POST', 'admin/AdminAlert', {
      locationId: park.id,
      spotIds: [spots[0]!.id],
      startDate: d(0),
      endDate: d(3),
      alertTypeId: 2,
      message: '<p>Bears are <em>active</em> near A1.</p>',
      applyToWebsite: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pub = await callAs(TENANT, 'customer1', 'GET', api(TENANT, `Alert/location/${park.id}/web`));
    expect(pub.body.data).toEqual([
      expect.objectContaining({
        alertTypeName: 'Warning',
        message: '<p>Bears are <em>active</em> near A1.</p>',
        alertSpots: [expect.objectContaining({ spotName: 'A1', spotLoopName: 'Aspen Loop' })],
      }),
    ]);
    const global = await callAs(TENANT, 'ranger', 'POST', api(TENANT, 'admin/AdminAlert'), {
      locationId: null,
      startDate: d(0),
      endDate: d(1),
      alertTypeId: 1,
      message: '<p>Agency news</p>',
    });
    expect(global.status).toBe(403);
    expect(global.body.messages).toEqual([PARK_SETUP_MESSAGE.globalAlertNeedsPermission]);
    const empty = await admin('POST', 'admin/AdminAlert', {
      locationId: park.id,
      startDate: d(0),
      endDate: d(1),
      alertTypeId: 1,
      message: '<p> </p>',
    });
    expect(empty.body.errors).toEqual({ 'body.message': ['Message is required'] });
  });

  it('deletes an alert over the version read: the public site no longer shows it, and its history says so', async () => {
    const posted = await admin('POST', 'admin/AdminAlert', {
      locationId: park.id,
      startDate: d(0),
      endDate: d(2),
      alertTypeId: 1,
      message: '<p>Road work on the entrance road.</p>',
      applyToWebsite: true,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const alert = posted.body.data as { id: number; dateLastModified: string };
    const shown = async () =>
      JSON.stringify(
        (await callAs(TENANT, 'customer1', 'GET', api(TENANT, `Alert/location/${park.id}/web`))).body,
      );
    expect(await shown()).toContain('Road work on the entrance road.');

    const stale = await admin(
      'DELETE',
      `admin/AdminAlert/${alert.id}?dateLastModified=2000-01-01T00%3A00%3A00.000Z`,
    );
    expect(stale.body.messages).toEqual([PARK_SETUP_MESSAGE.changedMeanwhile('alert')]);
    const clerk = await callAs(
      TENANT,
      'clerk',
      'DELETE',
      api(
        TENANT,
        `admin/AdminAlert/${alert.id}?dateLastModified=${encodeURIComponent(alert.dateLastModified)}`,
      ),
    );
    expect(clerk.status).toBe(403);

    const deleted = await admin(
      'DELETE',
      `admin/AdminAlert/${alert.id}?dateLastModified=${encodeURIComponent(alert.dateLastModified)}`,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data).toEqual({ id: alert.id });
    expect(await shown()).not.toContain('Road work on the entrance road.');
    expect((await admin('GET', `admin/AdminAlert/${alert.id}`)).status).toBe(404);
    const history = await admin('GET', `admin/AdminAlert/${alert.id}/history`);
    expect((history.body.data as { actionPerformed: string }[]).map((h) => h.actionPerformed)).toEqual([
      'Alert deleted',
      'Alert added',
    ]);
  });
});

/** A sold reservation on a spot's nights, as the postback leaves it. */
async function soldReservation(spotId: number, nights: string[]) {
  const id = await nextReservationId(TENANT);
  const r = {
    id,
    reservationNumber: `CO-${String(id).padStart(6, '0')}`,
    customerId: null,
    spotId,
    locationId: park.id,
    startDate: nights[0]!,
    endDate: addDays(nights[nights.length - 1]!, 1),
    nights,
    dayUse: false,
    lockCode: `LOCK-${id}`,
    status: 'Reserved',
    orderId: null,
    salesChannel: 2,
    walkInReservation: false,
    adaRequirementAcknowledged: false,
    overriddenClosureDays: [],
    numberOfAdults: 2,
    numberOfVehicles: 1,
    equipmentTypeId: null,
    equipmentLength: null,
    isCustomerPrimaryOccupant: false,
    primaryOccupant: {
      firstName: 'Ada',
      lastName: 'Camper',
      street1: '1 Main St',
      street2: null,
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      country: 'USA',
      email: 'ada@example.com',
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
  } as ReservationRecord;
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: reservationItem(TENANT, r) }));
  await writeInventory(TENANT, {
    nights: nights.map((night) => ({
      spotId,
      locationId: park.id,
      night,
      status: 'reserved',
      reservationId: id,
    })),
  });
  return r;
}
