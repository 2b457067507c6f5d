/**
 * Spot availability for one park (public §7.2 POST Spot/availability, admin §7.7 POST
 * admin/adminspot/availability): reads the park, its spots (from the park's compact projection,
 * store/spot-projection.ts), loops, rules and the taken nights of the window, and lets the pure domain
 * (functions/domain/availability) decide the day codes. The caller's kind (public or staff) is decided
 * by the route, never by the body. Anonymous answers go through the short shared cache
 * (store/availability-cache.ts).
 */
import type { AvailabilityRequest, AvailabilityResponse } from '#contract/availability';
import { type AvailabilityCaller, PUBLIC_CALLER, bookingOpensOn } from '#domain/availability/day-codes';
import { addDays, daysBetween } from '#domain/availability/calendar';
import { type AvailabilityQuery, lookupRange, searchAvailability } from '#domain/availability/search';
import { todayIn } from '#domain/dates';
import { EMPTY_PARK_RULES } from '#domain/inventory';
import { BadRequestError, notFound } from '#domain/errors';
import { getParkRules, listTakenNights } from '#store/inventory';
import { getLocation } from '#store/locations';
import { parkSpots, readLatestProjection, rememberedProjection } from '#store/spot-projection';
import { cachedLoops, cachedReferenceData, catalogueVersionOf } from '#store/park-facts-cache';
import { cachedAvailability } from '#store/availability-cache';
import { getFeeSchedule } from '#store/pricing';
import { toAvailableSpot } from '#mappers/spots';
import { EMPTY_FEE_SCHEDULE } from '#domain/pricing/schedule';
import { centsToDollars } from '#domain/pricing/money';
import { stayTotalsByProduct } from '#domain/pricing/stay-total';
import { SALES_CHANNEL } from '#domain/checkout';
import type { TenantId } from '#domain/catalogue';

/** The longest stay one call may ask about (its nights are read with the window). */
export const MAX_STAY_DAYS = 366;

type Payload = Omit<AvailabilityResponse, 'statusCode' | 'statusMessage' | 'messages'>;

export function toQuery(body: AvailabilityRequest): AvailabilityQuery {
  return {
    startDate: body.startDate,
    endDate: body.endDate,
    arrivalDate: body.arrivalDate,
    departureDate: body.departureDate,
    includeDayAvailability: body.includeDayAvailability,
    filters: {
      spotTypeIds: body.selectedSpotTypes,
      classificationIds: body.selectedProductClassifications,
      attributes: body.selectedAttributes,
      loopId: body.loopId,
      spotName: body.spotName ?? undefined,
    },
    onlyShowAvailable: body.onlyShowAvailable,
    selectedSpotId: body.selectedSpotId,
    pageNumber: body.pageNumber,
    itemsPerPage: body.itemsPerPage,
  };
}

/**
 * Availability for a caller who is not signed in: the answer does not depend on who asks (no hold or
 * reservation of theirs in the body), so equal bodies share one answer for a few seconds.
 */
export function anonymousSpotAvailability(tenantId: TenantId, body: AvailabilityRequest): Promise<Payload> {
  return cachedAvailability(tenantId, body.locationId, body, () =>
    spotAvailability(tenantId, body, PUBLIC_CALLER),
  );
}

export async function spotAvailability(
  tenantId: TenantId,
  body: AvailabilityRequest,
  caller: AvailabilityCaller,
  now: Date = new Date(),
): Promise<Payload> {
  if (
    body.arrivalDate &&
    body.departureDate &&
    daysBetween(body.arrivalDate, body.departureDate) > MAX_STAY_DAYS
  ) {
    const message = `The stay must not exceed ${MAX_STAY_DAYS} days.`;
    throw new BadRequestError(message, { departureDate: [message] });
  }
  const query = toQuery(body);
  const locationId = body.locationId;
  // The nights of the window and stay are read with everything else; only a window past the last
  // arrival day needs a second read, of the days back to it (lookupRange).
  const base = lookupRange(query, '', EMPTY_PARK_RULES);
  // The stay's totals need the tenant's fee schedule: one read per call, never one per spot.
  const stay =
    body.includeStayTotal && body.arrivalDate && body.departureDate
      ? { arrivalDate: body.arrivalDate, departureDate: body.departureDate }
      : undefined;
  // The park's projection is read beside the park only when this process has none decoded (it is
  // checked against the park's catalogue version below either way).
  const remembered = rememberedProjection(tenantId, locationId);
  const [location, projection, loops, ref, rules, baseNights, schedule] = await Promise.all([
    getLocation(tenantId, locationId),
    remembered ? undefined : readLatestProjection(tenantId, locationId),
    cachedLoops(tenantId, locationId),
    cachedReferenceData(tenantId),
    getParkRules(tenantId, locationId),
    listTakenNights(tenantId, locationId, base.start, base.end),
    stay ? getFeeSchedule(tenantId) : EMPTY_FEE_SCHEDULE,
  ]);
  if (!location) throw notFound('Location', locationId);
  const spots = await parkSpots(tenantId, locationId, catalogueVersionOf(location), projection);
  const today = todayIn(location.timezone, now);
  const range = lookupRange(query, today, rules);
  const nights =
    range.start < base.start
      ? [
          ...(await listTakenNights(tenantId, locationId, range.start, addDays(base.start, -1))),
          ...baseNights,
        ]
      : baseNights;

  const loopNames = new Map(loops.map((l) => [l.id, l.name]));
  const page = searchAvailability(
    {
      spots,
      loopNames,
      catalogue: { products: ref.PRODUCT, attributes: ref.ATTRIBUTE },
      nights,
      rules,
      today,
      now: Math.floor(now.getTime() / 1000),
      caller,
    },
    query,
  );
  const totalOf =
    stay &&
    stayTotalsByProduct(
      {
        locationId,
        ...stay,
        salesChannel: caller.kind === 'staff' ? SALES_CHANNEL.Admin : SALES_CHANNEL.Public,
        seasons: rules.pricingSeasons,
        schedule,
      },
      ref.PRODUCT,
    );
  return {
    spots: page.rows.map((row) => {
      const spot = toAvailableSpot(
        tenantId,
        row,
        { locationName: location.longName, loopName: loopNames.get(row.spot.loopId) ?? '' },
        ref,
      );
      if (!totalOf) return spot;
      const cents = totalOf(row.spot.productId);
      return { ...spot, stayTotal: cents === null ? null : centsToDollars(cents) };
    }),
    totalItems: page.totalItems,
    pageNumber: page.pageNumber,
    itemsPerPage: page.itemsPerPage,
    classificationCounts: page.classificationCounts,
    bookingOpensOn: body.arrivalDate ? bookingOpensOn({ today, rules }, body.arrivalDate) : null,
  };
}
