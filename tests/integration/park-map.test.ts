/**
 * The park map (admin-parks context): an agency admin reads a park's spots and points of interest with
 * their positions, saves moved markers at once, and the public spot and point-of-interest calls show
 * the new positions. A move is audited, refused when it lands far from the park or over a newer
 * version (nothing saved), and only staff with ParkManagementParkMap at the park may read or move. The
 * file owns its park: it makes it, with two spots and a point of interest.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support.ts';
import { addOwnPark } from '../support/own-park.ts';
import { callAs, demoPerson } from './identity-support.ts';
import type { ParkMap } from '#contract/park-map';
import type { AdminPark, AdminSpot, SpotSetupOptions } from '#contract/park-setup';
import { DISTANCE_BAND, type PointOfInterestRecord } from '#domain/catalogue';
import { PARK_MAP_MESSAGE } from '#domain/park-map';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import { toTenantId } from '#domain/tenant-id';
import { REFERENCE_KIND } from '#store/keys';
import { listReference } from '#store/reference';

const TENANT = toTenantId('co');
const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);

const LAT = 38.8;
const LON = -105.2;
const code = `M${Date.now().toString(36).slice(-6).toUpperCase()}`;
let park: AdminPark;
let spots: AdminSpot[];
let poi: PointOfInterestRecord;
/** The park's point of interest, added through the API. */
let LPOI_ID: number;

const readMap = async () => {
  const res = await admin('GET', `admin/AdminLocation/${park.id}/map`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ParkMap;
};
const markerOf = (map: ParkMap, kind: string, id: number) =>
  map.markers.find((m) => m.kind === kind && m.id === id)!;

beforeAll(async () => {
  const options = (await admin('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  ({ park, spots } = await addOwnPark(admin, {
    code,
    name: 'Pinon Mesa',
    regionId: options.regions[0]!.id,
    latitude: LAT,
    longitude: LON,
    loop: { name: 'Mesa Loop', code: 'M' },
    spotNames: ['M1', 'M2'],
    productId: options.products.find((p) => p.bookingType === 'Overnight')!.id,
    spotTypeId: options.spotTypes[0]!.id,
  }));
  poi = (await listReference(TENANT, REFERENCE_KIND.pointOfInterest)).find((p) => p.isMappable)!;
  const listed = await admin('POST', `admin/AdminLocation/${park.id}/pointofinterest`, {
    pointOfInterestId: poi.id,
    distanceDescriptionId: DISTANCE_BAND.WithinFacility,
  });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  LPOI_ID = (listed.body.data as { id: number }).id;
});

