import { describe, expect, it } from 'vitest';
import { alertsResponseSchema } from '#contract/alerts';
import {
  productClassificationsResponseSchema,
  spotDetailsResponseSchema,
  spotTypesResponseSchema,
} from '#contract/spots';
import { buildDemoCatalogue } from '#demo/index';
import { webAlertsActiveToday } from '#domain/alerts';
import { api, get } from './support.ts';
import { toTenantId } from '#domain/tenant-id';

const co = buildDemoCatalogue(toTenantId('co'));

describe('spots', () => {
  it('GET Spot/spotTypes → spotTypes', async () => {
    const body = spotTypesResponseSchema.parse((await get(api('co', 'Spot/spotTypes'))).body);
    expect(body.spotTypes.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Campsite', 'Shelter', 'Cabin', 'Group Campsite']),
    );
  });

  it('GET Spot/productClassifications → productClassificationsWithSpotTypes, narrowed by locationId', async () => {
    const all = productClassificationsResponseSchema.parse(
      (await get(api('co', 'Spot/productClassifications'))).body,
    );
    expect(all.productClassificationsWithSpotTypes).toHaveLength(co.productClassifications.length);
    const park = co.locations[0]!;
    const productClass = new Map(co.products.map((p) => [p.id, p.productClassificationId]));
    const used = new Set(
      co.spots
        .filter((s) => s.locationId === park.id && s.isActive)
        .map((s) => productClass.get(s.productId)),
    );
    const narrowed = productClassificationsResponseSchema.parse(
      (await get(api('co', `spot/productclassifications?locationId=${park.id}`))).body,
    );
    expect(narrowed.productClassificationsWithSpotTypes.map((c) => c.classification.id).sort()).toEqual(
      [...used].sort(),
    );
  });

  it('GET Spot/{spotId} → spotDetails', async () => {
    const spot = co.spots[0]!;
    const body = spotDetailsResponseSchema.parse((await get(api('co', `Spot/${spot.id}`))).body);
    expect(body.spotDetails.id).toBe(spot.id);
    expect(body.spotDetails.area.name).toBe(spot.area);
    expect(body.spotDetails.loop.name).toBe(co.loops.find((l) => l.id === spot.loopId)!.name);
    expect(body.spotDetails.spotSpotTypes.map((t) => t.spotType.id)).toEqual(spot.spotTypeIds);
    expect(body.spotDetails.product.productClassificationName).not.toBe('');
  });
});

describe('alerts', () => {
  const parkAlert = co.alerts.find((a) => a.locationId !== null)!;
  const park = co.locations.find((l) => l.id === parkAlert.locationId)!;

  it("GET Alert/global/web → today's tenant-wide web alerts", async () => {
    const body = alertsResponseSchema.parse((await get(api('co', 'Alert/global/web'))).body);
    const expected = webAlertsActiveToday(
      co.alerts.filter((a) => a.locationId === null),
      park.timezone,
      new Date(),
    );
    expect(body.data.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
    expect(body.data.every((a) => a.locationId === null && a.applyToWebsite)).toBe(true);
  });

  it("GET Alert/location/{locationId} → all of the park's alerts", async () => {
    const body = alertsResponseSchema.parse((await get(api('co', `Alert/location/${park.id}`))).body);
    expect(body.data.map((a) => a.id).sort()).toEqual(
      co.alerts
        .filter((a) => a.locationId === park.id)
        .map((a) => a.id)
        .sort(),
    );
  });

  it("GET Alert/location/{locationId}/web → the park's web alerts active today", async () => {
    const body = alertsResponseSchema.parse((await get(api('co', `Alert/location/${park.id}/web`))).body);
    const expected = webAlertsActiveToday(
      co.alerts.filter((a) => a.locationId === park.id),
      park.timezone,
      new Date(),
    );
    expect(body.data.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
  });

  it('alert spots carry their names', async () => {
    const withSpots = co.alerts.find((a) => a.spotIds.length > 0);
    if (!withSpots || withSpots.locationId === null) return;
    const body = alertsResponseSchema.parse(
      (await get(api('co', `Alert/location/${withSpots.locationId}`))).body,
    );
    const alert = body.data.find((a) => a.id === withSpots.id)!;
    expect(alert.alertSpots.map((s) => s.spotId)).toEqual(withSpots.spotIds);
    expect(alert.alertSpots.every((s) => s.spotName && s.locationName)).toBe(true);
  });
});
