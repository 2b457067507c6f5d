import { describe, expect, it } from 'vitest';
import { attributesResponseSchema } from '#contract/attributes';
import { locationResponseSchema, locationsResponseSchema, loopsResponseSchema } from '#contract/locations';
import {
  locationPointsOfInterestResponseSchema,
  pointsOfInterestResponseSchema,
} from '#contract/points-of-interest';
import { spotsResponseSchema } from '#contract/spots';
import { buildDemoCatalogue } from '#demo/index';
import { api, get } from './support.ts';
import { toTenantId } from '#domain/tenant-id';

const co = buildDemoCatalogue(toTenantId('co'));
const spotsPerPark = new Map<number, number>();
for (const s of co.spots) spotsPerPark.set(s.locationId, (spotsPerPark.get(s.locationId) ?? 0) + 1);
const [bigParkId, bigParkSpots] = [...spotsPerPark.entries()].sort((a, b) => b[1] - a[1])[0]!;
const park = co.locations.find((l) => l.id === bigParkId)!;
// Other tests add parks to the tenant; these assertions are about the demo parks.
const demoParkIds = new Set(co.locations.map((l) => l.id));
const demoParks = (ids: number[]) => ids.filter((id) => demoParkIds.has(id)).sort();

describe('locations', () => {
  it('GET Location lists every park with region and product type counts', async () => {
    const body = locationsResponseSchema.parse((await get(api('co', 'Location'))).body);
    expect(demoParks(body.data.map((l) => l.id))).toEqual(co.locations.map((l) => l.id).sort());
    const big = body.data.find((l) => l.id === bigParkId)!;
    expect(big.region.id).toBe(park.regionId);
    expect(big.productTypeCounts.reduce((n, c) => n + c.count, 0)).toBe(
      co.spots.filter((s) => s.locationId === bigParkId && s.isActive).length,
    );
  });

  it('GET Location/featured lists only featured parks', async () => {
    const body = locationsResponseSchema.parse((await get(api('co', 'Location/featured'))).body);
    const expected = co.locations.filter((l) => l.featured && l.isActive).map((l) => l.id);
    expect(body.data.map((l) => l.id).sort()).toEqual(expected.sort());
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('GET Location/{locationId} returns the park with descriptions and points of interest', async () => {
    const body = locationResponseSchema.parse((await get(api('co', `Location/${bigParkId}`))).body);
    expect(body.data.longName).toBe(park.longName);
    expect(body.data.locationDescriptions.map((d) => d.title)).toContain('General Description');
    expect(body.data.locationPointOfInterests.length).toBe(
      co.locationPointsOfInterest.filter((p) => p.locationId === bigParkId).length,
    );
  });

  it('GET Location/{locationId}/loop lists its loops', async () => {
    const body = loopsResponseSchema.parse((await get(api('co', `Location/${bigParkId}/loop`))).body);
    expect(body.data.map((l) => l.id).sort()).toEqual(
      co.loops
        .filter((l) => l.locationId === bigParkId)
        .map((l) => l.id)
        .sort(),
    );
  });

  it('GET Location/{locationId}/spot lists all spots of a 500-spot park in the search-result shape', async () => {
    expect(bigParkSpots).toBeGreaterThanOrEqual(500);
    const body = spotsResponseSchema.parse((await get(api('co', `Location/${bigParkId}/spot`))).body);
    expect(body.data).toHaveLength(bigParkSpots);
    const spot = body.data[0]!;
    expect(spot.locationName).toBe(park.longName);
    expect(spot.loop).not.toBe('');
    expect(spot.product.productTypeName).not.toBe('');
    expect(spot.spotTypes.length).toBeGreaterThan(0);
    expect(spot.spotAvailabilities).toEqual([]);
  });

  it('GET Location/{locationId}/pointsofinterest → locationPointsOfInterest with distance bands', async () => {
    const body = locationPointsOfInterestResponseSchema.parse(
      (await get(api('co', `Location/${bigParkId}/pointsofinterest`))).body,
    );
    expect(body.locationPointsOfInterest.length).toBeGreaterThan(0);
    for (const p of body.locationPointsOfInterest) expect([1, 2, 3]).toContain(p.distanceDescriptionId);
  });

  it('GET Location/pointsofinterest → pointsOfInterest, filtered by IsSearchable and IsMappable', async () => {
    const all = pointsOfInterestResponseSchema.parse(
      (await get(api('co', 'Location/pointsofinterest'))).body,
    );
    expect(all.pointsOfInterest).toHaveLength(co.pointsOfInterest.length);
    const mappable = pointsOfInterestResponseSchema.parse(
      (await get(api('co', 'Location/pointsofinterest?IsSearchable=true&IsMappable=true&_=123'))).body,
    );
    expect(mappable.pointsOfInterest.map((p) => p.id).sort()).toEqual(
      co.pointsOfInterest
        .filter((p) => p.isSearchable && p.isMappable)
        .map((p) => p.id)
        .sort(),
    );
  });

  it('GET Location/attributes → attributes with value types and options', async () => {
    const all = attributesResponseSchema.parse((await get(api('co', 'Location/attributes'))).body);
    expect(all.attributes).toHaveLength(co.attributes.length);
    const maxPeople = all.attributes.find((a) => a.id === 133)!;
    expect(maxPeople.name).toBe('Maximum Number of People');
    expect(new Set(all.attributes.map((a) => a.attributeValueType.name)).size).toBe(5);
    const searchable = attributesResponseSchema.parse(
      (await get(api('co', 'Location/attributes?IsSearchable=TRUE'))).body,
    );
    expect(searchable.attributes.every((a) => a.tenantAttribute.isSearchable)).toBe(true);
  });

  it('GET region/{regionId}/locations lists the parks of a region', async () => {
    const region = co.regions[0]!;
    const body = locationsResponseSchema.parse((await get(api('co', `region/${region.id}/locations`))).body);
    expect(demoParks(body.data.map((l) => l.id))).toEqual(
      co.locations
        .filter((l) => l.regionId === region.id)
        .map((l) => l.id)
        .sort(),
    );
  });
});
