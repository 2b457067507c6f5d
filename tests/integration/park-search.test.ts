import { describe, expect, it } from 'vitest';
import { availabilityResponseSchema } from '#contract/availability';
import { parkSearchResponseSchema, placesResponseSchema } from '#contract/locations';
import { buildDemoCatalogue } from '#demo/index';
import { ATTRIBUTE } from '#demo/attributes';
import { DEFAULT_BOOKING_WINDOW } from '#demo/inventory';
import { addDays } from '#domain/availability/calendar';
import { writeInventory } from '#store/inventory-writer';
import { milesBetween } from '#domain/park-search';
import { api, call, get } from './support.ts';
import { toTenantId } from '#domain/tenant-id';

const co = buildDemoCatalogue(toTenantId('co'));
const search = async (body: Record<string, unknown>) => {
  const res = await call('POST', api('co', 'Location/search/summary_items'), body);
  expect(res.status).toBe(200);
  return parkSearchResponseSchema.parse(res.body).locationSummaryItemsPage;
};
const getSearch = async (query: string) => {
  const res = await get(api('co', `Location/search?${query}`));
  expect(res.status).toBe(200);
  return parkSearchResponseSchema.parse(res.body).locationSummaryItemsPage;
};
/** Whether the park has a spot free for the whole stay, as the park page asks (Spot/availability). */
const freeSpots = async (locationId: number, startDate: string, endDate: string) => {
  const res = await call('POST', api('co', 'Spot/availability'), {
    locationId,
    startDate,
    endDate,
    arrivalDate: startDate,
    departureDate: endDate,
    onlyShowAvailable: true,
    includeDayAvailability: false,
    itemsPerPage: 1,
  });
  expect(res.status).toBe(200);
  return availabilityResponseSchema.parse(res.body);
};
/** Today plus `offset` days (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const bluestem = co.locations.find((l) => l.longName === 'Bluestem Reservoir State Park')!;
const denver = { latitude: 39.7392, longitude: -104.9903 };
// Other tests add parks to the tenant; these assertions are about the demo parks.
const demoParkIds = new Set(co.locations.map((l) => l.id));
const demoParks = (ids: number[]) => ids.filter((id) => demoParkIds.has(id)).sort();

describe('park search', () => {
  it('by name: parks whose name contains the text, with the park name as the matching area', async () => {
    const page = await search({ locationName: 'bluestem', pageNumber: 1, itemsPerPage: 10 });
    expect(page.totalItems).toBe(1);
    expect(page.data[0]).toMatchObject({
      locationId: bluestem.id,
      locationName: bluestem.longName,
      matchingAreaName: bluestem.longName,
      meetsSearchCriteria: true,
      availabilityStatus: '',
    });
    expect(page.data[0]!.minPrice).toBeGreaterThan(0);
    expect(page.data[0]!.maxPrice).toBeGreaterThanOrEqual(page.data[0]!.minPrice);
    expect(page.data[0]!.productTypeCounts.length).toBeGreaterThan(0);
    expect(page.data[0]!.milesAway).toBeUndefined();
  });

  it('by name: a loop name matches and names the loop', async () => {
    const page = await search({ locationName: 'Coyote Loop' });
    const item = page.data.find((d) => d.locationId === bluestem.id);
    expect(item?.matchingAreaName).toBe('Coyote Loop');
    expect(item?.locationName).toBe(bluestem.longName);
  });

  it('by name: nothing matches an unknown name', async () => {
    const page = await search({ locationName: 'zzz no such park' });
    expect(page).toEqual({ data: [], pageNumber: 1, itemsPerPage: 10, totalItems: 0 });
  });

  it('by place: every park, nearest first, with miles from the point', async () => {
    const page = await search({ ...denver, sortByMilesFromLatLong: true, pageNumber: 1, itemsPerPage: 10 });
    const every = await search({ ...denver, sortByMilesFromLatLong: true, itemsPerPage: 100 });
    expect(every.totalItems).toBe(every.data.length);
    expect(demoParks(every.data.map((d) => d.locationId))).toEqual(
      co.locations
        .filter((l) => l.isActive)
        .map((l) => l.id)
        .sort(),
    );
    expect(page.data).toHaveLength(10);
    const miles = page.data.map((d) => d.milesAway!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const nearest = [...co.locations].sort(
      (a, b) =>
        milesBetween(denver.latitude, denver.longitude, a.latitude, a.longitude) -
        milesBetween(denver.latitude, denver.longitude, b.latitude, b.longitude),
    )[0]!;
    expect(page.data[0]!.locationId).toBe(nearest.id);
    expect(page.data[0]!.milesAway).toBeCloseTo(
      milesBetween(denver.latitude, denver.longitude, nearest.latitude, nearest.longitude),
      0,
    );
  });

  it('paging: page 2 holds the rest, in the same order', async () => {
    const all = await search({ ...denver, sortByMilesFromLatLong: true, itemsPerPage: 100 });
    const page2 = await search({ ...denver, sortByMilesFromLatLong: true, pageNumber: 2, itemsPerPage: 5 });
    expect(page2.pageNumber).toBe(2);
    expect(page2.data.map((d) => d.locationId)).toEqual(all.data.slice(5, 10).map((d) => d.locationId));
  });

  it('by zip code and miles: only parks within the radius meet the criteria', async () => {
    // 80134 is Parker, the town of Bluestem Reservoir.
    const page = await search({ zipcode: '80134', milesFromZipcode: 30, sortByMilesFromLatLong: true });
    expect(page.data.map((d) => d.locationId)).toContain(bluestem.id);
    for (const d of page.data) expect(d.milesAway).toBeLessThanOrEqual(30);
    const withOthers = await search({
      zipcode: '80134',
      milesFromZipcode: 30,
      includeNonMatchingResults: true,
      itemsPerPage: 100,
    });
    expect(withOthers.totalItems).toBe(withOthers.data.length);
    expect(demoParks(withOthers.data.map((d) => d.locationId))).toEqual(co.locations.map((l) => l.id).sort());
    expect(withOthers.data.filter((d) => d.meetsSearchCriteria).length).toBe(page.totalItems);
    expect(withOthers.data.slice(0, page.totalItems).every((d) => d.meetsSearchCriteria)).toBe(true);
  });

  it('criteria: a park meets them when one of its active spots does (people, vehicle length, amenity, type)', async () => {
    const value = (s: (typeof co.spots)[number], id: number) =>
      Number(s.attributes.find((a) => a.attributeId === id)?.value ?? NaN);
    const people = 8;
    const length = 40;
    const expected = new Set(
      co.spots
        .filter(
          (s) =>
            s.isActive &&
            value(s, ATTRIBUTE.MaxPeople) >= people &&
            value(s, ATTRIBUTE.DrivewayLength) >= length &&
            s.attributes.some((a) => a.attributeId === ATTRIBUTE.WaterHookup && a.value === 'yes'),
        )
        .map((s) => s.locationId),
    );
    const page = await search({
      numberOfPeople: people,
      vehicleLength: length,
      spotAttributes: [{ id: ATTRIBUTE.WaterHookup, value: 'yes', selectedAttributeOptions: [] }],
      itemsPerPage: 100,
    });
    expect(new Set(page.data.map((d) => d.locationId))).toEqual(expected);
    const viaGet = await getSearch(
      `NumberOfPeople=${people}&VehicleLength=${length}&SpotAttributes=${ATTRIBUTE.WaterHookup}&ItemsPerPage=100`,
    );
    expect(viaGet.data.map((d) => d.locationId)).toEqual(page.data.map((d) => d.locationId));
  });

  it('criteria: regions and spot types (repeated query keys)', async () => {
    const regionId = bluestem.regionId;
    const inRegion = co.locations.filter((l) => l.regionId === regionId).map((l) => l.id);
    const page = await getSearch(`RegionIds=${regionId}&ItemsPerPage=100`);
    expect(demoParks(page.data.map((d) => d.locationId))).toEqual(inRegion.sort());
    const spotTypeId = co.spotTypes.find((t) => t.name === 'Cabin')!.id;
    const withCabins = new Set(
      co.spots.filter((s) => s.isActive && s.spotTypeIds.includes(spotTypeId)).map((s) => s.locationId),
    );
    const cabins = await getSearch(`SpotTypeIds=${spotTypeId}&ItemsPerPage=100&_=1`);
    expect(new Set(cabins.data.map((d) => d.locationId))).toEqual(withCabins);
  });

  it('dates: each park says whether one of its spots is free for the whole stay, as Spot/availability does', async () => {
    const [startDate, endDate] = [day(30), day(32)];
    const page = await search({ locationName: 'State Park', startDate, endDate, itemsPerPage: 3 });
    expect(page.data).toHaveLength(3);
    for (const item of page.data) {
      const free = (await freeSpots(item.locationId, startDate, endDate)).totalItems > 0;
      expect(item.availabilityStatus).toBe(free ? 'Available' : 'Unavailable');
    }
    expect(page.data.some((d) => d.availabilityStatus === 'Available')).toBe(true);
    const withoutDates = await search({ locationName: 'State Park', itemsPerPage: 3 });
    expect(withoutDates.data.map((d) => d.availabilityStatus)).toEqual(['', '', '']);
  });

  it('dates beyond the booking window: Unavailable, with the day booking for them opens', async () => {
    // This tier loads no booking windows: two parks no other file uses get the demo's 180-day window.
    const parks = ['ANIM', 'JUNC'].map((code) => co.locations.find((l) => l.code === code)!);
    await writeInventory(toTenantId('co'), {
      bookingWindows: parks.map((p) => ({ locationId: p.id, ...DEFAULT_BOOKING_WINDOW })),
    });
    const [startDate, endDate] = [day(300), day(302)];
    // Booking opens when the arrival comes inside the window: 180 days before it.
    const opensOn = addDays(startDate, -DEFAULT_BOOKING_WINDOW.maxArrivalDays);
    for (const park of parks) {
      expect((await freeSpots(park.id, startDate, endDate)).bookingOpensOn).toBe(opensOn);
      const page = await search({ locationName: park.longName, startDate, endDate, itemsPerPage: 3 });
      expect(page.data.find((d) => d.locationId === park.id)).toMatchObject({
        availabilityStatus: 'Unavailable',
        bookingOpensOn: opensOn,
      });
      const inside = await search({
        locationName: park.longName,
        startDate: day(30),
        endDate: day(32),
        itemsPerPage: 3,
      });
      expect(inside.data.find((d) => d.locationId === park.id)!.bookingOpensOn).toBeUndefined();
    }
  });

  it('bad input is a 400 with field messages', async () => {
    const bad = await call('POST', api('co', 'Location/search/summary_items'), {
      latitude: 95,
      longitude: 'east',
      itemsPerPage: 0,
      zipcode: 'abc',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('latitude must be between -90 and 90.');
    expect(JSON.stringify(bad.body)).toContain('itemsPerPage must be at least 1.');
    expect(JSON.stringify(bad.body)).toContain('zipcode must be a 5-digit zip code.');
    expect(JSON.stringify(bad.body)).toContain('longitude must be a number.');
    const badGet = await get(api('co', 'Location/search?Latitude=abc&Longitude=1&StartDate=13/45/2025'));
    expect(badGet.status).toBe(400);
    expect(JSON.stringify(badGet.body)).toContain('Latitude must be a number.');
    expect(JSON.stringify(badGet.body)).toContain("StartDate must be a date formatted 'MM/DD/YYYY'.");
    const lonely = await get(api('co', 'Location/search?Latitude=39'));
    expect(lonely.status).toBe(400);
    expect(JSON.stringify(lonely.body)).toContain('Latitude and Longitude go together.');
    const unknownZip = await call('POST', api('co', 'Location/search/summary_items'), { zipcode: '00000' });
    expect(unknownZip.status).toBe(400);
    expect(JSON.stringify(unknownZip.body)).toContain('Zip code 00000 was not found.');
  });
});

describe('place search', () => {
  it("finds cities of the tenant's state by prefix, nearest the tenant's centre first", async () => {
    const res = await get(api('co', 'Location/places?searchText=den'));
    expect(res.status).toBe(200);
    const { places } = placesResponseSchema.parse(res.body);
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places[0]!.text).toBe('Denver, CO');
    for (const p of places) expect(p.context).toContainEqual({ short_code: 'US-CO' });
  });

  it("keeps other states' places out and finds zip codes", async () => {
    const seattle = placesResponseSchema.parse(
      (await get(api('co', 'Location/places?searchText=Seattle'))).body,
    );
    expect(seattle.places).toEqual([]);
    const wa = placesResponseSchema.parse((await get(api('wa', 'Location/places?searchText=Seattle'))).body);
    expect(wa.places[0]!.text).toBe('Seattle, WA');
    const zip = placesResponseSchema.parse((await get(api('co', 'Location/places?searchText=80134'))).body);
    expect(zip.places[0]!.text).toBe('80134, Parker, CO');
  });

  it('refuses an empty search text with a field message', async () => {
    const res = await get(api('co', 'Location/places?searchText='));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('searchText is required.');
  });
});
