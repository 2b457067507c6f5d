/**
 * A park's activities and amenities through the admin API (admin-parks context) on a park of this file's
 * own: an agency admin adds one from the agency's list (refusing an unknown one and a second of the same),
 * the public park page and the park search's amenity filter see it at once, the park's history records
 * it, and removing it over a stale version is refused; staff without the park edit permission cannot.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, call } from './support.ts';
import { callAs } from './identity-support.ts';
import { addOwnPark, ownParkCode } from '../support/own-park.ts';
import { PARK_POINT_MESSAGE, type ParkPointOfInterest } from '#contract/park-points-of-interest';
import type { AdminPark, CatalogueHistory, SpotSetupOptions } from '#contract/park-setup';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('wa');
const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);

let park: AdminPark;
let options: SpotSetupOptions;

beforeAll(async () => {
  options = (await admin('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  ({ park } = await addOwnPark(admin, {
    code: ownParkCode('PI'),
    name: 'Cedar Point',
    regionId: options.regions[0]!.id,
    latitude: 47.4,
    longitude: -121.5,
    timezone: 'America/Los_Angeles',
    loop: { name: 'Cedar Loop', code: 'C' },
    spotNames: ['C1'],
    productId: options.products.find((p) => p.bookingType === 'Overnight')!.id,
    spotTypeId: options.spotTypes[0]!.id,
  }));
});

const listed = async () => {
  const res = await admin('GET', `admin/AdminLocation/${park.id}/pointofinterest`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ParkPointOfInterest[];
};

describe("a park's activities and amenities", () => {
  it('adds one at the park, seen at once by the public park page and the amenity filter', async () => {
    expect(await listed()).toEqual([]);
    const boatRamp =
      options.pointsOfInterest.find((p) => p.name === 'Boat Ramp') ?? options.pointsOfInterest[0]!;
    const added = await admin('POST', `admin/AdminLocation/${park.id}/pointofinterest`, {
      pointOfInterestId: boatRamp.id,
      distanceDescriptionId: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const point = added.body.data as ParkPointOfInterest;
    expect(point).toMatchObject({
      pointOfInterestId: boatRamp.id,
      name: boatRamp.name,
      distance: 'In the park',
      latitude: park.latitude,
      longitude: park.longitude,
    });
    expect((await listed()).map((p) => p.name)).toEqual([boatRamp.name]);

    const publicList = await call('GET', api(TENANT, `Location/${park.id}/pointsofinterest`));
    expect(JSON.stringify(publicList.body.locationPointsOfInterest)).toContain(boatRamp.name);
    const search = await call(
      'GET',
      api(
        TENANT,
        `Location/search?PointsOfInterestIds=${boatRamp.id}&LocationName=${encodeURIComponent('Cedar Point')}`,
      ),
    );
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(JSON.stringify(search.body)).toContain(park.longName);

    const history = (await admin('GET', `admin/AdminLocation/${park.id}/history`)).body
      .data as CatalogueHistory[];
    expect(history[0]).toMatchObject({
      actionPerformed: `${boatRamp.name} added`,
      username: expect.any(String),
    });
  });

  it('refuses an unknown one, one already listed and a bad distance, changing nothing', async () => {
    const [point] = await listed();
    const twice = await admin('POST', `admin/AdminLocation/${park.id}/pointofinterest`, {
      pointOfInterestId: point!.pointOfInterestId,
      distanceDescriptionId: 2,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({
      'body.pointOfInterestId': [PARK_POINT_MESSAGE.listed(point!.name)],
    });
    const unknown = await admin('POST', `admin/AdminLocation/${park.id}/pointofinterest`, {
      pointOfInterestId: 987_654,
      distanceDescriptionId: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'body.pointOfInterestId': [PARK_POINT_MESSAGE.choose] });
    const far = await admin('POST', `admin/AdminLocation/${park.id}/pointofinterest`, {
      pointOfInterestId: point!.pointOfInterestId,
      distanceDescriptionId: 7,
    });
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual({ 'body.distanceDescriptionId': [PARK_POINT_MESSAGE.distance] });
    expect(await listed()).toHaveLength(1);
  });

  it('is changed only by staff who may edit the park', async () => {
    const [point] = await listed();
    for (const person of ['ranger', 'clerk'] as const) {
      const res = await callAs(
        TENANT,
        person,
        'DELETE',
        api(TENANT, `admin/AdminLocation/${park.id}/pointofinterest/${point!.id}`),
      );
      expect(res.status, person).toBe(403);
    }
    expect(await listed()).toHaveLength(1);
  });

  it('removes one over the version read, refusing a stale removal', async () => {
    const [point] = await listed();
    const stale = await admin(
      'DELETE',
      `admin/AdminLocation/${park.id}/pointofinterest/${point!.id}?dateLastModified=2020-01-01T00:00:00.000Z`,
    );
    expect(stale.body.messages).toEqual([PARK_SETUP_MESSAGE.changedMeanwhile('activity or amenity')]);
    expect(await listed()).toHaveLength(1);
    const removed = await admin(
      'DELETE',
      `admin/AdminLocation/${park.id}/pointofinterest/${point!.id}?dateLastModified=${encodeURIComponent(point!.dateLastModified)}`,
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await listed()).toEqual([]);
    const publicList = await call('GET', api(TENANT, `Location/${park.id}/pointsofinterest`));
    expect(publicList.body.locationPointsOfInterest).toEqual([]);
  });
});
