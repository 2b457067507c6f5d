/**
 * Demo availability: each tenant's booking windows, operational and pricing seasons, closures, walk-in
 * periods, and reservations, holds and staff blocks as spot-night items, laid out relative to `today` (the
 * day the data is loaded). Deterministic for a given catalogue and date: seeded generators, no clock.
 *
 * The largest (featured) park has about 30% of its nights taken over the next six weeks and shows every
 * day code in its first 14-day window: Available, Reserved (reservations and holds), Walkin (its walk-in
 * loop), Closed (its camper cabins), ClosedOverridable (its shelters) and Unavailable (staff blocks). The
 * second featured park lets the public arrive at most 10 days ahead, so its first window also shows days
 * only a stay can reach (availableAfterMaxArrival). Two small parks are closed for the winter.
 */
import type { SpotRecord, TenantCatalogue } from '#domain/catalogue';
import type { SpotNightRecord, TenantInventory } from '#domain/inventory';
import { addDays } from '#domain/availability/calendar';
import { CLASSIFICATION_ID } from './classifications.ts';
import { createRandom } from './random.ts';

/** Public booking window of most parks: arrive from today up to 180 days ahead, stay at most 14 nights. */
export const DEFAULT_BOOKING_WINDOW = { minArrivalDays: 0, maxArrivalDays: 180, maxStayNights: 14 };
/** The second featured park: arrivals at most 10 days ahead. */
export const SHORT_BOOKING_WINDOW = { minArrivalDays: 0, maxArrivalDays: 10, maxStayNights: 7 };

/**
 * Reservations only in the big park, from today six weeks ahead: every night is one item, and DynamoDB
 * Local writes a few hundred items a second, so this is what the local runtime's first start can afford.
 */
const BIG_PARK = { fromDay: 0, days: 42, meanGap: 4.8 };

const spotsOf = (c: TenantCatalogue, locationId: number) =>
  c.spots.filter((s) => s.locationId === locationId && s.isActive);

/** Reservations of one spot: stays of 1–4 nights separated by random gaps (mean `meanGap` days). */
function spotStays(
  spot: SpotRecord,
  today: string,
  plan: typeof BIG_PARK,
  seed: string,
  nextReservationId: () => number,
): SpotNightRecord[] {
  const random = createRandom(seed);
  const nights: SpotNightRecord[] = [];
  let day = plan.fromDay + random.int(0, Math.round(plan.meanGap));
  while (day < plan.fromDay + plan.days) {
    const length = random.int(1, 4);
    const reservationId = nextReservationId();
    for (let i = 0; i < length && day + i < plan.fromDay + plan.days; i++) {
      nights.push({
        spotId: spot.id,
        locationId: spot.locationId,
        night: addDays(today, day + i),
        status: 'reserved',
        reservationId,
      });
    }
    day += length + random.int(0, Math.round(plan.meanGap * 2));
  }
  return nights;
}

/** Seasons of the years around today (so the data stays right for a while after loading). */
function yearsAround(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1];
}