describe('the park map', () => {
  it("reads the park's spots and the point of interest within it, with positions", async () => {
    const map = await readMap();
    expect(map).toMatchObject({ locationId: park.id, latitude: LAT, longitude: LON });
    expect(map.markers.map((m) => [m.kind, m.name])).toEqual([
      ['spot', 'M1'],
      ['spot', 'M2'],
      ['pointOfInterest', poi.name],
    ]);
    expect(markerOf(map, 'spot', spots[1]!.id)).toMatchObject({
      group: 'Mesa Loop',
      latitude: LAT + 0.001,
      longitude: LON,
    });
  });

  it('saves moved markers at once, audits them, and the public calls show the new positions', async () => {
    const before = await readMap();
    const spot = markerOf(before, 'spot', spots[0]!.id);
    const point = markerOf(before, 'pointOfInterest', LPOI_ID);
    const res = await admin('PUT', `admin/AdminLocation/${park.id}/map`, {
      moves: [
        {
          kind: 'spot',
          id: spot.id,
          latitude: 38.8005,
          longitude: -105.2005,
          dateLastModified: spot.dateLastModified,
        },
        {
          kind: 'pointOfInterest',
          id: point.id,
          latitude: 38.7992,
          longitude: -105.1991,
          dateLastModified: point.dateLastModified,
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data as ParkMap;
    expect(markerOf(after, 'spot', spot.id)).toMatchObject({ latitude: 38.8005, longitude: -105.2005 });
    expect(markerOf(after, 'pointOfInterest', point.id)).toMatchObject({ latitude: 38.7992 });
    expect(markerOf(after, 'spot', spot.id).dateLastModified).not.toBe(spot.dateLastModified);

    const publicSpot = await callAs(TENANT, 'customer1', 'GET', api(TENANT, `Location/${park.id}/spot`));
    expect(
      (publicSpot.body.data as { id: number; latitude: number }[]).find((s) => s.id === spot.id),
    ).toMatchObject({ latitude: 38.8005, longitude: -105.2005 });
    const publicPoints = await callAs(
      TENANT,
      'customer1',
      'GET',
      api(TENANT, `Location/${park.id}/pointsofinterest`),
    );
    expect(
      (publicPoints.body.locationPointsOfInterest as { id: number; latitude: number }[]).find(
        (p) => p.id === point.id,
      ),
    ).toMatchObject({ latitude: 38.7992, longitude: -105.1991 });

    const history = await admin('GET', `admin/AdminSpotManagement/${spot.id}/history`);
    expect((history.body.data as unknown[])[0]).toMatchObject({
      actionPerformed: 'Moved on the park map',
      username: demoPerson(TENANT, 'agencyAdmin').username,
      changes: [
        { fieldName: 'latitude', oldValue: String(LAT), newValue: '38.8005' },
        { fieldName: 'longitude', oldValue: String(LON), newValue: '-105.2005' },
      ],
    });
  });

  it('refuses a move over a newer version, and then saves none of the others', async () => {
    const map = await readMap();
    const [m1, m2] = [markerOf(map, 'spot', spots[0]!.id), markerOf(map, 'spot', spots[1]!.id)];
    const res = await admin('PUT', `admin/AdminLocation/${park.id}/map`, {
      moves: [
        { kind: 'spot', id: m1.id, latitude: 38.801, longitude: LON, dateLastModified: m1.dateLastModified },
        { kind: 'spot', id: m2.id, latitude: 38.802, longitude: LON, dateLastModified: 'an older version' },
      ],
    });
    expect(res.body).toMatchObject({
      statusCode: 'Failure',
      messages: [PARK_SETUP_MESSAGE.changedMeanwhile('map')],
    });
    const unchanged = await readMap();
    expect(markerOf(unchanged, 'spot', m1.id).latitude).toBe(m1.latitude);
    expect(markerOf(unchanged, 'spot', m2.id).latitude).toBe(m2.latitude);
  });

  it('refuses with field messages a marker dropped far from the park, one moved twice, and a spot of another park', async () => {
    const map = await readMap();
    const m1 = markerOf(map, 'spot', spots[0]!.id);
    const move = { kind: 'spot', id: m1.id, longitude: LON, dateLastModified: m1.dateLastModified };
    const far = await admin('PUT', `admin/AdminLocation/${park.id}/map`, {
      moves: [{ ...move, latitude: 39.5 }],
    });
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual({ 'body.moves.0': [PARK_MAP_MESSAGE.tooFar('The spot')] });
    const twice = await admin('PUT', `admin/AdminLocation/${park.id}/map`, {
      moves: [
        { ...move, latitude: 38.8001 },
        { ...move, latitude: 38.8002 },
      ],
    });
    expect(twice.body.errors).toEqual({ 'body.moves': [PARK_MAP_MESSAGE.movedTwice] });
    const otherPark = await admin('PUT', `admin/AdminLocation/${park.id}/map`, {
      moves: [{ ...move, id: 1, latitude: 38.8001 }],
    });
    expect(otherPark.body.errors).toEqual({ 'body.moves': [PARK_MAP_MESSAGE.notInPark] });
    const malformed = await admin('PUT', `admin/AdminLocation/${park.id}/map`, {
      moves: [{ ...move, latitude: 'north' }],
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors as object)).toEqual(['body.moves.0.latitude']);
    expect(markerOf(await readMap(), 'spot', m1.id).latitude).toBe(m1.latitude);
  });

  it('is for staff with the park map permission at the park', async () => {
    for (const person of ['ranger', 'clerk'] as const) {
      const read = await callAs(TENANT, person, 'GET', api(TENANT, `admin/AdminLocation/${park.id}/map`));
      expect(read.status, person).toBe(403);
    }
    const customer = await callAs(
      TENANT,
      'customer1',
      'GET',
      api(TENANT, `admin/AdminLocation/${park.id}/map`),
    );
    expect([401, 403]).toContain(customer.status);
  });
});
