/**
 * Spot availability for one park (public §7.2 POST Spot/availability, admin §7.7 POST
 * admin/adminspot/availability): reads the park, its spots, loops, rules and the taken nights of the
 * window, and lets the pure domain (functions/domain/availability) decide the day codes. The caller's
 * kind (public or staff) is decided by the route, never by the body.
 */
import type { AvailabilityRequest, AvailabilityResponse } from '#contract/availability';
import { type AvailabilityCaller, bookingOpensOn } from '#domain/availability/day-codes';
import { addDays, daysBetween } from '#domain/availability/calendar';
import { type AvailabilityQuery, lookupRange, searchAvailability } from '#domain/availability/search';
import { todayIn } from '#domain/dates';
import { EMPTY_PARK_RULES } from '#domain/inventory';
import { BadRequestError, notFound } from '#domain/errors';
import { getParkRules, listTakenNights } from '#store/inventory';
import { getLocation, listLoops, listSpots } from '#store/locations';
import { getFeeSchedule } from '#store/pricing';
import { getReferenceData } from '#store/reference';
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
  const [location, spots, loops, ref, rules, baseNights, schedule] = await Promise.all([
    getLocation(tenantId, locationId),
    listSpots(tenantId, locationId),
    listLoops(tenantId, locationId),
    getReferenceData(tenantId),
    getParkRules(tenantId, locationId),
    listTakenNights(tenantId, locationId, base.start, base.end),
    stay ? getFeeSchedule(tenantId) : EMPTY_FEE_SCHEDULE,
  ]);
  if (!location) throw notFound('Location', locationId);
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