export function buildDemoInventory(c: TenantCatalogue, today: string): TenantInventory {
  const tenantId = c.tenant.id;
  const parks = [...c.locations].sort((a, b) => a.id - b.id);
  const featured = parks.filter((p) => p.featured);
  const bigPark = [...featured].sort((a, b) => spotsOf(c, b.id).length - spotsOf(c, a.id).length)[0]!;
  const shortWindowPark = featured.find((p) => p.id !== bigPark.id)!;
  // The two smallest parks that are not featured close for the winter.
  const winterParks = parks
    .filter((p) => !p.featured)
    .sort((a, b) => spotsOf(c, a.id).length - spotsOf(c, b.id).length || a.id - b.id)
    .slice(0, 2);

  const inventory: TenantInventory = {
    // Only the park whose window differs has rows of its own; the others follow the agency's rows
    // (demo/business-rules.ts), so a change to the agency's window reaches them.
    bookingWindows: [{ locationId: shortWindowPark.id, ...SHORT_BOOKING_WINDOW }],
    operationalSeasons: winterParks.flatMap((p, i) =>
      yearsAround(today).map((year, j) => ({
        id: 100 * (i + 1) + j,
        locationId: p.id,
        name: `${year} Season`,
        startDate: `${year}-05-01`,
        endDate: `${year}-10-15`,
      })),
    ),
    // Ids unique in the tenant: a season's audit history is kept by its id.
    pricingSeasons: parks.flatMap((p) =>
      yearsAround(today).flatMap((year, j) => [
        {
          id: p.id * 100 + 10 * j + 1,
          locationId: p.id,
          name: `Summer ${year}`,
          startDate: `${year}-06-01`,
          endDate: `${year}-09-15`,
          // Summer costs a fifth more, rounded to whole dollars.
          rates: c.products.map((pr) => ({
            productId: pr.id,
            dailyRateCents: Math.round((pr.baseDailyRateCents * 1.2) / 100) * 100,
          })),
        },
        {
          id: p.id * 100 + 10 * j + 2,
          locationId: p.id,
          name: `Winter holidays ${year}`,
          startDate: `${year}-12-20`,
          endDate: `${year + 1}-01-02`,
          rates: c.products.map((pr) => ({ productId: pr.id, dailyRateCents: pr.baseDailyRateCents + 500 })),
        },
      ]),
    ),
    closures: [],
    walkInPeriods: [],
    nights: [],
  };

  // The big park: one loop kept for walk-ins, cabins closed, shelters closed but overridable.
  const bigSpots = spotsOf(c, bigPark.id);
  const ofKind = (productId: number) => bigSpots.filter((s) => s.productId === productId).map((s) => s.id);
  const walkInLoop = bigSpots.find((s) => s.productId === CLASSIFICATION_ID.walkInTent)?.loopId;
  inventory.walkInPeriods.push({
    id: 1,
    locationId: bigPark.id,
    spotIds: bigSpots.filter((s) => s.loopId === walkInLoop).map((s) => s.id),
    startDate: addDays(today, 0),
    endDate: addDays(today, 60),
  });
  inventory.closures.push(
    {
      id: 1,
      locationId: bigPark.id,
      spotIds: ofKind(CLASSIFICATION_ID.camperCabin),
      startDate: addDays(today, 3),
      endDate: addDays(today, 9),
      overridable: false,
      reason: 'Cabin roof replacement',
    },
    {
      id: 2,
      locationId: bigPark.id,
      spotIds: ofKind(CLASSIFICATION_ID.picnicShelter),
      startDate: addDays(today, 5),
      endDate: addDays(today, 7),
      overridable: true,
      reason: 'Shelter painting (staff may still book)',
    },
  );

  // Reservation ids from the tenant's first park id, so the two tenants' ids differ.
  let reservationId = parks[0]!.id * 100_000;
  const nextReservationId = () => ++reservationId;
  const walkInSpots = new Set(inventory.walkInPeriods.flatMap((w) => w.spotIds));
  for (const spot of bigSpots) {
    if (walkInSpots.has(spot.id)) continue; // walk-in sites are not reserved ahead
    inventory.nights.push(
      ...spotStays(spot, today, BIG_PARK, `${tenantId}:nights:${spot.id}:${today}`, nextReservationId),
    );
  }

  // A few live holds (expiring at the end of the load day) and two spots blocked for maintenance.
  const taken = new Set(inventory.nights.map((n) => `${n.spotId}#${n.night}`));
  const free = (spotId: number, day: string) => !taken.has(`${spotId}#${day}`);
  const random = createRandom(`${tenantId}:holds:${today}`);
  const regular = bigSpots.filter((s) => !walkInSpots.has(s.id) && s.salesChannel === 'All');
  const expiresAt = Date.parse(`${addDays(today, 1)}T00:00:00Z`) / 1000;
  for (const [i, spot] of random.sample(regular, 6).entries()) {
    const day = addDays(today, 1 + i);
    if (!free(spot.id, day)) continue;
    inventory.nights.push({
      spotId: spot.id,
      locationId: bigPark.id,
      night: day,
      status: 'held',
      lockCode: `DEMO-HOLD-${tenantId}-${i + 1}`,
      expiresAt,
    });
  }
  for (const spot of regular.slice(0, 2)) {
    for (let i = 0; i < 5; i++) {
      const day = addDays(today, i);
      // A block replaces whatever the night held (staff moved those guests).
      inventory.nights = inventory.nights.filter((n) => !(n.spotId === spot.id && n.night === day));
      inventory.nights.push({ spotId: spot.id, locationId: bigPark.id, night: day, status: 'blocked' });
    }
  }
  return inventory;
}
