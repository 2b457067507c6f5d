/**
 * POST Spot/availability (public) and POST admin/adminspot/availability (staff) against DynamoDB Local:
 * the test writes its own taken nights, closures, seasons, walk-in days and booking window into one demo
 * park and reads the day codes back through the API adapter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, call } from './support.ts';
import { callAs, callWithToken, demoPerson } from './identity-support.ts';
import { availabilityResponseSchema } from '#contract/availability';
import { AVAILABILITY_CODE } from '#domain/availability/codes';
import { buildDemoCatalogue } from '#demo/index';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import type { TenantInventory } from '#domain/inventory';
import { writeInventory } from '#store/inventory-writer';
import { getStaffUserByUsername } from '#store/staff-users';
import { toTenantId } from '#domain/tenant-id';

const co = buildDemoCatalogue(toTenantId('co'));
type Spot = (typeof co.spots)[number];
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const productOf = (productId: number) => co.products.find((p) => p.id === productId)!;

// A park the ranger is not assigned to (the ranger holds the first two by id), with overnight spots.
const park = [...co.locations].sort((a, b) => a.id - b.id)[3]!;
const loopName = new Map(co.loops.map((l) => [l.id, l.name]));
const parkSpots = co.spots
  .filter((s) => s.locationId === park.id && s.isActive)
  .sort(
    (a, b) =>
      collator.compare(loopName.get(a.loopId)!, loopName.get(b.loopId)!) ||
      a.loopId - b.loopId ||
      collator.compare(a.name, b.name),
  );
const overnight = parkSpots.filter(
  (s) => productOf(s.productId).bookingTypeId === 1 && s.salesChannel === 'All',
);
const [s1, s2, s3, s4, s5] = overnight.slice(0, 5) as [Spot, Spot, Spot, Spot, Spot];

const T = todayIn(park.timezone, new Date());
const d = (n: number) => addDays(T, n);
const now = Math.floor(Date.now() / 1000);

const inventory: Partial<TenantInventory> = {
  nights: [
    { spotId: s1.id, locationId: park.id, night: d(2), status: 'reserved', reservationId: 9001 },
    { spotId: s1.id, locationId: park.id, night: d(3), status: 'reserved', reservationId: 9001 },
    {
      spotId: s1.id,
      locationId: park.id,
      night: d(5),
      status: 'held',
      lockCode: 'LOCK-A',
      expiresAt: now + 900,
    },
    {
      spotId: s1.id,
      locationId: park.id,
      night: d(6),
      status: 'held',
      lockCode: 'LOCK-B',
      expiresAt: now - 5,
    },
    { spotId: s2.id, locationId: park.id, night: d(1), status: 'blocked' },
    { spotId: s2.id, locationId: park.id, night: d(10), status: 'reserved', reservationId: 9002 },
  ],
  closures: [
    {
      id: 1,
      locationId: park.id,
      spotIds: [s3.id],
      startDate: d(4),
      endDate: d(5),
      overridable: false,
      reason: 'Flood',
    },
    {
      id: 2,
      locationId: park.id,
      spotIds: [s4.id],
      startDate: d(7),
      endDate: d(8),
      overridable: true,
      reason: 'Paving',
    },
  ],
  walkInPeriods: [{ id: 1, locationId: park.id, spotIds: [s5.id], startDate: d(9), endDate: d(10) }],
  operationalSeasons: [{ id: 1, locationId: park.id, name: 'Open', startDate: d(-30), endDate: d(12) }],
  pricingSeasons: [
    {
      id: 1,
      locationId: park.id,
      name: 'Peak',
      startDate: d(7),
      endDate: d(13),
      rates: [{ productId: s1.productId, dailyRateCents: 9999 }],
    },
  ],
  bookingWindows: [{ locationId: park.id, minArrivalDays: 1, maxArrivalDays: 10, maxStayNights: 2 }],
};

const publicCall = (body: Record<string, unknown>) =>
  call('POST', api('co', 'Spot/availability'), {
    locationId: park.id,
    startDate: T,
    endDate: d(13),
    ...body,
  });
const ok = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return availabilityResponseSchema.parse(res.body);
};
const codesOf = (body: ReturnType<typeof availabilityResponseSchema.parse>, spotId: number) =>
  Object.fromEntries(
    body.spots
      .find((s) => s.id === spotId)!
      .spotAvailabilities.map((a) => [a.availabilityDate, a.availabilityCode]),
  );
const C = AVAILABILITY_CODE;

beforeAll(async () => {
  await writeInventory(toTenantId('co'), inventory);
});

describe('POST Spot/availability (public)', () => {
  it('gives every spot of the park its 14 day codes, sorted by loop and natural spot name', async () => {
    const body = await ok(await publicCall({}));
    expect(body.totalItems).toBe(parkSpots.length);
    expect(body.spots.map((s) => s.id)).toEqual(parkSpots.map((s) => s.id));
    for (const s of body.spots) expect(s.spotAvailabilities).toHaveLength(14);
  });

  it('shows reserved, held, expired-hold, blocked, closed, walk-in, season and booking-window days', async () => {
    const body = await ok(await publicCall({}));
    const one = codesOf(body, s1.id);
    expect(one[d(0)]).toBe(C.Unavailable); // before the minimum arrival date
    expect(one[d(1)]).toBe(C.Available);
    expect([one[d(2)], one[d(3)]]).toEqual([C.Reserved, C.Reserved]);
    expect(one[d(5)]).toBe(C.Reserved); // someone else's live hold
    expect(one[d(6)]).toBe(C.Available); // an expired hold is free
    expect(codesOf(body, s2.id)[d(1)]).toBe(C.Unavailable); // blocked by staff
    expect(codesOf(body, s3.id)[d(4)]).toBe(C.Closed);
    expect(codesOf(body, s4.id)[d(7)]).toBe(C.ClosedOverridable);
    expect(codesOf(body, s5.id)[d(9)]).toBe(C.Walkin);
    expect(one[d(13)]).toBe(C.Unavailable); // outside the operational season
    const s1Days = body.spots.find((s) => s.id === s1.id)!.spotAvailabilities;
    // Past the maximum arrival (today+10) a stay of at most 2 nights reaches today+11, not today+12.
    expect(s1Days.find((a) => a.availabilityDate === d(11))).toMatchObject({
      availabilityCode: C.Available,
      availableAfterMaxArrival: true,
    });
    expect(s1Days.find((a) => a.availabilityDate === d(12))!.availabilityCode).toBe(C.Unavailable);
    expect(s1Days.filter((a) => a.availableAfterMaxArrival).map((a) => a.availabilityDate)).toEqual([d(11)]);
  });

  it('reads back to the last arrival day when the window starts after it', async () => {
    const body = await ok(await publicCall({ startDate: d(11), endDate: d(13) }));
    const after = (spotId: number) => body.spots.find((s) => s.id === spotId)!.spotAvailabilities[0]!;
    expect(after(s1.id)).toMatchObject({ availabilityCode: C.Available, availableAfterMaxArrival: true });
    // s2's last arrival day (today+10) is taken, so no stay reaches today+11.
    expect(after(s2.id)).toMatchObject({ availabilityCode: C.Unavailable, availableAfterMaxArrival: false });
  });

  it('prices each day in dollars, with the pricing season and the low/high rates over the window', async () => {
    const body = await ok(await publicCall({}));
    const spot = body.spots.find((s) => s.id === s1.id)!;
    const base = productOf(s1.productId).baseDailyRateCents / 100;
    expect(spot.spotAvailabilities.find((a) => a.availabilityDate === d(1))!.baseDailyRate).toBe(base);
    expect(spot.spotAvailabilities.find((a) => a.availabilityDate === d(7))!.baseDailyRate).toBe(99.99);
    expect([spot.lowerDailyRate, spot.higherDailyRate]).toEqual([
      Math.min(base, 99.99),
      Math.max(base, 99.99),
    ]);
  });

  it("frees the caller's own hold and the nights of the reservation being edited", async () => {
    expect(codesOf(await ok(await publicCall({ lockCode: 'LOCK-A' })), s1.id)[d(5)]).toBe(C.Available);
    const editing = codesOf(await ok(await publicCall({ spotReservationId: 9001 })), s1.id);
    expect([editing[d(2)], editing[d(3)]]).toEqual([C.Available, C.Available]);
  });

  it('answers isSpotAvailable for the stay and filters with onlyShowAvailable', async () => {
    const fits = await ok(await publicCall({ arrivalDate: d(1), departureDate: d(2) }));
    expect(fits.spots.find((s) => s.id === s1.id)!.isSpotAvailable).toBe(true);
    const clash = await ok(await publicCall({ arrivalDate: d(1), departureDate: d(3) }));
    expect(clash.spots.find((s) => s.id === s1.id)!.isSpotAvailable).toBe(false);
    const only = await ok(
      await publicCall({ arrivalDate: d(2), departureDate: d(4), onlyShowAvailable: true }),
    );
    expect(only.spots.map((s) => s.id)).not.toContain(s1.id);
    expect(only.spots.every((s) => s.isSpotAvailable)).toBe(true);
    expect(only.totalItems).toBeLessThan(parkSpots.length);
    const none = await ok(await publicCall({}));
    expect(none.spots.every((s) => !s.isSpotAvailable)).toBe(true); // no stay given
  });

  it('never grants staff powers to a public caller', async () => {
    const body = await ok(
      await publicCall({
        startDate: d(-3),
        endDate: d(3),
        adminView: true,
        pastDatesAvailable: true,
        walkInReservation: true,
        arrivalDate: d(7),
        departureDate: d(8),
      }),
    );
    expect(codesOf(body, s1.id)[d(-3)]).toBe(C.Unavailable);
    expect(body.spots.find((s) => s.id === s4.id)!.isSpotAvailable).toBe(false); // overridable closure
  });

  it('filters by spot name, loop, spot type and amenity; pages; counts per classification', async () => {
    const byName = await ok(await publicCall({ spotName: s1.name.toLowerCase() }));
    expect(byName.spots.map((s) => s.name)).toContain(s1.name);
    expect(byName.spots.every((s) => s.name.toLowerCase().includes(s1.name.toLowerCase()))).toBe(true);

    const byLoop = await ok(await publicCall({ loopId: s1.loopId }));
    expect(byLoop.totalItems).toBe(parkSpots.filter((s) => s.loopId === s1.loopId).length);

    const people = Number(s1.attributes.find((a) => a.attributeId === 133)!.value);
    const big = await ok(await publicCall({ selectedAttributes: [{ id: 133, value: String(people) }] }));
    expect(big.totalItems).toBe(
      parkSpots.filter((s) => Number(s.attributes.find((a) => a.attributeId === 133)!.value) >= people)
        .length,
    );

    const page2 = await ok(await publicCall({ itemsPerPage: 2, pageNumber: 2 }));
    expect(page2.spots.map((s) => s.id)).toEqual(parkSpots.slice(2, 4).map((s) => s.id));
    expect([page2.totalItems, page2.pageNumber, page2.itemsPerPage]).toEqual([parkSpots.length, 2, 2]);

    const all = await ok(await publicCall({ itemsPerPage: 1 }));
    const counted = all.classificationCounts.reduce((n, c) => n + c.count, 0);
    expect(counted).toBe(parkSpots.length);
    const classId = productOf(s1.productId).productClassificationId;
    const narrowed = await ok(
      await publicCall({ selectedProductClassifications: [classId], itemsPerPage: 1 }),
    );
    expect(narrowed.classificationCounts).toEqual(all.classificationCounts); // computed without that filter
    expect(narrowed.totalItems).toBe(
      all.classificationCounts.find((c) => c.productClassificationId === classId)!.count,
    );
  });

  it('puts the selected spot first', async () => {
    const last = parkSpots.at(-1)!;
    const body = await ok(await publicCall({ selectedSpotId: last.id, itemsPerPage: 20 }));
    expect(body.spots[0]!.id).toBe(last.id);
  });

  it('refuses a malformed request with field messages (400) and an unknown park (404)', async () => {
    const bad = await call('POST', api('co', 'Spot/availability'), { startDate: '13/45/2026', endDate: T });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/locationId/);
    expect(JSON.stringify(bad.body)).toMatch(/startDate must be a date formatted 'MM\/DD\/YYYY'/);
    const missing = await call('POST', api('co', 'Spot/availability'), {
      locationId: 999_999,
      startDate: T,
      endDate: d(13),
    });
    expect(missing.status).toBe(404);
    const tooLong = await publicCall({ endDate: d(62) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toMatch(/The date window must not exceed 62 days/);
    const longStay = await publicCall({ arrivalDate: d(1), departureDate: d(400) });
    expect(longStay.status).toBe(400);
    expect(JSON.stringify(longStay.body)).toMatch(/The stay must not exceed 366 days/);
    // Another tenant's park is unknown here.
    const waPark = buildDemoCatalogue(toTenantId('wa')).locations[0]!;
    expect((await publicCall({ locationId: waPark.id })).status).toBe(404);
  });
});

describe('POST admin/adminspot/availability (staff)', () => {
  const path = api('co', 'admin/adminspot/availability');
  const body = { locationId: park.id, startDate: d(-3), endDate: d(10), pastDatesAvailable: true };

  it('needs a staff token (401), ReservationManagementView at the park (403)', async () => {
    expect((await call('POST', path, body)).status).toBe(401);
    expect((await callAs('co', 'customer1', 'POST', path, body)).status).toBe(403);
    expect((await callAs('co', 'ranger', 'POST', path, body)).status).toBe(403); // not the ranger's park
    const ranger = await getStaffUserByUsername(toTenantId('co'), demoPerson('co', 'ranger').username);
    const own = await callAs('co', 'ranger', 'POST', path, { ...body, locationId: ranger!.locationIds[0] });
    expect(own.status).toBe(200);
    expect((await callWithToken('not-a-token', 'POST', path, body)).status).toBe(401);
  });

  it('shows past days with their codes and lets staff stay on walk-in and overridable days', async () => {
    const res = await ok(
      await callAs('co', 'agencyAdmin', 'POST', path, { ...body, arrivalDate: d(7), departureDate: d(9) }),
    );
    const one = codesOf(res, s1.id);
    expect(one[d(-3)]).toBe(C.Available);
    expect(one[d(0)]).toBe(C.Available); // staff are not held to the minimum arrival date
    expect(one[d(2)]).toBe(C.Reserved);
    expect(res.spots.find((s) => s.id === s4.id)!.isSpotAvailable).toBe(true);
    const walkIn = await ok(
      await callAs('co', 'agencyAdmin', 'POST', path, { ...body, arrivalDate: d(9), departureDate: d(11) }),
    );
    expect(walkIn.spots.find((s) => s.id === s5.id)!.isSpotAvailable).toBe(true);
    const withoutPast = await ok(
      await callAs('co', 'agencyAdmin', 'POST', path, { ...body, pastDatesAvailable: false }),
    );
    expect(codesOf(withoutPast, s1.id)[d(-3)]).toBe(C.Unavailable);
  });

  it('is 404 for an unknown park and 400 for a malformed body', async () => {
    expect((await callAs('co', 'superAdmin', 'POST', path, { ...body, locationId: 999_999 })).status).toBe(
      404,
    );
    expect((await callAs('co', 'superAdmin', 'POST', path, { ...body, endDate: 'soon' })).status).toBe(400);
  });
});
